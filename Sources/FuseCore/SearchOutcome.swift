/// An inclusive run of matched UTF-16 offsets, `[start, end]`, as Fuse.js reports it.
struct IndexRun: Hashable, Sendable {
  var start: Int
  var end: Int
}

/// What one searcher reports for one text (Fuse.js's `SearchResult`).
struct SearchOutcome: Sendable {
  var isMatch: Bool
  var score: Double
  /// Set by extended search when a matched matcher was an inverse one.
  var hasInverse = false
  /// The matched runs and terms, when a search computes them; `nil` for plain searches.
  ///
  /// One optional reference rather than two optional arrays: a plain outcome is then cheap to
  /// copy and to destroy, which the scan does for every text.
  private(set) var details: OutcomeDetails?

  init(isMatch: Bool, score: Double, indices: [IndexRun]?) {
    self.isMatch = isMatch
    self.score = score
    if let indices { details = OutcomeDetails(indices: indices, matchedTerms: nil) }
  }

  /// The matched runs, when matches are being computed.
  var indices: [IndexRun]? {
    get { details?.indices }
    set { details = OutcomeDetails(indices: newValue, matchedTerms: matchedTerms) }
  }

  /// For token search with `tokenMatch: .all`: which query terms matched this text.
  var matchedTerms: TermSet? {
    get { details?.matchedTerms }
    set { details = OutcomeDetails(indices: indices, matchedTerms: newValue) }
  }

  static let noMatch = SearchOutcome(isMatch: false, score: 1, indices: nil)
}

/// The parts of a ``SearchOutcome`` only some searches produce.
final class OutcomeDetails: Sendable {
  let indices: [IndexRun]?
  let matchedTerms: TermSet?

  init(indices: [IndexRun]?, matchedTerms: TermSet?) {
    self.indices = indices
    self.matchedTerms = matchedTerms
  }
}

/// A set of query-term positions (token search coverage).
struct TermSet: Equatable, Sendable {
  private(set) var words: [UInt64]

  init(count: Int) {
    words = [UInt64](repeating: 0, count: (count + 63) / 64)
  }

  mutating func insert(_ term: Int) {
    words[term >> 6] |= 1 << UInt64(term & 63)
  }

  mutating func formUnion(_ other: TermSet) {
    for position in words.indices { words[position] |= other.words[position] }
  }

  func containsAll(count: Int) -> Bool {
    (0..<count).allSatisfy { words[$0 >> 6] & (1 << UInt64($0 & 63)) != 0 }
  }
}

enum IndexRuns {
  /// Fuse.js's `mergeIndices`: sort by (start, end), then merge runs that overlap or touch.
  static func merge(_ runs: [IndexRun]) -> [IndexRun] {
    guard runs.count > 1 else { return runs }
    let sorted = runs.sorted { ($0.start, $0.end) < ($1.start, $1.end) }
    var merged = [sorted[0]]
    for run in sorted.dropFirst() {
      if run.start <= merged[merged.count - 1].end + 1 {
        merged[merged.count - 1].end = max(merged[merged.count - 1].end, run.end)
      } else {
        merged.append(run)
      }
    }
    return merged
  }

  /// Fuse.js's `convertMaskToIndices`: runs of set entries at least `minLength` long.
  static func fromMask(_ mask: UnsafeMutableBufferPointer<UInt8>, minLength: Int) -> [IndexRun] {
    var runs: [IndexRun] = []
    var start = -1
    for position in 0..<mask.count {
      if mask[position] != 0 {
        if start == -1 { start = position }
      } else if start != -1 {
        if position - start >= minLength { runs.append(IndexRun(start: start, end: position - 1)) }
        start = -1
      }
    }
    if start != -1 && mask.count - start >= minLength {
      runs.append(IndexRun(start: start, end: mask.count - 1))
    }
    return runs
  }
}

/// Searches one normalised text (UTF-16 units) for a compiled query.
protocol TextSearcher: AnyObject {
  func search(_ text: UnsafeBufferPointer<UInt16>) -> SearchOutcome
}

extension UnsafeBufferPointer where Element == UInt16 {
  /// JavaScript's `indexOf(pattern, from)`: the first occurrence at or after `from` (clamped).
  func firstIndex(of pattern: [UInt16], from: Int) -> Int {
    pattern.withUnsafeBufferPointer { firstIndex(of: $0, from: from) }
  }

  /// JavaScript's `indexOf(pattern, from)` for a pattern in raw storage.
  func firstIndex(of pattern: UnsafeBufferPointer<UInt16>, from: Int) -> Int {
    let m = pattern.count
    let limit = count - m
    var start = Swift.max(0, Swift.min(from, count))
    if m == 0 { return start }
    guard limit >= 0 else { return -1 }
    let first = pattern[0]
    while start <= limit {
      if self[start] == first {
        var offset = 1
        while offset < m && self[start + offset] == pattern[offset] { offset += 1 }
        if offset == m { return start }
      }
      start += 1
    }
    return -1
  }

  func hasPrefix(_ pattern: [UInt16]) -> Bool {
    guard pattern.count <= count else { return false }
    for offset in 0..<pattern.count where self[offset] != pattern[offset] { return false }
    return true
  }

  func hasSuffix(_ pattern: [UInt16]) -> Bool {
    guard pattern.count <= count else { return false }
    let base = count - pattern.count
    for offset in 0..<pattern.count where self[base + offset] != pattern[offset] { return false }
    return true
  }

  func equals(_ pattern: [UInt16]) -> Bool {
    count == pattern.count && hasPrefix(pattern)
  }
}
