import TestSupport
import Testing

@testable import BookShell

/// The line editor in-process: bytes in, a screen model out, the escape timeout on a manual
/// clock (no terminal to switch).
@MainActor @Suite struct LineEditorTests {
  let clock = ManualClock()
  let output = BufferedOutput()
  let feed: AsyncStream<[UInt8]>.Continuation
  let input: ShellInput
  let editor: LineEditor
  let prompt = LineEditor.Prompt(styled: "> ", plain: "> ")

  init() {
    let (stream, continuation) = AsyncStream.makeStream(of: [UInt8].self)
    feed = continuation
    input = ShellInput(stream)
    editor = LineEditor(
      input: input, output: output, clock: clock, terminal: nil,
      history: LineHistory(file: nil) { _ in }, complete: { _ in nil }, columns: { 20 })
  }

  /// The screen the output draws, 20 columns wide.
  var screen: TerminalScreen {
    var screen = TerminalScreen(columns: 20, rows: 6)
    screen.feed(output.text)
    return screen
  }

  /// A recalled line edited, then left with ↓ and recalled again with ↑, keeps its edit until
  /// a line is read; the history itself is unchanged.
  @Test func anEditedHistoryLineKeepsItsEditAcrossRecalls() async {
    feed.yield(Array("dune\r".utf8))
    #expect(await editor.readLine(prompt: prompt) == .line("dune"))
    feed.yield(Array("emma\r".utf8))
    #expect(await editor.readLine(prompt: prompt) == .line("emma"))
    // ↑ ↑ (dune), edit to "dunes", ↓ (emma), ↓ (the draft "x"), ↑ ↑: "dunes" again.
    feed.yield(Array("x\u{1B}[A\u{1B}[As\u{1B}[B\u{1B}[B\u{1B}[A\u{1B}[A\r".utf8))
    #expect(await editor.readLine(prompt: prompt) == .line("dunes"))
    #expect(editor.history.entries == ["dune", "emma", "dunes"])
    // The next line starts afresh: ↑ ↑ ↑ is the entry as it was entered.
    feed.yield(Array("\u{1B}[A\u{1B}[A\u{1B}[A\r".utf8))
    #expect(await editor.readLine(prompt: prompt) == .line("dune"))
  }

  /// Ctrl-Y puts back what the last deleting key took, in this line or an earlier one.
  @Test func controlYYanksWhatWasKilled() async {
    feed.yield(Array("the hobbit\u{17}\u{7F}\r".utf8))
    #expect(await editor.readLine(prompt: prompt) == .line("the"))
    feed.yield(Array("a \u{19}\r".utf8))
    #expect(await editor.readLine(prompt: prompt) == .line("a hobbit"))
  }

  @Test func anEscapeSequenceSplitAcrossReadsIsOneKey() async {
    feed.yield(Array("dne".utf8) + [0x1B])
    let reading = Task { await editor.readLine(prompt: prompt) }
    await clock.waitForParkedSleepers()  // the escape timeout is running
    feed.yield(Array("[D".utf8))
    feed.yield(Array("\u{1B}[Du\r".utf8))
    #expect(await reading.value == .line("dune"))
  }

  @Test func aLoneEscapeIsNoText() async {
    feed.yield(Array("ab".utf8) + [0x1B])
    let reading = Task { await editor.readLine(prompt: prompt) }
    await clock.waitForParkedSleepers()
    await clock.advance(by: KeyDecoder.escapeTimeout)
    feed.yield(Array("c\r".utf8))
    #expect(await reading.value == .line("abc"))
  }

  /// The editor decodes no further than the Enter that ends a line: the rest stays in the
  /// input, for whoever reads next (live mode after `:live`).
  @Test func theBytesAfterALineStayInTheInput() async {
    feed.yield(Array(":live\rpride\u{1B}[B".utf8))
    #expect(await editor.readLine(prompt: prompt) == .line(":live"))
    #expect(await input.nextBytes() == Array("pride\u{1B}[B".utf8))
  }

  @Test func aLongLineKeepsToItsRowAndTheCursorInView() async {
    feed.yield(Array("abcdefghijklmnopqrstuvwxyz".utf8))
    let reading = Task { await editor.readLine(prompt: prompt) }
    while !output.text.contains("z") { await Task.yield() }
    var shown = screen
    #expect(shown.lines[0] == "> jklmnopqrstuvwxyz", "\(shown)")
    #expect(shown.cursor.column == 19)
    #expect(shown.wrappedRows.isEmpty)
    feed.yield(Array("\u{1}".utf8))
    while !screen.lines[0].hasPrefix("> abc") { await Task.yield() }
    shown = screen
    #expect(shown.lines[0] == "> abcdefghijklmnopqr", "\(shown)")
    #expect(shown.cursor.column == 2)
    feed.yield(Array("\r".utf8))
    #expect(await reading.value == .line("abcdefghijklmnopqrstuvwxyz"))
    #expect(screen.lines[0] == "> abcdefghijklmnopqr" && screen.lines[1] == "stuvwxyz")
  }

  @Test func controlCAndControlD() async {
    feed.yield(Array("tolk\u{3}".utf8))
    #expect(await editor.readLine(prompt: prompt) == .interrupted)
    #expect(screen.lines[0] == "> tolk^C")
    feed.yield([0x04])
    #expect(await editor.readLine(prompt: prompt) == .end)
    feed.finish()
    #expect(await editor.readLine(prompt: prompt) == .end)
  }
}
