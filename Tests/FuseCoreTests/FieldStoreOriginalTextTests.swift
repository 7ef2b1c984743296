import Synchronization
import Testing

@testable import FuseCore

/// A field keeps its original text only where normalising changed it; the others are given
/// back from the normalised units, the same as given, however the index was built and changed.
@Suite struct FieldStoreOriginalTextTests {
  struct Page: Sendable {
    var name: String
    var see: [String]
  }

  /// Long and short, lower- and mixed-case, ASCII and not, with and without diacritics.
  static let texts = [
    "a lower-case text longer than fifteen bytes", "A Title-Case Text Longer Than Fifteen Bytes",
    "short text", "un café au lait, très long et sans majuscule",
    "Éclair au chocolat, encore plus long", "exactly 15 byte", "exactly sixteen!",
  ]

  static func pages(_ count: Int) -> [Page] {
    (0..<count).map { position in
      let text = { texts[($0 + position) % texts.count] }
      // Each record's text differs, so that most texts are distinct.
      return Page(name: "\(text(0)) \(position)", see: [text(1), text(2)])
    }
  }

  static func options(caseSensitive: Bool = false, diacritics: Bool = false) throws
    -> FuseOptions<Page>
  {
    var options = try FuseOptions<Page>(
      keys: [try FuseKey(\Page.name, weight: 2), try FuseKey(\Page.see)])
    options.isCaseSensitive = caseSensitive
    options.ignoreDiacritics = diacritics
    options.includeMatches = true
    return options
  }

  /// Whether normalising leaves `text` as it is under `options`.
  static func isNormalized(_ text: String, _ options: FuseOptions<Page>) -> Bool {
    var units: [UInt16] = []
    options.normalization.appendUnits(of: text, to: &units)
    return units.elementsEqual(text.utf16)
  }

  /// Every field of `search` gives back its text as given, and holds it only when normalising
  /// changed it.
  static func expectOriginals(_ search: Fuse.Search<Page>, _ options: FuseOptions<Page>) {
    let store = search.store
    let expected = search.documents.flatMap { [$0.name] + $0.see }
    #expect(store.originalTexts(ofFields: 0..<expected.count) == expected)
    for (field, text) in expected.enumerated() {
      let dropped = isNormalized(text, options)
      #expect((store.fieldOriginal[field] == FieldStore.fromUnits) == dropped, "\(text)")
    }
    // Nothing else is held: each text kept once, in field order.
    let kept = expected.filter { !isNormalized($0, options) }
    #expect(store.originals == kept)
    let built = try? Fuse.createIndex(keys: options.keys, documents: search.documents)
    #expect(store.indexRecords() == built?.records)
  }

  /// On one thread and on two (5,000 records are built by a pipeline), with every way of
  /// normalising.
  @Test(arguments: [12, 5_000])
  func onlyTextsThatNormalisingChangedAreKept(count: Int) throws {
    for (caseSensitive, diacritics) in [(false, false), (true, false), (false, true)] {
      let options = try Self.options(caseSensitive: caseSensitive, diacritics: diacritics)
      let search = try Fuse.Search(Self.pages(count), options: options)
      Self.expectOriginals(search, options)
    }
  }

  @Test func aMatchShowsTheTextAsGiven() throws {
    let search = try Fuse.Search(Self.pages(12), options: Self.options())
    let found = search.search("lower-case text longer", limit: 1)
    #expect(found.first?.matches?.first?.value == "a lower-case text longer than fifteen bytes 0")
  }

  @Test func aReaderOfTheBuildIsGivenEveryTextAsGiven() throws {
    let pages = Self.pages(5_000)
    let reader = FuseSearchIndexedTextsTests.ReadTexts()
    _ = try Fuse.Search(pages, options: Self.options(), readingIndexedTexts: reader.take)
    let texts = reader.read.withLock { $0 }.filter { !$0.hasPrefix("document ") }
    // Each line is "KEY NUMBER TEXT".
    let given = texts.map { $0.split(separator: " ", maxSplits: 2).last.map(String.init) ?? "" }
    #expect(given == pages.flatMap { [$0.name] + $0.see })
  }

  @Test func addedRemovedAndGivenIndexesKeepTheirTexts() throws {
    let options = try Self.options()
    let search = try Fuse.Search(Self.pages(40), options: options)
    search.add(Page(name: "another lower-case text of some length", see: ["Mixed Case Too"]))
    _ = search.remove { _, position in position % 3 == 0 }
    Self.expectOriginals(search, options)
    let given = try Fuse.Search(search.documents, options: options, index: search.getIndex())
    Self.expectOriginals(given, options)
  }
}
