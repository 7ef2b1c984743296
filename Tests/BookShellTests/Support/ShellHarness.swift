import Models
import TestSupport
import ViewModels

@testable import BookShell

/// A shell session in-process: embedded corpus, scripted input, buffered output, manual clock.
///
/// `:type` pauses advance the manual clock (and wait for the view-model), so every transcript
/// is deterministic without wall-clock sleeps; searches measure zero latency.
@MainActor
struct ShellHarness {
  let clock = ManualClock()
  let output = BufferedOutput()
  let shell: Shell
  /// Feeds the shell's input.
  let feed: AsyncStream<[UInt8]>.Continuation

  /// Creates a session.
  ///
  /// - Parameters:
  ///   - corpus: The corpus (default: the embedded one).
  ///   - start: The corpus searched first.
  ///   - showsPrompt: Whether the session prints prompts, as on a terminal.
  init(corpus: Corpus? = nil, start: CorpusName? = nil, showsPrompt: Bool = false) throws {
    let bundle = try corpus ?? EmbeddedCorpus.all()
    try self.init(start: start, showsPrompt: showsPrompt) { clock in
      try ShellCorpora(corpus: bundle, clock: clock)
    }
  }

  /// Creates a session over corpora made in the test (a corpus the package does not ship).
  ///
  /// - Parameters:
  ///   - corpora: The corpora, in order.
  ///   - start: The corpus searched first (default: the first).
  init(corpora: [any ShellCorpus], start: CorpusName? = nil) throws {
    try self.init(start: start, showsPrompt: false) { clock in ShellCorpora(corpora, clock: clock) }
  }

  /// Creates a session over the corpora `makeCorpora` builds on the harness's clock.
  private init(
    start: CorpusName?, showsPrompt: Bool,
    makeCorpora: (ManualClock) throws -> ShellCorpora
  ) throws {
    let (stream, continuation) = AsyncStream.makeStream(of: [UInt8].self)
    feed = continuation
    let clock = clock
    let box = ShellBox()
    let environment = ShellEnvironment(
      clock: clock,
      pause: { duration in
        // A keystroke's debounce sleeps on the clock before time moves: a debounce that
        // parked late would wake at the pause's end, not at its own deadline.
        if let shell = box.shell, shell.viewModel.state.phase == .debouncing,
          shell.settings.debounce > .zero
        {
          await clock.waitForParkedSleepers()
        }
        // Deadline by deadline: a debounce that elapses searches and publishes at its own
        // time before the next keystroke's.
        await clock.advance(by: duration) { await box.shell?.viewModel.waitForPendingWork() }
        await box.shell?.viewModel.waitForPendingWork()
      },
      style: TextStyle(colors: false), showsPrompt: showsPrompt, terminal: nil)
    let corpora = try makeCorpora(clock)
    shell = Shell(
      corpora: corpora, startCorpus: start ?? corpora.names.first ?? .all,
      settings: ShellSettings(), input: ShellInput(stream), output: output,
      environment: environment)
    box.shell = shell
  }

  /// Runs a whole script (each line followed by a newline, then end of input).
  ///
  /// - Parameter lines: The lines.
  /// - Returns: Everything the shell printed after its banner.
  func transcript(_ lines: [String]) async -> String {
    for line in lines { feed.yield(Array((line + "\n").utf8)) }
    feed.finish()
    await shell.run()
    return Self.droppingBanner(output.text)
  }

  /// Runs a session over raw input bytes (in chunks as given), then end of input.
  ///
  /// - Parameter chunks: The input.
  /// - Returns: Everything the shell printed after its banner.
  func transcript(bytes chunks: [[UInt8]]) async -> String {
    for chunk in chunks { feed.yield(chunk) }
    feed.finish()
    await shell.run()
    return Self.droppingBanner(output.text)
  }

  /// Hands one line to the shell, as if typed.
  func send(_ line: String) async -> Bool {
    await shell.handle(ShellInput.Line(text: line, hadInvalidUTF8: false))
  }

  /// Advances the clock, then waits for the view-model.
  func advance(by duration: Duration) async {
    await clock.advance(by: duration)
    await shell.viewModel.waitForPendingWork()
  }

  /// The output without the two banner lines.
  static func droppingBanner(_ text: String) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.first?.hasPrefix("BookShell") == true else { return text }
    return lines.dropFirst(2).joined(separator: "\n")
  }
}

/// Lets the harness's pause closure reach the shell it is made before.
@MainActor
final class ShellBox {
  weak var shell: Shell?
}
