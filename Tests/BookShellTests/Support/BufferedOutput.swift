@testable import BookShell

/// Collects everything a shell writes, for in-process transcripts.
@MainActor
final class BufferedOutput: ShellOutput {
  /// Everything written so far.
  private(set) var text = ""
  /// Called with each text written, after it is kept (a test's hook into the session).
  var onWrite: ((String) -> Void)?

  /// Appends text.
  func write(_ text: String) {
    self.text += text
    onWrite?(text)
  }

  /// Forgets what was written.
  func clear() {
    text = ""
  }
}
