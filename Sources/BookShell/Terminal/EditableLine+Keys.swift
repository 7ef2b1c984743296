extension EditableLine {
  /// What a key did to a line.
  enum Edit: Sendable, Hashable {
    /// The text changed (and perhaps the cursor).
    case changedText
    /// Only the cursor moved.
    case movedCursor
    /// An editing key that changed nothing here (← at the start, Backspace on an empty line).
    case nothing
  }

  /// Applies a line-editing key, as readline's emacs mode does.
  ///
  /// Text is inserted; ←/→ and Ctrl-B/F move by a grapheme cluster, with Ctrl or Alt (and
  /// Alt-B/F) by an alphanumeric word; Home/End and Ctrl-A/E go to the ends; Backspace and
  /// Delete delete a cluster (Ctrl- or Alt-Delete the word after the cursor); Ctrl-W deletes
  /// the whitespace-delimited word before the cursor; Ctrl-U and Ctrl-K delete to the start and
  /// to the end; Alt-D and Alt-Backspace delete the alphanumeric word after and before (each
  /// deleting key keeps what it took: ``takeKilled()``); Ctrl-T swaps the two clusters at the
  /// cursor.
  ///
  /// - Parameter key: A key.
  /// - Returns: What it did, or `nil` when it is not a line-editing key (Enter, Tab, ↑/↓, Esc,
  ///   a paste, Ctrl-C, Ctrl-D, …: the caller's to handle).
  mutating func apply(_ key: Key) -> Edit? {
    let before = self
    switch key {
    case .text(let typed): insert(typed)
    case .left(let modifiers):
      if modifiers.isDisjoint(with: [.control, .alt]) { moveLeft() } else { moveWordLeft() }
    case .right(let modifiers):
      if modifiers.isDisjoint(with: [.control, .alt]) { moveRight() } else { moveWordRight() }
    case .control("b"): moveLeft()
    case .control("f"): moveRight()
    case .home, .control("a"): moveToStart()
    case .end, .control("e"): moveToEnd()
    case .backspace: deleteBackward()
    case .delete(let modifiers):
      if modifiers.isDisjoint(with: [.control, .alt]) {
        deleteForward()
      } else {
        deleteWordForward()
      }
    case .control("w"): deleteWhitespaceWordBackward()
    case .control("u"): deleteToStart()
    case .control("k"): deleteToEnd()
    case .control("t"): transpose()
    case .alt("b"), .alt("B"): moveWordLeft()
    case .alt("f"), .alt("F"): moveWordRight()
    case .alt("d"), .alt("D"): deleteWordForward()
    case .altBackspace: deleteWordBackward()
    default: return nil
    }
    if !text.utf8.elementsEqual(before.text.utf8) { return .changedText }
    return cursor == before.cursor ? .nothing : .movedCursor
  }
}
