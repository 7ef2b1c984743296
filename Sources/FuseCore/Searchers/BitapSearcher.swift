/// The fuzzy-search settings Bitap reads (a subset of ``FuseOptions``).
struct BitapSettings: Sendable, Hashable {
  var location: Int
  var threshold: Double
  var distance: Int
  var includeMatches: Bool
  var findAllMatches: Bool
  var minMatchCharLength: Int
  var ignoreLocation: Bool
  var normalization: TextNormalization

  init<Element>(_ options: FuseOptions<Element>) {
    location = options.location
    threshold = options.threshold
    distance = options.distance
    includeMatches = options.includeMatches
    findAllMatches = options.findAllMatches
    minMatchCharLength = options.minMatchCharLength
    ignoreLocation = options.ignoreLocation
    normalization = options.normalization
  }
}

/// A pattern's per-unit bit masks, `mask[p[i]] |= 1 << (len - 1 - i)`, in raw storage owned
/// by the ``BitapSearcher`` that made it (so reading it costs no reference counting).
struct PatternAlphabet {
  /// Masks for units below 256, the common case.
  let low: UnsafeMutablePointer<UInt32>
  /// The few units at or above 256 and their masks.
  let highUnits: UnsafeMutablePointer<UInt16>
  let highMasks: UnsafeMutablePointer<UInt32>
  let highCount: Int

  init(_ pattern: ArraySlice<UInt16>) {
    assert(pattern.count <= BitapSearcher.maxBits, "a chunk longer than a mask's bits")
    low = .allocate(capacity: 256)
    low.initialize(repeating: 0, count: 256)
    var high: [(UInt16, UInt32)] = []
    let length = pattern.count
    for (offset, unit) in pattern.enumerated() {
      let bit = UInt32(1) << UInt32(length - 1 - offset)
      if unit < 256 {
        low[Int(unit)] |= bit
      } else if let existing = high.firstIndex(where: { $0.0 == unit }) {
        high[existing].1 |= bit
      } else {
        high.append((unit, bit))
      }
    }
    highCount = high.count
    highUnits = .allocate(capacity: max(1, high.count))
    highMasks = .allocate(capacity: max(1, high.count))
    for (offset, entry) in high.enumerated() {
      (highUnits + offset).initialize(to: entry.0)
      (highMasks + offset).initialize(to: entry.1)
    }
  }

  func deallocate() {
    low.deallocate()
    highUnits.deallocate()
    highMasks.deallocate()
  }

  @inline(__always)
  subscript(unit: UInt16) -> UInt32 {
    if unit < 256 { return low[Int(unit)] }
    for offset in 0..<highCount where highUnits[offset] == unit { return highMasks[offset] }
    return 0
  }
}

/// Fuse.js's `BitapSearch`: the default fuzzy searcher, ported literally (quirks included).
///
/// The pattern is normalised once, at construction; texts arrive already normalised. Three
/// things make it fast without changing a result:
/// - a pattern that accepts no error (one or two letters at a strict threshold) is decided by
///   where it first occurs, without Bitap (`BitapSearcher+FirstOccurrence.swift`);
/// - a prefilter (Myers' bit-parallel edit distance) skips texts that no chunk of the pattern
///   can match within the threshold's error budget, which Bitap could not match either; a
///   scan runs it on eight texts at once (`BitapSearcher+BatchPrefilter.swift`);
/// - the kernel works on raw scratch buffers reused across texts, with each text's character
///   masks looked up once per chunk instead of once per error level.
final class BitapSearcher: TextSearcher {
  /// One ≤ 32-unit piece of the pattern and where it starts in the pattern.
  struct Chunk {
    /// The chunk's units, in storage owned by the searcher.
    let units: UnsafeBufferPointer<UInt16>
    let alphabet: PatternAlphabet
    let start: Int
    /// The most errors a match of this chunk can have and still score within the threshold.
    let maxErrors: Int
    /// `reach[e]` for `e` in `0...units.count`: the farthest a match with `e` errors may start
    /// from the expected location and still score within the threshold (-1 when none can).
    let reach: UnsafeMutableBufferPointer<Int>
    /// `acceptedErrors[d]` for `d` below ``BitapSearcher/acceptedErrorsPrepared``: the most
    /// errors a match starting `d` units from the expected location may have and still be
    /// accepted (`reach[e] >= d`), -1 when none (the batched prefilter's per-step bound).
    let acceptedErrors: UnsafeMutableBufferPointer<Int32>
  }

  /// How many distances each chunk's ``Chunk/acceptedErrors`` covers (texts of up to about
  /// this many units); longer batches extend a copy kept by the searcher.
  static let acceptedErrorsPrepared = 256

  static let maxBits = 32

  let pattern: [UInt16]
  let chunks: [Chunk]
  let settings: BitapSettings
  /// Whether to skip texts the prefilter proves cannot match (tests compare both paths).
  var usesPrefilter = true
  /// Whether a pattern that accepts no error is decided by its first occurrence, without
  /// Bitap (``isDecidedByFirstOccurrence``; tests compare both paths).
  var usesFirstOccurrence = true

  /// Scratch space reused across texts: two Bitap rows, per-position masks and the match mask.
  ///
  /// Owned by this searcher, which is never shared between threads.
  private var capacity = 0
  private var rowA = UnsafeMutablePointer<UInt32>.allocate(capacity: 1)
  private var rowB = UnsafeMutablePointer<UInt32>.allocate(capacity: 1)
  private var charMasks = UnsafeMutablePointer<UInt32>.allocate(capacity: 1)
  private var matchMask = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
  /// Scratch of the batched prefilter (see `BitapSearcher+BatchPrefilter.swift`): the texts'
  /// character masks, interleaved lane by lane, and per chunk the most errors accepted at each
  /// distance from the expected location.
  var batchMasks = UnsafeMutablePointer<UInt32>.allocate(capacity: 8)
  var batchCapacity = 8
  /// The same masks in 16-bit lanes, for chunks of at most 16 units.
  var narrowBatchMasks = UnsafeMutablePointer<UInt16>.allocate(capacity: 8)
  var narrowBatchCapacity = 8
  var acceptedErrors: [[Int32]] = []

  /// - Parameters:
  ///   - pattern: The raw pattern; it is normalised here.
  ///   - settings: The fuzzy settings.
  init(pattern: String, settings: BitapSettings) {
    self.settings = settings
    let units = settings.normalization.units(pattern)
    self.pattern = units
    var chunks: [Chunk] = []
    let length = units.count
    func add(_ start: Int, _ end: Int) {
      let slice = units[start..<end]
      let size = end - start
      // Every accepted match scores at least errors / size (the location term is ≥ 0).
      let maxErrors = (0..<size).last { Double($0) / Double(size) <= settings.threshold } ?? -1
      let storage = UnsafeMutableBufferPointer<UInt16>.allocate(capacity: size)
      _ = storage.initialize(from: slice)
      let reach = UnsafeMutableBufferPointer<Int>.allocate(capacity: size + 1)
      for errors in 0...size {
        reach[errors] =
          errors <= maxErrors ? Self.reach(errors: errors, length: size, settings: settings) : -1
      }
      // `reach` never grows with the errors, so the bound only falls as the distance grows.
      let accepted = UnsafeMutableBufferPointer<Int32>.allocate(
        capacity: BitapSearcher.acceptedErrorsPrepared)
      var errors = maxErrors
      for distance in accepted.indices {
        while errors >= 0 && reach[errors] < distance { errors -= 1 }
        accepted[distance] = Int32(errors)
      }
      chunks.append(
        Chunk(
          units: UnsafeBufferPointer(storage), alphabet: PatternAlphabet(slice), start: start,
          maxErrors: maxErrors, reach: reach, acceptedErrors: accepted))
    }
    if length > BitapSearcher.maxBits {
      let remainder = length % BitapSearcher.maxBits
      var start = 0
      while start < length - remainder {
        add(start, start + BitapSearcher.maxBits)
        start += BitapSearcher.maxBits
      }
      if remainder != 0 { add(length - BitapSearcher.maxBits, length) }
    } else if length > 0 {
      add(0, length)
    }
    self.chunks = chunks
  }

  deinit {
    for chunk in chunks {
      chunk.alphabet.deallocate()
      chunk.units.deallocate()
      chunk.reach.deallocate()
      chunk.acceptedErrors.deallocate()
    }
    rowA.deallocate()
    rowB.deallocate()
    charMasks.deallocate()
    matchMask.deallocate()
    batchMasks.deallocate()
    narrowBatchMasks.deallocate()
  }

  /// Fuse.js's `computeScore`: the score of a match with `errors` errors of a pattern (chunk)
  /// of `patternLength` units, starting `proximity` units from the expected location.
  ///
  /// - Returns: `errors / patternLength`, plus `proximity / distance` unless the location is
  ///   ignored (with a distance of 0, any proximity scores 1).
  @inline(__always)
  static func score(
    errors: Int, patternLength: Int, proximity: Int, settings: BitapSettings
  ) -> Double {
    let accuracy = Double(errors) / Double(patternLength)
    if settings.ignoreLocation { return accuracy }
    if settings.distance == 0 { return proximity != 0 ? 1 : accuracy }
    return accuracy + Double(proximity) / Double(settings.distance)
  }

  /// The largest proximity `p` (distance from the expected location) for which Bitap's score
  /// of a match with `errors` errors, `errors / length + p / distance`, is within the
  /// threshold, evaluated with exactly the kernel's floating-point expression; -1 when even
  /// `p = 0` is not, `Int.max` when every `p` is.
  ///
  /// The score never decreases as `p` grows (IEEE division and addition are monotone), so a
  /// binary search finds the boundary.
  static func reach(errors: Int, length: Int, settings: BitapSettings) -> Int {
    let accuracy = Double(errors) / Double(length)
    let threshold = settings.threshold
    guard accuracy <= threshold else { return -1 }
    if settings.ignoreLocation { return Int.max }
    let distance = settings.distance
    if distance == 0 { return 1 <= threshold ? Int.max : 0 }
    func accepts(_ proximity: Int) -> Bool {
      score(errors: errors, patternLength: length, proximity: proximity, settings: settings)
        <= threshold
    }
    if accepts(Int.max) { return Int.max }
    var accepted = 0
    var rejected = Int.max
    while rejected - accepted > 1 {
      let middle = accepted + (rejected - accepted) / 2
      if accepts(middle) { accepted = middle } else { rejected = middle }
    }
    return accepted
  }

  private func reserve(_ needed: Int) {
    guard needed > capacity else { return }
    let size = max(needed, capacity * 2, 64)
    rowA.deallocate()
    rowB.deallocate()
    charMasks.deallocate()
    matchMask.deallocate()
    rowA = .allocate(capacity: size)
    rowB = .allocate(capacity: size)
    charMasks = .allocate(capacity: size)
    matchMask = .allocate(capacity: size)
    #if DEBUG
      // Poison fresh scratch so a read of an entry the kernel did not prepare shows up in
      // tests instead of depending on what malloc returned.
      rowA.initialize(repeating: 0xDEAD_BEEF, count: size)
      rowB.initialize(repeating: 0xDEAD_BEEF, count: size)
      charMasks.initialize(repeating: 0xDEAD_BEEF, count: size)
      matchMask.initialize(repeating: 0xEE, count: size)
    #endif
    capacity = size
  }

  func search(_ text: UnsafeBufferPointer<UInt16>) -> SearchOutcome {
    search(text, passedPrefilter: false)
  }

  /// ``search(_:)`` for a text the prefilter already let through when `passedPrefilter`.
  func search(_ text: UnsafeBufferPointer<UInt16>, passedPrefilter: Bool) -> SearchOutcome {
    if text.equals(pattern) {
      if text.count < settings.minMatchCharLength { return .noMatch }
      return SearchOutcome(
        isMatch: true, score: 0,
        indices: settings.includeMatches ? [IndexRun(start: 0, end: text.count - 1)] : nil)
    }
    if isDecidedByFirstOccurrence { return outcomeOfFirstOccurrence(in: text) }
    // A text matches when any chunk matches; when none can, the result is a plain miss.
    if usesPrefilter && !passedPrefilter && !chunks.contains(where: { mayMatch(text, $0) }) {
      return .noMatch
    }
    var allIndices: [IndexRun] = []
    var totalScore = 0.0
    var hasMatches = false
    for chunk in chunks {
      let result = searchChunk(text, chunk, location: chunkLocation(chunk))
      if result.isMatch {
        hasMatches = true
        if let indices = result.indices { allIndices.append(contentsOf: indices) }
      }
      totalScore += result.score
    }
    guard hasMatches else { return SearchOutcome(isMatch: false, score: 1, indices: nil) }
    return SearchOutcome(
      isMatch: true, score: totalScore / Double(chunks.count),
      indices: settings.includeMatches ? IndexRuns.merge(allIndices) : nil)
  }

  /// Where `chunk` is expected: the location plus the chunk's offset, saturating instead of
  /// overflowing (JavaScript numbers do not wrap; any location past the text clamps to its end).
  @inline(__always)
  func chunkLocation(_ chunk: Chunk) -> Int {
    let (sum, overflow) = settings.location.addingReportingOverflow(chunk.start)
    return overflow ? Int.max : sum
  }

  /// Whether Bitap could accept any match of `chunk` in `text`.
  ///
  /// A Bitap hit at error level *e* and position *x* is an alignment of the whole chunk with a
  /// text substring starting at *x* using at most *e* substitutions, insertions and deletions,
  /// and it is accepted only if `score(e, x)` is within the threshold. So with *D*(*x*) the
  /// smallest edit distance between the chunk and a substring starting at *x*, no hit can be
  /// accepted unless `score(D(x), x) <= threshold` somewhere (the score grows with *e*).
  /// *D* comes from Myers' bit-vector algorithm: semi-global, reading the text backwards with
  /// Fuse.js's reversed alphabet, so each step ends at the next start position.
  func mayMatch(_ text: UnsafeBufferPointer<UInt16>, _ chunk: Chunk) -> Bool {
    let length = chunk.units.count
    assert(length >= 1 && length <= Self.maxBits, "a chunk that does not fit a mask")
    let maxErrors = chunk.maxErrors
    guard maxErrors >= 0 else { return false }
    let textLength = text.count
    let expected = max(0, min(chunkLocation(chunk), textLength))
    // `acceptable(e, x)` is `|expected - x| <= reach[e]`: one table lookup per step instead of
    // floating-point arithmetic and hard-to-predict branches.
    let reach = chunk.reach
    let topShift = UInt32(length - 1)
    let alphabet = chunk.alphabet
    var positive = UInt32.max
    var negative: UInt32 = 0
    var errors = length
    var position = readingEnd(textLength: textLength, expected: expected, chunk: chunk)
    while position > 0 {
      position -= 1
      let equal = alphabet[text[position]]
      let vertical = equal | negative
      let horizontal = (((equal & positive) &+ positive) ^ positive) | equal
      var horizontalPositive = negative | ~(horizontal | positive)
      var horizontalNegative = positive & horizontal
      // The two top bits are never both set: the distance moves by +1, -1 or 0, branch-free.
      errors &+=
        Int(truncatingIfNeeded: (horizontalPositive &>> topShift) & 1)
        &- Int(truncatingIfNeeded: (horizontalNegative &>> topShift) & 1)
      // The distance stays within 0...length; `min` keeps the lookup in bounds regardless.
      if abs(expected - position) <= reach[min(errors, length)] { return true }
      // The distance drops by at most one per remaining unit: it can no longer get low enough.
      if errors - maxErrors > position { return false }
      horizontalPositive <<= 1
      horizontalNegative <<= 1
      positive = horizontalNegative | ~(vertical | horizontalPositive)
      negative = horizontalPositive & vertical
    }
    return false
  }

  /// Where the prefilter starts reading a text of `textLength` units backwards for `chunk`,
  /// with the match expected at `expected` (at most `textLength`).
  ///
  /// No match can start farther than `reach[0]` from the expected location, and a match with
  /// at most `maxErrors` errors spans at most `length + maxErrors` units: the text past that
  /// cannot change whether such a match exists, so long texts are read only up to there.
  @inline(__always)
  func readingEnd(textLength: Int, expected: Int, chunk: Chunk) -> Int {
    guard chunk.reach[0] < textLength else { return textLength }
    return min(textLength, expected + chunk.reach[0] + chunk.units.count + chunk.maxErrors + 1)
  }

  /// Bitap's level 0 from `row[first]` down to `row[start]` (`row[j] = ((row[j + 1] << 1) |
  /// 1) & masks[j - 1]`), stopping at the first entry with `matchBit` set.
  ///
  /// Apart from the loop the kernel keeps many values live; in a function of its own the loop
  /// keeps all of its own in registers.
  ///
  /// - Parameter next: `row[first + 1]` on entry; the last entry written on return.
  /// - Returns: The entry with `matchBit` set, or `start - 1` (`first` if `first < start`).
  // swift-format-ignore: FunctionParameterCount
  @inline(never)
  private static func runExactLevel(
    row: UnsafeMutablePointer<UInt32>, masks: UnsafeMutablePointer<UInt32>, from first: Int,
    to start: Int, matchBit: UInt32, next: inout UInt32
  ) -> Int {
    // `masks[j - 1]` for `j` down to `start`: the rows start at 1.
    assert(start >= 1 || first < start, "a row entry before the masks")
    var j = first
    var carried = next
    while j >= start {
      let bits = ((carried &<< 1) | 1) & masks[j &- 1]
      row[j] = bits
      carried = bits
      if bits & matchBit != 0 { break }
      j &-= 1
    }
    next = carried
    return j
  }

  /// Bitap's level *e* ≥ 1 from `row[first]` down to `row[start]`, from level *e* − 1's
  /// `previous` row (`row[j] = (((row[j + 1] << 1) | 1) & masks[j - 1]) | ((previous[j + 1] |
  /// previous[j]) << 1) | 1 | previous[j + 1]`), stopping at the first entry with `matchBit` set.
  ///
  /// - Parameters:
  ///   - next: `row[first + 1]` on entry; the last entry written on return.
  ///   - after: `previous[first + 1]` on entry; `previous` at the last entry written on return.
  /// - Returns: The entry with `matchBit` set, or `start - 1` (`first` if `first < start`).
  // swift-format-ignore: FunctionParameterCount
  @inline(never)
  private static func runLevel(
    row: UnsafeMutablePointer<UInt32>, previous: UnsafeMutablePointer<UInt32>,
    masks: UnsafeMutablePointer<UInt32>, from first: Int, to start: Int, matchBit: UInt32,
    next: inout UInt32, after: inout UInt32
  ) -> Int {
    // `masks[j - 1]` for `j` down to `start`: the rows start at 1.
    assert(start >= 1 || first < start, "a row entry before the masks")
    var j = first
    var carried = next
    var above = after
    while j >= start {
      let here = previous[j]
      let bits = (((carried &<< 1) | 1) & masks[j &- 1]) | ((above | here) &<< 1) | 1 | above
      row[j] = bits
      carried = bits
      above = here
      if bits & matchBit != 0 { break }
      j &-= 1
    }
    next = carried
    after = above
    return j
  }

  /// Fuse.js's `search(text, pattern, alphabet, options)` for one chunk.
  private func searchChunk(
    _ text: UnsafeBufferPointer<UInt16>, _ chunk: Chunk, location: Int
  ) -> SearchOutcome {
    let patternLength = chunk.units.count
    let textLength = text.count
    let expected = max(0, min(location, textLength))
    let settings = self.settings
    @inline(__always) func score(_ errors: Int, _ position: Int) -> Double {
      Self.score(
        errors: errors, patternLength: patternLength, proximity: abs(expected - position),
        settings: settings)
    }

    reserve(textLength + patternLength + 3)
    // The rows run from 0 to `binMax + 1`, which is at most `patternLength + textLength + 1`.
    assert(capacity >= textLength + patternLength + 3, "the scratch rows have no room")
    var threshold = settings.threshold
    let computeMatches = settings.minMatchCharLength > 1 || settings.includeMatches
    let mask = matchMask
    if computeMatches { mask.update(repeating: 0, count: textLength) }

    // Exact occurrences from the expected location on (non-overlapping).
    var found = text.firstIndex(of: chunk.units, from: expected)
    while found >= 0 {
      assert(found + patternLength <= textLength, "an occurrence past the text")
      threshold = min(score(0, found), threshold)
      if computeMatches { (mask + found).update(repeating: 1, count: patternLength) }
      found = text.firstIndex(of: chunk.units, from: found + patternLength)
    }

    var bestLocation = -1
    var bestErrors = 0
    var finalScore = 1.0
    var binMax = patternLength + textLength
    let matchBit = UInt32(1) << UInt32(patternLength - 1)
    var row = rowA
    var previous = rowB
    let masks = charMasks
    var prepared = false

    for errors in 0..<patternLength {
      var binMid = binMax
      if threshold == settings.threshold {
        // Fuse.js's binary search below, answered from the chunk's table: the score grows
        // with the proximity, so it ends on `binMax` when that is accepted, else on the
        // largest accepted proximity below it (`reach[errors]`, -1 when none), or 0.
        let reach = chunk.reach[errors]
        binMid = binMax <= reach ? binMax : max(0, min(reach, binMax - 1))
      } else {
        var binMin = 0
        while binMin < binMid {
          if score(errors, expected + binMid) <= threshold {
            binMin = binMid
          } else {
            binMax = binMid
          }
          binMid = (binMax - binMin) / 2 + binMin
        }
      }
      binMax = binMid

      var start = max(1, expected - binMid + 1)
      let finish =
        settings.findAllMatches ? textLength : min(expected + binMid, textLength) + patternLength
      // The level writes rows `start ... finish + 1` and reads masks `start - 1 ... finish`.
      assert(
        start >= 1 && finish >= 0 && finish + 1 < capacity, "a level past the scratch rows")
      if !prepared {
        // Level 0 has the widest window, and a hit can pull `start` down to 1 mid-level, so
        // look every position's mask up once, over positions 0 ... finish.
        prepared = true
        let alphabet = chunk.alphabet
        let low = alphabet.low
        let filled = min(finish + 1, textLength)
        var position = 0
        if let units = text.baseAddress {
          while position < filled {
            let unit = units[position]
            masks[position] = unit < 256 ? low[Int(unit)] : alphabet[unit]
            position &+= 1
          }
        }
        while position <= finish {
          masks[position] = 0
          position &+= 1
        }
      }
      // Fuse.js makes each level's row afresh, so the entries a level does not write read as
      // 0 at the next level. The next level reads entries 1 ... its `finish + 1` (at most this
      // one's), and this level writes `finish + 1` down to `lowest`: only the entries below
      // `lowest` are cleared, after the loop. (Level 0 reads no previous row.)
      var lowest = finish + 1
      // `next` is `row[j + 1]` and `after` is `previous[j + 1]`, carried in registers from the
      // step before instead of read back from memory.
      var next = (UInt32(1) << UInt32(errors)) &- 1
      row[finish + 1] = next
      var after = errors == 0 ? 0 : previous[finish + 1]
      var j = finish
      while true {
        // The level's rows down to the next candidate (a position with the match bit set).
        j =
          errors == 0
          ? Self.runExactLevel(
            row: row, masks: masks, from: j, to: start, matchBit: matchBit, next: &next)
          : Self.runLevel(
            row: row, previous: previous, masks: masks, from: j, to: start, matchBit: matchBit,
            next: &next, after: &after)
        guard j >= start else { break }
        let position = j &- 1
        finalScore = score(errors, position)
        if finalScore <= threshold {
          threshold = finalScore
          bestLocation = position
          bestErrors = errors
          if bestLocation <= expected {
            lowest = j
            break
          }
          start = max(1, 2 * expected - bestLocation)
        }
        j &-= 1
      }
      // Without a break, the loop wrote down to `j + 1`.
      if lowest > finish { lowest = j + 1 }
      var clear = 0
      while clear < lowest {
        row[clear] = 0
        clear &+= 1
      }
      if score(errors + 1, expected) > threshold { break }
      swap(&row, &previous)
    }

    if computeMatches && bestLocation >= 0 {
      let matchEnd = min(textLength - 1, bestLocation + patternLength - 1 + bestErrors)
      if bestLocation <= matchEnd {
        for position in bestLocation...matchEnd where chunk.alphabet[text[position]] != 0 {
          mask[position] = 1
        }
      }
    }

    var outcome = SearchOutcome(
      isMatch: bestLocation >= 0, score: max(0.001, finalScore), indices: nil)
    if computeMatches {
      let runs = IndexRuns.fromMask(
        UnsafeMutableBufferPointer(start: mask, count: textLength),
        minLength: settings.minMatchCharLength)
      if runs.isEmpty {
        outcome.isMatch = false
      } else if settings.includeMatches {
        outcome.indices = runs
      }
    }
    return outcome
  }
}
