/// How a live-mode session ended.
enum LiveOutcome: Sendable {
  /// Enter, with a result selected for the query on screen.
  case chosen(ShellHit)
  /// Enter, and the query on screen has no result (or was blank, or its search failed).
  case noMatch(query: String)
  /// Esc, Ctrl-C, Ctrl-D, or the end of input.
  case cancelled
}
