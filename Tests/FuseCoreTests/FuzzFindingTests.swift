import Testing

@testable import FuseCore

/// Regression tests for the findings of the fuzz targets in `Tests/Fuzz` (one test per finding;
/// the name of the target that found it is in each test's comment).
@Suite struct FuzzFindingTests {
  /// A location near `Int.max` does not trap (a finding of the `match` target).
  ///
  /// With a pattern over 32 units, `location + chunk.start` in `BitapSearcher` saturates instead
  /// of overflowing: any location past the text clamps to its end, as in JavaScript.
  @Test
  func locationNearIntMaxDoesNotOverflow() throws {
    var options = FuseOptions<String>()
    options.location = Int.max
    let pattern = String(repeating: "a", count: 40)
    let far = try Fuse.match(pattern, in: "aaaa", options: options)
    options.location = 1 << 40
    let alsoFar = try Fuse.match(pattern, in: "aaaa", options: options)
    #expect(far == alsoFar)
    options.includeScore = true
    let fuse = try Fuse.Search(["aaaa"], options: options)
    options.location = Int.max
    let farFuse = try Fuse.Search(["aaaa"], options: options)
    #expect(farFuse.search(pattern).map(\.score) == fuse.search(pattern).map(\.score))
  }

  /// A location past a long text, in the batched prefilter (found by the `logical_query`,
  /// `match` and `index_json` targets): its end was computed from the unclamped location before
  /// the text was sent to the one-text path, and overflowed.
  @Test(arguments: [Int.max, 1 << 62, 300])
  func batchedPrefilterTakesAnyLocation(location: Int) throws {
    var options = FuseOptions<String>()
    options.location = location
    options.includeScore = true
    let long = String(repeating: "x", count: 150) + "dune" + String(repeating: "y", count: 100)
    let documents = [long, "dune", String(repeating: "dunes ", count: 60)]
    let batched = try Fuse.Search(documents, options: options)
    let single = try Fuse.Search(documents, options: options)
    let oneByOne = SearchSeams(allowsBatchPrefilter: false)
    #expect(batched.search("dune") == single.search("dune", seams: oneByOne))
  }

  /// A Bitap score above 1 (found by the `match` target), which is Fuse.js's own result.
  ///
  /// Fuse.js reports the *last* candidate score its Bitap computed, even a rejected one (spec
  /// §8.3, "finalScore quirk"), so with threshold 1 and distance 1 a rejected far candidate
  /// leaks out. Fuse.js 7.6 itself returns `{isMatch: true, score: 2}` for this `Fuse.match`
  /// and scores the record 1.6324060923018031 in a search (checked with Node.js), so the port
  /// keeps those values; scores are within 0...1 everywhere else.
  @Test func bitapScoreAboveOneMatchesFuseJS() throws {
    var options = FuseOptions<String>()
    options.threshold = 1
    options.location = 5
    options.distance = 1
    let result = try Fuse.match("b", in: "b !bxxbb&", options: options)
    #expect(result.isMatch)
    #expect(result.score == 2)
    options.includeScore = true
    let fuse = try Fuse.Search(["b !bxxbb&"], options: options)
    let score = try #require(fuse.search("b").first?.score)
    #expect(abs(score - 1.6324060923018031) <= 1e-15)
  }

  /// An index with two records for one document is rejected with a clear error, not searched
  /// with that document returned twice (a finding of the `index_json` target).
  @Test func anIndexWithTwoRecordsForOneDocumentIsRejected() throws {
    let text = #"""
      {"keys": [], "records": [{"v": "old man's war", "i": 0, "n": 0.5},
                               {"v": "the war", "i": 0, "n": 0.7}]}
      """#
    let error = try #require(throws: FuseError.self) { try FuseIndex(jsonText: text) }
    #expect(error == .invalidIndex(reason: "record 1: document 0 already has a record"))
    // One record per document still loads, in any order.
    let index = try FuseIndex(
      jsonText:
        #"{"keys": [], "records": [{"v": "b", "i": 1, "n": 1}, {"v": "a", "i": 0, "n": 1}]}"#)
    let fuse = try Fuse.Search(["a", "b"], options: FuseOptions(), index: index)
    #expect(fuse.search("a").map(\.refIndex) == [0])
  }
}
