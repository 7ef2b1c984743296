import Testing

@testable import Models

@Suite struct TextPositionTests {
  @Test(arguments: [
    ("abc", 0, 1, 1),
    ("abc", 2, 1, 3),
    ("a\nbc", 2, 2, 1),
    ("a\r\nbc", 4, 2, 2),
    ("été x", 5, 1, 4),
    ("日本\n語x", 10, 2, 2),
    ("ab", 99, 1, 3),
  ])
  func lineAndColumn(text: String, offset: Int, line: Int, column: Int) {
    let position = TextPosition(byteOffset: offset, in: Array(text.utf8))
    #expect(position.line == line)
    #expect(position.column == column)
    #expect(position.byteOffset == min(offset, text.utf8.count))
  }

  @Test func describesItselfAsLineAndColumn() {
    #expect(TextPosition(byteOffset: 7, line: 3, column: 5).description == "line 3, column 5")
  }
}
