import Models
import Services
import Testing

@testable import BookShell

/// Hostile input gives messages, never crashes or hangs.
@MainActor @Suite struct RobustnessTests {
  @Test func invalidUTF8IsRepairedAndSaidSo() async throws {
    let harness = try ShellHarness()
    let text = await harness.transcript(bytes: [
      Array(":set limit 1\n".utf8), [0x70, 0x72, 0x69, 0x64, 0x65, 0xFF, 0xFE, 0x0A],
    ])
    #expect(
      text == """
        limit = 1
        note: the line was not valid UTF-8; invalid bytes were replaced with U+FFFD.
        1 result for "pride\u{FFFD}\u{FFFD}" in books (0.0 ms)
         1. Pride and Prejudice — Jane Austen (1813)  score 0.072
              title: [Pride] and Prejudice

        """)
  }

  @Test func controlCharactersAreRemovedFromQueries() async throws {
    let harness = try ShellHarness()
    let text = await harness.transcript([":set limit 1", "\u{1B}[31mpride\u{07}\u{0}"])
    #expect(
      text == """
        limit = 1
        note: control characters were removed from the query.
        1 result for "[31mpride" in books (0.0 ms)
         1. Pride and Prejudice — Jane Austen (1813)  score 0.689
              title: [Pride] an[d] [P]rejudice

        """)
    #expect(!text.contains("\u{1B}"))
  }

  @Test func aOneMegabyteLineAndATenThousandCharacterQueryAreRefused() async throws {
    let harness = try ShellHarness()
    let megabyte = String(repeating: "a", count: 1 << 20)
    let text = await harness.transcript([megabyte, String(repeating: "x", count: 10_000)])
    #expect(
      text == """
        query too long: 1048576 characters (at most 256); not searched.
        query too long: 10000 characters (at most 256); not searched.

        """)
  }

  @Test func aOneMegabyteCommandLineIsAMessage() async throws {
    let harness = try ShellHarness()
    let text = await harness.transcript([":add " + String(repeating: "{", count: 1 << 20)])
    #expect(text.hasPrefix("could not add the record: malformed JSON at line 1, column 3: "))
    #expect(await harness.shell.corpora.catalog[Book.profile]?.count == 516)
  }

  @Test func emptyAndBlankLinesDoNothing() async throws {
    let harness = try ShellHarness()
    let text = await harness.transcript(["", "   ", "\t", ":"])
    #expect(text == "unknown command :. Type :help for the list.\n")
  }

  @Test func endOfInputInTheMiddleOfTypeFinishesIt() async throws {
    let harness = try ShellHarness()
    let text = await harness.transcript(bytes: [Array(":set limit 1\n:type dun".utf8)])
    #expect(text.contains("typing \"dun\""))
    #expect(text.contains("results published for \"dun\""))
    #expect(text.hasSuffix("title: [Dun]e\n"))
  }

  @Test func aLastLineWithoutANewlineIsStillSearched() async throws {
    let harness = try ShellHarness()
    let text = await harness.transcript(bytes: [Array(":set limit 1\r\nhobbit".utf8)])
    #expect(text.contains("1 result for \"hobbit\" in books"))
  }

  @Test func keyDecoderHandlesEditingKeysAndEscapes() {
    var decoder = KeyDecoder()
    #expect(decoder.feed(Array("ab".utf8)) == [.text("ab")])
    #expect(
      decoder.feed([0x7F, 0x15, 0x17, 0x0D, 0x03, 0x04]) == [
        .backspace, .control("u"), .control("w"), .enter, .control("c"), .control("d"),
      ])
    #expect(decoder.feed([0x1B]) == [])
    #expect(decoder.flush() == [.escape])
    #expect(decoder.feed(Array("\u{1B}[A\u{1B}[B\u{1B}OA".utf8)) == [.up([]), .down([]), .up([])])
    #expect(decoder.feed(Array("x\u{1B}[3~y".utf8)) == [.text("x"), .delete([]), .text("y")])
    #expect(decoder.feed([0xC3, 0xA9]) == [.text("é")])
  }
}
