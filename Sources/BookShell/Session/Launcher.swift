import Foundation
import FuseCore
import Models

#if canImport(Glibc)
  import Glibc
#endif

/// Turns the command line into a session (or a one-shot query) and an exit code.
enum Launcher {
  /// Runs the executable's job.
  ///
  /// - Parameters:
  ///   - arguments: The arguments without the program name.
  ///   - variables: The environment variables (`NO_COLOR`).
  /// - Returns: The exit code: 0 success, 1 no match for `--query` (or at Enter with `--live`),
  ///   2 usage or data error, 130 `--live` cancelled.
  @MainActor
  static func run(arguments: [String], variables: [String: String]) async -> Int32 {
    let output = StandardOutput()
    do throws(ShellError) {
      let options = try LaunchOptions(parsing: arguments)
      if options.help {
        output.write(LaunchOptions.usage + "\n")
        return 0
      }
      // The picker draws on the terminal, whatever stdout is.
      let colors =
        !options.noColor && variables["NO_COLOR"] == nil && isatty(options.live ? 0 : 1) == 1
      let settings = ShellSettings()
      let corpora = try await makeCorpora(options, settings: settings)
      if let query = options.query, !options.live {
        try await OneShotQuery.run(
          query, corpora: corpora, corpus: options.corpus, limit: settings.limit,
          json: options.json, style: TextStyle(colors: colors), output: output)
        return 0
      }
      let terminal = TerminalMode.standardInput()
      if options.live && terminal == nil {
        throw ShellError.usage("--live needs a terminal, but stdin is not a TTY")
      }
      let ledger = InputEchoLedger()
      let shell = Shell(
        corpora: corpora, startCorpus: options.corpus, settings: settings,
        input: ShellInput(StandardInputReader.start(ledger: ledger), ledger: ledger),
        output: output,
        environment: .live(colors: colors, terminal: terminal))
      if options.live { return try await LivePicker.run(shell, options: options) }
      await shell.run()
      return 0
    } catch {
      StandardOutput(descriptor: 2).write(error.report.message + "\n")
      return error.report.exitCode
    }
  }

  /// The embedded records the session starts from: all three, except for a one-shot query on
  /// one corpus, which searches nothing else, so only that corpus is decoded (and none when
  /// `--data` replaces it) and the other two stay empty.
  private static func embeddedCorpus(for options: LaunchOptions) throws(CorpusLoadError)
    -> Corpus
  {
    guard options.query != nil, options.corpus != .all else { return try EmbeddedCorpus.all() }
    let needed = options.dataFile == nil ? options.corpus : nil
    return Corpus(
      books: needed == .books ? try EmbeddedCorpus.books() : [],
      movies: needed == .movies ? try EmbeddedCorpus.movies() : [],
      people: needed == .people ? try EmbeddedCorpus.people() : [])
  }

  /// The embedded corpora, with `--data` loaded into the chosen corpus (books for `all`).
  private static func makeCorpora(
    _ options: LaunchOptions, settings: ShellSettings
  ) async throws(ShellError) -> ShellCorpora {
    let corpus: Corpus
    do {
      corpus = try embeddedCorpus(for: options)
    } catch {
      throw ShellError.load(error)
    }
    let corpora: ShellCorpora
    do {
      corpora = try ShellCorpora(corpus: corpus, settings: settings)
    } catch {
      throw ShellError.fuse(error)
    }
    if let file = options.dataFile,
      let target = corpora.table[options.corpus] ?? corpora.all.first
    {
      _ = try await target.load(fromFile: file) { _ in }
    }
    return corpora
  }
}
