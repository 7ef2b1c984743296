import Testing

@testable import Services

/// The kinds of text a word-index build has split, and what each gave.
@Suite struct SeenTextsTests {
  @Test func aKindNotSplitYetGaveNothing() {
    let seen = SeenTexts(kinds: 4)
    #expect(seen.earlier(ofKind: 0, isName: false) == nil)
    #expect(seen.earlier(ofKind: 3, isName: true) == nil)
    #expect(seen.earlier(ofKind: 100, isName: false) == nil, "a kind past the room")
  }

  @Test func oneTextIsRememberedByItsRunSeveralOrNoneByTheirRange() {
    var seen = SeenTexts(kinds: 4)
    seen.remember(7..<8, run: 5, ofKind: 0, isName: false)
    seen.remember(8..<11, run: nil, ofKind: 1, isName: true)
    seen.remember(11..<11, run: nil, ofKind: 2, isName: false)
    #expect(seen.earlier(ofKind: 0, isName: false) == .run(5))
    #expect(seen.earlier(ofKind: 1, isName: true) == .texts(8..<11))
    #expect(seen.earlier(ofKind: 2, isName: false) == .texts(11..<11), "a text without words")
    // The other reading of a kind is another slot.
    #expect(seen.earlier(ofKind: 0, isName: true) == nil)
    #expect(seen.earlier(ofKind: 1, isName: false) == nil)
  }

  @Test func laterKindsMakeRoomForThemselves() {
    var seen = SeenTexts(kinds: 0)
    for kind in 0..<1_000 {
      seen.remember(kind..<kind + 1, run: Int32(2 * kind), ofKind: kind, isName: kind % 2 == 0)
    }
    for kind in 0..<1_000 {
      #expect(seen.earlier(ofKind: kind, isName: kind % 2 == 0) == .run(Int32(2 * kind)))
      #expect(seen.earlier(ofKind: kind, isName: kind % 2 != 0) == nil)
    }
  }
}
