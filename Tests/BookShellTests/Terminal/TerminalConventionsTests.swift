import Testing

@testable import BookShell

/// Colours and dumb terminals by the environment's conventions.
@Suite struct TerminalConventionsTests {
  static func colors(_ variables: [String: String], flag: Bool = false, tty: Bool) -> Bool {
    TerminalConventions(variables: variables, noColorFlag: flag, outputIsTerminal: tty).colors
  }

  @Test func colours() {
    #expect(Self.colors(["TERM": "xterm"], tty: true))
    #expect(!Self.colors(["TERM": "xterm"], tty: false))
    #expect(!Self.colors(["TERM": "dumb"], tty: true))
    #expect(!Self.colors([:], tty: true), "no TERM: dumb")
    #expect(Self.colors(["TERM": "xterm", "NO_COLOR": ""], tty: true), "set but empty: ignored")
    #expect(!Self.colors(["TERM": "xterm", "NO_COLOR": "1"], tty: true))
    #expect(Self.colors(["CLICOLOR_FORCE": "1"], tty: false), "forced into a pipe")
    #expect(!Self.colors(["CLICOLOR_FORCE": "0"], tty: false))
    #expect(!Self.colors(["CLICOLOR_FORCE": "1", "NO_COLOR": "1"], tty: false), "NO_COLOR wins")
    #expect(!Self.colors(["TERM": "xterm", "CLICOLOR_FORCE": "1"], flag: true, tty: true))
  }

  @Test func dumbTerminals() {
    for (term, dumb) in [("dumb", true), ("", true), ("xterm-256color", false)] {
      #expect(
        TerminalConventions(variables: ["TERM": term], noColorFlag: false, outputIsTerminal: true)
          .isDumb == dumb)
    }
  }
}
