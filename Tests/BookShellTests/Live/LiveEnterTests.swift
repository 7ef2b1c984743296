import Foundation
import Testing

/// Enter acts on the query on screen: it waits for that query's search (pending or running),
/// a selection made for an older query is dropped, and pasted line breaks are Enter with what
/// follows them going on as typed input.
@Suite(.serialized) struct LiveEnterTests {
  /// Starts a shell, enters `:live`, and waits for live mode's screen.
  func startLive(columns: Int, rows: Int) throws -> PseudoTerminal {
    try LiveTerminal.shellInLiveMode(["--no-color"], columns: columns, rows: rows)
  }

  /// Waits for line mode's prompt (`corpus>` with the cursor after it) after live mode, with
  /// `printed` among the lines written after `mark` and after live mode's screen, in order.
  ///
  /// - Returns: The lines line mode wrote after live mode (CR LF as LF).
  @discardableResult
  func expectLineMode(
    _ terminal: PseudoTerminal, prompt: String = "books>", after mark: Int,
    showing printed: [String], sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> [Substring] {
    var lines: [Substring] = []
    _ = try #require(
      terminal.waitForScreen(timeout: LiveTerminal.timeout) { screen in
        // What line mode printed: after live mode left the alternate screen.
        var text = String(decoding: terminal.output.utf8.dropFirst(mark), as: UTF8.self)
        if let left = text.range(of: "\u{1B}[?1049l", options: .backwards) {
          text = String(text[left.upperBound...])
        }
        lines = text.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n")
        var rest = lines[...]
        for line in printed {
          guard let found = rest.firstIndex(where: { $0.contains(line) }) else { return false }
          rest = rest[(found + 1)...]
        }
        return !screen.isAlternateScreen && screen.line(screen.cursor.row) == prompt
          && screen.cursor.column == prompt.count + 1
      }, "wanted \(printed) then \(prompt):\n\(terminal.screen)", sourceLocation: sourceLocation)
    return lines
  }

  /// Enter while the query's search is pending waits for it.
  ///
  /// With a debounce of ``pendingDebounce``, `dune` is typed (the window resized after `du`)
  /// and the screen shows its search pending (`searching…` under the query); Enter follows
  /// well within the debounce, so the search cannot have started, let alone finished, when
  /// Enter is typed. Enter waits for the search and shows its selected result; it does not
  /// leave live mode with nothing and the query lost.
  @Test(arguments: LiveTerminal.sizes)
  func enterWhileTheSearchIsPendingWaitsForIt(columns: Int, rows: Int) throws {
    let terminal = try LiveTerminal.shellInLiveMode(
      ["--no-color"], columns: columns, rows: rows,
      commands: [":set debounce \(Self.pendingDebounceSetting)"])
    terminal.type("du")
    _ = try #require(
      terminal.waitForScreen(timeout: LiveTerminal.timeout) { screen in
        LiveTerminal.showsQuery(screen, prompt: LiveTerminal.prompt(), query: "du")
      }, "\(terminal.screen)")
    terminal.resize(columns: 70, rows: 20)
    let typed = ContinuousClock.now
    terminal.type("ne")
    // Pending as Enter is typed: the shell's frame for "dune" at the new width (the query, then
    // the status line to its end) shows the search waiting, and its debounce, started once the
    // shell read the "e", cannot have run out yet.
    let before = try #require(
      terminal.waitForScreen(timeout: LiveTerminal.timeout) { screen in
        screen.columns == 70
          && LiveTerminal.showsQuery(screen, prompt: LiveTerminal.prompt(), query: "dune")
          && screen.line(1).hasSuffix("Esc back")
      }, "\(terminal.screen)")
    let mark = terminal.mark
    let sinceTyped = ContinuousClock.now - typed
    terminal.type("\r")
    #expect(
      before.line(1).hasPrefix("searching…"),
      "the search for dune no longer pending as Enter is typed:\n\(before)")
    #expect(
      sinceTyped < Self.pendingDebounce,
      "Enter typed \(sinceTyped) after the query, past its debounce: the search may have run")
    let lines = try expectLineMode(
      terminal, after: mark, showing: ["Dune — Frank Herbert (1965)", #"{"title":"Dune""#])
    #expect(!lines.contains { $0.contains("left live mode") }, "\(lines)")
    terminal.type(":quit\n")
    #expect(terminal.waitForExit(timeout: LiveTerminal.timeout) == 0)
  }

  /// The debounce that keeps a search pending while a test types Enter: the longest `:set`
  /// takes.
  static let pendingDebounce = Duration.seconds(10)

  /// ``pendingDebounce`` as `:set debounce` takes it.
  static let pendingDebounceSetting = "\(pendingDebounce.components.seconds)s"

  /// A selection made for an older query is dropped.
  ///
  /// `ring`, ↓ (The Lord of the Rings), then ` dune` and Enter at once. The selection belongs to
  /// the query it was made for: Enter shows the first result of "ring dune", Dune, not The Lord
  /// of the Rings, a result of the older query.
  @Test(arguments: LiveTerminal.sizes)
  func aSelectionForAnOlderQueryIsDropped(columns: Int, rows: Int) throws {
    let terminal = try startLive(columns: columns, rows: rows)
    terminal.type("ring")
    _ = try #require(
      terminal.waitForScreen(timeout: LiveTerminal.timeout) { screen in
        LiveTerminal.listRows(screen).first?.hasPrefix("> The Fellowship of the Ring") == true
      }, "\(terminal.screen)")
    terminal.type("\u{1B}[B")
    _ = try #require(
      terminal.waitForScreen(timeout: LiveTerminal.timeout) { screen in
        LiveTerminal.listRows(screen).dropFirst().first?.hasPrefix("> The Lord of the Rings")
          == true
      }, "\(terminal.screen)")
    terminal.resize(columns: 60, rows: 12)
    let mark = terminal.mark
    terminal.type(" dune\r")
    let lines = try expectLineMode(
      terminal, after: mark, showing: ["Dune — Frank Herbert (1965)", #"{"title":"Dune""#])
    #expect(!lines.contains { $0.contains("The Lord of the Rings") }, "\(lines)")
    terminal.type(":quit\n")
    #expect(terminal.waitForExit(timeout: LiveTerminal.timeout) == 0)
  }

  /// Pasted line breaks are Enter, and what follows them goes on as typed input.
  ///
  /// A paste of `dune⏎hobbit⏎:corpus people⏎` left live mode at the first line break and dropped
  /// the rest. Each line break is Enter: the first shows Dune and returns to line mode, where
  /// the rest goes on as typed: `hobbit` is searched, `:corpus people` runs. Bracketed (as a
  /// terminal sends a paste once live mode asks for it) and as plain typed bytes. Line mode's
  /// editor shows each line after its prompt as it reads it, as a readline shell does with
  /// typed-ahead lines: `:corpus people` after the results of `hobbit`.
  @Test(arguments: LiveTerminal.sizes, [true, false])
  func pastedLinesAreEnterAndTheRestGoesOnAsTyped(
    size: (columns: Int, rows: Int), bracketed: Bool
  ) throws {
    let terminal = try startLive(columns: size.columns, rows: size.rows)
    terminal.resize(columns: size.columns + 10, rows: size.rows + 2)
    _ = try #require(
      terminal.waitForScreen(timeout: LiveTerminal.timeout) { screen in
        screen.columns == size.columns + 10 && screen.line(0) == "live books>"
          && screen.line(1).hasPrefix("\(size.rows + 2 - 3)/")
      }, "\(terminal.screen)")
    if bracketed {
      // A terminal brackets a paste once the program asks for it.
      _ = try #require(
        terminal.waitForScreen(timeout: LiveTerminal.timeout) { $0.isBracketedPasteOn },
        "\(terminal.screen)")
    }
    let paste = "dune\rhobbit\r:corpus people\r"
    let mark = terminal.mark
    terminal.type(bracketed ? "\u{1B}[200~" + paste + "\u{1B}[201~" : paste)
    let lines = try expectLineMode(
      terminal, prompt: "people>", after: mark,
      showing: [
        "Dune — Frank Herbert (1965)", #"{"title":"Dune""#, "books> hobbit",
        "2 results for \"hobbit\" in books", "books> :corpus people", "searching people",
      ])
    #expect(!lines.contains { $0.contains("left live mode") }, "\(lines)")
    terminal.type(":quit\n")
    #expect(terminal.waitForExit(timeout: LiveTerminal.timeout) == 0)
  }
}
