import Foundation
import Testing

/// Line mode on a pseudo-terminal: the shell started without colours (unless asked), and what
/// the tests read off its screen.
extension PseudoTerminal {
  /// How long to wait for output: generous, as these run with every core busy in the loop.
  static let lineModeTimeout = Duration.seconds(120)

  /// Starts BookShell in line mode and waits for its first prompt.
  ///
  /// - Parameters:
  ///   - arguments: Arguments after `--no-color` (none by default).
  ///   - columns: The window's width.
  ///   - rows: The window's height.
  ///   - environment: Variables to set or remove (see ``init(arguments:columns:rows:environment:)``).
  ///   - prompt: The prompt to wait for.
  /// - Returns: The terminal, at the prompt.
  static func lineMode(
    arguments: [String] = ["--no-color"], columns: Int = 80, rows: Int = 24,
    environment: [String: String?] = [:], prompt: String = "books> "
  ) throws -> PseudoTerminal {
    let terminal = try PseudoTerminal(
      arguments: arguments, columns: columns, rows: rows, environment: environment)
    try terminal.requireScreen("the prompt") { $0.cursorLine == prompt }
    return terminal
  }

  /// Waits until the screen satisfies `predicate`, and fails the test (with the screen) if it
  /// never does.
  ///
  /// - Parameters:
  ///   - what: What is waited for, for the failure message.
  ///   - predicate: The condition.
  /// - Returns: The first screen that satisfied it.
  @discardableResult
  func requireScreen(
    _ what: String, sourceLocation: SourceLocation = #_sourceLocation,
    _ predicate: (TerminalScreen) -> Bool
  ) throws -> TerminalScreen {
    guard let screen = waitForScreen(timeout: Self.lineModeTimeout, predicate) else {
      Issue.record(
        "\(what): never on screen:\n\(screen)\noutput: \(output.debugDescription)",
        sourceLocation: sourceLocation)
      throw ScreenTimeout()
    }
    return screen
  }

  /// Types `:quit` and expects the shell to exit with 0.
  func quit(sourceLocation: SourceLocation = #_sourceLocation) {
    type(":quit\r")
    #expect(waitForExit(timeout: Self.lineModeTimeout) == 0, sourceLocation: sourceLocation)
  }

  /// The error ``requireScreen(_:sourceLocation:_:)`` throws after recording its issue.
  struct ScreenTimeout: Error {}
}

extension TerminalScreen {
  /// The row the cursor is on, up to its last character or the cursor, whichever is further
  /// (so a prompt keeps the space the cursor sits after: "books> ").
  var cursorLine: String {
    let end = max(usedColumns(cursor.row), cursor.column)
    return (0..<min(end, columns)).map { cell(row: cursor.row, column: $0).text }.joined()
  }

  /// The rows, top to bottom, without the blank ones at the end, joined by line breaks.
  var text: String {
    var shown = lines
    while shown.last == "" { shown.removeLast() }
    return shown.joined(separator: "\n")
  }

  /// The number of rows whose text contains `fragment`.
  func count(of fragment: String) -> Int {
    lines.count { $0.contains(fragment) }
  }
}
