import Foundation
import TestSupport
import Testing

/// Line mode's editor on a pseudo-terminal: keys as bytes, the screen read back.
@Suite(.serialized) struct LineEditorTerminalTests {
  /// An arrow moves the cursor: `tolk`, ←, `X` and Enter search "tolXk".
  ///
  /// It does not search "tolk[DX" ("note: control characters were removed").
  @Test func anArrowMovesTheCursorInsteadOfBecomingQueryText() throws {
    let terminal = try PseudoTerminal.lineMode()
    terminal.type("tolk")
    terminal.type("\u{1B}[D")
    terminal.type("X\r")
    try terminal.requireScreen("the results for tolXk") {
      $0.text.contains("results for \"tolXk\" in books") && $0.cursorLine == "books> "
    }
    #expect(terminal.screen.lines.contains("books> tolXk"), "\(terminal.screen)")
    #expect(!terminal.output.contains("control characters were removed"), "\(terminal.output)")
    terminal.quit()
  }

  /// ↑ recalls the line entered last, and Enter searches it again; it does not search "[A" and
  /// print ten unrelated records.
  @Test func upRecallsTheLastLine() throws {
    let terminal = try PseudoTerminal.lineMode()
    // Two results a search, so both searches fit on a 24-row screen.
    terminal.type(":set limit 2\r")
    try terminal.requireScreen("limit = 2") {
      $0.text.contains("limit = 2") && $0.cursorLine == "books> "
    }
    terminal.type("dune\r")
    try terminal.requireScreen("the results for dune") {
      $0.text.contains("results for \"dune\"") && $0.cursorLine == "books> "
    }
    terminal.type("\u{1B}[A")
    try terminal.requireScreen("dune recalled") { $0.cursorLine == "books> dune" }
    terminal.type("\r")
    try terminal.requireScreen("dune searched twice") {
      $0.count(of: "results for \"dune\"") == 2 && $0.cursorLine == "books> "
    }
    #expect(!terminal.output.contains("results for \"[A\""), "\(terminal.output)")
    terminal.quit()
  }

  /// Ctrl-W deletes the word before the cursor, Home and End move to the ends.
  @Test func controlWHomeAndEndEdit() throws {
    let terminal = try PseudoTerminal.lineMode(rows: 40)
    terminal.type("hobbit the")
    terminal.type("\u{17}")
    terminal.type("\u{1B}[H")
    terminal.type("the ")
    terminal.type("\u{1B}[F")
    terminal.type("x\u{7F}\r")
    try terminal.requireScreen("the results for 'the hobbit '") {
      $0.text.contains("results for \"the hobbit \" in books") && $0.cursorLine == "books> "
    }
    terminal.quit()
  }
}

/// The editor's drawing: display columns, long lines, resizes, escape sequences split across
/// reads, pastes.
@Suite(.serialized) struct LineEditorDrawingTests {
  /// The cursor stands where the terminal draws the text's end: wide characters take two
  /// columns, an emoji with a skin tone two, a combining mark none.
  @Test func theCursorIsPlacedByDisplayColumns() throws {
    let terminal = try PseudoTerminal.lineMode()
    terminal.type("東京物語")
    var screen = try terminal.requireScreen("東京物語") { $0.cursorLine == "books> 東京物語" }
    #expect(screen.cursor.column == 7 + 8, "\(screen)")
    terminal.type("\u{1B}[D\u{1B}[D")
    screen = try terminal.requireScreen("two characters back") { $0.cursor.column == 7 + 4 }
    terminal.type("x")
    screen = try terminal.requireScreen("x inserted") { $0.cursorLine == "books> 東京x物語" }
    #expect(screen.cursor.column == 7 + 5, "\(screen)")
    terminal.type("\u{5}\u{15}👍🏽x")
    screen = try terminal.requireScreen("👍🏽x") { $0.cursorLine == "books> 👍🏽x" }
    #expect(screen.cursor.column == 7 + 3, "\(screen)")
    terminal.type("\u{5}\u{15}cafe\u{301}")
    screen = try terminal.requireScreen("café") { $0.cursorLine == "books> cafe\u{301}" }
    #expect(screen.cursor.column == 7 + 4, "\(screen)")
    terminal.type("\u{15}")
    terminal.quit()
  }

  /// An arrow whose bytes arrive apart (ESC, then `[D` once the shell has read the ESC) is one
  /// key, never text.
  @Test func anArrowSplitAcrossReadsIsOneKey() throws {
    let terminal = try PseudoTerminal.lineMode(environment: LiveTerminal.slowLink)
    terminal.type("dne")
    terminal.type("\u{1B}")
    try #require(terminal.waitUntilTypedInputIsRead(), "\(terminal.screen)")
    terminal.type("[D")
    terminal.type("\u{1B}")
    try #require(terminal.waitUntilTypedInputIsRead(), "\(terminal.screen)")
    terminal.type("[Du\r")
    try terminal.requireScreen("the results for dune") {
      $0.text.contains("results for \"dune\"") && $0.cursorLine == "books> "
    }
    #expect(terminal.screen.lines.contains("books> dune"))
    terminal.quit()
  }

  /// A line wider than the window scrolls sideways on its row, never wrapping: the cursor
  /// stays in view, Home shows the start again, and Enter searches the whole line (drawn whole
  /// once entered).
  @Test(arguments: [(80, 24), (40, 10), (200, 50)])
  func aLongLineScrollsSidewaysOnItsRow(columns: Int, rows: Int) throws {
    let terminal = try PseudoTerminal.lineMode(columns: columns, rows: rows)
    let words = (1...40).map { "w\($0)" }.joined(separator: " ")  // 149 characters
    terminal.type(words)
    var screen = try terminal.requireScreen("the line's end in view") {
      $0.cursorLine.hasSuffix("w39 w40")
    }
    // The line's row neither wraps nor continues one that did (the banner may wrap).
    let row = screen.cursor.row
    #expect(!screen.wrappedRows.contains(row) && !screen.wrappedRows.contains(row - 1))
    #expect(screen.cursor.column < columns, "\(screen)")
    let expectedStart = columns - 7 >= words.count ? "books> w1 w2" : "books> "
    #expect(screen.cursorLine.hasPrefix(expectedStart), "\(screen)")
    terminal.type("\u{1B}[H")
    screen = try terminal.requireScreen("the start in view") {
      $0.cursorLine.hasPrefix("books> w1 w2 w3") && $0.cursor.column == 7
    }
    #expect(!screen.wrappedRows.contains(row) && !screen.wrappedRows.contains(row - 1))
    #expect(screen.cursor.row == row)
    let mark = terminal.mark
    terminal.type("\u{1B}[F")
    terminal.type("\r")
    try terminal.requireScreen("the next prompt") { $0.cursorLine == "books> " }
    #expect(terminal.waitFor("results for \"", after: mark), "\(terminal.output)")
    // The heading is folded at the window's width: its rows read back with one space a fold.
    let unfolded = terminal.output.replacing(#/\r\n +/#, with: " ")
    #expect(
      unfolded.contains("results for \"\(words.prefix(50))"),
      "the whole line searched: \(terminal.output)")
    terminal.quit()
  }

  /// After a resize the line is drawn again for the new width.
  @Test func aResizeRedrawsTheLine() throws {
    let terminal = try PseudoTerminal.lineMode()
    let words = (1...20).map { "w\($0)" }.joined(separator: " ")  // 70 characters
    terminal.type(words)
    try terminal.requireScreen("the line") { $0.cursorLine == "books> " + words }
    terminal.resize(columns: 40, rows: 24)
    let screen = try terminal.requireScreen("the line's end in 40 columns") {
      $0.cursorLine.hasSuffix("w19 w20") && $0.cursor.column < 40
        && $0.usedColumns($0.cursor.row) <= 40 && !$0.cursorLine.hasPrefix("books> w1 ")
    }
    #expect(screen.wrappedRows.isEmpty, "\(screen)")
    terminal.type("\u{15}")
    terminal.quit()
  }

  /// A paste of several lines runs them one by one, in order; text after the last line break
  /// stays on the prompt to be edited.
  @Test func aPasteOfSeveralLinesRunsThemOneByOne() throws {
    let terminal = try PseudoTerminal.lineMode(rows: 60)
    #expect(terminal.screen.isBracketedPasteOn, "bracketed paste on at the prompt")
    terminal.type("\u{1B}[200~:set limit 1\npride\nhobbit\nlord\u{1B}[201~")
    let screen = try terminal.requireScreen("both queries answered") {
      $0.text.contains("result for \"hobbit\"") && $0.cursorLine == "books> lord"
    }
    let rows = screen.lines
    let pride = try #require(rows.firstIndex(of: "books> pride"), "\(screen)")
    let hobbit = try #require(rows.firstIndex(of: "books> hobbit"), "\(screen)")
    #expect(rows[pride + 1].hasPrefix("1 result for \"pride\""), "\(screen)")
    #expect(rows[hobbit + 1].hasPrefix("1 result for \"hobbit\""), "\(screen)")
    #expect(pride < hobbit)
    terminal.type("\u{15}")
    terminal.quit()
  }
}

/// Tab completion, history search and word keys on a pseudo-terminal.
@Suite(.serialized) struct LineEditorKeysTests {
  /// Tab completes a command, a corpus, an option, the last item of a list value and a file
  /// after `:load NAME`; when the candidates agree no further it lists them.
  @Test func tabCompletesCommandsCorporaOptionsAndFiles() throws {
    let directory = try TemporaryDirectory()
    _ = try directory.write("[]", to: "movies-small.json")
    _ = try directory.write("[]", to: "movies-large.json")
    let terminal = try PseudoTerminal.lineMode(columns: 200, rows: 40)
    terminal.type(":co\t")
    try terminal.requireScreen(":corpus") { $0.cursorLine == "books> :corpus " }
    terminal.type("mo\t")
    try terminal.requireScreen(":corpus movies") { $0.cursorLine == "books> :corpus movies " }
    terminal.type("\r")
    try terminal.requireScreen("movies searched") { $0.cursorLine == "movies> " }
    terminal.type(":set thr\t")
    try terminal.requireScreen(":set threshold") { $0.cursorLine == "movies> :set threshold " }
    // A list value completes its last item after a comma or a dash.
    terminal.type("\u{15}:set rules -pop\t")
    try terminal.requireScreen(":set rules -popularity") {
      $0.cursorLine == "movies> :set rules -popularity "
    }
    terminal.type("\u{8},-len\t\r")
    try terminal.requireScreen("the rules set") {
      $0.text.contains("rules = -length,-popularity") && $0.cursorLine == "movies> "
    }
    terminal.type("\u{15}:s\t")
    var screen = try terminal.requireScreen("the commands listed") {
      $0.lines.contains { $0.hasPrefix("set") && $0.contains("show") && $0.contains("stats") }
        && $0.cursorLine == "movies> :s"
    }
    terminal.type("\u{15}:load movies \(directory.url.path)/mov\t")
    try terminal.requireScreen("the common prefix") {
      $0.text.contains("\(directory.url.path)/movies-") && $0.cursorLine.hasSuffix("/movies-")
    }
    terminal.type("\t")
    // The list comes out before the prompt is drawn again under it: wait for both.
    screen = try terminal.requireScreen("the files listed, then the prompt") {
      $0.lines.contains { $0.contains("movies-large.json") && $0.contains("movies-small.json") }
        && $0.cursorLine.hasSuffix("/movies-")
    }
    #expect(screen.cursorLine.hasSuffix("/movies-"), "\(screen)")
    terminal.type("s\t")
    try terminal.requireScreen("the file") { $0.cursorLine.hasSuffix("/movies-small.json") }
    terminal.type("\r")
    try terminal.requireScreen("loaded") {
      $0.text.contains("loaded 0 ") && $0.cursorLine == "movies> "
    }
    terminal.quit()
  }

  /// Ctrl-R finds the newest line containing what is typed; Ctrl-R again an older one; Enter
  /// runs it.
  @Test func controlRSearchesTheHistory() throws {
    let terminal = try PseudoTerminal.lineMode(rows: 40)
    for line in [":set limit 1", "dune", "dune messiah", "hobbit"] {
      terminal.type(line + "\r")
      try terminal.requireScreen(line) { $0.lines.contains("books> " + line) }
    }
    try terminal.requireScreen("the prompt") { $0.cursorLine == "books> " }
    terminal.type("\u{12}du")
    try terminal.requireScreen("the newest match") {
      $0.cursorLine == "(reverse-i-search)`du': dune messiah"
    }
    terminal.type("\u{12}")
    try terminal.requireScreen("an older match") {
      $0.cursorLine == "(reverse-i-search)`du': dune"
    }
    terminal.type("\r")
    try terminal.requireScreen("dune searched again") {
      $0.count(of: "1 result for \"dune\"") == 2 && $0.cursorLine == "books> "
    }
    terminal.quit()
  }

  /// Alt-B and Alt-F move by words, Ctrl-U and Ctrl-K delete to the ends, Ctrl-A and Ctrl-E
  /// move to them.
  @Test func wordAndLineKeys() throws {
    let terminal = try PseudoTerminal.lineMode(rows: 40)
    terminal.type("lord rings")
    terminal.type("\u{1B}b")
    terminal.type("of the ")
    try terminal.requireScreen("words inserted") {
      $0.cursorLine.hasPrefix("books> lord of the rings")
    }
    terminal.type("\u{1}\u{1B}f")
    terminal.type("\u{0B}")
    try terminal.requireScreen("the rest deleted") { $0.cursorLine == "books> lord" }
    terminal.type("\u{1}the \u{5}\r")
    try terminal.requireScreen("the results for 'the lord'") {
      $0.text.contains("results for \"the lord\"") && $0.cursorLine == "books> "
    }
    terminal.quit()
  }
}

/// Ctrl-Z in line mode stops the shell as the terminal's own Ctrl-Z would, and `fg` gives the
/// prompt and the line back.
@Suite(.serialized) struct LineEditorSuspensionTests {
  @Test(arguments: [(80, 24), (120, 40)])
  func controlZStopsAndForegroundGivesTheLineBack(columns: Int, rows: Int) throws {
    // bash with job control, as an interactive shell runs BookShell: a job it can stop and
    // bring back.
    let script = """
      set -m
      echo READY
      "$0" --no-color
      echo "SUSPENDED $?"
      read -r line
      fg
      echo "EXIT $?"
      """
    let terminal = try PseudoTerminal(
      executable: "/bin/bash", arguments: ["-c", script, try Executable.path()],
      columns: columns, rows: rows, environment: [:])
    try terminal.requireScreen("the prompt") { $0.cursorLine == "books> " }
    terminal.type("dune")
    try terminal.requireScreen("the line typed") { $0.cursorLine == "books> dune" }
    terminal.type("\u{1A}")
    let stopped = try terminal.requireScreen("the shell stopped") {
      $0.lines.contains("SUSPENDED 148")
    }
    #expect(stopped.lines.contains("books> dune^Z"), "\(stopped)")
    #expect(terminal.localFlags & tcflag_t(ICANON | ECHO) == tcflag_t(ICANON | ECHO))
    terminal.type("\n")
    try terminal.requireScreen("the line back after fg") {
      $0.cursorLine == "books> dune" && $0.cursor.row > 0
    }
    terminal.type("\r")
    try terminal.requireScreen("dune searched") {
      $0.text.contains("results for \"dune\" in books") && $0.cursorLine == "books> "
    }
    terminal.type(":quit\r")
    #expect(terminal.waitFor("EXIT 0", timeout: PseudoTerminal.lineModeTimeout))
    #expect(!terminal.output.contains("results for \"dune\u{FFFD}"), "Ctrl-Z is no query text")
  }
}
