import Foundation
import Testing

/// What REPL users type out of habit: the ways to leave, spaces before a command, a command's
/// first letters.
@Suite(.serialized) struct HabitTests {
  /// `:q`, `:quit`, `:exit`, `quit` and `exit` leave; none of them is searched or unknown.
  @Test(arguments: [":q", ":quit", ":exit", "quit", "exit", "  quit  "])
  func theUsualWaysOutLeave(_ line: String) throws {
    let outcome = try Executable.run([], input: line + "\npride\n")
    #expect(outcome.status == 0, "\(outcome)")
    #expect(!outcome.stdout.contains("results for"), "\(outcome.stdout)")
    #expect(outcome.stderr.isEmpty, "\(outcome.stderr)")
  }

  /// Spaces before the colon still make a command; `  :help` is no query.
  @Test func spacesBeforeACommandAreAllowed() throws {
    let outcome = try Executable.run([], input: "  :help\n")
    #expect(outcome.stdout.hasPrefix("Commands:"), "\(outcome.stdout)")
    #expect(!outcome.stdout.contains("results for"), "\(outcome.stdout)")
  }

  /// A unique prefix runs its command; `:co movies` is `:corpus movies`, not "unknown".
  @Test func aUniquePrefixRunsItsCommand() throws {
    let outcome = try Executable.run([], input: ":co movies\nalien\n")
    #expect(outcome.status == 0, "\(outcome)")
    #expect(outcome.stdout.contains("searching movies"), "\(outcome.stdout)")
    #expect(outcome.stdout.contains("results for \"alien\" in movies"), "\(outcome.stdout)")
  }

  /// Letters that begin several commands say which, and run none.
  @Test func anAmbiguousPrefixListsTheCommands() throws {
    let outcome = try Executable.run([], input: ":s\n")
    #expect(outcome.status == 2)
    #expect(outcome.stderr == ":s could be :set, :show or :stats; type more letters.\n")
  }

  /// On a terminal too: `:q` leaves, and `  :help` (spaces first) is the help.
  @Test func onATerminalTheHabitsWork() throws {
    let terminal = try PseudoTerminal.lineMode(rows: 50)
    terminal.type("  :help\r")
    try terminal.requireScreen("the help") {
      $0.text.contains("Commands:") && $0.cursorLine == "books> "
    }
    terminal.type("exit\r")
    #expect(terminal.waitForExit(timeout: PseudoTerminal.lineModeTimeout) == 0)
    let quitting = try PseudoTerminal.lineMode()
    quitting.type(":q\r")
    #expect(quitting.waitForExit(timeout: PseudoTerminal.lineModeTimeout) == 0)
  }
}
