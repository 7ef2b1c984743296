import Foundation
import FuseCore
import Models
import Services

#if canImport(Glibc)
  import Glibc
#endif

/// Turns the command line into a session (or a one-shot query) and an exit code.
enum Launcher {
  /// Runs the executable's job.
  ///
  /// - Parameters:
  ///   - arguments: The arguments without the program name.
  ///   - variables: The environment variables (`TERM`, `NO_COLOR`, `CLICOLOR_FORCE`, the
  ///     history's).
  /// - Returns: The exit code: 0 success, 1 no match for `--query` (or at Enter with `--live`),
  ///   2 a usage or data error or a script's failed command, 130 `--live` cancelled.
  @MainActor
  static func run(arguments: [String], variables: [String: String]) async -> Int32 {
    let output = StandardOutput()
    do throws(ShellError) {
      let names = BuiltInCorpora.names.map { CorpusName($0) }
      let options = try LaunchOptions(parsing: arguments, corpora: names)
      if options.help {
        output.write(LaunchOptions.usage(corpora: names) + "\n")
        return 0
      }
      if options.version {
        output.write(ShellVersion.line + "\n")
        return 0
      }
      // The picker draws on the terminal, whatever stdout is.
      let conventions = TerminalConventions(
        variables: variables, noColorFlag: options.noColor,
        outputIsTerminal: isatty(options.live ? 0 : 1) == 1)
      let colors = conventions.colors
      let settings = ShellSettings()
      let (corpora, note) = try await makeCorpora(options)
      if let note { StandardOutput(descriptor: 2).write(note + "\n") }
      if let query = options.query, !options.live {
        try await OneShotQuery.run(
          query, corpora: corpora, corpus: options.corpus, limit: settings.limit,
          json: options.json, style: TextStyle(colors: colors), output: output)
        leaveToExit(corpora)
        return 0
      }
      // Standard input read as data leaves a session its keys on the terminal, if there is one.
      if options.dataFile == CorpusFile.standardInput { ControllingTerminal.becomeStandardInput() }
      let terminal = TerminalMode.standardInput()
      if options.live && terminal == nil {
        throw ShellError.usage("--live needs a terminal, but stdin is not a TTY")
      }
      let ledger = InputEchoLedger()
      let shell = Shell(
        corpora: corpora, startCorpus: options.corpus, settings: settings,
        input: ShellInput(StandardInputReader.start(ledger: ledger), ledger: ledger),
        output: output, errorOutput: StandardOutput(descriptor: 2),
        environment: environment(
          options, conventions: conventions, terminal: terminal, variables: variables))
      if options.live { return try await LivePicker.run(shell, options: options) }
      return await shell.run()
    } catch {
      StandardOutput(descriptor: 2).write(error.report.message + "\n")
      return error.report.exitCode
    }
  }

  /// What a one-shot query held when it was done, left to the process's exit.
  @MainActor private static var leftToExit: ShellCorpora?

  /// Keeps a one-shot query's corpora alive until the process exits.
  ///
  /// The exit returns their memory at once: freeing records and indexes object by object would
  /// only delay it (tens of milliseconds for a large file). A session's shell is freed as usual:
  /// its view-model's weak references live in side tables that a leak checker cannot follow
  /// once the object outlives `main`.
  ///
  /// - Parameter corpora: The corpora the query searched.
  @MainActor
  private static func leaveToExit(_ corpora: ShellCorpora) {
    leftToExit = corpora
  }

  /// The session's environment: on a terminal, line editing (unless it is dumb) with its
  /// history, resizes and Ctrl-C; for a script, `--bail` and `--json`.
  @MainActor
  private static func environment(
    _ options: LaunchOptions, conventions: TerminalConventions, terminal: TerminalMode?,
    variables: [String: String]
  ) -> ShellEnvironment {
    var environment = ShellEnvironment.live(colors: conventions.colors, terminal: terminal)
    let outputIsTerminal = isatty(1) == 1
    // The editor draws where the prompt goes: on stdout, or on stderr when stdout is a file or
    // a pipe (`BookShell > out.txt`, `BookShell | tee log`), as python and psql keep editing
    // whenever stdin is a terminal.
    let drawsOn: Int32 = outputIsTerminal ? 1 : 2
    environment.editsLines = terminal != nil && isatty(drawsOn) == 1 && !conventions.isDumb
    environment.movesCursor = !conventions.isDumb
    environment.promptsOnErrorOutput = terminal != nil && !outputIsTerminal
    // A dumb terminal (an editor's shell buffer) wraps lines its own way.
    if outputIsTerminal && !conventions.isDumb { environment.outputColumns = columns(of: 1) }
    if isatty(2) == 1 && !conventions.isDumb { environment.errorOutputColumns = columns(of: 2) }
    environment.stopsAtFirstError = options.bail
    environment.printsJSON = options.json
    if terminal != nil { environment.interrupts = InterruptSignals.start() }
    if environment.editsLines {
      environment.historyFile = HistoryFile.location(in: variables)
      environment.resizes = TerminalResizes.sizes(ofDescriptor: drawsOn)
      environment.columns = columns(of: drawsOn)
    }
    return environment
  }

  /// The width of the window behind `descriptor`, read at each call (the standard width when
  /// it cannot be read).
  private static func columns(of descriptor: Int32) -> @MainActor () -> Int {
    { TerminalSize(ofDescriptor: descriptor)?.columns ?? TerminalSize.standard.columns }
  }

  /// The package's corpora with their embedded records, and `--data` loaded into its corpus
  /// (``CorpusLoad``, as `:load` does), with a note of the keys it searches when they were
  /// found, not given, for stderr.
  ///
  /// A one-shot query on one corpus searches nothing else: only the corpus searched is decoded
  /// (and none when `--data` replaces it), and the others stay empty.
  private static func makeCorpora(_ options: LaunchOptions) async throws(ShellError)
    -> (corpora: ShellCorpora, note: String?)
  {
    let searchesOne = options.query != nil && options.corpus != .all
    let corpora = try ShellCorpora.builtIn(order: options.rank) { name in
      let isSearched = name == options.corpus && options.dataFile == nil
      return !searchesOne || isSearched ? .embedded : .none
    }
    guard let file = options.dataFile, let target = options.dataCorpus else {
      return (corpora, nil)
    }
    do throws(ShellError) {
      let path = CorpusFile.resolve(file)
      let keys = try options.keys.map { (text) throws(ShellError) in
        try KeySpec.list(parsing: text)
      }
      let data = try await CorpusFile.read(path)
      let outcome: CorpusLoad.Outcome
      do throws(ShellError) {
        outcome = try await CorpusLoad.load(
          consume data, source: CorpusFile.source(path), into: target, keys: keys, corpora: corpora,
          parsed: { _ in })
      } catch .load(let error)
        where error.recordIndex != nil && options.dataCorpusIsFileName && keys == nil
        && corpora.declares(target)
      {
        // `books.json` of other records: the name chose the corpus, and says how to choose.
        let message = ShellError.load(error).said(for: .startup).report.message
        throw ShellError.usage(
          "\(message.hasSuffix(".") ? String(message.dropLast()) : message); the file's name"
            + " made it the \(target.rawValue) corpus: name another (--corpus NAME) to search"
            + " records of any shape")
      }
      return (outcome.corpora, outcome.note)
    } catch {
      // The shell does not start: there is no corpus that stays unchanged.
      throw error.said(for: .startup)
    }
  }
}
