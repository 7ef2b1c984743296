/// How a live-mode session runs: as `:live` inside the shell, or as the `--live` picker.
struct LiveOptions: Sendable, Hashable {
  /// Whether this is the picker (`--live`): Enter picks and the process exits; otherwise
  /// (`:live`) Enter shows the record and the shell goes on in line mode.
  var isPicker = false
  /// Where to draw.
  var presentation = LivePresentation.fullScreen
  /// The query to start with (`--query` with `--live`).
  var query = ""
}
