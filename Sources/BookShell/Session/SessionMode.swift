import FuseCore

/// What a shell session is doing: the one place its mode lives, held by
/// ``SessionStateMachine``.
///
/// The mode decides what Ctrl-C does (see ``SessionStateMachine/interrupted(editing:showsPrompt:)``)
/// and where the view-model's updates go (printed, traced, or drawn on the live screen).
@MainActor
enum SessionMode {
  /// Between lines: starting, or running a command that Ctrl-C does not stop.
  case idle
  /// Waiting for the next line, from the line editor or from the terminal's own line editing.
  case readingLine
  /// Answering a typed query; Ctrl-C cancels its search.
  case answering
  /// Replaying `:type`, every view-model event printed; Ctrl-C stops the typing.
  case typing(TypingTrace)
  /// Running a `:load`; Ctrl-C cancels it.
  case loading(RunningLoad)
  /// Live mode: the screen draws the view-model's states; keys arrive raw, so Ctrl-C is a key
  /// there, not a signal.
  case live(LiveScreen)

  /// The mode's name, for messages and tests.
  var name: String {
    switch self {
    case .idle: "idle"
    case .readingLine: "reading a line"
    case .answering: "answering"
    case .typing: "typing"
    case .loading: "loading"
    case .live: "live"
    }
  }
}

/// A `:type` under way: the time since its first keystroke, which stamps each traced event,
/// and whether Ctrl-C stopped it.
struct TypingTrace: Sendable {
  /// Measures the time since the first keystroke.
  let stopwatch: Stopwatch
  /// Whether Ctrl-C stopped the typing.
  var isStopped = false
}
