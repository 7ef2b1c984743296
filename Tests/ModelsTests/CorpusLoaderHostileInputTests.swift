import Foundation
import FuseCore
import TestSupport
import Testing

@testable import Models

/// Hostile corpus files: each gets a clear error (or the right records) quickly, never a crash.
@Suite struct CorpusLoaderHostileInputTests {
  /// Fuzz finding (`corpus_loader` target): an invalid UTF-8 byte in a field the record type does
  /// not decode was accepted, because `JSONDecoder` checks only the strings it decodes.
  @Test func invalidUTF8InAnIgnoredFieldIsAnError() throws {
    let prefix = Array(#"[{"title": "Alien", "year": 1979, "note": "R"#.utf8)
    let bytes = prefix + [0xDA] + Array(#"idley", "cast": [], "genres": []}]"#.utf8)
    let error = try #require(throws: CorpusLoadError.self) {
      try CorpusLoader.decode(Movie.self, from: Data(bytes), source: "movies.json")
    }
    #expect(error.reason == .invalidUTF8(at: TextPosition(byteOffset: prefix.count, in: bytes)))
    #expect(error.description.hasPrefix("movies.json: invalid UTF-8 at line 1"))
  }

  @Test(arguments: [[0xFF], [0xC3], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xC0, 0xAF]])
  func invalidUTF8AnywhereIsAnError(bad: [UInt8]) throws {
    for (prefix, suffix) in [
      (#"["#, #"]"#), (#"[{"title": "x"#, #"", "author": "a", "year": 1}]"#),
      (#"[{""#, #"": 1, "title": "x", "author": "a", "year": 1}]"#),
    ] {
      let bytes = Array(prefix.utf8) + bad + Array(suffix.utf8)
      let error = try #require(throws: CorpusLoadError.self) {
        try CorpusLoader.decode(Book.self, from: Data(bytes), source: "bad.json")
      }
      #expect(
        error.reason == .invalidUTF8(at: TextPosition(byteOffset: prefix.utf8.count, in: bytes)))
    }
  }

  @Test func tenThousandLevelsOfNestingAreAnError() throws {
    let depth = 10_000
    let documents = [
      String(repeating: "[", count: depth) + String(repeating: "]", count: depth),
      #"[{"title": "x", "author": "a", "year": 1, "extra": "#
        + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}]",
      #"[{"title": "x", "author": "a", "year": 1, "extra": "#
        + String(repeating: #"{"a":"#, count: depth) + "1" + String(repeating: "}", count: depth)
        + "}]",
      // Unclosed (a fuzz finding: Foundation's decoder crashed on these instead of throwing).
      String(repeating: "[", count: 1_200),
      String(repeating: "[", count: 511),
      #"[{"title": "[[[[", "author": "#
        + String(repeating: "[", count: JSONValue.maximumNestingDepth + 1),
    ]
    for text in documents {
      let clock = ContinuousClock()
      let start = clock.now
      let error = try #require(throws: CorpusLoadError.self) {
        try CorpusLoader.decode(Book.self, from: Data(text.utf8), source: "deep.json")
      }
      #expect(clock.now - start < .seconds(10))
      #expect(error.description.hasPrefix("deep.json: "), "\(error)")
    }
  }

  @Test func aTenThousandLevelFileIsAnErrorToo() throws {
    let text = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    try withTemporaryDirectory { directory in
      let path = try directory.write(text, to: "deep.json")
      let error = try #require(throws: CorpusLoadError.self) {
        try CorpusLoader.load(Person.self, fromFile: path)
      }
      #expect(error.description.hasPrefix(path), "\(error)")
    }
  }

  @Test func aHundredThousandCharacterFieldLoads() throws {
    let title = String(repeating: "é", count: 100_000)
    let text = #"[{"title": ""# + title + #"", "author": "a", "year": 1}]"#
    let books = try CorpusLoader.decode(Book.self, from: Data(text.utf8), source: "long.json")
    #expect(books.first?.title == title)
  }
}
