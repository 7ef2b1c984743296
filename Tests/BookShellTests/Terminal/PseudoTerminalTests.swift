import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The pseudo-terminal harness itself: every byte a child writes reaches its own test.
@Suite(.serialized) struct PseudoTerminalTests {
  /// A released terminal never reads again: the next terminal may get the same descriptor
  /// number, and none of the next child's output (its prompts, its screens) may go elsewhere.
  ///
  /// Here the released child writes (its signal handler restores the terminal) only after the
  /// next terminal is open, every time; the next terminal must still see all of its output.
  @Test func aReleasedTerminalNeverTakesTheNextOnesOutput() throws {
    for _ in 0..<5 {
      do {
        let released = try PseudoTerminal(arguments: ["--live"])
        try #require(released.waitFor("live books>"), "\(released.output)")
        released.signal(SIGTERM)
      }
      let next = try PseudoTerminal()
      try #require(next.waitFor("books>"), "\(next.output.debugDescription)")
      #expect(
        next.output.hasPrefix("\u{1B}[1mBookShell\u{1B}[0m — fuzzy search over"),
        "the banner, then the prompt: \(next.output.debugDescription)")
      next.type(":quit\n")
      #expect(next.waitForExit() == 0)
    }
  }

  /// The child runs as in a real terminal: a session leader whose controlling terminal is the
  /// pseudo-terminal, so `/dev/tty` opens, a resize sends SIGWINCH (and `stty size` sees it),
  /// and Ctrl-C typed in canonical mode sends SIGINT.
  @Test func theChildIsASessionLeaderOnItsControllingTerminal() throws {
    let script = """
      [ "$(cut -d' ' -f6 /proc/$$/stat)" = "$$" ] && echo LEADER
      ( : </dev/tty ) 2>/dev/null && echo TTY-OK
      trap 'echo "WINCH $(stty size)"' WINCH
      trap 'echo INTERRUPTED; exit 0' INT
      echo "READY $(stty size)"
      while :; do sleep 0.05; done
      """
    let terminal = try PseudoTerminal(
      executable: "/bin/sh", arguments: ["-c", script], columns: 90, rows: 20, environment: [:])
    try #require(terminal.waitFor("READY 20 90"), "\(terminal.output)")
    #expect(terminal.output.contains("LEADER"), "\(terminal.output)")
    #expect(terminal.output.contains("TTY-OK"), "\(terminal.output)")
    terminal.resize(columns: 100, rows: 30)
    #expect(terminal.waitFor("WINCH 30 100"), "\(terminal.output)")
    #expect(terminal.size == (100, 30))
    terminal.type("\u{3}")
    #expect(terminal.waitFor("INTERRUPTED"), "\(terminal.output)")
    #expect(terminal.waitForExit() == 0)
  }

  /// The screen model follows BookShell at several sizes and across a resize: the prompt is
  /// where the terminal shows it, the cursor after it.
  @Test(arguments: [(80, 24), (40, 10), (200, 50)])
  func theScreenShowsThePromptAndCursor(columns: Int, rows: Int) throws {
    let terminal = try PseudoTerminal(arguments: ["--no-color"], columns: columns, rows: rows)
    // The cursor after the prompt is part of the wait: a screen read between the prompt's
    // characters and the cursor's move is not the answer yet.
    let prompt = try #require(
      terminal.waitForScreen { $0.line($0.cursor.row) == "books>" && $0.cursor.column == 7 },
      "\(terminal.screen)")
    #expect(prompt.columns == columns && prompt.rows == rows)
    terminal.resize(columns: 60, rows: 15)
    terminal.type("dune\n")
    let answered = try #require(
      terminal.waitForScreen { screen in
        screen.line(screen.cursor.row) == "books>" && screen.cursor.column == 7
          && screen.lines.contains { $0.hasPrefix("5 results for \"dune\"") }
      }, "\(terminal.screen)")
    #expect(answered.columns == 60 && answered.rows == 15)
    #expect(answered.ignoredSequences.isEmpty, "\(answered.ignoredSequences)")
    terminal.type(":quit\n")
    #expect(terminal.waitForExit() == 0)
  }

  /// Live mode's screen, read through the model: the alternate screen, the query line on row 0
  /// with the cursor after the query, and no sequence the model does not know.
  @Test func liveModeThroughTheScreenModel() throws {
    let terminal = try PseudoTerminal()
    _ = try #require(
      terminal.waitForScreen { $0.line($0.cursor.row) == "books>" }, "\(terminal.screen)")
    terminal.type(":live\n")
    _ = try #require(
      terminal.waitForScreen { $0.line(0).hasPrefix("live books>") }, "\(terminal.screen)")
    terminal.type("pride")
    // The query's own results, the cursor after the query (a screen read in the middle of a
    // redraw, or before the last keys were read, is not the answer yet).
    let screen = try #require(
      terminal.waitForScreen { screen in
        screen.line(0) == "live books> pride" && screen.cursor == .init(row: 0, column: 17)
          && screen.lines.contains { $0.contains("Pride and Prejudice") }
      }, "\(terminal.screen)")
    #expect(screen.isAlternateScreen)
    #expect(screen.cell(row: 0, column: 0).attributes.bold, "the prompt is bold")
    #expect(screen.ignoredSequences.isEmpty, "\(screen.ignoredSequences)")
    terminal.type("\u{1B}")
    _ = try #require(
      terminal.waitForScreen { screen in
        !screen.isAlternateScreen && screen.lines.contains("left live mode")
          && screen.line(screen.cursor.row) == "books>"
      }, "the prompt after leaving: \(terminal.screen)")
    terminal.type(":quit\n")
    #expect(terminal.waitForExit() == 0)
  }
}
