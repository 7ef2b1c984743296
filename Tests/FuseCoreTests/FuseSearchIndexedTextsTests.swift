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
}
