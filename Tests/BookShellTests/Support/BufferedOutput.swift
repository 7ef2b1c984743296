@testable import BookShell

/// Collects everything a shell writes, for in-process transcripts.
@MainActor
final class BufferedOutput: ShellOutput {
  /// Everything written so far.
  private(set) var text = ""

  /// Appends text.
  func write(_ text: String) {
    self.text += text
  }

  /// Forgets what was written.
  func clear() {
    text = ""
  }
}
