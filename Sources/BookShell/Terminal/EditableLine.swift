/// A line being edited: its text and a cursor between grapheme clusters, with the editing
/// operations of readline's emacs mode that line mode and live mode's query share.
///
/// The cursor counts grapheme clusters, so it never sits inside one; an edit that makes
/// clusters merge (a combining mark typed after a letter, a deletion that joins Hangul jamo)
/// leaves it after the edit, on the next cluster boundary. ``apply(_:)`` (in
/// `EditableLine+Keys.swift`) maps keys to these operations.
///
/// Two kinds of word, as in readline: Ctrl-W deletes a *whitespace-delimited* word
/// (`unix-word-rubout`); Alt-B, Alt-F, Alt-D and Alt-Backspace move over or delete an
/// *alphanumeric* word (letters and digits), skipping what separates words first.
struct EditableLine: Sendable, Hashable {
  /// The text.
  private(set) var text: String
  /// The cursor: the number of grapheme clusters before it, from 0 to ``count``.
  private(set) var cursor: Int
  /// The number of grapheme clusters in ``text``.
  private(set) var count: Int
  /// The text the last deleting key took, until ``takeKilled()`` reads it.
  private var killed: String?
  /// The most grapheme clusters the text may hold (`nil`: no limit); text inserted beyond it is
  /// cut.
  let maximumLength: Int?

  /// A line holding `text` with the cursor at its end.
  ///
  /// - Parameters:
  ///   - text: The initial text, cut to `maximumLength`, control characters removed.
  ///   - maximumLength: The most grapheme clusters allowed, or `nil`.
  init(_ text: String = "", maximumLength: Int? = nil) {
    self.text = ""
    cursor = 0
    count = 0
    self.maximumLength = maximumLength
    insert(text)
  }

  /// Whether the line is empty.
  var isEmpty: Bool { count == 0 }

  /// The text before the cursor.
  var textBeforeCursor: Substring { text[..<cursorIndex] }

  /// The text after the cursor.
  var textAfterCursor: Substring { text[cursorIndex...] }

  /// The column the cursor is drawn at, counted from the start of the text (its display width
  /// before the cursor, see ``DisplayWidth``).
  var cursorColumn: Int { DisplayWidth.columns(of: textBeforeCursor) }

  /// The index of the cursor in ``text``.
  private var cursorIndex: String.Index { text.index(text.startIndex, offsetBy: cursor) }

  // MARK: Text

  /// Inserts text at the cursor and puts the cursor after it; control characters are removed,
  /// and the text is cut to what ``maximumLength`` leaves room for.
  ///
  /// - Parameter typed: The text to insert.
  mutating func insert(_ typed: String) {
    var kept = String.UnicodeScalarView()
    for scalar in typed.unicodeScalars where !TerminalText.isControl(scalar) { kept.append(scalar) }
    var inserted = String(kept)
    if let maximumLength {
      let room = maximumLength - count
      guard room > 0 else { return }
      if inserted.count > room { inserted = String(inserted.prefix(room)) }
    }
    guard !inserted.isEmpty else { return }
    replace(cursor..<cursor, with: inserted)
  }

  /// Replaces the whole text (a line recalled from history, a completion) and puts the cursor
  /// at its end.
  ///
  /// - Parameter newText: The text, cut and cleaned as ``insert(_:)`` does.
  mutating func setText(_ newText: String) {
    text = ""
    cursor = 0
    count = 0
    insert(newText)
  }

  // MARK: Moving

  /// Moves one grapheme cluster left (←, Ctrl-B).
  mutating func moveLeft() { cursor = max(0, cursor - 1) }

  /// Moves one grapheme cluster right (→, Ctrl-F).
  mutating func moveRight() { cursor = min(count, cursor + 1) }

  /// Moves to the start (Home, Ctrl-A).
  mutating func moveToStart() { cursor = 0 }

  /// Moves to the end (End, Ctrl-E).
  mutating func moveToEnd() { cursor = count }

  /// Moves to the start of the alphanumeric word before the cursor (Alt-B, Ctrl-←).
  mutating func moveWordLeft() { cursor = wordStart(before: cursor) }

  /// Moves to the end of the alphanumeric word after the cursor (Alt-F, Ctrl-→).
  mutating func moveWordRight() { cursor = wordEnd(after: cursor) }

  // MARK: Deleting

  /// Deletes the grapheme cluster before the cursor (Backspace).
  mutating func deleteBackward() {
    guard cursor > 0 else { return }
    replace((cursor - 1)..<cursor, with: "")
  }

  /// Deletes the grapheme cluster after the cursor (Delete).
  mutating func deleteForward() {
    guard cursor < count else { return }
    replace(cursor..<(cursor + 1), with: "")
  }

  /// Deletes the whitespace-delimited word before the cursor, and the whitespace between it and
  /// the cursor (Ctrl-W, readline's `unix-word-rubout`).
  mutating func deleteWhitespaceWordBackward() {
    let characters = Array(text)
    var start = cursor
    while start > 0 && characters[start - 1].isWhitespace { start -= 1 }
    while start > 0 && !characters[start - 1].isWhitespace { start -= 1 }
    kill(start..<cursor)
  }

  /// Deletes from the start of the alphanumeric word before the cursor to the cursor
  /// (Alt-Backspace, readline's `backward-kill-word`).
  mutating func deleteWordBackward() {
    kill(wordStart(before: cursor)..<cursor)
  }

  /// Deletes from the cursor to the end of the alphanumeric word after it (Alt-D, readline's
  /// `kill-word`).
  mutating func deleteWordForward() {
    kill(cursor..<wordEnd(after: cursor))
  }

  /// Deletes everything before the cursor (Ctrl-U, readline's `unix-line-discard`).
  mutating func deleteToStart() {
    kill(0..<cursor)
  }

  /// Deletes everything after the cursor (Ctrl-K, readline's `kill-line`).
  mutating func deleteToEnd() {
    kill(cursor..<count)
  }

  /// Swaps the grapheme cluster before the cursor with the one after it and moves past both
  /// (Ctrl-T, readline's `transpose-chars`); at the end of the line, the last two.
  mutating func transpose() {
    guard count >= 2, cursor > 0 else { return }
    let end = cursor == count ? count : cursor + 1
    let characters = Array(text)
    replace((end - 2)..<end, with: String([characters[end - 1], characters[end - 2]]))
  }

  /// The text the last deleting key took (Ctrl-W, Ctrl-U, Ctrl-K, Alt-D, Alt-Backspace), for
  /// Ctrl-Y to put back; `nil` once read.
  mutating func takeKilled() -> String? {
    defer { killed = nil }
    return killed
  }

  // MARK: Helpers

  /// Whether a grapheme cluster belongs to an alphanumeric word.
  private static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber
  }

  /// The start of the alphanumeric word before `position`: back over non-word clusters, then
  /// over word clusters.
  private func wordStart(before position: Int) -> Int {
    let characters = Array(text)
    var start = position
    while start > 0 && !Self.isWordCharacter(characters[start - 1]) { start -= 1 }
    while start > 0 && Self.isWordCharacter(characters[start - 1]) { start -= 1 }
    return start
  }

  /// The end of the alphanumeric word after `position`: forward over non-word clusters, then
  /// over word clusters.
  private func wordEnd(after position: Int) -> Int {
    let characters = Array(text)
    var end = position
    while end < characters.count && !Self.isWordCharacter(characters[end]) { end += 1 }
    while end < characters.count && Self.isWordCharacter(characters[end]) { end += 1 }
    return end
  }

  /// Deletes the grapheme clusters in `range`, keeping them for ``takeKilled()``.
  private mutating func kill(_ range: Range<Int>) {
    guard !range.isEmpty else { return }
    killed = String(Array(text)[range])
    replace(range, with: "")
  }

  /// Replaces the grapheme clusters in `range` with `replacement` and puts the cursor after the
  /// replacement, on the first cluster boundary at or after its end (clusters may merge).
  private mutating func replace(_ range: Range<Int>, with replacement: String) {
    guard !range.isEmpty || !replacement.isEmpty else { return }
    let lower = text.index(text.startIndex, offsetBy: range.lowerBound)
    let upper = text.index(lower, offsetBy: range.count)
    let target = text.utf8.distance(from: text.startIndex, to: lower) + replacement.utf8.count
    text.replaceSubrange(lower..<upper, with: replacement)
    var clusters = 0
    var offset = 0
    var newCursor: Int?
    for character in text {
      if newCursor == nil && offset >= target { newCursor = clusters }
      offset += character.utf8.count
      clusters += 1
    }
    count = clusters
    cursor = newCursor ?? clusters
  }
}
