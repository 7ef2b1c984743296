/// Where live mode draws: the whole alternate screen, or rows below the cursor.
enum LivePresentation: Sendable, Hashable {
  /// The alternate screen, all of it; leaving brings back what was there before.
  case fullScreen
  /// Rows below the cursor on the main screen (`--height`); leaving erases them.
  case inline(LiveHeight)
}
