import Foundation
import TestSupport
import Testing

/// Line editing whenever the keys come from a terminal, wherever the results go, as python,
/// sqlite3 and psql do: stdout a file (`BookShell > out.txt`) or a pipe (`BookShell | tee
/// log`), and stdin a pipe read as data
/// (`cat f.json | BookShell --data -`), where the keys come from the controlling terminal.
@Suite(.serialized) struct RedirectedTerminalTests {
  /// BookShell started by `sh -c SCRIPT` on a pseudo-terminal; the script names the
  /// executable `$0`.
  static func shell(_ script: String, columns: Int = 80, rows: Int = 24) throws -> PseudoTerminal {
    try PseudoTerminal(
      executable: "/bin/sh", arguments: ["-c", script, try Executable.path()], columns: columns,
      rows: rows, environment: [:])
  }

  /// With stdout a file, the prompt and the line being edited are drawn on stderr, the
  /// terminal: ← moves the cursor and Tab completes, and neither becomes query text; the
  /// results go to the file, without a control sequence.
  @Test(arguments: [(80, 24), (120, 40)])
  func stdoutToAFileKeepsLineEditing(columns: Int, rows: Int) throws {
    try withTemporaryDirectory { directory in
      let file = directory.url.appendingPathComponent("out.txt").path
      try Self.expectLineEditing(
        "exec \"$0\" --no-color > '\(file)'", writing: file, columns: columns, rows: rows)
    }
  }

  /// With stdout a pipe (`BookShell | tee log`), line editing works as with a file: the keys
  /// edit the line on the terminal and the results go down the pipe.
  @Test func stdoutToAPipeKeepsLineEditing() throws {
    try withTemporaryDirectory { directory in
      let file = directory.url.appendingPathComponent("log.txt").path
      try Self.expectLineEditing(
        "\"$0\" --no-color | tee '\(file)' > /dev/null", writing: file, columns: 80, rows: 24)
    }
  }

  /// Types `hobbt`, ←, `i` and Enter, then `:se` and Tab, and expects the line edited on the
  /// terminal and the results, without a control sequence or the typo, in `file`.
  private static func expectLineEditing(
    _ script: String, writing file: String, columns: Int, rows: Int
  ) throws {
    let terminal = try Self.shell(script, columns: columns, rows: rows)
    try terminal.requireScreen("the prompt on stderr") { $0.cursorLine == "books> " }
    terminal.type("hobbt")
    terminal.type("\u{1B}[D")
    terminal.type("i\r")
    try terminal.requireScreen("a new prompt after the search") {
      $0.lines.contains("books> hobbit") && $0.cursorLine == "books> "
    }
    terminal.type(":se\t")
    try terminal.requireScreen("Tab completed :set") { $0.cursorLine == "books> :set " }
    terminal.type("limit 3\r")
    try terminal.requireScreen("the prompt after :set") {
      $0.lines.contains("books> :set limit 3") && $0.cursorLine == "books> "
    }
    terminal.quit()
    let written = try String(contentsOfFile: file, encoding: .utf8)
    #expect(written.contains("results for \"hobbit\" in books"), "\(written)")
    #expect(written.contains("The Hobbit"), "\(written)")
    #expect(!written.contains("\u{1B}"), "\(written.debugDescription)")
    #expect(!written.contains("hobbt"), "the typo was edited, not searched: \(written)")
  }

  /// Data piped to `--data -` leaves the session its keys on the controlling terminal.
  @Test func dataFromAPipeLeavesTheKeysToTheTerminal() throws {
    let books = Executable.packageRoot.appendingPathComponent("Data/books.json").path
    let terminal = try Self.shell(
      "cat '\(books)' | exec \"$0\" --no-color --data - --corpus books", rows: 40)
    try terminal.requireScreen("the prompt") { $0.cursorLine == "books> " }
    terminal.type("hobbit\r")
    try terminal.requireScreen("the piped books searched") {
      $0.text.contains("results for \"hobbit\" in books") && $0.text.contains("The Hobbit")
        && $0.cursorLine == "books> "
    }
    terminal.quit()
  }
}
