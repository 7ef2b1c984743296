import FuseCore
import Services
import ViewModels

/// One shell session: reads lines (or keys, in live mode) from a ``ShellInput``, drives a
/// ``ViewModels/SearchViewModel`` over the corpus actors, and writes to a ``ShellOutput``.
///
/// The executable runs one over standard input and output; tests run sessions in-process with
/// scripted input, a buffer and a manual clock.
@MainActor
final class Shell {
  /// The longest query searched, in characters; longer ones get a message instead.
  static let maximumQueryLength = 256

  /// Where lines and keys come from.
  let input: ShellInput
  /// Where results go.
  let output: any ShellOutput
  /// Where errors and warnings go (standard error in the executable).
  let errorOutput: any ShellOutput
  /// Clock, markup and terminal.
  let environment: ShellEnvironment
  /// The search backend: the corpora, and which one is searched.
  let service: ShellSearchService
  /// The debounced view-model every query goes through, for the whole session.
  let viewModel: SearchViewModel<ShellSearchService>
  /// What the session is doing (reading a line, answering, typing, loading, live), and what
  /// Ctrl-C does then.
  var state = SessionStateMachine()
  /// The results last published, as numbered for `:explain` and `:remove`.
  var lastResults: [ShellHit] = []
  /// The query ``lastResults`` answer.
  var lastResultsQuery = ""
  /// The command that made the last results stale, until the next are published.
  var resultsClearedBy: String?
  /// The line editor, when lines are edited on a terminal.
  private(set) var editor: LineEditor?
  /// Whether a command failed (or a query could not be searched).
  var hadFailure = false

  /// Creates a session over corpora.
  ///
  /// - Parameters:
  ///   - corpora: The corpora.
  ///   - startCorpus: The corpus searched first.
  ///   - settings: The limit and timing to start with.
  ///   - input: The input.
  ///   - output: The output for results.
  ///   - errorOutput: The output for errors and warnings (default: `output`).
  ///   - environment: Clock, markup and terminal.
  init(
    corpora: ShellCorpora, startCorpus: CorpusName, settings: ShellSettings,
    input: ShellInput, output: any ShellOutput, errorOutput: (any ShellOutput)? = nil,
    environment: ShellEnvironment
  ) {
    service = ShellSearchService(corpora: corpora, corpus: startCorpus, settings: settings)
    self.input = input
    self.output = output
    self.errorOutput = errorOutput ?? output
    self.environment = environment
    viewModel = SearchViewModel(
      service: service, debounceInterval: settings.debounce, clock: environment.clock)
    viewModel.addObserver(self)
    input.echo = { [weak self] bytes in
      let scalars = String(decoding: bytes, as: UTF8.self).unicodeScalars
      let shown = scalars.filter { !TextStyle.isControl($0) || $0 == "\n" || $0 == "\t" }
      self?.output.write(String(String.UnicodeScalarView(shown)))
    }
  }

  /// The limit and timing in force, which the search service holds (each corpus's actor holds
  /// its options, keys and ranking); a new debounce applies to the view-model from the next
  /// keystroke.
  var settings: ShellSettings {
    get { service.settings }
    set {
      service.settings = newValue
      viewModel.debounceInterval = newValue.debounce
    }
  }

  /// The corpus searched now.
  var corpus: CorpusName { service.corpus }

  /// The corpora, one table entry per corpus.
  var corpora: ShellCorpora { service.corpora }

  /// The markup in use.
  var style: TextStyle { environment.style }

  /// Writes one line of the session's own (on the error output with `--json`, whose standard
  /// output holds JSON only).
  func say(_ line: String) {
    writeLine(line, onErrorOutput: environment.printsJSON)
  }

  /// Writes one line of data as it is, never folded: a record picked, its JSON, which a user
  /// copies whole (on the error output with `--json`, as ``say(_:)`` does).
  func sayWhole(_ line: String) {
    (environment.printsJSON ? errorOutput : output).write(line + "\n")
  }

  /// Writes one line (or several, between line breaks) on the standard output or the error
  /// output, each folded at its spaces to the window's width when that output is a terminal.
  func writeLine(_ line: String, onErrorOutput: Bool = false) {
    let sink = onErrorOutput ? errorOutput : output
    let width = onErrorOutput ? environment.errorOutputColumns : environment.outputColumns
    guard let columns = width?() else {
      sink.write(line + "\n")
      return
    }
    for part in line.split(separator: "\n", omittingEmptySubsequences: false) {
      for row in LineFolding.rows(of: String(part), width: columns) { sink.write(row + "\n") }
    }
  }

  /// Writes a warning: one line on the error output; the session goes on.
  func warn(_ line: String) {
    writeLine(style.error(line), onErrorOutput: true)
  }

  /// Writes an error's message on the error output, and notes the failure (a script then
  /// exits with 2).
  func report(_ error: ShellError) {
    if case .loadCancelled = error {
      say(error.report.message)
      return
    }
    hadFailure = true
    writeLine(style.error(error.report.message), onErrorOutput: true)
  }

  /// Where the banner and the prompt go.
  var promptOutput: any ShellOutput {
    environment.promptsOnErrorOutput ? errorOutput : output
  }

  /// The prompt, naming the corpus.
  var prompt: String { style.bold("\(corpus.rawValue)>") + " " }

  /// Runs the session: banner (when interactive), then lines until `:quit` or the end of
  /// input.
  ///
  /// At the end of input the pending query is searched and its results printed first.
  ///
  /// - Returns: The exit status: 2 when a script (input not from a terminal) had a failed
  ///   command, else 0.
  @discardableResult
  func run() async -> Int32 {
    if environment.showsPrompt { await printBanner() }
    // After the banner, so a warning about the history file comes under it.
    if environment.editsLines { editor = makeEditor() }
    let watchers = watchTerminal()
    defer {
      for watcher in watchers { watcher.cancel() }
      editor?.history.close()
      environment.terminal?.restore()
    }
    reading: while true {
      let line: ShellInput.Line?
      if let editor {
        state.enter(.readingLine)
        let outcome = await editor.readLine(prompt: editorPrompt)
        state.leave()
        switch outcome {
        case .line(let text): line = ShellInput.Line(text: text, hadInvalidUTF8: false)
        case .interrupted: continue reading
        case .end: line = nil
        }
      } else {
        if environment.showsPrompt {
          promptOutput.write(prompt)
          input.showPartialLine()
        }
        state.enter(.readingLine)
        line = await input.nextLine()
        state.leave()
      }
      guard let line else { break }
      guard await handle(line) else { return exitStatus }
    }
    if environment.showsPrompt { promptOutput.write("\n") }
    await settle()
    return exitStatus
  }

  /// 2 when a script had a failed command, else 0.
  var exitStatus: Int32 {
    hadFailure && !environment.showsPrompt ? 2 : 0
  }

  /// The banner: what is loaded and how to get help.
  func printBanner() async {
    var counts: [String] = []
    for corpus in corpora.all { counts.append("\(await corpus.count()) \(corpus.name.rawValue)") }
    let listed = ListText.joined(counts, "and")
    // Folded as every other line is: where the prompt goes, at its window's width.
    let onErrorOutput = environment.promptsOnErrorOutput
    writeLine(
      style.bold("BookShell") + " — fuzzy search over \(listed).", onErrorOutput: onErrorOutput)
    writeLine(
      "Type a query and press Enter; :help lists the commands, :quit leaves.",
      onErrorOutput: onErrorOutput)
  }

  /// Whether a query is waiting for its debounce or its search.
  var isQueryPending: Bool {
    viewModel.state.phase == .debouncing || viewModel.state.phase == .searching
  }

  /// Handles one line: a command, a way out, or a query, answered before this returns.
  ///
  /// The line is cleaned first (control characters removed, so `^L:load …` stays a command),
  /// then parsed; spaces may come before a command's colon. In a script (input not from a
  /// terminal) a line whose first character other than a space is `#` is a comment, skipped. Ctrl-L clears the screen of a
  /// terminal and keeps the typed line, shown again after the prompt.
  ///
  /// - Parameter line: The line.
  /// - Returns: `false` when the session should end (`:quit`, `quit`, `exit`, or a failure
  ///   with `--bail`).
  func handle(_ line: ShellInput.Line) async -> Bool {
    if line.hadInvalidUTF8 {
      warn("note: the line was not valid UTF-8; invalid bytes were replaced with U+FFFD.")
    }
    let typed = line.text.unicodeScalars
    let kept = typed.filter { !TextStyle.isControl($0) || $0 == "\t" }
    let text = String(String.UnicodeScalarView(kept))
    let clearsScreen = typed.contains(Self.formFeed)
    if clearsScreen && environment.showsPrompt && environment.movesCursor {
      output.write(ControlSequence.clearScreen + prompt + TextStyle.printable(text) + "\n")
    }
    let removedOthers = typed.count - kept.count > typed.count { $0 == Self.formFeed }
    // A script's comment, as # is in a shell script.
    if !environment.showsPrompt && text.drop(while: \.isWhitespace).first == "#" { return true }
    let words = text.split(whereSeparator: \.isWhitespace)
    if words.count == 1, words[0] == "quit" || words[0] == "exit" { return false }
    // Keys typed meanwhile wait, unechoed, for the next prompt (the editor holds them itself).
    if editor == nil { inputHold.hold() }
    defer { if editor == nil { inputHold.release() } }
    if text.drop(while: \.isWhitespace).first == ":" {
      if removedOthers { warn("note: control characters were removed from the command.") }
      await settle()
      do {
        let goesOn = try await execute(ShellCommand(parsing: text))
        return goesOn && !(environment.stopsAtFirstError && hadFailure)
      } catch {
        report(error)
        return !environment.stopsAtFirstError
      }
    }
    if removedOthers { warn("note: control characters were removed from the query.") }
    query(text)
    state.enter(.answering)
    await settle()
    state.leave()
    return !(environment.stopsAtFirstError && hadFailure)
  }

  /// Ctrl-L.
  static let formFeed: Unicode.Scalar = "\u{0C}"

  /// Sends a query, already cleaned of control characters, to the view-model.
  ///
  /// A blank line does nothing. The caller answers it with ``settle()``: a line is a submitted
  /// query, as a search field's Enter is, never coalesced with the next.
  ///
  /// Typing the query already shown searches it again (after `:add`, say), as Enter does in a
  /// search field.
  func query(_ text: String) {
    guard !Fuse.isBlank(text) else { return }
    guard text.count <= Self.maximumQueryLength else {
      report(.queryTooLong(length: text.count, maximum: Self.maximumQueryLength))
      return
    }
    if Fuse.isSameQuery(text, viewModel.state.query), viewModel.state.phase != .debouncing {
      viewModel.submit()
    } else {
      viewModel.queryChanged(to: text)
    }
  }

  /// Finishes the pending query: a waiting debounce searches now, and the search's results are
  /// printed before this returns.
  func settle() async {
    await viewModel.finishPendingSearch()
  }
}
