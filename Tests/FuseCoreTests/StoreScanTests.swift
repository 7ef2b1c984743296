import Dispatch
import Synchronization
import TestSupport
import Testing

@testable import FuseCore

/// The scan kernel's shortcuts (parallel ranges, one search per distinct text) must not change
/// any result.
@Suite struct StoreScanTests {
  /// Documents drawn from a small vocabulary, so many texts repeat across documents and keys.
  static func documents(count: Int) -> [JSONValue] {
    let words = [
      "john", "smith", "old", "war", "dune", "café", "harry", "potter", "Crème", "Brûlée", "river",
    ]
    var random = SplitMix64(seed: 42)
    func phrase() -> String {
      (0..<random.int(1...3)).map { _ in words[random.int(0...(words.count - 1))] }.joined(
        separator: " ")
    }
    return (0..<count).map { _ in
      [
        "title": .string(phrase()), "author": ["name": .string(phrase())],
        "tags": [.string(phrase()), .string(phrase())],
      ]
    }
  }

  static var optionSets: [FuseOptions<JSONValue>] {
    get throws {
      var plain = FuseOptions<JSONValue>()
      plain.keys = [try FuseKey(path: "title", weight: 2), "author.name", "tags"]
      plain.includeScore = true
      plain.includeMatches = true
      var extended = plain
      extended.useExtendedSearch = true
      var token = plain
      token.useTokenSearch = true
      token.tokenMatch = .all
      return [plain, extended, token]
    }
  }

  @Test(arguments: 0..<3)
  func parallelScanEqualsSerialScan(optionSet: Int) throws {
    let docs = Self.documents(count: 6_000)
    let serial = try Fuse.Search(docs, options: Self.optionSets[optionSet])
    serial.maximumConcurrency = 1
    let parallel = try Fuse.Search(docs, options: Self.optionSets[optionSet])
    parallel.maximumConcurrency = 4
    for query in ["smith", "jon smth", "'war !dune", "crème", "harry potter river", "^old"] {
      let expected = serial.search(query)
      #expect(!expected.isEmpty || query.hasPrefix("'"), "query \(query)")
      #expect(parallel.search(query) == expected, "query \(query)")
      #expect(parallel.search(query, limit: 7) == Array(expected.prefix(7)), "query \(query)")
      // In rounds (each thread's memo kept from round to round), as the Services search.
      #expect(
        try parallel.search(query, cancellationCheckInterval: 97) == expected, "query \(query)")
      #expect(
        try serial.search(query, cancellationCheckInterval: 97) == expected, "query \(query)")
    }
  }

  /// Without matches to report, results are ordered and formatted from the threads' own
  /// buffers (no merge), sorted or in record order.
  @Test(arguments: [true, false])
  func parallelScanWithoutMatchesEqualsSerialScan(sorted: Bool) throws {
    let docs = Self.documents(count: 20_000)
    var options = try Self.optionSets[0]
    options.includeMatches = false
    options.shouldSort = sorted
    let serial = try Fuse.Search(docs, options: options)
    serial.maximumConcurrency = 1
    let parallel = try Fuse.Search(docs, options: options)
    parallel.maximumConcurrency = 2
    for query in ["smith", "jon smth", "crème", "harry potter river", "zzzz"] {
      let expected = serial.search(query)
      #expect(!expected.isEmpty || query == "zzzz", "query \(query)")
      // Twice: the second search reuses the powers the first one kept.
      #expect(parallel.search(query) == expected, "query \(query)")
      #expect(parallel.search(query) == expected, "query \(query)")
      #expect(parallel.search(query, limit: 9) == Array(expected.prefix(9)), "query \(query)")
      #expect(
        try parallel.search(query, cancellationCheckInterval: 2_048) == expected, "query \(query)")
    }
  }

  /// A helper thread held back (as on a busy machine) does not hold the search.
  ///
  /// The calling thread scans the helper's chunk itself, and the results are the serial
  /// scan's. The helper, released after the search, drops its copy; the next search is right
  /// too.
  @Test func aLateHelperDoesNotHoldTheSearch() throws {
    let docs = Self.documents(count: 12_000)
    let options = try Self.optionSets[0]
    let serial = try Fuse.Search(docs, options: options)
    serial.maximumConcurrency = 1
    let parallel = try Fuse.Search(docs, options: options)
    parallel.maximumConcurrency = 2
    let gate = HeldHelpers()
    let held = SearchSeams(scanHelperWillScan: { _ in gate.holdUntilOpened() })
    for query in ["smith", "jon smth"] {
      let expected = serial.search(query)
      #expect(!expected.isEmpty)
      #expect(parallel.search(query, seams: held) == expected, "query \(query)")
      #expect(
        try parallel.search(query, cancellationCheckInterval: 1_000, seams: held) == expected)
    }
    gate.open()
    #expect(parallel.search("harry potter") == serial.search("harry potter"))
  }

  @Test func sharedTextsScoreAsIfSearchedAlone() throws {
    let docs = Self.documents(count: 6_000)
    let options = try Self.optionSets[0]
    let fuse = try Fuse.Search(docs, options: options)
    let results = fuse.search("jon smith")
    #expect(results.count > 100)
    for result in results.prefix(150) {
      let alone = try Fuse.Search([result.item], options: options).search("jon smith")
      #expect(alone.first?.score == result.score)
      #expect(alone.first?.matches == result.matches)
    }
  }
}

/// Holds helper threads until opened: a semaphore Thread Sanitizer sees (a dispatch one).
final class HeldHelpers: Sendable {
  private let gate = DispatchSemaphore(value: 0)
  private let isOpen = Atomic<Bool>(false)

  /// Blocks the calling helper until ``open()``.
  func holdUntilOpened() {
    guard !isOpen.load(ordering: .acquiring) else { return }
    gate.wait()
    gate.signal()
  }

  /// Lets every held helper go, and every later one through.
  func open() {
    isOpen.store(true, ordering: .releasing)
    gate.signal()
  }
}
