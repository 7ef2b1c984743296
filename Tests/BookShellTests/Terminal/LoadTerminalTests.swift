import Foundation
import TestSupport
import Testing

/// `:load` on a pseudo-terminal, with the shell started in another folder than the
/// repository: the shipped corpus is found all the same, `~` is the home folder, a relative
/// path starts from the working folder, and the prompt names the corpus just loaded.
@Suite(.serialized) struct LoadTerminalTests {
  /// How long to wait for output: generous, as these run with every core busy in the loop.
  static let timeout = Duration.seconds(120)

  @Test func loadFindsItsFilesFromAnotherWorkingFolder() throws {
    let home = try TemporaryDirectory()
    _ = try home.write(#"[{"title": "Respect", "artist": "Aretha Franklin"}]"#, to: "songs.json")
    let folder = home.url.path
    let shell = try Executable.path()
    // Started by a shell that changes folder first, as a user would.
    let terminal = try PseudoTerminal(
      executable: "/bin/sh", arguments: ["-c", "cd '\(folder)' && exec '\(shell)' --no-color"],
      columns: 100, rows: 30, environment: ["HOME": folder])
    try #require(
      terminal.waitFor("books> ", timeout: Self.timeout), "no prompt: \(terminal.output)")

    var mark = terminal.mark
    terminal.type(":load people\n")
    try #require(
      terminal.waitFor("people> ", after: mark, timeout: .seconds(300)), "\(terminal.output)")
    let shipped = Executable.packageRoot.appendingPathComponent("Data/people.json").path
    var screen = terminal.screen
    #expect(screen.lines.contains("loading \(shipped) into people: parsing…"), "\(screen)")
    #expect(
      screen.lines.contains { $0.hasPrefix("loaded 33199 records into people (") }, "\(screen)")
    #expect(screen.line(screen.cursor.row) == "people>", "\(screen)")

    mark = terminal.mark
    terminal.type(":load songs ~/songs.json\n")
    try #require(
      terminal.waitFor("songs> ", after: mark, timeout: Self.timeout), "\(terminal.output)")
    terminal.type("aretha\n")
    try #require(
      terminal.waitFor("1 result for \"aretha\" in songs", after: mark, timeout: Self.timeout),
      "\(terminal.output)")

    mark = terminal.mark
    terminal.type(":load songs ./missing.json\n")
    try #require(
      terminal.waitFor("the corpus is unchanged.", after: mark, timeout: Self.timeout),
      "\(terminal.output)")
    let missing = URL(fileURLWithPath: folder).appendingPathComponent("missing.json")
      .standardizedFileURL.path
    screen = try #require(
      terminal.waitForScreen(timeout: Self.timeout) { $0.line($0.cursor.row) == "songs>" },
      "\(terminal.screen)")
    let rows = screen.lines
    let error = try #require(rows.lastIndex { $0.hasPrefix("could not load") }, "\(screen)")
    // The message folds at its spaces: the rows read back with one space at each fold.
    let message = rows[error...].prefix { $0 != "songs>" }.map {
      $0.trimmingPrefix(while: { $0 == " " })
    }
    #expect(
      message.joined(separator: " ").hasPrefix("could not load \(missing): file not found"),
      "\(screen)")
    #expect(rows[error - 1] == "songs> :load songs ./missing.json", "no 'parsing…' line: \(screen)")
    terminal.type(":quit\n")
    #expect(terminal.waitForExit(timeout: Self.timeout) == 0)
  }
}
