import FuseCore

/// `BookShell --live`: a picker, as fzf is.
///
/// The screen is drawn on the terminal (`/dev/tty`); Enter prints the chosen record to
/// standard output (its title line, or its JSON with `--json`) and exits 0; Esc or Ctrl-C exit
/// 130 and no match at Enter exits 1, with nothing printed.
enum LivePicker {
  /// The exit code after Esc, Ctrl-C or the end of input (as a shell reports SIGINT).
  static let cancelledExitCode: Int32 = 130

  /// Runs the picker in a session over `shell`'s corpora.
  ///
  /// - Parameters:
  ///   - shell: The session (its output is standard output).
  ///   - options: The command line (`--query`, `--json`, `--height`).
  /// - Returns: The exit code: 0 picked, 1 no match, 130 cancelled.
  /// - Throws: ``ShellError`` when live mode cannot start.
  @MainActor
  static func run(_ shell: Shell, options: LaunchOptions) async throws(ShellError) -> Int32 {
    let outcome = try await shell.live(
      LiveOptions(
        isPicker: true, presentation: options.height.map(LivePresentation.inline) ?? .fullScreen,
        query: options.query ?? ""))
    switch outcome {
    case .chosen(let hit):
      let text = options.json ? hit.json.jsonText : hit.titleLine
      shell.output.write(TextStyle.printable(text) + "\n")
      return 0
    case .noMatch:
      return 1
    case .cancelled:
      return cancelledExitCode
    }
  }
}
