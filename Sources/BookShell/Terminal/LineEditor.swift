import Foundation

/// Line mode's editor on a terminal, as readline's emacs mode: the line is edited in place
/// (``EditableLine``), recalled from a ``LineHistory`` with ↑/↓ and Ctrl-R, completed with Tab
/// (``LineCompletion``), and drawn on one row after the prompt, scrolled sideways when it is
/// wider than the window (``LineViewport``), the cursor placed by display columns.
///
/// While it reads, the terminal is in raw mode, with bracketed paste on; when it returns a line
/// it holds input (``InputHold``), so keys typed while the shell answers wait, unshown, for the
/// next prompt, where the editor shows them. It never reads past the Enter that ends a line: what
/// follows is given back to the input, for whoever reads next.
///
/// Ctrl-C clears the line (`^C`, a new prompt); Ctrl-D on an empty line is the end of input.
/// A paste of several lines is several lines entered, one by one.
@MainActor
final class LineEditor {
  /// What a read ended with.
  enum Outcome: Sendable, Hashable {
    /// A line entered.
    case line(String)
    /// Ctrl-C: the line was dropped.
    case interrupted
    /// Ctrl-D on an empty line, or the end of input.
    case end
  }

  /// A prompt: as drawn (with its markup) and as measured.
  struct Prompt: Sendable, Hashable {
    /// The prompt as written, escape sequences included.
    var styled: String
    /// Its display width.
    var width: Int

    /// A prompt.
    ///
    /// - Parameters:
    ///   - styled: The prompt as written.
    ///   - plain: The same without markup, to measure.
    init(styled: String, plain: String) {
      self.styled = styled
      width = DisplayWidth.columns(of: plain)
    }
  }

  /// A reverse search under way (Ctrl-R).
  private struct Search {
    /// What was typed to search for.
    var query = ""
    /// The history entry found, if any.
    var found: Int?
    /// Whether the last search found nothing.
    var failed = false
    /// The line before the search, put back by Ctrl-G.
    var original: EditableLine
  }

  /// What was last drawn on the line's row.
  private struct Drawn: Equatable {
    /// The prompt.
    var prompt: String
    /// The text after it.
    var visible: String
    /// The cursor's column.
    var cursorColumn: Int
    /// The window's width.
    var width: Int
    /// The first cluster shown.
    var firstCluster: Int
  }

  /// Where the keys come from: the shell's input, decoded as live mode decodes it.
  private let keys: KeyReader
  /// Where the line is drawn.
  private let output: any ShellOutput
  /// The terminal, switched to raw mode while the editor reads (`nil` in tests).
  private let terminal: TerminalMode?
  /// Holds the keys typed once a line is read, for the next prompt.
  private let inputHold: InputHold
  /// The lines entered before.
  let history: LineHistory
  /// What Tab completes for the text before the cursor.
  private let complete: @MainActor (Substring) -> LineCompletion?
  /// The window's width now.
  private let columns: @MainActor () -> Int

  /// Keys decoded after the key that ended the last line (the rest of a paste, then the rest
  /// of its batch), applied first.
  private var pendingKeys: [Key] = []

  /// The line being edited.
  private var line = EditableLine()
  /// The prompt of the read under way, or `nil` when the editor is not reading.
  private var prompt: Prompt?
  /// The first cluster shown (the sideways scroll).
  private var scroll = 0
  /// What is on the row now.
  private var drawn: Drawn?
  /// The history entry shown, while browsing with ↑/↓.
  private var historyPosition: Int?
  /// The line being typed before browsing began.
  private var draft = EditableLine()
  /// What the last deleting key took (Ctrl-W, Ctrl-U, Ctrl-K, Alt-D, Alt-Backspace), in this
  /// line or an earlier one: Ctrl-Y puts it back at the cursor, as readline's `yank` does.
  private var killRing = ""
  /// The history entries edited while recalled, by position, until the line is read: moving
  /// away and back finds the edit, as readline keeps it.
  private var edited: [Int: EditableLine] = [:]
  /// The reverse search, while one runs.
  private var search: Search?
  /// The file descriptor the editor draws on.
  private let descriptor: Int32

  /// Creates an editor.
  ///
  /// - Parameters:
  ///   - input: The input.
  ///   - output: The terminal's output.
  ///   - descriptor: The file descriptor `output` writes (1, or 2 when stdout is a file),
  ///     where a fatal signal turns bracketed paste off.
  ///   - clock: The clock for the escape timeout.
  ///   - escapeDelay: How long Esc waits for the rest of a key.
  ///   - terminal: The terminal to put in raw mode while reading, or `nil`.
  ///   - history: The history.
  ///   - complete: What Tab completes for the text before the cursor.
  ///   - columns: The window's width.
  init(
    input: ShellInput, output: any ShellOutput, drawsOn descriptor: Int32 = 1,
    clock: any Clock<Duration>, escapeDelay: Duration = KeyDecoder.escapeTimeout,
    terminal: TerminalMode?, history: LineHistory,
    complete: @escaping @MainActor (Substring) -> LineCompletion?,
    columns: @escaping @MainActor () -> Int
  ) {
    keys = KeyReader(input: input, clock: clock, escapeDelay: escapeDelay)
    self.output = output
    self.descriptor = descriptor
    self.terminal = terminal
    inputHold = InputHold(terminal: terminal, input: input)
    self.history = history
    self.complete = complete
    self.columns = columns
  }

  /// Whether the editor is reading a line now.
  var isReading: Bool { prompt != nil }

  // MARK: Reading

  /// Reads one line after `prompt`.
  ///
  /// - Parameter prompt: The prompt.
  /// - Returns: The line, Ctrl-C, or the end of input.
  func readLine(prompt: Prompt) async -> Outcome {
    try? terminal?.enterRawMode(interruptIsFatal: false)
    output.write(ControlSequence.bracketedPasteOn)
    // A fatal signal while reading turns bracketed paste off too, where the editor draws.
    SignalScreenRestore.set(ControlSequence.bracketedPasteOff, on: descriptor)
    self.prompt = prompt
    line = EditableLine()
    scroll = 0
    drawn = nil
    historyPosition = nil
    edited = [:]
    search = nil
    if pendingKeys.isEmpty { draw() }
    defer {
      self.prompt = nil
      output.write(ControlSequence.bracketedPasteOff)
      SignalScreenRestore.clear()
      inputHold.hold()
      giveBackUnreadBytes()
    }
    while true {
      guard let keys = await nextKeys() else { return .end }
      for (position, key) in keys.enumerated() {
        guard let outcome = apply(key) else { continue }
        pendingKeys += keys[(position + 1)...]
        // Input is held before the row is ended, so a key typed once the user sees it waits
        // for the next prompt (and Ctrl-C is a signal the shell handles).
        inputHold.hold()
        switch outcome {
        case .line(let text):
          commit(suffix: "")
          // After the row is ended, so a warning about the history file has a row of its own.
          history.add(text)
        case .interrupted: commit(suffix: "^C")
        case .end: break
        }
        return outcome
      }
      draw()
    }
  }

  /// Redraws the line (after the window was resized, or the screen cleared), if reading.
  func redraw() {
    guard isReading else { return }
    drawn = nil
    draw()
  }

  /// A SIGINT while reading (sent by `kill`: keys send none in raw mode): as Ctrl-C, the line
  /// is dropped and a new prompt drawn.
  func interruptFromSignal() {
    guard isReading else { return }
    commit(suffix: "^C")
    line = EditableLine()
    scroll = 0
    historyPosition = nil
    search = nil
    draw()
  }

  /// The next keys: those left from the last read, else decoded from the input, never past a
  /// byte that ends a line (the rest of its chunk waits in the reader); `nil` at the end of
  /// input.
  private func nextKeys() async -> [Key]? {
    if !pendingKeys.isEmpty {
      defer { pendingKeys = [] }
      return pendingKeys
    }
    return await keys.nextKeys()
  }

  /// Gives the input the bytes read and not decoded (and what the decoder held), for whoever
  /// reads next.
  private func giveBackUnreadBytes() {
    keys.unread([])
  }

  // MARK: Keys

  /// Applies a key.
  ///
  /// - Returns: The outcome when the key ends the read, else `nil`.
  private func apply(_ key: Key) -> Outcome? {
    if search != nil, let outcome = applyInSearch(key) { return outcome }
    guard search == nil else { return nil }
    switch key {
    case .enter:
      return submit()
    case .control("c"):
      return .interrupted
    case .control("d"):
      guard line.isEmpty else {
        _ = line.apply(.delete([]))
        return nil
      }
      return .end
    case .up, .control("p"):
      recall(older: true)
    case .down, .control("n"):
      recall(older: false)
    case .control("r"):
      search = Search(original: line)
    case .tab:
      completeWord()
    case .control("l"):
      output.write(ControlSequence.clearScreen)
      drawn = nil
    case .control("z"):
      suspend()
    case .control("y"):
      line.insert(killRing)
    case .paste(let text):
      return paste(text)
    default:
      _ = line.apply(key)
      if let killed = line.takeKilled() { killRing = killed }
    }
    return nil
  }

  /// Ctrl-Z, which raw mode reads as a key: the row ends in `^Z`, the terminal is given back
  /// as it was, and the process stops as the terminal's own Ctrl-Z would stop it; once
  /// continued (`fg`), raw mode again, and the prompt and the line as it was are drawn anew on
  /// a row of their own, as readline does.
  private func suspend() {
    commit(suffix: "^Z")
    output.write(ControlSequence.bracketedPasteOff)
    SignalScreenRestore.clear()
    terminal?.restore()
    ProcessSuspension.suspendUntilContinued()
    SignalScreenRestore.set(ControlSequence.bracketedPasteOff, on: descriptor)
    try? terminal?.enterRawMode(interruptIsFatal: false)
    output.write(ControlSequence.bracketedPasteOn)
    drawn = nil
  }

  /// Enter: the line is entered (drawn whole, then added to the history, by the caller).
  private func submit() -> Outcome {
    .line(line.text)
  }

  /// A paste: its first line goes in at the cursor; each line break enters the line, so the
  /// next lines are entered one by one, and text after the last break stays to be edited.
  private func paste(_ text: String) -> Outcome? {
    let parts = text.split(separator: "\n", omittingEmptySubsequences: false)
    line.insert(String(parts[0]))
    guard parts.count > 1 else { return nil }
    var rest: [Key] = []
    for (offset, part) in parts.dropFirst().enumerated() {
      if !part.isEmpty { rest.append(.text(String(part))) }
      if offset < parts.count - 2 { rest.append(.enter) }
    }
    pendingKeys = rest
    return submit()
  }

  /// ↑ or ↓: the next older or newer history entry; past the newest, the line being typed.
  private func recall(older: Bool) {
    let entries = history.entries
    let position = historyPosition ?? entries.count
    let next = older ? position - 1 : position + 1
    guard next >= 0, next <= entries.count, next != position else { return }
    if let position = historyPosition {
      edited[position] = line.text == entries[position] ? nil : line
    } else {
      draft = line
    }
    if next == entries.count {
      line = draft
      historyPosition = nil
    } else if let kept = edited[next] {
      line = kept
      historyPosition = next
    } else {
      line.setText(entries[next])
      historyPosition = next
    }
  }

  // MARK: Completion

  /// Tab: completes the word before the cursor, as far as the candidates agree; when they
  /// agree no further, lists them under the line.
  private func completeWord() {
    guard let completion = complete(line.textBeforeCursor), !completion.candidates.isEmpty
    else { return }
    let typed = String(line.textBeforeCursor.suffix(completion.replacing))
    if completion.candidates.count == 1, let only = completion.candidates.first {
      replaceWord(of: completion.replacing, with: only.text + (only.endsWord ? " " : ""))
      return
    }
    let common = completion.commonPrefix
    if common.count > typed.count || (common.count == typed.count && common != typed) {
      replaceWord(of: completion.replacing, with: common)
      return
    }
    list(completion.candidates.map(\.display))
  }

  /// Replaces the `count` characters before the cursor with `text`.
  private func replaceWord(of count: Int, with text: String) {
    for _ in 0..<count { line.deleteBackward() }
    line.insert(text)
  }

  /// Writes candidates in columns under the line, then the prompt and the line again.
  private func list(_ names: [String]) {
    commit(suffix: "")
    let width = max(1, columns())
    let cell = (names.map { DisplayWidth.columns(of: $0) }.max() ?? 0) + 2
    let perRow = max(1, width / cell)
    var text = ""
    for (position, name) in names.enumerated() {
      let shown = TerminalText.printable(name)
      let last = position % perRow == perRow - 1 || position == names.count - 1
      text +=
        last
        ? shown + "\n"
        : shown + String(repeating: " ", count: cell - DisplayWidth.columns(of: shown))
    }
    output.write(text)
    drawn = nil
  }

  // MARK: Reverse search

  /// Applies a key during a reverse search.
  ///
  /// - Returns: The outcome when the key ends the read; `nil` when the search took the key or
  ///   ended without it (then `search` is `nil` and the key applies to the line).
  private func applyInSearch(_ key: Key) -> Outcome? {
    guard var current = search else { return nil }
    switch key {
    case .text(let typed):
      current.query += typed
      search = current
      find(from: current.found ?? history.entries.count - 1)
    case .paste(let typed):
      current.query += typed.replacingOccurrences(of: "\n", with: " ")
      search = current
      find(from: current.found ?? history.entries.count - 1)
    case .backspace:
      current.query = String(current.query.dropLast())
      search = current
      find(from: history.entries.count - 1)
    case .control("r"):
      find(from: (current.found ?? history.entries.count) - 1)
    case .control("g"):
      line = current.original
      search = nil
    case .control("c"):
      search = nil
      return .interrupted
    case .enter:
      search = nil
      return submit()
    case .escape:
      search = nil
    default:
      search = nil
      return apply(key)
    }
    return nil
  }

  /// Finds the newest entry at or before `start` that contains the search's query (ignoring
  /// case) and shows it, the cursor where the query starts in it.
  private func find(from start: Int) {
    guard var current = search else { return }
    let query = current.query.lowercased()
    var position = min(start, history.entries.count - 1)
    while position >= 0 {
      let entry = history.entries[position]
      if let range = entry.lowercased().range(of: query) {
        current.found = position
        current.failed = false
        search = current
        line.setText(entry)
        let before = entry.lowercased()[..<range.lowerBound].count
        for _ in 0..<(line.count - before) { line.moveLeft() }
        return
      }
      position -= 1
    }
    current.failed = !query.isEmpty
    search = current
  }

  // MARK: Drawing

  /// The prompt and the cursor position shown now: the search's, during a reverse search.
  private var shownPrompt: Prompt? {
    guard let prompt else { return nil }
    guard let search else { return prompt }
    let label =
      (search.failed ? "(failed reverse-i-search)`" : "(reverse-i-search)`")
      + TerminalText.printable(search.query) + "': "
    return Prompt(styled: label, plain: label)
  }

  /// Draws the prompt and the line on the cursor's row: only the new characters when text was
  /// added at the end of a line drawn whole, else the whole row.
  private func draw() {
    guard let prompt = shownPrompt else { return }
    let width = max(1, columns())
    let viewport = LineViewport(line: line, promptWidth: prompt.width, width: width, scroll: scroll)
    scroll = viewport.firstCluster
    let visible = TerminalText.printable(viewport.visibleText)
    let now = Drawn(
      prompt: prompt.styled, visible: visible, cursorColumn: viewport.cursorColumn, width: width,
      firstCluster: viewport.firstCluster)
    if let drawn, drawn == now { return }
    if let drawn, drawn.prompt == now.prompt, drawn.width == now.width,
      drawn.firstCluster == now.firstCluster, visible.hasPrefix(drawn.visible),
      drawn.cursorColumn == prompt.width + DisplayWidth.columns(of: drawn.visible),
      now.cursorColumn == prompt.width + DisplayWidth.columns(of: visible)
    {
      output.write(String(visible.dropFirst(drawn.visible.count)))
    } else {
      let end = prompt.width + DisplayWidth.columns(of: visible)
      let move =
        now.cursorColumn == end
        ? "" : "\r" + (now.cursorColumn > 0 ? ControlSequence.cursorForward(now.cursorColumn) : "")
      output.write("\r" + ControlSequence.eraseToLineEnd + prompt.styled + visible + move)
    }
    drawn = now
  }

  /// Ends the row: the line drawn whole (wrapping if it is wider than the window) with
  /// `suffix` after it, and the cursor on the next row.
  private func commit(suffix: String) {
    guard let prompt = shownPrompt else { return }
    let text = TerminalText.printable(line.text)
    if let drawn, drawn.prompt == prompt.styled, drawn.visible == text,
      drawn.cursorColumn == prompt.width + DisplayWidth.columns(of: text)
    {
      output.write(suffix + "\n")
    } else {
      output.write("\r" + ControlSequence.eraseToLineEnd + prompt.styled + text + suffix + "\n")
    }
    drawn = nil
    scroll = 0
  }
}
