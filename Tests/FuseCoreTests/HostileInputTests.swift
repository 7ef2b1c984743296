import Testing

@testable import FuseCore

/// Hostile input end to end: a correct result or a clear error in bounded time, never a crash.
///
/// Time bounds are generous (debug builds, sanitizers, a shared machine); they catch hangs
/// and quadratic blow-ups, not regressions of a few percent.
@Suite struct HostileInputTests {
  struct Book: Codable, Sendable, Equatable {
    var title: String
    var author: String
  }

  static let books = [
    Book(title: "Old Man's War", author: "John Scalzi"),
    Book(title: "The Lock Artist", author: "Steve Hamilton"),
    Book(title: "İstanbul Straße", author: "Σίσυφος"),
  ]

  static func elapsed<T>(_ body: () throws -> T) rethrows -> (T, Duration) {
    let clock = ContinuousClock()
    let start = clock.now
    let value = try body()
    return (value, clock.now - start)
  }

  static func options(
    extended: Bool = false, includeMatches: Bool = true
  ) throws -> FuseOptions<Book> {
    try FuseOptions(
      includeScore: true, keys: ["title", "author"], includeMatches: includeMatches,
      useExtendedSearch: extended)
  }

  // MARK: - A 1 MB query

  @Test func aOneMegabyteQueryGetsAnAnswer() throws {
    let query = String(repeating: "old man's war ", count: (1 << 20) / 14)
    let fuse = try Fuse.Search(Self.books, options: Self.options())
    let (results, time) = Self.elapsed { fuse.search(query) }
    #expect(time < .seconds(60))
    // Every 32-unit chunk must match somewhere for a good score; a 1 MB pattern cannot match a
    // 13-character title well, but whatever it returns keeps the invariants.
    for result in results {
      #expect((0...1).contains(result.score ?? -1))
    }
    let (match, matchTime) = try Self.elapsed {
      try Fuse.match(query, in: "Old Man's War")
    }
    #expect(matchTime < .seconds(30))
    #expect((0...1).contains(match.score))
  }

  @Test func aOneMegabyteExtendedAndLogicalQueryGetAnswers() throws {
    let word = String(repeating: "x", count: 1 << 20)
    let fuse = try Fuse.Search(Self.books, options: Self.options(extended: true))
    let (results, time) = Self.elapsed { fuse.search("'\(word) | ^old") }
    #expect(time < .seconds(60))
    #expect(results.map(\.item) == [Self.books[0]])
    let logical: JSONValue = ["$or": [["title": .string("=" + word)], ["author": "^john"]]]
    #expect(try fuse.search(logical).map(\.item) == [Self.books[0]])
  }

  @Test func aOneMegabyteJSONQueryParses() throws {
    let text = #"{"title": ""# + String(repeating: "a", count: 1 << 20) + #""}"#
    let query = try JSONValue(parsing: text)
    let fuse = try Fuse.Search(Self.books, options: Self.options(extended: true))
    let (results, time) = try Self.elapsed { try fuse.search(query) }
    #expect(time < .seconds(60))
    #expect(results.isEmpty)
  }

  // MARK: - A 100k-character record

  @Test func aHundredThousandCharacterRecordIsFoundWithRangesInside() throws {
    let filler = String(repeating: "lorem ipsum ", count: 100_000 / 12)
    let long = Book(title: filler + "Pride and Prejudice" + filler, author: "Jane Austen")
    var options = try Self.options()
    options.ignoreLocation = true
    let fuse = try Fuse.Search(Self.books + [long], options: options)
    for query in ["prejudice", "pride and prejudice, a novel by jane austen of 1813"] {
      let (results, time) = Self.elapsed { fuse.search(query) }
      #expect(time < .seconds(30))
      let hit = try #require(results.first { $0.refIndex == 3 }, "\(query)")
      for match in hit.matches ?? [] {
        let length = match.normalization.normalize(match.value).utf16.count
        #expect(match.indices.allSatisfy { $0.lowerBound >= 0 && $0.upperBound < length })
      }
    }
    let (match, time) = try Self.elapsed {
      try Fuse.match("prejudice", in: long.title, options: FuseOptions(ignoreLocation: true))
    }
    #expect(time < .seconds(30))
    #expect(match.isMatch)
  }

  // MARK: - A million tiny records

  static let letters = (UInt8(ascii: "a")...UInt8(ascii: "z")).map { String(UnicodeScalar($0)) }

  static func millionLetters() -> [String] {
    (0..<1_000_000).map { letters[$0 % 26] }
  }

  @Test func aMillionOneCharacterRecordsAreSearchedOnce() throws {
    let documents = Self.millionLetters()
    let (fuse, buildTime) = try Self.elapsed {
      try Fuse.Search(documents, options: FuseOptions(includeScore: true, threshold: 0))
    }
    #expect(buildTime < .seconds(120))
    let (results, time) = Self.elapsed { fuse.search("q", limit: 5) }
    #expect(time < .seconds(60))
    #expect(results.map(\.refIndex) == [16, 42, 68, 94, 120])
    #expect(results.allSatisfy { $0.score == 0 })
    #expect(fuse.lastSearchRecordsScanned == 1_000_000)
  }

  @Test func aLongSearchStopsWhenItsTaskIsCancelled() async throws {
    // The searcher lives inside the task; it cancels itself deterministically from inside the
    // scan, at record 10 000.
    let (cancelled, scanned) = await Task { () -> (Bool, Int) in
      guard let fuse = try? Fuse.Search(Self.millionLetters(), options: FuseOptions(threshold: 0))
      else { return (false, -1) }
      let seams = withUnsafeCurrentTask { task in
        SearchSeams(cancellationCheckObserver: { record in
          if record == 10_000 { task?.cancel() }
        })
      }
      do {
        _ = try fuse.search("q", cancellationCheckInterval: 1_000, seams: seams)
        return (false, fuse.lastSearchRecordsScanned)
      } catch {
        return (true, fuse.lastSearchRecordsScanned)
      }
    }.value
    #expect(cancelled)
    #expect(scanned == 10_000)
  }

  // MARK: - Deep nesting

  @Test func tenThousandLevelsOfJSONAreAParseError() throws {
    for text in [
      String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000),
      String(repeating: #"{"$and":["#, count: 10_000) + String(repeating: "]}", count: 10_000),
    ] {
      let error = try #require(throws: JSONParseError.self) { try JSONValue(parsing: text) }
      #expect(error.reason.contains("nest"), "\(error)")
      #expect(throws: FuseError.self) { try FuseIndex(jsonText: text) }
    }
  }

  @Test func theDeepestAcceptedLogicalQueryIsSearched() throws {
    let depth = JSONValue.maximumNestingDepth / 2 - 1
    let text =
      String(repeating: #"{"$and":["#, count: depth) + #"{"title":"old"}"#
      + String(repeating: "]}", count: depth)
    let query = try JSONValue(parsing: text)
    let fuse = try Fuse.Search(Self.books, options: Self.options())
    #expect(try fuse.search(query).map(\.item) == [Self.books[0]])
  }

  // MARK: - Atomic mutations

  /// Everything observable about a searcher, to compare before and after a failed mutation.
  static func snapshot(_ fuse: Fuse.Search<JSONValue>) -> [String] {
    let results = ["old", "war", "steve", "'the"].map { query in
      fuse.search(query).map { "\($0.refIndex) \($0.score ?? -1) \($0.matches ?? [])" }
    }
    return [fuse.documents.description, fuse.getIndex().toJSON().jsonText]
      + results.map(\.description)
  }

  static func jsonSearcher() throws -> Fuse.Search<JSONValue> {
    let documents = try JSONValue(
      parsing: #"""
        [{"title": "Old Man's War", "author": "John Scalzi"},
         {"title": "The Lock Artist", "author": "Steve Hamilton"}]
        """#)
    return try Fuse.Search(
      documents.arrayValue ?? [],
      options: FuseOptions(
        includeScore: true, keys: ["title", "author"], includeMatches: true,
        useExtendedSearch: false))
  }

  @Test func addingANullDocumentChangesNothing() throws {
    let fuse = try Self.jsonSearcher()
    let before = Self.snapshot(fuse)
    fuse.add(.null)
    #expect(Self.snapshot(fuse) == before)
  }

  @Test func aFailingSetCollectionChangesNothing() throws {
    let fuse = try Self.jsonSearcher()
    _ = fuse.search("old")  // fills the last-query cache
    let before = Self.snapshot(fuse)
    let index = fuse.getIndex()
    #expect(throws: FuseError.self) { try fuse.setCollection([["title": "x"]], index: index) }
    #expect(Self.snapshot(fuse) == before)
    #expect(throws: FuseError.self) {
      try fuse.setCollection(fuse.documents, index: FuseIndex(jsonText: #"{"keys": 1}"#))
    }
    #expect(Self.snapshot(fuse) == before)
    #expect(throws: FuseError.self) { try fuse.removeAt(2) }
    #expect(throws: FuseError.self) { try fuse.removeAt(-1) }
    #expect(Self.snapshot(fuse) == before)
    // Still fully usable afterwards.
    fuse.add(["title": "Old Yeller", "author": "Fred Gipson"])
    #expect(fuse.search("yeller").map(\.refIndex) == [2])
  }

  @Test func aSetCollectionThatCannotReadItsKeysChangesNothing() throws {
    struct Opaque: Equatable {
      var name: String
    }
    let fuse = try Fuse.Search(
      [Opaque](),
      options: FuseOptions(keys: [FuseKey(name: "name") { $0.name }, "missing"]))
    let getterOnly = try Fuse.Search(
      [Opaque(name: "Ada")], options: FuseOptions(keys: [FuseKey(name: "name") { $0.name }]))
    #expect(throws: FuseError.self) { try fuse.setCollection([Opaque(name: "Ada")]) }
    #expect(fuse.documents.isEmpty)
    #expect(fuse.getIndex().records.isEmpty)
    #expect(getterOnly.search("ada").map(\.item) == [Opaque(name: "Ada")])
  }
}
