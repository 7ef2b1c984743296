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
  /// Where text goes.
  let output: any ShellOutput
  /// Clock, markup and terminal.
  let environment: ShellEnvironment
  /// The search backend: the corpora, and which one is searched.
  let service: ShellSearchService
  /// The limit and timing in force (each corpus's actor holds its options, keys and ranking).
  var settings: ShellSettings
  /// The debounced view-model every query goes through (replaced when the debounce changes).
  var viewModel: SearchViewModel<ShellSearchService>
  /// The results last published, as numbered for `:explain` and `:remove`.
  var lastResults: [ShellHit] = []
  /// The query ``lastResults`` answer.
  var lastResultsQuery = ""
  /// Whether view-model events are printed (during `:type`).
  var tracesEvents = false
  /// Measures `:type` timestamps while it runs.
  var traceStopwatch: Stopwatch?
  /// The live-mode screen, while live mode runs.
  var liveScreen: LiveScreen?
  /// Whether the session is waiting for a line (so published results reprint the prompt).
  var isAwaitingInput = false

  /// Creates a session over corpora.
  ///
  /// - Parameters:
  ///   - corpora: The corpora.
  ///   - startCorpus: The corpus searched first.
  ///   - settings: The limit and timing to start with.
  ///   - input: The input.
  ///   - output: The output.
  ///   - environment: Clock, markup and terminal.
  init(
    corpora: ShellCorpora, startCorpus: CorpusName, settings: ShellSettings,
    input: ShellInput, output: any ShellOutput, environment: ShellEnvironment
  ) {
    service = ShellSearchService(corpora: corpora, corpus: startCorpus, limit: settings.limit)
    self.settings = settings
    self.input = input
    self.output = output
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

  /// The corpus searched now.
  var corpus: CorpusName { service.corpus }

  /// The corpora, one table entry per corpus.
  var corpora: ShellCorpora { service.corpora }

  /// The markup in use.
  var style: TextStyle { environment.style }

  /// Writes one line.
  func say(_ line: String) {
    output.write(line + "\n")
  }

  /// Writes an error's message.
  func report(_ error: ShellError) {
    say(style.error(error.report.message))
  }

  /// The prompt, naming the corpus.
  var prompt: String { style.bold("\(corpus.rawValue)>") + " " }

  /// Runs the session: banner, then lines until `:quit` or the end of input.
  ///
  /// At the end of input the pending query is searched and its results printed first.
  func run() async {
    await printBanner()
    while true {
      // While a query is pending, its results (or failure) come first: the observer prints
      // the prompt after them.
      if environment.showsPrompt && !isQueryPending {
        output.write(prompt)
        input.showPartialLine()
      }
      isAwaitingInput = true
      let line = await input.nextLine()
      isAwaitingInput = false
      guard let line else { break }
      guard await handle(line) else { return }
    }
    if environment.showsPrompt { say("") }
    await settle()
  }

  /// The banner: what is loaded and how to get help.
  func printBanner() async {
    var counts: [String] = []
    for corpus in corpora.all { counts.append("\(await corpus.count()) \(corpus.name.rawValue)") }
    let listed = ListText.joined(counts, "and")
    say(style.bold("BookShell") + " — fuzzy search over \(listed).")
    say("Type a query and press Enter; :help lists the commands, :quit leaves.")
  }

  /// Whether a query is waiting for its debounce or its search.
  var isQueryPending: Bool {
    viewModel.state.phase == .debouncing || viewModel.state.phase == .searching
  }

  /// Handles one line: a command or a query.
  ///
  /// The line is cleaned first (control characters removed, so `^L:load …` stays a command),
  /// then parsed. Ctrl-L clears the screen of a terminal and keeps the typed line, shown again
  /// after the prompt.
  ///
  /// - Parameter line: The line.
  /// - Returns: `false` when the session should end.
  func handle(_ line: ShellInput.Line) async -> Bool {
    if line.hadInvalidUTF8 {
      say("note: the line was not valid UTF-8; invalid bytes were replaced with U+FFFD.")
    }
    let typed = line.text.unicodeScalars
    let kept = typed.filter { !TextStyle.isControl($0) || $0 == "\t" }
    let text = String(String.UnicodeScalarView(kept))
    let clearsScreen = typed.contains(Self.formFeed)
    if clearsScreen && environment.showsPrompt {
      output.write(Self.clearScreen + prompt + TextStyle.printable(text) + "\n")
    }
    let removedOthers = typed.count - kept.count > typed.count { $0 == Self.formFeed }
    if text.first == ":" {
      if removedOthers { say("note: control characters were removed from the command.") }
      await settle()
      defer { releaseHeldInput() }
      do {
        return try await execute(ShellCommand(parsing: text))
      } catch {
        report(error)
        return true
      }
    }
    if removedOthers { say("note: control characters were removed from the query.") }
    query(text)
    return true
  }

  /// Ctrl-L.
  static let formFeed: Unicode.Scalar = "\u{0C}"

  /// Clears a terminal's screen and puts the cursor at the top.
  static let clearScreen = "\u{1B}[H\u{1B}[2J"

  /// Sends a query, already cleaned of control characters, to the view-model; a blank line
  /// does nothing.
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
