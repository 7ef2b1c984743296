/// The session's mode and its transitions, in one place.
///
/// Each event updates the mode and returns the ``Action`` the shell then performs, in the style
/// of the view-model's `SearchStateMachine`. It runs no task and touches no terminal, so it is
/// tested alone.
///
/// Every mode but ``SessionMode/idle`` is entered from idle and left back to it: a line is read,
/// then handled (a query answered, a command run, which may type, load or go live), then the
/// next line is read.
@MainActor
struct SessionStateMachine {
  /// What the shell does after Ctrl-C.
  enum Action {
    /// Nothing (a command Ctrl-C does not stop, or live mode, which reads Ctrl-C as a key).
    case none
    /// Cancel the `:load` under way.
    case cancelLoad(RunningLoad)
    /// Cancel the search of the query being answered, and say so.
    case cancelSearch
    /// Cancel what the typing left pending, and say so; the typing stops before its next key.
    case stopTyping
    /// Let the line editor drop the line being typed.
    case interruptEditor
    /// The terminal dropped the line being typed (and echoed `^C`): show a new prompt.
    case newPrompt
  }

  /// What the session is doing.
  private(set) var mode = SessionMode.idle

  /// Creates a machine in ``SessionMode/idle``.
  init() {}

  /// Enters a mode from idle.
  ///
  /// - Parameter newMode: The mode; the session must be idle (the modes do not nest).
  mutating func enter(_ newMode: SessionMode) {
    assert(isIdle, "entering \(newMode.name) while \(mode.name)")
    mode = newMode
  }

  /// Leaves the current mode: the session is idle.
  mutating func leave() {
    mode = .idle
  }

  /// Whether the session is idle.
  var isIdle: Bool {
    if case .idle = mode { return true }
    return false
  }

  /// Ctrl-C arrived as a signal (the terminal sends SIGINT while no raw-mode reader takes keys).
  ///
  /// - Parameters:
  ///   - editing: Whether lines are read by the line editor.
  ///   - showsPrompt: Whether the session prompts (its input is a terminal).
  /// - Returns: What to do: cancel the load or the search, stop the typing, or drop the line
  ///   being typed; nothing while idle or live.
  mutating func interrupted(editing: Bool, showsPrompt: Bool) -> Action {
    switch mode {
    case .loading(let load):
      return .cancelLoad(load)
    case .answering:
      return .cancelSearch
    case .typing(var trace):
      trace.isStopped = true
      mode = .typing(trace)
      return .stopTyping
    case .readingLine:
      if editing { return .interruptEditor }
      return showsPrompt ? .newPrompt : .none
    case .idle, .live:
      return .none
    }
  }

  /// Whether Ctrl-C stopped the `:type` under way.
  var isTypingStopped: Bool {
    if case .typing(let trace) = mode { return trace.isStopped }
    return false
  }

  /// The `:type` under way, whose events are traced.
  var typing: TypingTrace? {
    if case .typing(let trace) = mode { return trace }
    return nil
  }

  /// The live screen, while live mode runs.
  var liveScreen: LiveScreen? {
    if case .live(let screen) = mode { return screen }
    return nil
  }
}
