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

/// A pattern's per-unit bit masks: `mask[p[i]] |= 1 << (len - 1 - i)`.
struct PatternAlphabet {
  /// Masks for units below 256, the common case.
  private var low = [UInt32](repeating: 0, count: 256)
  private var high: [UInt16: UInt32] = [:]

  init(_ pattern: ArraySlice<UInt16>) {
    let length = pattern.count
    for (offset, unit) in pattern.enumerated() {
      let bit = UInt32(1) << UInt32(length - 1 - offset)
      if unit < 256 {
        low[Int(unit)] |= bit
      } else {
        high[unit, default: 0] |= bit
      }
    }
  }

  @inline(__always)
  subscript(unit: UInt16) -> UInt32 {
    unit < 256 ? low[Int(unit)] : (high[unit] ?? 0)
  }
}

/// Fuse.js's `BitapSearch`: the default fuzzy searcher, ported literally (quirks included).
///
/// The pattern is normalised once, at construction; texts arrive already normalised.
final class BitapSearcher: TextSearcher {
  /// One ≤ 32-unit piece of the pattern and where it starts in the pattern.
  struct Chunk {
    let units: [UInt16]
    let alphabet: PatternAlphabet
    let start: Int
  }

  static let maxBits = 32

  let pattern: [UInt16]
  let chunks: [Chunk]
  let settings: BitapSettings
  /// Scratch rows reused across texts: the current and previous error level.
  private var rowA: [UInt32] = []
  private var rowB: [UInt32] = []
  private var mask: [UInt8] = []

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
      chunks.append(Chunk(units: Array(slice), alphabet: PatternAlphabet(slice), start: start))
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

  func search(_ text: UnsafeBufferPointer<UInt16>) -> SearchOutcome {
    if text.equals(pattern) {
      if text.count < settings.minMatchCharLength { return .noMatch }
      return SearchOutcome(
        isMatch: true, score: 0,
        indices: settings.includeMatches ? [IndexRun(start: 0, end: text.count - 1)] : nil)
    }
    var allIndices: [IndexRun] = []
    var totalScore = 0.0
    var hasMatches = false
    for chunk in chunks {
      let result = searchChunk(text, chunk, location: settings.location + chunk.start)
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

  /// Fuse.js's `search(text, pattern, alphabet, options)` for one chunk.
  private func searchChunk(
    _ text: UnsafeBufferPointer<UInt16>, _ chunk: Chunk, location: Int
  ) -> SearchOutcome {
    let patternLength = chunk.units.count
    let textLength = text.count
    let expected = max(0, min(location, textLength))
    let ignoreLocation = settings.ignoreLocation
    let distance = settings.distance
    @inline(__always) func score(_ errors: Int, _ position: Int) -> Double {
      let accuracy = Double(errors) / Double(patternLength)
      if ignoreLocation { return accuracy }
      let proximity = abs(expected - position)
      if distance == 0 { return proximity != 0 ? 1 : accuracy }
      return accuracy + Double(proximity) / Double(distance)
    }

    var threshold = settings.threshold
    let computeMatches = settings.minMatchCharLength > 1 || settings.includeMatches
    if computeMatches {
      if mask.count < textLength { mask = [UInt8](repeating: 0, count: textLength) }
      for position in 0..<textLength { mask[position] = 0 }
    }

    // Exact occurrences from the expected location on (non-overlapping).
    var found = text.firstIndex(of: chunk.units, from: expected)
    while found >= 0 {
      threshold = min(score(0, found), threshold)
      if computeMatches {
        for position in found..<(found + patternLength) { mask[position] = 1 }
      }
      found = text.firstIndex(of: chunk.units, from: found + patternLength)
    }

    var bestLocation = -1
    var bestErrors = 0
    var finalScore = 1.0
    var binMax = patternLength + textLength
    let matchBit = UInt32(1) << UInt32(patternLength - 1)
    let rowSize = textLength + patternLength + 2
    if rowA.count < rowSize {
      rowA = [UInt32](repeating: 0, count: rowSize)
      rowB = [UInt32](repeating: 0, count: rowSize)
    }
    // `previous` holds the last level's row; its unwritten entries must read as 0.
    for position in 0..<rowSize { rowB[position] = 0 }
    var currentIsA = true

    for errors in 0..<patternLength {
      var binMin = 0
      var binMid = binMax
      while binMin < binMid {
        if score(errors, expected + binMid) <= threshold {
          binMin = binMid
        } else {
          binMax = binMid
        }
        binMid = (binMax - binMin) / 2 + binMin
      }
      binMax = binMid

      var start = max(1, expected - binMid + 1)
      let finish =
        settings.findAllMatches ? textLength : min(expected + binMid, textLength) + patternLength

      let levelBreak: Bool = withRows(currentIsA: currentIsA) { row, previous in
        for position in 0...(finish + 1) { row[position] = 0 }
        row[finish + 1] = (UInt32(1) << UInt32(errors)) &- 1
        var j = finish
        while j >= start {
          let position = j - 1
          let charMatch = position < textLength ? chunk.alphabet[text[position]] : 0
          var bits = ((row[j + 1] << 1) | 1) & charMatch
          if errors > 0 {
            bits |= ((previous[j + 1] | previous[j]) << 1) | 1 | previous[j + 1]
          }
          row[j] = bits
          if bits & matchBit != 0 {
            finalScore = score(errors, position)
            if finalScore <= threshold {
              threshold = finalScore
              bestLocation = position
              bestErrors = errors
              if bestLocation <= expected { break }
              start = max(1, 2 * expected - bestLocation)
            }
          }
          j -= 1
        }
        return score(errors + 1, expected) > threshold
      }
      if levelBreak { break }
      currentIsA.toggle()
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
      let runs = mask.withUnsafeMutableBufferPointer { buffer in
        IndexRuns.fromMask(
          UnsafeMutableBufferPointer(rebasing: buffer[0..<textLength]),
          minLength: settings.minMatchCharLength)
      }
      if runs.isEmpty {
        outcome.isMatch = false
      } else if settings.includeMatches {
        outcome.indices = runs
      }
    }
    return outcome
  }

  /// Runs `body` with the current row and the previous level's row.
  private func withRows<R>(
    currentIsA: Bool,
    _ body: (UnsafeMutableBufferPointer<UInt32>, UnsafeMutableBufferPointer<UInt32>) -> R
  ) -> R {
    rowA.withUnsafeMutableBufferPointer { a in
      rowB.withUnsafeMutableBufferPointer { b in
        currentIsA ? body(a, b) : body(b, a)
      }
    }
  }
}
