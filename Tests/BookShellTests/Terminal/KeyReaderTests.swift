import TestSupport
import Testing

@testable import BookShell

/// The escape timeout, on a manual clock: a sequence whose bytes arrive apart is one key, a lone
/// ESC is Esc once the timeout passes, and nothing read meanwhile is lost.
@MainActor @Suite final class KeyReaderTests {
  let clock = ManualClock()
  let feed: AsyncStream<[UInt8]>.Continuation
  let input: ShellInput
  let reader: KeyReader

  init() {
    let (stream, continuation) = AsyncStream.makeStream(of: [UInt8].self)
    feed = continuation
    input = ShellInput(stream)
    reader = KeyReader(input: input, clock: clock)
  }

  /// Ends the input, so that no read is left waiting after the test.
  deinit {
    feed.finish()
  }

  /// Types `text`'s bytes as one read.
  func type(_ text: String) {
    feed.yield(Array(text.utf8))
  }

  @Test func anArrowWhoseBytesArriveTenMillisecondsApartIsOneKey() async {
    type("\u{1B}")
    let keys = Task { await reader.nextKeys() }
    await clock.waitForParkedSleepers()
    await clock.advance(by: .milliseconds(10))
    type("[B")
    #expect(await keys.value == [.down([])])
    #expect(!reader.isPending)
    #expect(clock.parkedSleeperCount == 0, "the timer is cancelled once the bytes came")
  }

  @Test func aLoneEscapeIsEscOnceTheTimeoutPasses() async {
    type("\u{1B}")
    let keys = Task { await reader.nextKeys() }
    await clock.waitForParkedSleepers()
    await clock.advance(by: KeyDecoder.escapeTimeout)
    #expect(await keys.value == [.escape])
  }

  @Test func justBeforeTheTimeoutTheSequenceStillCompletes() async {
    type("\u{1B}[1;5")
    let keys = Task { await reader.nextKeys() }
    await clock.waitForParkedSleepers()
    await clock.advance(by: .milliseconds(49))
    type("D")
    #expect(await keys.value == [.left(.control)])
  }

  @Test func aCharacterSplitAcrossReadsIsOneKey() async {
    feed.yield([0xE6, 0x9D])
    let keys = Task { await reader.nextKeys() }
    await clock.waitForParkedSleepers()
    await clock.advance(by: .milliseconds(20))
    feed.yield([0xB1])
    #expect(await keys.value == [.text("東")])
  }

  /// After a timeout the read goes on; the bytes it brings are the next ones read, by live mode
  /// or by line mode.
  @Test func theReadAfterATimeoutIsNotLost() async {
    type("\u{1B}")
    let escape = Task { await reader.nextKeys() }
    await clock.waitForParkedSleepers()
    await clock.advance(by: KeyDecoder.escapeTimeout)
    #expect(await escape.value == [.escape])
    type("x")
    #expect(await reader.nextKeys() == [.text("x")])

    type("\u{1B}")
    let second = Task { await reader.nextKeys() }
    await clock.waitForParkedSleepers()
    await clock.advance(by: KeyDecoder.escapeTimeout)
    #expect(await second.value == [.escape])
    type("hobbit\n")
    #expect(await input.nextLine()?.text == "hobbit")
  }

  @Test func theEndOfInputFlushesWhatIsHeld() async {
    type("ab\u{1B}")
    #expect(await reader.nextKeys() == [.text("ab")])
    feed.finish()
    #expect(await reader.nextKeys() == [.escape])
    #expect(await reader.nextKeys() == nil)
  }

  /// A reader that stops at Enter (live mode leaving) gives back what followed it, for line
  /// mode, shown as line mode reads it (the terminal did not echo it in raw mode).
  @Test func whatFollowsAStoppingKeyGoesBackToTheInput() async {
    var shown: [String] = []
    input.echo = { shown.append(String(decoding: $0, as: UTF8.self)) }
    type("dune\rhobbit\r:corpus people\r")
    #expect(await reader.nextKeys() == [.text("dune"), .enter])
    reader.unread([])
    #expect(await input.nextLine()?.text == "hobbit")
    #expect(await input.nextLine()?.text == ":corpus people")
    #expect(shown == ["hobbit\n", ":corpus people\n"])
  }

  /// Keys of the batch after the stopping one, the rest of the chunk and what the decoder
  /// holds go back in the order they were typed.
  @Test func unusedKeysTheRestAndHeldBytesGoBackInOrder() async {
    type("x\u{1B}OMyz\u{1B}[")
    #expect(await reader.nextKeys() == [.text("x")])
    let batch = await reader.nextKeys()
    #expect(batch == [.enter, .text("yz")])
    reader.unread(batch?.dropFirst() ?? [])
    #expect(!reader.isPending)
    #expect(await input.nextBytes() == Array("yz\u{1B}[".utf8))
  }

  /// A longer escape delay (`ESCDELAY`) holds a lone ESC that long.
  @Test func aLongerEscapeDelayWaitsLonger() async {
    let slow = KeyReader(input: input, clock: clock, escapeDelay: .milliseconds(300))
    type("\u{1B}")
    let keys = Task { await slow.nextKeys() }
    await clock.waitForParkedSleepers()
    await clock.advance(by: .milliseconds(250))
    type("[A")
    #expect(await keys.value == [.up([])])
    type("\u{1B}")
    let escape = Task { await slow.nextKeys() }
    await clock.waitForParkedSleepers()
    await clock.advance(by: .milliseconds(300))
    #expect(await escape.value == [.escape])
  }

  @Test func keysWithoutASequenceNeedNoTimer() async {
    type("dune\r")
    #expect(await reader.nextKeys() == [.text("dune"), .enter])
    #expect(clock.parkedSleeperCount == 0)
  }
}
