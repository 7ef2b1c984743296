import Foundation
import FuseCore
import Models
import Services
import Testing

@testable import BookShell

/// The one load path of `--data` and `:load`: a declared corpus's records in place or as a new
/// corpus, a corpus of any JSON records, and a cancelled load that adds nothing.
@MainActor @Suite struct CorpusLoadTests {
  /// The package's corpora, empty.
  static func emptyCorpora() throws -> ShellCorpora {
    try ShellCorpora.builtIn { _ in .none }
  }

  /// Two books, made anew for each load (which consumes its bytes).
  static var books: Data {
    Data(
      #"[{"title": "Dune", "author": "Frank Herbert"}, {"title": "Emma", "author": "Jane Austen"}]"#
        .utf8)
  }

  /// A declared corpus the shell has is loaded in place: the table is the same, its records new.
  @Test func aDeclaredCorpusLoadsInPlace() async throws {
    let corpora = try Self.emptyCorpora()
    var parsedCount: Int?
    let outcome = try await CorpusLoad.load(
      Self.books, source: "books.json", into: "books", keys: nil, corpora: corpora,
      parsed: { parsedCount = $0 })
    #expect(outcome.count == 2)
    #expect(parsedCount == 2)
    #expect(outcome.note == nil)
    #expect(outcome.corpora.names == corpora.names)
    #expect(await outcome.corpora.count(of: "books") == 2)
    #expect(outcome.corpora.table["books"] is RecordCorpus<Models.Book>)
  }

  /// Keys make any name a corpus of JSON records, added last; without keys the note says which
  /// were found.
  @Test func keysOrAnotherNameMakeACorpusOfJSONRecords() async throws {
    let corpora = try Self.emptyCorpora()
    let given = try await CorpusLoad.load(
      Self.books, source: "f.json", into: "shelf", keys: [KeySpec("title")], corpora: corpora,
      parsed: { _ in })
    #expect(given.corpora.names == corpora.names + ["shelf"])
    #expect(given.note == nil)
    let inferred = try await CorpusLoad.load(
      Self.books, source: "f.json", into: "shelf", keys: nil, corpora: corpora, parsed: { _ in })
    #expect(inferred.count == 2)
    #expect(inferred.note?.contains("title") == true, "\(inferred.note ?? "no note")")
    let books = try await CorpusLoad.load(
      Self.books, source: "f.json", into: "books", keys: [KeySpec("author")], corpora: corpora,
      parsed: { _ in })
    #expect(books.corpora.table["books"] is RecordCorpus<FuseCore.PackedJSON>)
  }

  /// A load cancelled while its new corpus was built never adds it.
  @Test func aCancelledLoadAddsNothing() async throws {
    let corpora = try Self.emptyCorpora()
    await #expect(throws: ShellError.loadCancelled("shelf")) {
      try await CorpusLoad.load(
        Self.books, source: "f.json", into: "shelf", keys: nil, corpora: corpora,
        parsed: { _ in }, isCancelled: { true })
    }
  }

  /// A file that is not the declared corpus's records leaves the corpora as they were.
  @Test func aFileOfOtherRecordsChangesNothing() async throws {
    let corpora = try Self.emptyCorpora()
    let people = Data(#"[{"name": "Ada"}]"#.utf8)
    await #expect(throws: ShellError.self) {
      try await CorpusLoad.load(
        people, source: "books.json", into: "books", keys: nil, corpora: corpora,
        parsed: { _ in })
    }
    #expect(await corpora.count(of: "books") == 0)
  }

  /// A table's order (`--rank`) is every corpus's, the package's and those loaded later alike.
  @Test func corporaBuiltForATableStartInItsOrder() async throws {
    let corpora = try ShellCorpora.builtIn(order: .fuse) { _ in .none }
    for corpus in corpora.all { #expect(await corpus.ranking().order == .fuse, "\(corpus.name)") }
    let shelf = try await CorpusLoad.load(
      Self.books, source: "f.json", into: "shelf", keys: nil, corpora: corpora, parsed: { _ in })
    let loaded = try #require(shelf.corpora.table["shelf"])
    #expect(await loaded.ranking().order == .fuse)
    let defaults = try Self.emptyCorpora()
    for corpus in defaults.all {
      #expect(await corpus.ranking().order == .relevance, "\(corpus.name)")
    }
  }
}
