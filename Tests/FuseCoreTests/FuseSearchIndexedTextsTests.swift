import Synchronization
import Testing

@testable import FuseCore

/// `Fuse.Search.indexedTexts(refIndex:)`: a document's indexed texts, grouped by key, following
/// the searcher's keys and its mutations.
@Suite struct FuseSearchIndexedTextsTests {
  struct Film: Sendable {
    var title: String
    var director: String?
    var cast: [String]
  }

  static let films = [
    Film(title: "Alien", director: "Ridley Scott", cast: ["Sigourney Weaver", "Tom Skerritt"]),
    Film(title: "Amélie", director: nil, cast: []),
    Film(title: "Heat", director: "  ", cast: ["Al Pacino", "", "Robert De Niro"]),
  ]

  static func keys() throws -> [FuseKey<Film>] {
    [try FuseKey(\.title, weight: 2), try FuseKey(\.director), try FuseKey(\.cast)]
  }

  @Test func textsComeGroupedByKeyAsGivenWithBlankOnesLeftOut() throws {
    let search = try Fuse.Search(
      Self.films, options: FuseOptions(ignoreDiacritics: true, keys: try Self.keys()))
    #expect(
      search.indexedTexts(refIndex: 0) == [
        ["Alien"], ["Ridley Scott"], ["Sigourney Weaver", "Tom Skerritt"],
      ])
    #expect(search.indexedTexts(refIndex: 1) == [["Amélie"], [], []])
    #expect(search.indexedTexts(refIndex: 2) == [["Heat"], [], ["Al Pacino", "Robert De Niro"]])
    #expect(search.indexedTexts(refIndex: 3) == [])
    #expect(search.indexedTexts(refIndex: -1) == [])
  }

  @Test func theGroupsFollowTheSearchersKeys() throws {
    let search = try Fuse.Search(
      Self.films, options: FuseOptions(keys: [try FuseKey(\Film.cast), try FuseKey(\.title)]))
    #expect(search.indexedTexts(refIndex: 0) == [["Sigourney Weaver", "Tom Skerritt"], ["Alien"]])
  }

  @Test func aCollectionOfStringsHasOneGroupAndBlankStringsHaveNone() throws {
    let search = try Fuse.Search(["Dune", " ", "Emma"])
    #expect(search.indexedTexts(refIndex: 0) == [["Dune"]])
    #expect(search.indexedTexts(refIndex: 1) == [])
    #expect(search.indexedTexts(refIndex: 2) == [["Emma"]])
  }

  @Test func positionsFollowAddsAndRemovals() throws {
    let search = try Fuse.Search(["Dune", "Emma", "Heat"])
    _ = try search.removeAt(0)
    search.add("Solaris")
    #expect(
      (0..<4).map { search.indexedTexts(refIndex: $0) } == [
        [["Emma"]], [["Heat"]], [["Solaris"]], [],
      ])
  }

  @Test func anIndexWithItsRecordsOutOfOrderIsStillFound() throws {
    let index = try FuseIndex(
      jsonText: """
        {"keys":[],"records":[{"v":"Heat","i":2,"n":1},{"v":"Dune","i":0,"n":1},\
        {"v":"Emma","i":1,"n":1}]}
        """)
    let search = try Fuse.Search(["Dune", "Emma", "Heat"], index: index)
    #expect(
      (0..<3).map { search.indexedTexts(refIndex: $0) } == [[["Dune"]], [["Emma"]], [["Heat"]]])
  }

  /// Every text a reader of the build was given, in order: the document's position, then the
  /// key, text number and text of each of its texts.
  final class ReadTexts: Sendable {
    let read = Mutex<[String]>([])
    let chunks = Mutex(0)

    func take(_ chunk: Fuse.IndexedChunk) {
      chunks.withLock { $0 += 1 }
      read.withLock { read in
        for record in 0..<chunk.recordCount {
          read.append("document \(chunk.documentPositions[record])")
          for text in chunk.texts(ofRecord: record) {
            read.append(
              "\(chunk.key(ofText: text)) \(chunk.textNumber(ofText: text)) \(chunk.text(text))")
          }
        }
      }
    }
  }

  /// What ``ReadTexts`` holds when the reader reads `search`'s texts after it is built.
  static func textsAfter<Element>(_ search: Fuse.Search<Element>) -> [String] {
    var lines: [String] = []
    for document in 0..<search.documents.count
    where !search.indexedTexts(refIndex: document).isEmpty {
      lines.append("document \(document)")
      search.forEachIndexedText(refIndex: document) { key, number, text in
        lines.append("\(key) \(number) \(text)")
      }
    }
    return lines
  }

  @Test(arguments: [3, 600, 5_000])
  func aReaderOfTheBuildReadsEveryRecordsTextsInOrder(count: Int) throws {
    // 5,000 films are built on two threads, fewer on one; every film's texts are read once,
    // with the numbers of its normalised texts (films share their cast).
    let films = (0..<count).map { Self.films[$0 % Self.films.count] }
    let options = try FuseOptions(ignoreDiacritics: true, keys: try Self.keys())
    let reader = ReadTexts()
    let search = try Fuse.Search(films, options: options, readingIndexedTexts: reader.take)
    let read = reader.read.withLock { $0 }
    #expect(read == Self.textsAfter(search))
    #expect(read.count > count)
    #expect(reader.chunks.withLock { $0 } == (count + 511) / 512)
    let cancellable = ReadTexts()
    _ = try Fuse.Search(
      films, options: options, cancellationCheckInterval: 64,
      readingIndexedTexts: cancellable.take)
    #expect(cancellable.read.withLock { $0 } == read)
  }

  @Test func aReaderOfAStringCollectionsBuildSkipsBlankStrings() throws {
    let lines = (0..<1_100).map { $0 % 7 == 3 ? "   " : "line \($0 % 50)" }
    let reader = ReadTexts()
    let search = try Fuse.Search(lines, options: FuseOptions(), readingIndexedTexts: reader.take)
    let read = reader.read.withLock { $0 }
    #expect(read == Self.textsAfter(search))
    #expect(!read.contains("document 3"))
    #expect(read.contains("document 4"))
  }
}
