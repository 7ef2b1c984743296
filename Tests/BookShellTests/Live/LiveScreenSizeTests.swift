import Foundation
import TestSupport
import Testing

/// Live mode sized to the terminal: every row cut to the window's width in display columns,
/// the list capped to the rows left with a "↓ N more" row, a full redraw after a resize, and
/// the cursor right after the query whatever its characters' widths.
@Suite(.serialized) struct LiveScreenSizeTests {
  /// Long results stay inside the window, and a resize redraws at once.
  ///
  /// Twenty-five films whose titles are longer than any window: each row is cut to the width,
  /// the list stops at the last row with "↓ N more", and a resize redraws everything at once. No row
  /// wraps, scrolls the screen or pushes the query line and the status line off the top (which
  /// would leave the cursor inside the first result), and no resize leaves the screen scrambled
  /// until the next key.
  @Test(arguments: LiveTerminal.sizes)
  func longResultsStayInsideTheWindowAndAResizeRedraws(columns: Int, rows: Int) throws {
    let directory = try TemporaryDirectory()
    let movies = try LiveTerminal.longTitledMovies(count: 25, in: directory)
    let terminal = try PseudoTerminal(
      arguments: ["--corpus", "movies", "--data", movies], columns: columns, rows: rows)
    try #require(terminal.waitFor("movies>", timeout: LiveTerminal.timeout), "\(terminal.output)")
    terminal.type(":live\n")
    let query = "lord of the rings return king"
    let prompt = LiveTerminal.prompt("movies")
    _ = try #require(
      terminal.waitForScreen(timeout: LiveTerminal.timeout) { $0.line(0) == "live movies>" },
      "\(terminal.screen)")
    terminal.type(query)
    let capacity = rows - 2
    let shown = capacity >= 25 ? 25 : capacity - 1
    let screen = try #require(
      terminal.waitForScreen(timeout: LiveTerminal.timeout) { screen in
        LiveTerminal.showsQuery(screen, prompt: prompt, query: query)
          && screen.line(1).hasPrefix("\(shown)/25 ")
      }, "\(terminal.screen)")
    LiveTerminal.expectWellFormed(screen)
    let list = LiveTerminal.listRows(screen)
    #expect(list.first?.hasPrefix("> The Lord of the Rings: The Re") == true, "\(screen)")
    if shown < 25 {
      #expect(list.count == capacity, "\(screen)")
      #expect(list.last?.contains("↓ \(25 - shown) more") == true, "\(screen)")
    } else {
      #expect(list.count == 25, "\(screen)")
      #expect(!screen.lines.contains { $0.contains("more") }, "\(screen)")
    }

    // A resize in the middle of the session redraws at the new size without a key.
    terminal.resize(columns: 60, rows: 15)
    let resized = try #require(
      terminal.waitForScreen(timeout: LiveTerminal.timeout) { screen in
        screen.columns == 60 && LiveTerminal.showsQuery(screen, prompt: prompt, query: query)
          && screen.line(1).hasPrefix("12/25 ")
          && LiveTerminal.listRows(screen).last?.contains("↓ 13 more") == true
      }, "\(terminal.screen)")
    LiveTerminal.expectWellFormed(resized)
    #expect(LiveTerminal.listRows(resized).count == 13, "\(resized)")

    // Editing after the resize draws at the new size too.
    terminal.type(String(repeating: "\u{7F}", count: 5))
    let edited = try #require(
      terminal.waitForScreen(timeout: LiveTerminal.timeout) { screen in
        LiveTerminal.showsQuery(screen, prompt: prompt, query: "lord of the rings return")
      }, "\(terminal.screen)")
    LiveTerminal.expectWellFormed(edited)
    terminal.type("\u{1B}")
    _ = try #require(
      terminal.waitForScreen(timeout: LiveTerminal.timeout) { screen in
        !screen.isAlternateScreen && screen.line(screen.cursor.row) == "movies>"
      }, "\(terminal.screen)")
    terminal.type(":quit\n")
    #expect(terminal.waitForExit(timeout: LiveTerminal.timeout) == 0)
  }

  /// The cursor sits after the query in screen columns.
  ///
  /// `東京物語` is 8 columns (the cursor was at the prompt's width + 4, counting characters),
  /// `👍🏽x` is 3 (an emoji with a skin-tone modifier is one 2-column cluster; it was counted as
  /// 3 characters), a combining accent is 0.
  @Test(arguments: LiveTerminal.sizes)
  func wideEmojiAndCombiningQueriesPutTheCursorAfterTheQuery(columns: Int, rows: Int) throws {
    let terminal = try LiveTerminal.shellInLiveMode(
      ["--corpus", "people"], corpus: "people", columns: columns, rows: rows)
    let prompt = LiveTerminal.prompt("people")

    terminal.type("東京物語")
    let wide = try #require(
      terminal.waitForScreen(timeout: LiveTerminal.timeout) { screen in
        screen.line(0) == prompt + "東京物語" && screen.cursor == .init(row: 0, column: 13 + 8)
          && screen.lines.contains { $0.contains("Yasujirō Ozu") }
      }, "\(terminal.screen)")
    LiveTerminal.expectWellFormed(wide)
    #expect(wide.cell(row: 0, column: 13).text == "東" && wide.cell(row: 0, column: 13).width == 2)
    #expect(wide.cell(row: 0, column: 19).text == "語")

    terminal.resize(columns: 30, rows: 8)
    terminal.type("\u{15}👍🏽x")
    let emoji = try #require(
      terminal.waitForScreen(timeout: LiveTerminal.timeout) { screen in
        screen.columns == 30 && screen.line(0) == prompt + "👍🏽x"
          && screen.cursor == .init(row: 0, column: 13 + 3)
      }, "\(terminal.screen)")
    LiveTerminal.expectWellFormed(emoji)
    #expect(emoji.cell(row: 0, column: 13).text == "👍🏽")
    #expect(emoji.cell(row: 0, column: 15).text == "x")

    terminal.resize(columns: columns, rows: rows)
    terminal.type("\u{15}Jose\u{301} Marti\u{301}")
    let combining = try #require(
      terminal.waitForScreen(timeout: LiveTerminal.timeout) { screen in
        screen.columns == columns && screen.line(0) == prompt + "José Martí"
          && screen.cursor == .init(row: 0, column: 13 + 10)
      }, "\(terminal.screen)")
    LiveTerminal.expectWellFormed(combining)

    // A wide query longer than the row scrolls: the cursor stays after it, on the row.
    terminal.type("\u{15}" + String(repeating: "東京", count: 70))
    let long = try #require(
      terminal.waitForScreen(timeout: LiveTerminal.timeout) { screen in
        LiveTerminal.showsQuery(
          screen, prompt: prompt, query: String(repeating: "東京", count: 70))
      }, "\(terminal.screen)")
    LiveTerminal.expectWellFormed(long)
    LiveTerminal.leaveAndQuit(terminal, corpus: "people")
  }
}
