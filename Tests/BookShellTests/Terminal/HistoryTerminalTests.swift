import Foundation
import TestSupport
import Testing

/// The line editor's history across sessions, on a pseudo-terminal.
@Suite(.serialized) struct HistoryTerminalTests {
  /// The environment of a session whose history lives in `directory` (as `XDG_STATE_HOME`).
  static func state(_ directory: TemporaryDirectory) -> [String: String?] {
    ["BOOKSHELL_HISTORY": nil, "XDG_STATE_HOME": directory.url.path]
  }

  /// The history file's lines.
  static func entries(_ path: String) throws -> [String] {
    // Not String(contentsOfFile:), which leaks its buffer for an empty file (see LiveTerminal).
    try #require(LiveTerminal.text(ofFile: path)).split(separator: "\n").map(String.init)
  }

  /// Lines entered in one session come back with ↑ in the next, newest first; a line repeated
  /// at once is kept once, and a line starting with a space not at all.
  @Test func theHistoryIsKeptAcrossSessions() throws {
    let directory = try TemporaryDirectory()
    let file = directory.url.path + "/bookshell/history"
    do {
      let first = try PseudoTerminal.lineMode(rows: 40, environment: Self.state(directory))
      for line in [":set limit 1", "dune", "dune", " secret", "hobbit"] {
        first.type(line + "\r")
        try first.requireScreen(line) { $0.lines.contains("books> " + line) }
      }
      first.quit()
    }
    #expect(try Self.entries(file) == [":set limit 1", "dune", "hobbit", ":quit"])
    let second = try PseudoTerminal.lineMode(environment: Self.state(directory))
    for expected in [":quit", "hobbit", "dune", ":set limit 1", ":set limit 1"] {
      second.type("\u{1B}[A")
      try second.requireScreen(expected) { $0.cursorLine == "books> " + expected }
    }
    second.type("\u{1B}[B\u{1B}[B")
    try second.requireScreen("newer again") { $0.cursorLine == "books> hobbit" }
    second.type("\u{1B}[B\u{1B}[B")
    try second.requireScreen("the empty line being typed") { $0.cursorLine == "books> " }
    second.quit()
  }

  /// Without `XDG_STATE_HOME` the history is in `~/.local/state/bookshell/history`.
  @Test func theHistoryFallsBackToTheHomeFolder() throws {
    let home = try TemporaryDirectory()
    let terminal = try PseudoTerminal.lineMode(
      environment: ["BOOKSHELL_HISTORY": nil, "XDG_STATE_HOME": nil, "HOME": home.url.path])
    terminal.quit()
    #expect(try Self.entries(home.url.path + "/.local/state/bookshell/history") == [":quit"])
  }

  /// The file keeps the newest 1,000 lines.
  @Test func theHistoryIsCappedAtAThousandLines() throws {
    let directory = try TemporaryDirectory()
    try FileManager.default.createDirectory(
      at: directory.url.appendingPathComponent("bookshell"), withIntermediateDirectories: true)
    let file = directory.url.path + "/bookshell/history"
    let old = (1...1_500).map { "query \($0)" }
    try (old.joined(separator: "\n") + "\n").write(toFile: file, atomically: true, encoding: .utf8)
    let terminal = try PseudoTerminal.lineMode(environment: Self.state(directory))
    terminal.type("\u{1B}[A")
    try terminal.requireScreen("the newest old line") { $0.cursorLine == "books> query 1500" }
    terminal.type("\u{15}")
    terminal.quit()
    let entries = try Self.entries(file)
    #expect(entries.count == 1_000)
    #expect(entries.first == "query 502")
    #expect(entries.last == ":quit")
  }

  /// `BOOKSHELL_HISTORY=` (set and empty) keeps no history file.
  @Test func anEmptyBookshellHistoryTurnsItOff() throws {
    let directory = try TemporaryDirectory()
    let terminal = try PseudoTerminal.lineMode(
      environment: ["BOOKSHELL_HISTORY": "", "XDG_STATE_HOME": directory.url.path])
    terminal.type("dune\r")
    try terminal.requireScreen("dune") {
      $0.text.contains("results for \"dune\"") && $0.cursorLine == "books> "
    }
    terminal.type("\u{1B}[A")
    try terminal.requireScreen("this session's line") { $0.cursorLine == "books> dune" }
    terminal.type("\u{15}")
    terminal.quit()
    #expect(!FileManager.default.fileExists(atPath: directory.url.path + "/bookshell"))
  }

  /// `BOOKSHELL_HISTORY` in a folder that does not exist makes no folder: one warning, the
  /// session goes on with a history of its own, and nothing is written.
  @Test func aBookshellHistoryInAMissingFolderMakesNoFolder() throws {
    let directory = try TemporaryDirectory()
    let folder = directory.url.path + "/missing/dir"
    let file = folder + "/h"
    let terminal = try PseudoTerminal.lineMode(environment: ["BOOKSHELL_HISTORY": file])
    terminal.type("dune\r")
    try terminal.requireScreen("dune answered") {
      $0.text.contains("results for \"dune\"") && $0.cursorLine == "books> "
    }
    terminal.type("\u{1B}[A")
    try terminal.requireScreen("this session's line") { $0.cursorLine == "books> dune" }
    terminal.type("\u{15}")
    terminal.quit()
    // A warning longer than the window is folded (its long paths cut where a row ends): it
    // reads back without the spaces and indents of its rows.
    let output = terminal.output.replacingOccurrences(of: "\r\n", with: "\n")
      .replacing(#/\n +/#, with: " ")
    let warning =
      "\nwarning: cannot keep the history file \(file): the folder \(folder) does not exist;"
      + " history is off for this session\n"
    #expect(
      output.replacing(" ", with: "").contains(warning.replacing(" ", with: "")), "\(output)")
    #expect(output.components(separatedBy: "warning").count == 2, "one warning: \(output)")
    #expect(!FileManager.default.fileExists(atPath: directory.url.path + "/missing"))
  }

  /// A history file that cannot be read or written is one warning; the session goes on.
  @Test func aBrokenHistoryFileIsOneWarning() throws {
    let directory = try TemporaryDirectory()
    // A folder where the file should be: it can be neither read nor written.
    let file = directory.url.path + "/history"
    try FileManager.default.createDirectory(atPath: file, withIntermediateDirectories: true)
    let terminal = try PseudoTerminal.lineMode(environment: ["BOOKSHELL_HISTORY": file])
    terminal.type("dune\r")
    let screen = try terminal.requireScreen("dune answered") {
      $0.text.contains("results for \"dune\"") && $0.cursorLine == "books> "
    }
    // A warning longer than the window is folded: its rows read back with one space a fold.
    let output = terminal.output.replacingOccurrences(of: "\r\n", with: "\n")
      .replacing(#/\n +/#, with: " ")
    #expect(
      output.contains(
        "\nwarning: cannot read the history file \(file): is a directory; history is off for"
          + " this session\n"), "\(screen)")
    #expect(output.components(separatedBy: "warning").count == 2, "one warning: \(screen)")
    terminal.quit()

    // A file that cannot be made (not even by root): reading finds no file, writing fails.
    let blocked = "/proc/bookshell-history-test"
    let unwritable = try PseudoTerminal.lineMode(environment: ["BOOKSHELL_HISTORY": blocked])
    unwritable.type("dune\r")
    try unwritable.requireScreen("dune answered") {
      $0.text.contains("results for \"dune\"") && $0.cursorLine == "books> "
    }
    unwritable.type("hobbit\r")
    try unwritable.requireScreen("hobbit answered") {
      $0.text.contains("results for \"hobbit\"") && $0.cursorLine == "books> "
    }
    let written = unwritable.output.replacingOccurrences(of: "\r\n", with: "\n")
    #expect(
      written.contains(
        "\nwarning: cannot write the history file \(blocked): "),
      "\(written)")
    #expect(written.components(separatedBy: "warning").count == 2, "one warning: \(written)")
    unwritable.quit()
  }
}
