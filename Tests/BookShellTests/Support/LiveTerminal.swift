import Foundation
import TestSupport
import Testing

@testable import BookShell

/// What live mode's pseudo-terminal tests share: the window sizes, the picker started with its
/// standard output in a file, and the checks every live screen must pass.
enum LiveTerminal {
  /// The window sizes each live-mode test runs at.
  static let sizes: [(columns: Int, rows: Int)] = [(80, 24), (40, 10), (200, 50)]

  /// How long to wait for a screen: generous, as these run with every core busy in the loop.
  static let timeout = Duration.seconds(120)

  /// `ESCDELAY` for tests that split a key's bytes into two reads: a second, so the key holds
  /// even when a loaded machine delays the second part far past the default 50 ms.
  static let slowLink: [String: String?] = ["ESCDELAY": "1000"]

  /// The picker's prompt for a corpus.
  static func prompt(_ corpus: String = "books") -> String { "live \(corpus)> " }

  /// Starts the shell (with `arguments`) on a pseudo-terminal, runs `commands` in line mode,
  /// enters `:live` and waits for live mode's empty query line with the cursor after the prompt.
  ///
  /// - Parameters:
  ///   - arguments: The shell's arguments.
  ///   - corpus: The corpus it starts with (as named in the prompt).
  ///   - columns: The window's width.
  ///   - rows: The window's height.
  ///   - environment: Variables to set for the shell.
  ///   - commands: Lines typed at line mode's prompt first, each after the last one's prompt.
  static func shellInLiveMode(
    _ arguments: [String] = [], corpus: String = "books", columns: Int = 80, rows: Int = 24,
    environment: [String: String?] = [:], commands: [String] = []
  ) throws -> PseudoTerminal {
    let terminal = try PseudoTerminal(
      arguments: arguments, columns: columns, rows: rows, environment: environment)
    _ = try #require(
      terminal.waitForScreen(timeout: timeout) { screen in
        screen.line(screen.cursor.row) == "\(corpus)>"
      }, "\(terminal.screen)")
    for command in commands {
      terminal.type(command + "\n")
      _ = try #require(
        terminal.waitForScreen(timeout: timeout) { screen in
          guard let typed = screen.lines.lastIndex(of: "\(corpus)> \(command)") else {
            return false
          }
          return screen.cursor.row > typed && screen.line(screen.cursor.row) == "\(corpus)>"
        }, "the prompt after \(command): \(terminal.screen)")
    }
    terminal.type(":live\n")
    _ = try #require(
      terminal.waitForScreen(timeout: timeout) { screen in
        screen.isAlternateScreen && screen.line(0) == prompt(corpus).dropLast()
          && screen.cursor == .init(row: 0, column: prompt(corpus).count)
      }, "\(terminal.screen)")
    return terminal
  }

  /// Leaves live mode with Esc, waits for line mode's prompt and quits.
  static func leaveAndQuit(
    _ terminal: PseudoTerminal, corpus: String = "books",
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    terminal.type("\u{1B}")
    let back = terminal.waitForScreen(timeout: timeout) { screen in
      !screen.isAlternateScreen && screen.line(screen.cursor.row) == "\(corpus)>"
    }
    #expect(back != nil, "line mode after Esc: \(terminal.screen)", sourceLocation: sourceLocation)
    terminal.type(":quit\n")
    #expect(
      terminal.waitForExit(timeout: timeout) == 0, "\(terminal.screen)",
      sourceLocation: sourceLocation)
  }

  /// The BookShell picker (`--live` and `arguments`) on a pseudo-terminal, its standard output
  /// redirected to a file, as in `BookShell --live > pick.txt`.
  struct Picker {
    /// The terminal it runs on.
    let terminal: PseudoTerminal
    /// The folder holding ``outputPath``.
    let directory: TemporaryDirectory
    /// The file standard output goes to.
    let outputPath: String

    /// Starts the picker.
    ///
    /// - Parameters:
    ///   - arguments: Arguments after `--live`.
    ///   - columns: The window's width.
    ///   - rows: The window's height.
    ///   - before: Shell commands run first on the same terminal (output that stays above a
    ///     `--height` picker).
    init(
      _ arguments: [String] = [], columns: Int = 80, rows: Int = 24, before: String = ""
    ) throws {
      directory = try TemporaryDirectory()
      outputPath = directory.url.appendingPathComponent("pick.txt").path
      // `exec` keeps BookShell the session leader, with the terminal as its controlling one.
      let script = before + "\nexec \"$0\" --live \"$@\" > \"$PICK_OUTPUT\""
      terminal = try PseudoTerminal(
        executable: "/bin/sh", arguments: ["-c", script, try Executable.path()] + arguments,
        columns: columns, rows: rows, environment: ["PICK_OUTPUT": outputPath])
    }

    /// What the picker wrote to standard output so far.
    var output: String {
      LiveTerminal.text(ofFile: outputPath) ?? "<no file>"
    }
  }

  /// The text of the file at `path`, or nil when it cannot be opened.
  ///
  /// Read through `FileHandle` rather than `String(contentsOfFile:)`, whose buffer for an empty
  /// file the toolchain's Foundation never frees (AddressSanitizer reports it as a leak).
  static func text(ofFile path: String) -> String? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    return String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
  }

  /// Whether row 0 shows `prompt` then `query` with the cursor right after the query: the whole
  /// query when it fits, else its end, scrolled so the cursor stays on the row; and nothing
  /// drawn past the last column (a frame the program drew for the size before a resize, not
  /// yet redrawn, is not the answer).
  ///
  /// - Parameters:
  ///   - screen: The screen.
  ///   - prompt: The prompt.
  ///   - query: The query, not ending with a space.
  static func showsQuery(_ screen: TerminalScreen, prompt: String, query: String) -> Bool {
    let row = screen.line(0)
    guard row.hasPrefix(prompt), screen.cursor.row == 0, screen.wrappedRows.isEmpty else {
      return false
    }
    let width = DisplayWidth.columns(of: prompt + query)
    if width < screen.columns {
      return row == prompt + query && screen.cursor.column == width
    }
    let visible = row.dropFirst(prompt.count)
    return !visible.isEmpty && query.hasSuffix(visible)
      && screen.cursor.column == DisplayWidth.columns(of: row)
      && screen.cursor.column < screen.columns
  }

  /// Whether the status line (row 1) counts a search's results.
  ///
  /// As `21/63 in 24.3 ms` does; not the records listed under a blank query (`21/516`, with no
  /// time), nor `searching…`. A row 0 redrawn for a new query stands above the status of the
  /// frame before it until the search answers, so a wait for the query's results checks this
  /// too.
  static func showsSearchResults(_ screen: TerminalScreen) -> Bool {
    let status = screen.line(1)
    let shown = status.prefix(while: \.isNumber)
    guard !shown.isEmpty, status.dropFirst(shown.count).first == "/" else { return false }
    let total = status.dropFirst(shown.count + 1).prefix(while: \.isNumber)
    return !total.isEmpty && status.dropFirst(shown.count + 1 + total.count).hasPrefix(" in ")
  }

  /// The rows after the query and status lines that hold something.
  static func listRows(_ screen: TerminalScreen) -> [String] {
    guard screen.rows > 2 else { return [] }
    return (2..<screen.rows).map(screen.line).filter { !$0.isEmpty }
  }

  /// Whether a list row shows `text` after its two marker columns (`> ` or two spaces), as far
  /// as the row's width lets it: the whole text, or the start of it cut with "…".
  static func row(_ row: String, shows text: String) -> Bool {
    let drawn = row.dropFirst(2)
    if drawn.hasPrefix(text) { return true }
    guard drawn.hasSuffix("…") else { return false }
    return text.hasPrefix(drawn.dropLast())
  }

  /// Records an issue unless the screen is a well-formed live screen: nothing past the last
  /// column, and no more list rows than the window leaves after the query and status lines.
  static func expectWellFormed(
    _ screen: TerminalScreen, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    screen.expectNoLineExceedsWidth(sourceLocation: sourceLocation)
    #expect(
      listRows(screen).count <= max(0, screen.rows - 2), "\(screen)",
      sourceLocation: sourceLocation)
    #expect(screen.ignoredSequences.isEmpty, "\(screen.ignoredSequences)")
  }

  /// A movies file of `count` films whose long titles all match "lord of the rings return
  /// king", each longer than the widest window tested.
  static func longTitledMovies(count: Int, in directory: TemporaryDirectory) throws -> String {
    let movies = (1...count).map { number in
      let title =
        "The Lord of the Rings: The Return of the King, part \(number), the extended edition "
        + "with every appendix, commentary track and behind-the-scenes documentary restored "
        + "in full for the anniversary collector's box"
      return #"{"title":"\#(title)","year":\#(2000 + number),"cast":["Elijah Wood"],"genres":[]}"#
    }
    return try directory.write("[" + movies.joined(separator: ",\n") + "]", to: "movies.json")
  }
}
