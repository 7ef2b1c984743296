import Foundation
import TestSupport
import Testing

@testable import BookShell

/// The key decoder: every key both line mode and live mode need, in every split a read can
/// make, and escape sequences that must never become text.
@Suite struct KeyDecoderTests {
  /// Decodes `bytes` fed in the given pieces, then flushes.
  static func decode(_ pieces: [[UInt8]], flushing: Bool = true) -> [Key] {
    var decoder = KeyDecoder()
    var keys: [Key] = []
    for piece in pieces { keys += decoder.feed(piece) }
    if flushing { keys += decoder.flush() }
    return merged(keys)
  }

  /// The keys with consecutive text keys joined (a split read may cut text in two).
  static func merged(_ keys: [Key]) -> [Key] {
    var result: [Key] = []
    for key in keys {
      if case .text(let more) = key, case .text(let text)? = result.last {
        result[result.count - 1] = .text(text + more)
      } else {
        result.append(key)
      }
    }
    return result
  }

  /// Every sequence the shell's keys arrive as, and the key it is.
  static let sequences: [(String, [Key])] = [
    ("\u{1B}[A", [.up([])]), ("\u{1B}[B", [.down([])]), ("\u{1B}[C", [.right([])]),
    ("\u{1B}[D", [.left([])]), ("\u{1B}OA", [.up([])]), ("\u{1B}OB", [.down([])]),
    ("\u{1B}OC", [.right([])]), ("\u{1B}OD", [.left([])]),
    ("\u{1B}[1;5D", [.left(.control)]), ("\u{1B}[1;5C", [.right(.control)]),
    ("\u{1B}[1;3D", [.left(.alt)]), ("\u{1B}[1;2A", [.up(.shift)]),
    ("\u{1B}[1;8B", [.down([.shift, .alt, .control])]), ("\u{1B}[1;9C", [.right(.alt)]),
    ("\u{1B}Od", [.left(.control)]), ("\u{1B}Oc", [.right(.control)]), ("\u{1B}[a", [.up(.shift)]),
    ("\u{1B}\u{1B}[D", [.left(.alt)]),
    ("\u{1B}[H", [.home([])]), ("\u{1B}[F", [.end([])]), ("\u{1B}OH", [.home([])]),
    ("\u{1B}OF", [.end([])]), ("\u{1B}[1~", [.home([])]), ("\u{1B}[7~", [.home([])]),
    ("\u{1B}[4~", [.end([])]), ("\u{1B}[8~", [.end([])]), ("\u{1B}[1;5H", [.home(.control)]),
    ("\u{1B}[3~", [.delete([])]), ("\u{1B}[3;5~", [.delete(.control)]),
    ("\u{1B}[5~", [.pageUp([])]), ("\u{1B}[6~", [.pageDown([])]), ("\u{1B}[Z", [.backTab]),
    ("\r", [.enter]), ("\n", [.enter]), ("\r\n", [.enter]), ("\r\r", [.enter, .enter]),
    ("\n\n", [.enter, .enter]), ("\u{1B}OM", [.enter]), ("\t", [.tab]),
    ("\u{7F}", [.backspace]), ("\u{8}", [.backspace]),
    ("\u{1B}b", [.alt("b")]), ("\u{1B}f", [.alt("f")]), ("\u{1B}d", [.alt("d")]),
    ("\u{1B}B", [.alt("B")]), ("\u{1B}\u{7F}", [.altBackspace]), ("\u{1B}\u{8}", [.altBackspace]),
    ("\u{1B}é", [.alt("é")]), ("\u{1B}\r", [.escape, .enter]),
    ("\u{0}", [.control("@")]), ("\u{1C}", [.control("\\")]), ("\u{1F}", [.control("_")]),
    ("\u{1B}[200~dune\rhobbit\r\u{1B}[201~", [.paste("dune\nhobbit\n")]),
    ("\u{1B}[200~a\r\nb\nc\td\u{3}\u{1B}[201~", [.paste("a\nb\nc\td")]),
    ("\u{1B}[200~東京\u{1B}[201~x", [.paste("東京"), .text("x")]),
    ("\u{1B}[200~\u{1B}[201~", []),
    ("hobbit", [.text("hobbit")]), ("東京物語", [.text("東京物語")]), ("👍🏽x", [.text("👍🏽x")]),
    ("ab\u{1B}[Dc\r", [.text("ab"), .left([]), .text("c"), .enter]),
    ("a\u{85}b", [.text("ab")]),  // a C1 control, UTF-8 encoded, is not text
    // Consumed whole and dropped: never text.
    ("\u{1B}[2~", []), ("\u{1B}[15~", []), ("\u{1B}[24;2~", []), ("\u{1B}OP", []),
    ("\u{1B}[?1;2c", []), ("\u{1B}[<0;12;5M", []), ("\u{1B}[97;5u", []), ("\u{1B}[201~", []),
    ("\u{1B}]11;rgb:0000/0000/0000\u{7}", []), ("\u{1B}]0;title\u{1B}\\", []),
    ("\u{1B}[1 q", []), ("x\u{1B}[12;40Ry", [.text("xy")]),
  ]

  @Test func eachSequenceIsItsKey() {
    for (sequence, expected) in Self.sequences {
      #expect(Self.decode([Array(sequence.utf8)]) == expected, "\(sequence.debugDescription)")
    }
  }

  /// Split anywhere by the reads, a sequence still makes its key, without waiting for a flush.
  @Test func aSequenceSplitAcrossReadsIsHeldUntilComplete() {
    for (sequence, expected) in Self.sequences {
      let bytes = Array(sequence.utf8)
      for cut in 1..<bytes.count {
        let keys = Self.decode([Array(bytes[..<cut]), Array(bytes[cut...])], flushing: false)
        #expect(keys == expected, "\(sequence.debugDescription) cut at \(cut)")
      }
      let oneByOne = Self.decode(bytes.map { [$0] }, flushing: false)
      #expect(oneByOne == expected, "\(sequence.debugDescription) a byte at a time")
    }
  }

  @Test func aCharacterSplitAcrossReadsIsHeld() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0xE6]) == [])
    #expect(decoder.flushDelay == KeyDecoder.escapeTimeout)
    #expect(decoder.feed([0x9D, 0xB1]) == [.text("東")])
    #expect(!decoder.isPending)
  }

  @Test func aLoneEscapeWaitsForTheTimeoutThenIsEsc() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0x1B]) == [])
    #expect(decoder.isPending)
    #expect(decoder.flushDelay == .milliseconds(50))
    #expect(decoder.flush() == [.escape])
    #expect(!decoder.isPending)
    #expect(decoder.flushDelay == nil)
  }

  @Test(arguments: [
    ("\u{1B}", [Key.escape]), ("\u{1B}\u{1B}", [.escape, .escape]), ("\u{1B}[", [.alt("[")]),
    ("\u{1B}O", [.alt("O")]), ("\u{1B}]", [.alt("]")]), ("\u{1B}[1;5", []), ("\u{1B}O1;", []),
    ("\u{1B}]0;half a title", []), ("\u{1B}]0;t\u{1B}", []), ("x\u{1B}", [.text("x"), .escape]),
  ])
  func whatAFlushMakesOfAnUnfinishedSequence(sequence: String, expected: [Key]) {
    var decoder = KeyDecoder()
    let keys = decoder.feed(Array(sequence.utf8)) + decoder.flush()
    #expect(keys == expected, "\(sequence.debugDescription)")
    #expect(!decoder.isPending)
    #expect(decoder.feed(Array("x".utf8)) == [.text("x")], "decoding goes on afterwards")
  }

  @Test func aCutCharacterIsReplacedAtTheFlush() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0x61, 0xE6, 0x9D]) == [.text("a")])
    #expect(decoder.flush() == [.text("\u{FFFD}")])
    #expect(Self.decode([[0xFF, 0x61]]) == [.text("\u{FFFD}a")])
  }

  @Test func aLineFeedRightAfterACarriageReturnIsTheSameEnterAcrossReads() {
    var decoder = KeyDecoder()
    #expect(decoder.feed(Array("dune\r".utf8)) == [.text("dune"), .enter])
    #expect(decoder.feed(Array("\n".utf8)) == [])
    #expect(decoder.feed(Array("\n".utf8)) == [.enter])
  }

  @Test func aPasteSplitAcrossManyReadsIsOneKey() {
    let text = String(repeating: "the lord of the rings\r", count: 40) + "東京物語"
    let bytes = Array(("\u{1B}[200~" + text + "\u{1B}[201~").utf8)
    var decoder = KeyDecoder()
    var keys: [Key] = []
    var generator = SplitMix64(seed: 22)
    var start = 0
    while start < bytes.count {
      let end = min(bytes.count, start + generator.int(1...17))
      keys += decoder.feed(bytes[start..<end])
      if end < bytes.count {
        #expect(keys.isEmpty)
        #expect(decoder.flushDelay == KeyDecoder.pasteTimeout)
      }
      start = end
    }
    #expect(keys == [.paste(text.replacingOccurrences(of: "\r", with: "\n"))])
    #expect(!decoder.isPending)
  }

  @Test func aPasteThatNeverEndsIsClosedByTheFlush() {
    var decoder = KeyDecoder()
    #expect(decoder.feed(Array("\u{1B}[200~dune\r".utf8)) == [])
    #expect(decoder.flushDelay == KeyDecoder.pasteTimeout)
    #expect(decoder.flush() == [.paste("dune\n")])
    #expect(decoder.feed(Array("x\u{3}".utf8)) == [.text("x"), .control("c")])
  }

  @Test func everyControlLetterIsItsOwnKey() {
    for byte in UInt8(1)...26 where ![8, 9, 10, 13].contains(byte) {
      let letter = Character(Unicode.Scalar(byte + 0x60))
      #expect(Self.decode([[byte]]) == [.control(letter)], "Ctrl-\(letter)")
    }
  }

  /// An overlong or endless sequence is skipped as it arrives, not held (or typed) whole.
  @Test func anOverlongSequenceIsSkippedToItsEnd() {
    var decoder = KeyDecoder()
    var keys = decoder.feed(Array("\u{1B}[".utf8))
    for _ in 0..<100 { keys += decoder.feed(Array(repeating: UInt8(ascii: "1"), count: 100)) }
    keys += decoder.feed(Array("Ax".utf8))
    #expect(keys == [.text("x")])

    keys = decoder.feed(Array("\u{1B}]0;".utf8))
    for _ in 0..<100 { keys += decoder.feed(Array(repeating: UInt8(ascii: "t"), count: 100)) }
    keys += decoder.feed([0x1B])
    keys += decoder.feed(Array("\\y".utf8))
    #expect(keys == [.text("y")])
    #expect(!decoder.isPending)
  }

  /// Whatever the reads' boundaries, a stream of keys decodes to the same keys.
  @Test func randomReadBoundariesNeverChangeTheKeys() {
    var generator = SplitMix64(seed: 21)
    for _ in 0..<200 {
      var stream: [UInt8] = []
      var expected: [Key] = []
      for _ in 0..<generator.int(1...12) {
        let (sequence, keys) = Self.sequences[generator.int(0...(Self.sequences.count - 1))]
        // A lone CR before an LF would merge with it; keep the pieces independent.
        if stream.last == 0x0D && sequence.utf8.first == 0x0A { continue }
        stream += Array(sequence.utf8)
        expected += keys
      }
      var pieces: [[UInt8]] = []
      var start = 0
      while start < stream.count {
        let end = min(stream.count, start + generator.int(1...6))
        pieces.append(Array(stream[start..<end]))
        start = end
      }
      #expect(
        Self.decode(pieces, flushing: false) == Self.merged(expected),
        "\(String(decoding: stream, as: UTF8.self).debugDescription) in \(pieces)")
    }
  }

  @Test func xtermModifierParameters() {
    #expect(KeyModifiers(xtermParameter: 1) == [])
    #expect(KeyModifiers(xtermParameter: 0) == [])
    #expect(KeyModifiers(xtermParameter: 2) == .shift)
    #expect(KeyModifiers(xtermParameter: 3) == .alt)
    #expect(KeyModifiers(xtermParameter: 5) == .control)
    #expect(KeyModifiers(xtermParameter: 7) == [.alt, .control])
    #expect(KeyModifiers(xtermParameter: 9) == .alt)  // Meta
  }
}
