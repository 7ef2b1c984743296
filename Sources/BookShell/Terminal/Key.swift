/// A keystroke, decoded by ``KeyDecoder`` from the bytes a terminal in raw mode sends.
///
/// Keys carry no meaning: the line editor and live mode decide what each does. Ctrl-H, Ctrl-I,
/// Ctrl-J and Ctrl-M send the same bytes as Backspace, Tab and Enter and arrive as those keys.
enum Key: Sendable, Hashable {
  /// Printable text typed: one or more characters, never a control character.
  case text(String)
  /// A bracketed paste: the text pasted, with its line breaks as "\n" and its tabs kept; other
  /// control characters are removed.
  case paste(String)
  /// Enter (CR or LF; CR LF is one Enter).
  case enter
  /// Tab.
  case tab
  /// Shift-Tab.
  case backTab
  /// Backspace (DEL or Ctrl-H).
  case backspace
  /// Alt-Backspace (ESC DEL or ESC Ctrl-H).
  case altBackspace
  /// Delete (the key above the arrows), with the modifiers held.
  case delete(KeyModifiers)
  /// Esc, alone (the decoder waits ``KeyDecoder/escapeTimeout`` to tell it from a sequence).
  case escape
  /// Arrow up, with the modifiers held.
  case up(KeyModifiers)
  /// Arrow down, with the modifiers held.
  case down(KeyModifiers)
  /// Arrow left, with the modifiers held (Ctrl-← is `.left(.control)`).
  case left(KeyModifiers)
  /// Arrow right, with the modifiers held.
  case right(KeyModifiers)
  /// Home, with the modifiers held.
  case home(KeyModifiers)
  /// End, with the modifiers held.
  case end(KeyModifiers)
  /// Page Up, with the modifiers held.
  case pageUp(KeyModifiers)
  /// Page Down, with the modifiers held.
  case pageDown(KeyModifiers)
  /// A control character typed with Ctrl: `"a"`…`"z"` for Ctrl-A…Ctrl-Z (but h, i, j and m,
  /// which are ``backspace``, ``tab`` and ``enter``), `"@"` (Ctrl-Space), `"\\"`, `"]"`, `"^"`
  /// and `"_"`.
  case control(Character)
  /// A printable character typed with Alt (ESC, then the character): `.alt("b")` is Alt-B.
  case alt(Character)
}
