import Testing
import ViewModels

@Suite struct SearchStateMachineTests {
  typealias Machine = SearchStateMachine
  typealias Ticket = SearchStateMachine.Ticket

  private func ticket(_ raw: UInt64) -> Ticket { Ticket(rawValue: raw) }

  @Test func keystrokesRestartTheDebounceUnderNewTickets() {
    var machine = Machine(debouncesImmediately: false)
    #expect(machine.queryChanged(to: "s") == Machine.Action(.startDebounce(ticket(1), query: "s")))
    #expect(
      machine.queryChanged(to: "st")
        == Machine.Action(
          cancel: .debounce(ticket(1), query: "s"), .startDebounce(ticket(2), query: "st")))
    #expect(machine.phase == .debouncing)
    #expect(machine.query == "st")
  }

  @Test func anotherUnicodeSpellingOfTheQueryIsANewQuery() {
    let composed = "caf\u{E9}"
    let decomposed = "cafe\u{301}"
    var machine = Machine(debouncesImmediately: false)
    _ = machine.queryChanged(to: composed)
    #expect(machine.queryChanged(to: composed) == .none)
    #expect(
      machine.queryChanged(to: decomposed)
        == Machine.Action(
          cancel: .debounce(ticket(1), query: composed),
          .startDebounce(ticket(2), query: decomposed)))
    #expect(Array(machine.query.utf16) == Array(decomposed.utf16))
  }

  @Test func onlyTheLatestDebounceStartsASearch() {
    var machine = Machine(debouncesImmediately: false)
    _ = machine.queryChanged(to: "s")
    _ = machine.queryChanged(to: "st")
    #expect(machine.debounceElapsed(ticket(1)) == .none)
    #expect(
      machine.debounceElapsed(ticket(2)) == Machine.Action(.startSearch(ticket(2), query: "st")))
    #expect(machine.phase == .searching)
    #expect(machine.debounceElapsed(ticket(2)) == .none)
  }

  @Test func typingDuringASearchCancelsItAndItsOutcomeIsStale() {
    var machine = Machine(debouncesImmediately: false)
    _ = machine.queryChanged(to: "st")
    _ = machine.debounceElapsed(ticket(1))
    #expect(
      machine.queryChanged(to: "stv")
        == Machine.Action(
          cancel: .search(ticket(1), query: "st"), .startDebounce(ticket(2), query: "stv")))
    #expect(machine.searchFinished(ticket(1), succeeded: true) == Machine.Action(.dropStale))
    #expect(machine.phase == .debouncing)
  }

  @Test func theCurrentSearchIsPublished() {
    var machine = Machine(debouncesImmediately: false)
    _ = machine.queryChanged(to: "st")
    _ = machine.debounceElapsed(ticket(1))
    #expect(
      machine.searchFinished(ticket(1), succeeded: true) == Machine.Action(.publish(query: "st")))
    #expect(machine.phase == .showingResults)
    #expect(machine.pending == nil)
    #expect(machine.searchFinished(ticket(1), succeeded: true) == Machine.Action(.dropStale))
  }

  @Test func aFailedSearchIsPublishedAsFailure() {
    var machine = Machine(debouncesImmediately: false)
    _ = machine.queryChanged(to: "st")
    _ = machine.debounceElapsed(ticket(1))
    #expect(
      machine.searchFinished(ticket(1), succeeded: false) == Machine.Action(.publish(query: "st")))
    #expect(machine.phase == .failed)
  }

  @Test(arguments: ["", " ", "\t \n"])
  func blankQueriesClearAndCancel(blank: String) {
    var machine = Machine(debouncesImmediately: false)
    _ = machine.queryChanged(to: "st")
    #expect(
      machine.queryChanged(to: blank)
        == Machine.Action(cancel: .debounce(ticket(1), query: "st"), .clear))
    #expect(machine.phase == .idle)
    #expect(machine.pending == nil)
    #expect(machine.debounceElapsed(ticket(1)) == .none)
    #expect(machine.submit() == .none)
  }

  @Test func anUnchangedQueryDoesNothing() {
    var machine = Machine(debouncesImmediately: false)
    #expect(machine.queryChanged(to: "") == .none)
    _ = machine.queryChanged(to: "st")
    let before = machine
    #expect(machine.queryChanged(to: "st") == .none)
    #expect(machine == before)
  }

  @Test func submitSkipsTheDebounce() {
    var machine = Machine(debouncesImmediately: false)
    _ = machine.queryChanged(to: "st")
    #expect(
      machine.submit()
        == Machine.Action(
          cancel: .debounce(ticket(1), query: "st"), .startSearch(ticket(2), query: "st")))
    #expect(machine.debounceElapsed(ticket(1)) == .none)
    #expect(machine.submit() == .none, "a search for the query is already running")
    _ = machine.searchFinished(ticket(2), succeeded: true)
    #expect(machine.submit() == Machine.Action(.startSearch(ticket(3), query: "st")), "re-search")
  }

  @Test func aZeroDebounceSearchesOnEveryKeystroke() {
    var machine = Machine(debouncesImmediately: true)
    #expect(machine.queryChanged(to: "s") == Machine.Action(.startSearch(ticket(1), query: "s")))
    #expect(
      machine.queryChanged(to: "st")
        == Machine.Action(
          cancel: .search(ticket(1), query: "s"), .startSearch(ticket(2), query: "st")))
    #expect(machine.searchFinished(ticket(1), succeeded: true) == Machine.Action(.dropStale))
    #expect(
      machine.searchFinished(ticket(2), succeeded: true) == Machine.Action(.publish(query: "st")))
  }

  /// Blank is Fuse.js's rule (`Fuse.isBlank`, JavaScript's `trim()` set): U+FEFF and U+3000 are
  /// blank, U+0085 (which Swift calls white space) is a query.
  @Test(arguments: [
    ("", true), (" ", true), ("\t \n", true), ("\u{FEFF}", true), ("\u{3000} ", true),
    ("\u{85}", false), ("s", false), (" st ", false),
  ])
  func blankness(query: String, isBlank: Bool) {
    var machine = Machine(debouncesImmediately: true)
    _ = machine.queryChanged(to: "x")
    let action = machine.queryChanged(to: query)
    if isBlank {
      #expect(action == Machine.Action(cancel: .search(ticket(1), query: "x"), .clear))
      #expect(machine.submit() == Machine.Action.none)
    } else {
      #expect(
        action
          == Machine.Action(
            cancel: .search(ticket(1), query: "x"), .startSearch(ticket(2), query: query)))
    }
  }
}
