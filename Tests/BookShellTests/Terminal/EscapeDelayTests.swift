import Testing

@testable import BookShell

/// `ESCDELAY` as ncurses and fzf read it: whole milliseconds, 1 to 5000, else the default.
@Suite struct EscapeDelayTests {
  @Test(arguments: [
    (nil, 50), ("300", 300), ("1", 1), ("0", 50), ("-5", 50), ("fast", 50), ("100ms", 50),
    ("60000", 5_000), ("99999999999999999999999", 50),
  ])
  func escapeDelayIsReadFromESCDELAY(value: String?, milliseconds: Int) {
    #expect(EscapeDelay.delay(fromVariable: value) == .milliseconds(milliseconds))
  }
}
