import FuseCore
import TestSupport
import Testing

@testable import BookShell

/// The session's mode and what Ctrl-C does in each, without a terminal or a task.
@MainActor @Suite struct SessionStateMachineTests {
  /// A `:load`'s record, for the loading mode.
  static func load() -> RunningLoad { RunningLoad(corpus: "books", isNew: false) }

  /// A `:type`'s trace, for the typing mode.
  static func trace() -> TypingTrace { TypingTrace(stopwatch: Stopwatch(clock: ManualClock())) }

  /// A session starts idle, and Ctrl-C then does nothing.
  @Test func idleIgnoresControlC() {
    var machine = SessionStateMachine()
    #expect(machine.isIdle)
    guard case .none = machine.interrupted(editing: true, showsPrompt: true) else {
      Issue.record("Ctrl-C while idle should do nothing")
      return
    }
    #expect(machine.isIdle)
  }

  /// While a line is read, Ctrl-C drops it: the editor's own way, or a new prompt after the
  /// terminal's; a script (no prompt) has no line to drop.
  @Test(arguments: [(true, true), (true, false), (false, true), (false, false)])
  func readingALineDropsIt(editing: Bool, showsPrompt: Bool) {
    var machine = SessionStateMachine()
    machine.enter(.readingLine)
    let action = machine.interrupted(editing: editing, showsPrompt: showsPrompt)
    switch (action, editing, showsPrompt) {
    case (.interruptEditor, true, _), (.newPrompt, false, true), (.none, false, false): break
    default: Issue.record("editing \(editing), prompt \(showsPrompt): \(action)")
    }
    machine.leave()
    #expect(machine.isIdle)
  }

  /// While a query is answered, Ctrl-C cancels its search and the mode stays until the answer
  /// is over.
  @Test func answeringCancelsTheSearch() {
    var machine = SessionStateMachine()
    machine.enter(.answering)
    guard case .cancelSearch = machine.interrupted(editing: true, showsPrompt: true) else {
      Issue.record("Ctrl-C while answering should cancel the search")
      return
    }
    #expect(!machine.isIdle)
    machine.leave()
    #expect(machine.isIdle)
  }

  /// While `:load` runs, Ctrl-C cancels that very load.
  @Test func loadingCancelsTheLoad() {
    var machine = SessionStateMachine()
    let load = Self.load()
    machine.enter(.loading(load))
    guard case .cancelLoad(let cancelled) = machine.interrupted(editing: false, showsPrompt: false)
    else {
      Issue.record("Ctrl-C while loading should cancel the load")
      return
    }
    #expect(cancelled === load)
  }

  /// While `:type` runs, Ctrl-C stops it: the trace is kept (its events are still printed) and
  /// says it was stopped, until the typing is left.
  @Test func typingStopsAndKeepsItsTrace() {
    var machine = SessionStateMachine()
    machine.enter(.typing(Self.trace()))
    #expect(machine.typing != nil)
    #expect(!machine.isTypingStopped)
    guard case .stopTyping = machine.interrupted(editing: true, showsPrompt: true) else {
      Issue.record("Ctrl-C while typing should stop it")
      return
    }
    #expect(machine.isTypingStopped)
    #expect(machine.typing?.isStopped == true)
    machine.leave()
    #expect(!machine.isTypingStopped)
    #expect(machine.typing == nil)
  }

  /// Only the live mode has a live screen, and Ctrl-C as a signal does nothing there (raw mode
  /// reads it as a key).
  @Test func onlyLiveModeHasAScreen() {
    var machine = SessionStateMachine()
    for mode in [SessionMode.readingLine, .answering, .typing(Self.trace()), .loading(Self.load())]
    {
      machine.enter(mode)
      #expect(machine.liveScreen == nil, "\(mode.name)")
      machine.leave()
    }
  }
}
