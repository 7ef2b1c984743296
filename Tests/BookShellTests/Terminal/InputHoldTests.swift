import Testing

@testable import BookShell

/// Keys read while the terminal's echo is off are shown by the input as it reads them; keys the
/// terminal echoed are not shown twice. (Holding the terminal itself, its echo off and keys
/// kept, is checked on a pseudo-terminal by ``TypeAheadTerminalTests`` and
/// ``LoadTerminalTests``.)
@MainActor @Suite final class InputHoldTests {
  let feed: AsyncStream<[UInt8]>.Continuation
  let ledger = InputEchoLedger()
  let input: ShellInput
  let hold: InputHold
  /// What the input showed, as the shell would write it.
  var shown = ""

  init() {
    let (stream, continuation) = AsyncStream.makeStream(of: [UInt8].self)
    feed = continuation
    input = ShellInput(stream, ledger: ledger)
    hold = InputHold(terminal: nil, input: input)
    input.echo = { [unowned self] bytes in shown += String(decoding: bytes, as: UTF8.self) }
  }

  /// Ends the input, so that no read is left waiting after the test.
  deinit {
    feed.finish()
  }

  /// Types `text` as one read, recorded as the reader thread records its chunks.
  func type(_ text: String) {
    ledger.recordChunk()
    feed.yield(Array(text.utf8))
  }

  @Test func keysReadWithEchoOffAreShownAsTheyAreRead() async {
    hold.setEchoOff(true)
    type("dune\n")
    hold.setEchoOff(false)
    type("emma\n")
    #expect(await input.nextLine()?.text == "dune")
    #expect(shown == "dune\n")
    #expect(await input.nextLine()?.text == "emma")
    #expect(shown == "dune\n", "the terminal echoed the second line itself")
  }

  @Test func withoutATerminalHoldingLeavesEchoAlone() async {
    hold.hold()
    type("dune\n")
    hold.release()
    #expect(await input.nextLine()?.text == "dune")
    #expect(shown.isEmpty, "no terminal turned its echo off, so nothing is shown twice")
  }
}
