import Foundation
import TestSupport
import Testing

@testable import Models

@Suite struct CorpusLoaderTests {
  // MARK: - Success

  @Test func loadsEachShapeFromAFile() throws {
    try withTemporaryDirectory { directory in
      let books = try directory.write(
        #"[{"title":"Emma","author":"Jane Austen","year":1815}]"#, to: "books.json")
      let movies = try directory.write(
        #"[{"title":"Alien","year":1979,"cast":["Sigourney Weaver"],"genres":["Horror"]}]"#,
        to: "movies.json")
      let people = try directory.write(
        #"[{"name":"Stanley Kubrick","role":"director","knownFor":"Barry Lyndon"}]"#,
        to: "people.json")
      #expect(
        try CorpusLoader.load(Book.self, fromFile: books) == [
          Book(title: "Emma", author: "Jane Austen", year: 1815)
        ])
      #expect(
        try CorpusLoader.load(Movie.self, fromFile: movies).first?.cast == ["Sigourney Weaver"])
      #expect(
        try CorpusLoader.load(Person.self, from: URL(fileURLWithPath: people)).first?.name
          == "Stanley Kubrick")
    }
  }

  @Test func loadsAnEmptyArray() throws {
    #expect(try CorpusLoader.decode(Book.self, from: Data("[ ]".utf8), source: "x").isEmpty)
  }

  @Test func acceptsAByteOrderMark() throws {
    let bytes: [UInt8] =
      [0xEF, 0xBB, 0xBF] + Array(#"[{"name":"A","role":"B","knownFor":"C"}]"#.utf8)
    #expect(try CorpusLoader.decode(Person.self, from: Data(bytes), source: "bom").count == 1)
  }

  // MARK: - File errors

  @Test func missingFileNamesTheFile() throws {
    try withTemporaryDirectory { directory in
      let path = directory.url.appendingPathComponent("missing-books.json").path
      let error = try #require(throws: CorpusLoadError.self) {
        try CorpusLoader.load(Book.self, fromFile: path)
      }
      #expect(error.reason == .fileNotFound)
      #expect(error.source == path)
      #expect(error.description == "\(path): file not found")
    }
  }

  @Test func directoryIsUnreadable() throws {
    try withTemporaryDirectory { directory in
      let error = try #require(throws: CorpusLoadError.self) {
        try CorpusLoader.load(Book.self, fromFile: directory.url.path)
      }
      #expect(error.reason == .unreadable("it is a directory"))
      #expect(error.description.hasPrefix(directory.url.path + ": file could not be read"))
    }
  }

  // MARK: - Text errors

  @Test func malformedJSONReportsFileLineAndColumn() throws {
    try withTemporaryDirectory { directory in
      let path = try directory.write(
        """
        [
        {"title":"A","author":"B","year":1},
        {"title":"C" "author":"D","year":2}
        ]
        """, to: "broken.json")
      let error = try #require(throws: CorpusLoadError.self) {
        try CorpusLoader.load(Book.self, fromFile: path)
      }
      let position = try #require(error.position)
      #expect(position.line == 3)
      #expect(position.column == 14)
      #expect(position.byteOffset == 52)
      #expect(error.description.hasPrefix("\(path): malformed JSON at line 3, column 14"))
      #expect(error.description.contains("inside an object, expected ',' or '}'"))
    }
  }

  @Test func columnsCountUnicodeScalarsNotBytes() throws {
    let json = "[\n  {\"title\":\"Été\",\"author\":\"Zola\" \"year\":1}]"
    let error = try #require(throws: CorpusLoadError.self) {
      try CorpusLoader.decode(Book.self, from: Data(json.utf8), source: "accents.json")
    }
    #expect(error.position?.line == 2)
    #expect(error.position?.column == 34)
  }

  // The lexical errors sit in fields of the right type, so only the reader's syntax check
  // can find them.
  @Test(arguments: [
    ("", 1, 1, "unexpected end of input, expected a value"),
    ("[{\"name\":\"A\"", 1, 13, "unexpected end of input inside an object"),
    ("[\n{\"name\":\"A\"},\n{\"a\" 1}]", 3, 6, "after an object key, expected ':'"),
    ("[] x", 1, 4, "unexpected character 'x' after the JSON value"),
    (
      "[{\"name\":\"tab\there\",\"role\":\"r\",\"knownFor\":\"k\"}]", 1, 14,
      "unescaped control character"
    ),
    (
      "[{\"name\":\"bad \\q\",\"role\":\"r\",\"knownFor\":\"k\"}]", 1, 15,
      "invalid escape '\\q'"
    ),
    (
      "[{\"name\":\"A\",\"role\":\"r\",\"knownFor\":\"k\"},\n {\"name\":\"open", 2, 10,
      "unterminated string"
    ),
    ("[{\"title\":\"A\",\"author\":\"B\",\"year\":01}]", 1, 35, "invalid number: leading zero"),
    ("[{\"title\":\"A\",\"author\":\"B\",\"year\":1.}]", 1, 37, "expected a digit after '.'"),
    (
      "[{\"title\":\"A\",\"author\":\"B\",\"year\":tru}]", 1, 35, "invalid literal, expected 'true'"
    ),
  ])
  func malformedJSONDetail(json: String, line: Int, column: Int, detail: String) throws {
    let error = try #require(throws: CorpusLoadError.self) {
      if json.contains("title") {
        _ = try CorpusLoader.decode(Book.self, from: Data(json.utf8), source: "case.json")
      } else {
        _ = try CorpusLoader.decode(Person.self, from: Data(json.utf8), source: "case.json")
      }
    }
    guard case .malformedJSON(let position?, let message) = error.reason else {
      Issue.record("expected malformedJSON with a position, got \(error)")
      return
    }
    #expect(position.line == line)
    #expect(position.column == column)
    #expect(message.contains(detail), "\(message)")
    #expect(
      error.description.contains("case.json: malformed JSON at line \(line), column \(column)"))
  }

  @Test func invalidUTF8ReportsThePositionOfTheBadByte() throws {
    let bytes = Array("[\n{\"title\":\"é".utf8) + [0xFF] + Array("\",\"author\":\"A\"}]".utf8)
    try withTemporaryDirectory { directory in
      let path = try directory.write(bytes, to: "latin1.json")
      let error = try #require(throws: CorpusLoadError.self) {
        try CorpusLoader.load(Book.self, fromFile: path)
      }
      #expect(error.reason == .invalidUTF8(at: TextPosition(byteOffset: 14, line: 2, column: 12)))
      #expect(error.description == "\(path): invalid UTF-8 at line 2, column 12 (byte offset 14)")
    }
  }

  @Test(arguments: [
    (#"{"title":"A","author":"B"}"#, "an object"),
    (#""books""#, "a string"),
    ("42", "a number"),
    ("true", "a boolean"),
    ("null", "null"),
  ])
  func topLevelMustBeAnArray(json: String, found: String) throws {
    let error = try #require(throws: CorpusLoadError.self) {
      try CorpusLoader.decode(Book.self, from: Data(json.utf8), source: "top.json")
    }
    #expect(error.reason == .notAnArray(found: found))
    #expect(
      error.description
        == "top.json: expected a JSON array of records at the top level but found \(found)")
  }

  // MARK: - Record errors

  @Test func missingFieldNamesTheRecordIndexAndField() throws {
    let json = """
      [{"title":"A","author":"B","year":1},
       {"title":"C","year":2}]
      """
    let error = try #require(throws: CorpusLoadError.self) {
      try CorpusLoader.decode(Book.self, from: Data(json.utf8), source: "books.json")
    }
    #expect(error.reason == .missingField(recordIndex: 1, field: "author"))
    #expect(error.recordIndex == 1)
    #expect(
      error.description == #"books.json: record at index 1 is missing the required field "author""#)
  }

  @Test func wrongTypeNamesTheRecordIndexFieldAndExpectedType() throws {
    let json = """
      [{"title":"A","author":"B","year":1},
       {"title":"C","author":"D","year":2},
       {"title":"E","author":"F","year":"1937"}]
      """
    let error = try #require(throws: CorpusLoadError.self) {
      try CorpusLoader.decode(Book.self, from: Data(json.utf8), source: "books.json")
    }
    #expect(error.reason == .wrongType(recordIndex: 2, field: "year", expected: "an integer"))
    #expect(
      error.description
        == #"books.json: record at index 2 has the wrong type in field "year" (expected an integer)"#
    )
  }

  @Test func nullInARequiredField() throws {
    let json = #"[{"name":null,"role":"actor","knownFor":"X"}]"#
    let error = try #require(throws: CorpusLoadError.self) {
      try CorpusLoader.decode(Person.self, from: Data(json.utf8), source: "people.json")
    }
    #expect(error.reason == .nullField(recordIndex: 0, field: "name"))
    #expect(error.description.contains(#"record at index 0 has null in the required field "name""#))
  }

  @Test func recordThatIsNotAnObject() throws {
    let json = #"[{"name":"A","role":"actor","knownFor":"X"}, 42]"#
    let error = try #require(throws: CorpusLoadError.self) {
      try CorpusLoader.decode(Person.self, from: Data(json.utf8), source: "people.json")
    }
    #expect(error.reason == .wrongType(recordIndex: 1, field: nil, expected: "an object"))
    #expect(error.description == "people.json: record at index 1 is not an object")
  }

  @Test func recordThatIsNull() throws {
    let json = #"[{"name":"A","role":"actor","knownFor":"X"}, null]"#
    let error = try #require(throws: CorpusLoadError.self) {
      try CorpusLoader.decode(Person.self, from: Data(json.utf8), source: "people.json")
    }
    #expect(error.recordIndex == 1)
    #expect(error.description == "people.json: record at index 1 is not an object")
  }

  @Test func nestedFieldIsNamedWithItsIndex() throws {
    let json = #"[{"title":"Alien","year":1979,"cast":["Sigourney Weaver",7],"genres":[]}]"#
    let error = try #require(throws: CorpusLoadError.self) {
      try CorpusLoader.decode(Movie.self, from: Data(json.utf8), source: "movies.json")
    }
    #expect(error.reason == .wrongType(recordIndex: 0, field: "cast[1]", expected: "a string"))
  }

  @Test(arguments: ["1.5", "1e30", "99999999999999999999"])
  func numberThatIsNotAnInt(number: String) throws {
    let json = """
      [{"title":"Alien","year":1979,"cast":[],"genres":[]},
       {"title":"Aliens","year":\(number),"cast":[],"genres":[]}]
      """
    let error = try #require(throws: CorpusLoadError.self) {
      try CorpusLoader.decode(Movie.self, from: Data(json.utf8), source: "movies.json")
    }
    #expect(
      error.reason
        == .invalidValue(
          recordIndex: 1, field: "year",
          detail: "the number \(number) is not an integer in the supported range"))
    #expect(
      error.description
        == "movies.json: invalid value in record at index 1, field \"year\": "
        + "the number \(number) is not an integer in the supported range")
  }

  @Test func aBadLastRecordFailsTheWholeLoad() throws {
    var records = (0..<1000).map { #"{"name":"P\#($0)","role":"actor","knownFor":"F"}"# }
    records.append(#"{"name":"Last","role":"actor"}"#)
    let json = "[" + records.joined(separator: ",\n") + "]"
    var loaded: [Person] = []
    let error = try #require(throws: CorpusLoadError.self) {
      loaded = try CorpusLoader.decode(Person.self, from: Data(json.utf8), source: "people.json")
    }
    #expect(loaded.isEmpty)
    #expect(error.reason == .missingField(recordIndex: 1000, field: "knownFor"))
  }
}
