import Foundation
import TestSupport
import Testing

@testable import Models

/// The fast reader against the `JSONDecoder` path: on every input, `CorpusLoader.decode` (fast
/// path first) gives the same records or the same error as the `JSONDecoder` path alone.
@Suite struct CorpusFastReaderTests {
  /// The outcome of one load: the records, or the error.
  enum Outcome<Record: Hashable>: Hashable {
    case records([Record])
    case failure(CorpusLoadError)
  }

  static func outcome<Record: Decodable & Hashable>(
    _ type: Record.Type, _ bytes: [UInt8], decoderOnly: Bool
  ) -> Outcome<Record> {
    do {
      let data = Data(bytes)
      return .records(
        decoderOnly
          ? try CorpusLoader.decodeWithJSONDecoder(type, from: data, source: "in.json")
          : try CorpusLoader.decode(type, from: data, source: "in.json"))
    } catch {
      return .failure(error)
    }
  }

  /// Checks that both paths agree on `bytes`, for all three record types.
  static func expectAgreement(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(
      outcome(Book.self, bytes, decoderOnly: false) == outcome(Book.self, bytes, decoderOnly: true),
      "books: \(String(decoding: bytes, as: UTF8.self))", sourceLocation: sourceLocation)
    #expect(
      outcome(Movie.self, bytes, decoderOnly: false)
        == outcome(Movie.self, bytes, decoderOnly: true),
      "movies: \(String(decoding: bytes, as: UTF8.self))", sourceLocation: sourceLocation)
    #expect(
      outcome(Person.self, bytes, decoderOnly: false)
        == outcome(Person.self, bytes, decoderOnly: true),
      "people: \(String(decoding: bytes, as: UTF8.self))", sourceLocation: sourceLocation)
  }

  @Test func theShippedCorporaTakeTheFastPathAndMatchJSONDecoder() throws {
    let books = try Data(contentsOf: ShippedCorpora.directory.appendingPathComponent("books.json"))
    let fastBooks = try #require(CorpusFastReader.records(Book.self, from: books))
    #expect(
      fastBooks == (try CorpusLoader.decodeWithJSONDecoder(Book.self, from: books, source: "b")))
    let movies = try Data(
      contentsOf: ShippedCorpora.directory.appendingPathComponent("movies.json"))
    let fastMovies = try #require(CorpusFastReader.records(Movie.self, from: movies))
    #expect(
      fastMovies == (try CorpusLoader.decodeWithJSONDecoder(Movie.self, from: movies, source: "m")))
    let people = try Data(
      contentsOf: ShippedCorpora.directory.appendingPathComponent("people.json"))
    let fastPeople = try #require(CorpusFastReader.records(Person.self, from: people))
    #expect(
      fastPeople
        == (try CorpusLoader.decodeWithJSONDecoder(Person.self, from: people, source: "p")))
  }

  @Test func theEmbeddedCorpusTakesTheFastPath() throws {
    let books = Data(EmbeddedCorpus.booksJSON.utf8)
    #expect(CorpusFastReader.records(Book.self, from: books) == (try EmbeddedCorpus.books()))
    let movies = Data(EmbeddedCorpus.moviesJSON.utf8)
    #expect(CorpusFastReader.records(Movie.self, from: movies) == (try EmbeddedCorpus.movies()))
    let people = Data(EmbeddedCorpus.peopleJSON.utf8)
    #expect(CorpusFastReader.records(Person.self, from: people) == (try EmbeddedCorpus.people()))
  }

  @Test func otherRecordTypesTakeTheJSONDecoderPath() throws {
    struct Other: Codable, Hashable {
      var title: String
    }
    let data = Data(#"[{"title":"a","extra":[1,{"b":null}]}]"#.utf8)
    #expect(CorpusFastReader.records(Other.self, from: data) == nil)
    #expect(try CorpusLoader.decode(Other.self, from: data, source: "o") == [Other(title: "a")])
  }

  /// Strings with escapes, non-ASCII text, `null` optionals and absent optionals are read by the
  /// fast path itself, with the values `JSONDecoder` gives.
  @Test(arguments: [
    #"[{"title":"Caf\u00e9 \"Noir\"\n\t\/\\","author":"A","year":null}]"#,
    #"[{"title":"\ud83d\ude00 ok \u0000","author":"é ü 中文 😀","year":-44,"originalTitle":null}]"#,
    #" [ { "author" : "b" , "title" : "a" } ] "#,
    #"[{"title":"x","author":"y","year":0,"originalTitle":"z"},{"title":"","author":"","year":7}]"#,
    "[]", " [ ] \n",
  ])
  func escapesAndOptionalsAreReadExactly(text: String) throws {
    let data = Data(text.utf8)
    let fast = try #require(CorpusFastReader.records(Book.self, from: data))
    #expect(fast == (try CorpusLoader.decodeWithJSONDecoder(Book.self, from: data, source: "b")))
  }

  /// Shapes the fast path leaves to `JSONDecoder`: the loader still decodes them, or reports
  /// the same error as before.
  @Test(arguments: [
    "\u{FEFF}[]",  // a byte order mark
    #"[{"title":"a","author":"b",}]"#,  // a trailing comma in an object
    #"[{"title":"a","author":"b"},]"#,  // … and in an array
    #"[{"title":"a","author":"b","note":"extra"}]"#,  // an unknown key
    #"[{"title":"a","title":"b","author":"c"}]"#,  // a repeated key
    #"[{"title":"a","author":"b","year":1.0}]"#,  // a fraction
    #"[{"title":"a","author":"b","year":1e3}]"#,  // an exponent
    #"[{"title":"a","author":"b","year":-0}]"#,  // minus zero
    #"[{"title":"a","author":"b","year":0123}]"#,  // a leading zero
    #"[{"title":"a","author":"b","year":12345678901234567890}]"#,  // too large
    #"[{"ti\u0074le":"a","author":"b"}]"#,  // an escaped key
    #"[{"title":"\ud800","author":"b"}]"#,  // a lone surrogate
    #"[{"title":"a","author":null}]"#,  // null in a required field
    #"[{"title":"a"}]"#,  // a missing field
    #"[{"title":1,"author":"b"}]"#,  // a wrong type
    #"{"title":"a"}"#,  // not an array
    #"[{"title":"a","author":"b"}] x"#,  // trailing text
    #"[{"title":"a","author":"b"}"#,  // truncated
    #"[{"title":"a\"#,  // truncated in an escape
    "[{\"title\":\"a\nb\",\"author\":\"c\"}]",  // a raw control character
    "",
  ])
  func shapesTheFastPathDeclinesKeepTheirOutcome(text: String) {
    let bytes = Array(text.utf8)
    #expect(CorpusFastReader.records(Book.self, from: Data(bytes)) == nil)
    Self.expectAgreement(bytes)
  }

  /// Invalid UTF-8 inside a string the fast path would read is declined, and reported at the
  /// first bad byte as before.
  @Test(arguments: [[0xFF], [0xC3], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xC0, 0xAF]])
  func invalidUTF8InAReadStringIsDeclined(bad: [UInt8]) {
    let bytes = Array(#"[{"title":"a"#.utf8) + bad + Array(#"","author":"b"}]"#.utf8)
    #expect(CorpusFastReader.records(Book.self, from: Data(bytes)) == nil)
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
      let people = try #require(CorpusFastReader.records(Person.self, from: Data(text.utf8)))
      #expect(people.first?.name == "x" + String(scalar))
    }
  }

  @Test func aFileOfBracesReservesNoMoreThanItsSizeAllows() {
    let braces = [UInt8](repeating: UInt8(ascii: "{"), count: 1_000)
    let estimate = braces.withUnsafeBufferPointer {
      JSONByteScanner($0).recordCountEstimate(minimumRecordSize: 24)
    }
    #expect(estimate == 1_000 / 24 + 1)
    let movies = Array(
      #"[{"title":"{","year":1,"cast":[],"genres":[]},{"title":"b","year":2,"cast":[],"genres":[]}]"#
        .utf8)
    let count = movies.withUnsafeBufferPointer {
      JSONByteScanner($0).recordCountEstimate(minimumRecordSize: 24)
    }
    #expect(count == 3)  // one brace inside a title; an estimate, not a count
    Self.expectAgreement(braces)
  }

  /// The scanner's UTF-8 check against the standard library's, on random byte strings biased
  /// towards lead and continuation bytes and the edges of the valid ranges.
  @Test func theUTF8CheckAgreesWithTheStandardLibrary() {
    let interesting: [UInt8] = [
      0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1,
      0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF,
    ]
    var random = SplitMix64(seed: 8)
    for _ in 0..<20_000 {
      let bytes = (0..<random.below(7)).map { _ in interesting[random.below(interesting.count)] }
      let expected = String(validating: bytes, as: UTF8.self) != nil
      let found = bytes.withUnsafeBufferPointer { JSONByteScanner.isValidUTF8($0) }
      #expect(found == expected, "\(bytes.map { String($0, radix: 16) })")
    }
  }

  /// Random edits of valid files (deleted, inserted and replaced bytes drawn from JSON's
  /// structural characters, digits, escapes and invalid UTF-8): both paths agree on each.
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
