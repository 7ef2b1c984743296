import Foundation
import Testing

/// The terminal conventions: TERM=dumb, NO_COLOR, CLICOLOR_FORCE.
@Suite(.serialized) struct TerminalConventionTests {
  /// A dumb terminal gets no colour and no cursor movement, only text.
  @Test func aDumbTerminalGetsPlainText() throws {
    let terminal = try PseudoTerminal.lineMode(arguments: [], environment: ["TERM": "dumb"])
    let mark = terminal.mark
    terminal.type("\u{0C}dune\n")
    let timeout = PseudoTerminal.lineModeTimeout
    try #require(
      terminal.waitFor("results for \"dune\"", after: mark, timeout: timeout), "\(terminal.output)")
    terminal.type(":quit\n")
    #expect(terminal.waitForExit(timeout: PseudoTerminal.lineModeTimeout) == 0)
    #expect(!terminal.output.contains("\u{1B}"), "\(terminal.output.debugDescription)")
  }

  /// `NO_COLOR` counts only when set and not empty (no-color.org); set but empty, it does not
  /// turn colours off.
  @Test func anEmptyNoColorKeepsColours() throws {
    let terminal = try PseudoTerminal.lineMode(arguments: [], environment: ["NO_COLOR": ""])
    #expect(terminal.output.contains("\u{1B}[1mbooks>"), "\(terminal.output.debugDescription)")
    terminal.quit()
  }

  /// `NO_COLOR` set and not empty turns colours off on a terminal.
  @Test func aNoColorTurnsColoursOff() throws {
    let terminal = try PseudoTerminal.lineMode(arguments: [], environment: ["NO_COLOR": "1"])
    terminal.type("dune\r")
    try terminal.requireScreen("dune answered") {
      $0.text.contains("results for \"dune\"") && $0.cursorLine == "books> "
    }
    #expect(!terminal.output.contains("\u{1B}[1m"), "\(terminal.output.debugDescription)")
    #expect(!terminal.output.contains("\u{1B}[1;33m"), "\(terminal.output.debugDescription)")
    terminal.quit()
  }

  /// `CLICOLOR_FORCE=1` puts colours into a pipe (`NO_COLOR` still wins).
  @Test func cliColorForcePutsColoursIntoAPipe() throws {
    let forced = try Executable.run([], input: "pride\n", environment: ["CLICOLOR_FORCE": "1"])
    #expect(forced.stdout.contains("\u{1B}[1;33mPride\u{1B}[0m"), "\(forced.stdout)")
    let plain = try Executable.run([], input: "pride\n")
    #expect(!plain.stdout.contains("\u{1B}"))
    let both = try Executable.run(
      [], input: "pride\n", environment: ["CLICOLOR_FORCE": "1", "NO_COLOR": "1"])
    #expect(!both.stdout.contains("\u{1B}"))
  }
}
