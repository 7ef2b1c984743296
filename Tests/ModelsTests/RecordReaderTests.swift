import Foundation
import FuseCore
import TestSupport
import Testing

@testable import Models

/// The field-by-field reader of the package's record types against two independent paths: the
/// loader's `Decodable` path over FuseCore's parsed document, and Foundation's `JSONDecoder`.
@Suite struct RecordReaderTests {
  /// The outcome of one load: the records, or where it failed.
  enum Outcome<Record: Hashable>: Hashable {
    case records([Record])
    /// A problem in the text (its byte offset), or a record that does not fit (its index).
    case failure(offset: Int?, recordIndex: Int?)
  }

  static func outcome<Record: Decodable & Hashable>(
    _ type: Record.Type, _ bytes: [UInt8], throughDocument: Bool
  ) -> Outcome<Record> {
    do {
      if throughDocument {
        return .records(
          try bytes.withUnsafeBufferPointer { buffer throws(CorpusLoadError) in
            try CorpusLoader.decodeDocument(type, from: buffer, source: "in.json")
          })
      }
      return .records(try CorpusLoader.decode(type, from: Data(bytes), source: "in.json"))
    } catch {
      return .failure(offset: error.position?.byteOffset, recordIndex: error.recordIndex)
    }
  }

  /// Checks that the reader and the document path agree on `bytes` for all three record types,
  /// and that every record read is the one `JSONDecoder` decodes.
  static func expectAgreement(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
    func check<Record: Decodable & Hashable>(_ type: Record.Type) {
      let read = outcome(type, bytes, throughDocument: false)
      #expect(
        read == outcome(type, bytes, throughDocument: true),
        "\(type): \(String(decoding: bytes, as: UTF8.self))", sourceLocation: sourceLocation)
      if case .records(let records) = read {
        #expect(
          (try? JSONDecoder().decode([Record].self, from: Data(bytes))) == records,
          "JSONDecoder, \(type): \(String(decoding: bytes, as: UTF8.self))",
          sourceLocation: sourceLocation)
      }
    }
    check(Book.self)
    check(Movie.self)
    check(Person.self)
  }

  /// Each record type's key list names its `Field` cases in their order, and its coding keys.
  @Test func theKeyListsNameTheFields() {
    func names<Record: ReadableRecord>(_ type: Record.Type) -> [String] {
      Record.Field.allCases.map { "\($0)" }
    }
    #expect(names(Movie.self) == Movie.fields.map(\.description))
    #expect(names(Book.self) == Book.fields.map(\.description))
    #expect(names(Person.self) == Person.fields.map(\.description))
    #expect(
      Movie.fields.map(\.description) == [
        "title", "year", "director", "cast", "genres", "leadLength",
      ])
  }

  @Test func theShippedCorporaReadAsJSONDecoderDecodesThem() throws {
    for name in ["books", "movies", "people"] {
      let data = try Data(
        contentsOf: ShippedCorpora.directory.appendingPathComponent("\(name).json"))
      switch name {
      case "books":
        #expect(
          try CorpusLoader.decode(Book.self, from: data, source: name)
            == (try JSONDecoder().decode([Book].self, from: data)))
      case "movies":
        #expect(
          try CorpusLoader.decode(Movie.self, from: data, source: name)
            == (try JSONDecoder().decode([Movie].self, from: data)))
      default:
        #expect(
          try CorpusLoader.decode(Person.self, from: data, source: name)
            == (try JSONDecoder().decode([Person].self, from: data)))
      }
    }
  }

  @Test func theEmbeddedCorpusReadsAsJSONDecoderDecodesIt() throws {
    let books = Data(EmbeddedCorpus.booksJSON.utf8)
    #expect(try EmbeddedCorpus.books() == (try JSONDecoder().decode([Book].self, from: books)))
    let movies = Data(EmbeddedCorpus.moviesJSON.utf8)
    #expect(try EmbeddedCorpus.movies() == (try JSONDecoder().decode([Movie].self, from: movies)))
    let people = Data(EmbeddedCorpus.peopleJSON.utf8)
    #expect(try EmbeddedCorpus.people() == (try JSONDecoder().decode([Person].self, from: people)))
  }

  @Test func otherRecordTypesDecodeThroughTheDocument() throws {
    struct Other: Codable, Hashable {
      var title: String
      var rank: Int8?
      var tags: [String: Double]
    }
    let data = Data(#"[{"title":"a","extra":[1,{"b":null}],"tags":{"x":1.5},"rank":-3}]"#.utf8)
    #expect(
      try CorpusLoader.decode(Other.self, from: data, source: "o") == [
        Other(title: "a", rank: -3, tags: ["x": 1.5])
      ])
    let tooBig = Data(#"[{"title":"a","tags":{},"rank":300}]"#.utf8)
    let error = try #require(throws: CorpusLoadError.self) {
      try CorpusLoader.decode(Other.self, from: tooBig, source: "o")
    }
    #expect(
      error.reason
        == .invalidValue(
          recordIndex: 0, field: "rank",
          detail: "the number 300 is not an integer in the supported range"))
  }

  /// Strings with escapes, non-ASCII text, `null` optionals and absent optionals are read with
  /// the values `JSONDecoder` gives.
  @Test(arguments: [
    #"[{"title":"Caf\u00e9 \"Noir\"\n\t\/\\","author":"A","year":null}]"#,
    #"[{"title":"\ud83d\ude00 ok \u0000","author":"é ü 中文 😀","year":-44,"originalTitle":null}]"#,
    #" [ { "author" : "b" , "title" : "a" } ] "#,
    #"[{"title":"x","author":"y","year":0,"originalTitle":"z"},{"title":"","author":"","year":7}]"#,
    "[]", " [ ] \n", "\u{FEFF}[]",
    #"[{"title":"a","author":"b","note":"extra"}]"#,  // an unknown key
    #"[{"title":"a","title":"b","author":"c"}]"#,  // a repeated key: the first one counts
    #"[{"title":"a","author":"c","year":null,"year":5}]"#,  // … even when it is null
    #"[{"title":"a","author":"b","year":1.0}]"#,  // an integer written with a fraction
    #"[{"title":"a","author":"b","year":1e3}]"#,  // … and with an exponent
    #"[{"title":"a","author":"b","year":-0}]"#,  // minus zero
    #"[{"ti\u0074le":"a","author":"b"}]"#,  // an escaped key
    #"[{"title":"a","author":"b","ratingsCount":12,"year":3}]"#,  // a popularity field
    #"[{"title":"a","author":"b","ratingsCount":null}]"#,  // … null
  ])
  func valuesAreReadAsJSONDecoderDecodesThem(text: String) throws {
    let data = Data(text.utf8)
    #expect(
      try CorpusLoader.decode(Book.self, from: data, source: "b")
        == (try JSONDecoder().decode([Book].self, from: data)))
    Self.expectAgreement(Array(text.utf8))
  }

  /// Texts that are not strict JSON, or records that do not fit: both paths report the same
  /// problem at the same place.
  @Test(arguments: [
    #"[{"title":"a","author":"b",}]"#,  // a trailing comma in an object
    #"[{"title":"a","author":"b"},]"#,  // … and in an array
    #"[{"title":"a","author":"b","year":0123}]"#,  // a leading zero
    #"[{"title":"a","author":"b","year":12345678901234567890}]"#,  // too large
    #"[{"title":"a","author":"b","year":1.5}]"#,  // not an integer
    #"[{"title":"a","author":null}]"#,  // null in a required field
    #"[{"title":"a"}]"#,  // a missing field
    #"[{"title":1,"author":"b"}]"#,  // a wrong type
    #"[{"title":"a","author":"b"}, 7]"#,  // a record that is not an object
    #"{"title":"a"}"#,  // not an array
    #"[{"title":"a","author":"b"}] x"#,  // trailing text
    #"[{"title":"a","author":"b"}"#,  // truncated
    #"[{"title":"a\"#,  // truncated in an escape
    #"[{"title":1,"author":"b"}] x"#,  // a wrong type, then trailing text
    "[{\"title\":\"a\nb\",\"author\":\"c\"}]",  // a raw control character
    "",
  ])
  func problemsAreReportedAlike(text: String) {
    let bytes = Array(text.utf8)
    guard case .failure = Self.outcome(Book.self, bytes, throughDocument: false) else {
      Issue.record("\(text) loaded")
      return
    }
    Self.expectAgreement(bytes)
  }

  @Test func aSyntaxProblemAfterABadRecordIsTheOneReported() throws {
    let text = #"[{"title":1,"author":"b"}, {"title":"c","author":"d"} x]"#
    let error = try #require(throws: CorpusLoadError.self) {
      try CorpusLoader.decode(Book.self, from: Data(text.utf8), source: "b.json")
    }
    #expect(error.position?.byteOffset == text.utf8.count - 2)
  }

  /// Invalid UTF-8 inside a string the reader reads is reported at the first bad byte.
  @Test(arguments: [[0xFF], [0xC3], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xC0, 0xAF]])
  func invalidUTF8InAReadStringIsReportedAtItsByte(bad: [UInt8]) throws {
    let prefix = Array(#"[{"title":"a"#.utf8)
    let bytes = prefix + bad + Array(#"","author":"b"}]"#.utf8)
    let error = try #require(throws: CorpusLoadError.self) {
      try CorpusLoader.decode(Book.self, from: Data(bytes), source: "b.json")
    }
    #expect(error.reason == .invalidUTF8(at: TextPosition(byteOffset: prefix.count, in: bytes)))
    Self.expectAgreement(bytes)
  }

  @Test func validMultiByteSequencesAtEveryBoundaryAreAccepted() throws {
    // The smallest and largest scalar of each UTF-8 length, and the edges around surrogates.
    let scalars: [Unicode.Scalar] = [
      "\u{80}", "\u{7FF}", "\u{800}", "\u{D7FF}", "\u{E000}", "\u{FFFF}", "\u{10000}",
      "\u{10FFFF}",
    ]
    for scalar in scalars {
      let text = #"[{"name":"x"# + String(scalar) + #"","role":"r","knownFor":"k"}]"#
      let people = try CorpusLoader.decode(Person.self, from: Data(text.utf8), source: "p")
      #expect(people.first?.name == "x" + String(scalar))
    }
  }

  @Test func aFileOfBracesIsASyntaxError() throws {
    let braces = [UInt8](repeating: UInt8(ascii: "{"), count: 100_000)
    let error = try #require(throws: CorpusLoadError.self) {
      try CorpusLoader.decode(Movie.self, from: Data(braces), source: "m.json")
    }
    #expect(error.position?.byteOffset == 1)
    Self.expectAgreement(Array(braces.prefix(1_000)))
  }

  /// Random edits of valid files (deleted, inserted and replaced bytes drawn from JSON's
  /// structural characters, digits, escapes and invalid UTF-8): both paths agree on each, and
  /// what loads is what `JSONDecoder` decodes.
  @Test func randomEditsOfValidFilesGetTheSameOutcome() {
    let seeds = [
      #"[{"title":"Alien","year":1979,"director":"Ridley Scott","cast":["Sigourney Weaver"],"genres":["Horror"]}]"#,
      #"[{"title":"The Hobbit","author":"J.R.R. Tolkien","year":1937,"originalTitle":null},{"title":"b","author":"c"}]"#,
      #"[{"name":"Stanley Kubrick","role":"director","knownFor":"2001: A Space Odyssey \u00e9"}]"#,
    ].map { Array($0.utf8) }
    let alphabet = Array(#"[]{}:,"\\/u0123456789-.eE ntrfalse"#.utf8) + [0x0A, 0xC3, 0xA9, 0xFF]
    var random = SplitMix64(seed: 14)
    for _ in 0..<1_500 {
      var bytes = seeds[random.below(seeds.count)]
      for _ in 0...random.below(3) where !bytes.isEmpty {
        let position = random.below(bytes.count)
        switch random.below(3) {
        case 0: bytes.remove(at: position)
        case 1: bytes.insert(alphabet[random.below(alphabet.count)], at: position)
        default: bytes[position] = alphabet[random.below(alphabet.count)]
        }
      }
      Self.expectAgreement(bytes)
    }
  }
}
