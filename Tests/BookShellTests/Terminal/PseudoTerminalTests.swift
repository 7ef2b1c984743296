import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The pseudo-terminal harness itself: every byte a child writes reaches its own test.
@Suite(.serialized) struct PseudoTerminalTests {
  /// Issue 15's lost prompts and screens: a terminal released while its child was still
  /// writing left its reader thread one `read` away from a closed descriptor; the next
  /// terminal got the same number, and that reader took part of the next child's output.
  ///
  /// Here the released child writes (its signal handler restores the terminal) only after the
  /// next terminal is open, every time; the next terminal must still see all of its output.
  @Test func aReleasedTerminalNeverTakesTheNextOnesOutput() throws {
    for _ in 0..<5 {
      do {
        let released = try PseudoTerminal(arguments: ["--live"])
        try #require(released.waitFor("live books>"), "\(released.output)")
        kill(released.process.processIdentifier, SIGTERM)
      }
      let next = try PseudoTerminal()
      try #require(next.waitFor("books>"), "\(next.output.debugDescription)")
      #expect(
        next.output.hasPrefix("\u{1B}[1mBookShell\u{1B}[0m — fuzzy search over"),
        "the banner, then the prompt: \(next.output.debugDescription)")
      next.type(":quit\n")
      #expect(next.waitForExit() == 0)
    }
  }
}
