import Foundation
import Testing

/// The terminal conventions: TERM=dumb, NO_COLOR, CLICOLOR_FORCE.
@Suite(.serialized) struct TerminalConventionTests {
  /// A dumb terminal gets no colour and no cursor movement, only text; it used to get both.
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

  /// `NO_COLOR` counts only when set and not empty (no-color.org); set but empty, it used to
  /// turn colours off.
  @Test func anEmptyNoColorKeepsColours() throws {
    let terminal = try PseudoTerminal.lineMode(arguments: [], environment: ["NO_COLOR": ""])
    #expect(terminal.output.contains("\u{1B}[1mbooks>"), "\(terminal.output.debugDescription)")
    terminal.quit()
  }
}
