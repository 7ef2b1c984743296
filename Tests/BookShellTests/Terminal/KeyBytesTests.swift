import Testing

@testable import BookShell

/// Keys given back to the input read as the same keys (Enter as LF, a paste as its text).
@Suite struct KeyBytesTests {
  static let keys: [Key] = [
    .text("dune 東京"), .enter, .tab, .backTab, .backspace, .altBackspace, .escape,
    .delete([]), .delete(.control), .up([]), .down(.shift), .left(.control), .right(.alt),
    .home([]), .end([.shift, .control]), .pageUp([]), .pageDown(.alt), .control("a"),
    .control("w"), .control("z"), .control("@"), .control("\\"), .control("_"), .alt("b"),
    .alt("é"),
  ]

  @Test(arguments: keys)
  func aKeyDecodesBackToItself(key: Key) {
    var decoder = KeyDecoder()
    let keys = decoder.feed(key.bytes) + decoder.flush()
    #expect(keys == [key], "\(key.bytes)")
  }

  @Test func enterIsALineEndAndAPasteIsItsText() {
    #expect(Key.enter.bytes == [0x0A])
    #expect(Key.paste("hobbit\n:corpus people\n").bytes == Array("hobbit\n:corpus people\n".utf8))
  }
}
