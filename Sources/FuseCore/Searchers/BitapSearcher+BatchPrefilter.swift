extension BitapSearcher {
  /// How many texts ``mayMatchBatch(_:)`` tests at once.
  static let batchWidth = 8

  /// Whether this searcher can prefilter texts in batches: ``mayMatchBatch(_:)`` may stand in
  /// for the one-text prefilter because the prefilter is on and the pattern is not empty.
  var canPrefilterInBatches: Bool { usesPrefilter && !chunks.isEmpty }

  /// The most errors this searcher's one chunk accepts, when what its batched prefilter lets
  /// through can narrow the search of a longer term (``TermMatches/Narrowing``): the location
  /// is ignored, the pattern is one chunk and the prefilter batches; `nil` otherwise.
  var narrowingMaxErrors: Int? {
    guard settings.ignoreLocation, chunks.count == 1, canPrefilterInBatches,
      chunks[0].maxErrors >= 0
    else { return nil }
    return chunks[0].maxErrors
  }

  /// The prefilter for up to ``batchWidth`` texts at once: bit *i* of the result is set when
  /// some chunk may match text *i* (``mayMatch(_:_:)``).
  ///
  /// - Parameter texts: At most ``batchWidth`` normalised texts.
  /// - Returns: The lanes whose text the prefilter lets through.
  func mayMatchBatch(_ texts: UnsafeBufferPointer<UnsafeBufferPointer<UInt16>>) -> UInt8 {
    assert(texts.count <= Self.batchWidth, "more texts than lanes")
    let all = UInt8(truncatingIfNeeded: (1 << min(texts.count, Self.batchWidth)) - 1)
    var passed: UInt8 = 0
    for chunk in chunks.indices where passed != all {
      passed |= mayMatchBatch(texts, chunk: chunk)
    }
    return passed
  }

  /// ``mayMatch(_:_:)`` of chunk `chunkIndex` for up to ``batchWidth`` texts at once: bit *i*
  /// of the result is set when text *i* may match.
  ///
  /// Myers' recurrence is a chain of dependent bit operations per text unit, so one text at a
  /// time leaves the processor mostly waiting; here the texts run side by side in the lanes of
  /// one vector. Their units are aligned by position (lane *i* holds `text[i][p]` at step *p*,
  /// and a zero mask past a text's end, which leaves Myers' initial state unchanged), so every
  /// lane is at the same distance from the expected location at each step: the acceptance
  /// test is one comparison with the most errors accepted at that distance. A text shorter
  /// than the expected location is tested on its own. Texts of similar lengths share a batch
  /// best: a batch runs as long as its longest text.
  ///
  /// - Parameters:
  ///   - texts: At most ``batchWidth`` normalised texts.
  ///   - chunkIndex: The chunk.
  /// - Returns: The lanes whose text the chunk may match.
  func mayMatchBatch(
    _ texts: UnsafeBufferPointer<UnsafeBufferPointer<UInt16>>, chunk chunkIndex: Int
  ) -> UInt8 {
    let chunk = chunks[chunkIndex]
    let length = chunk.units.count
    let maxErrors = chunk.maxErrors
    guard maxErrors >= 0 else { return 0 }
    let expected = chunkLocation(chunk)
    let width = Self.batchWidth
    var result: UInt8 = 0
    // Where each lane's reading starts (as in `mayMatch`; 0 for a lane not in the batch), and
    // the lanes that take part (all ones), written as scalars and loaded as vectors once:
    // setting vector lanes one by one, or reading them by a variable index, goes through
    // memory every time.
    return withUnsafeTemporaryAllocation(of: Int32.self, capacity: 2 * width) { lanes in
      lanes.initialize(repeating: 0)
      var longest = 0
      for lane in 0..<min(texts.count, width) {
        let text = texts[lane]
        // A text shorter than the expected location (its own location is then its end) goes
        // alone, as does one too long for a lane; the location is checked first, as it may be
        // as large as `Int.max`.
        let end =
          expected <= text.count
          ? readingEnd(textLength: text.count, expected: expected, chunk: chunk) : Int.max
        guard end < Int(Int32.max) - Self.maxBits else {
          if mayMatch(text, chunk) { result |= 1 << lane }
          continue
        }
        lanes[lane] = Int32(end)
        lanes[width + lane] = -1
        longest = max(longest, end)
      }
      let bytes = UnsafeRawBufferPointer(lanes)
      let ends = bytes.loadUnaligned(as: SIMD8<Int32>.self)
      let inBatch = bytes.loadUnaligned(fromByteOffset: width * 4, as: SIMD8<Int32>.self)
      guard inBatch != SIMD8(repeating: 0) else { return result }

      // Most batches fit the chunk's own table; longer ones grow this searcher's copy.
      let distance = max(expected, longest - 1 - expected)
      let table =
        distance < chunk.acceptedErrors.count
        ? [] : acceptedErrors(chunk: chunkIndex, upToDistance: distance)
      func withTable<Result>(_ body: (UnsafeBufferPointer<Int32>) -> Result) -> Result {
        table.isEmpty
          ? body(UnsafeBufferPointer(chunk.acceptedErrors)) : table.withUnsafeBufferPointer(body)
      }
      let found: SIMD8<Int32>
      if length <= 16 && longest <= Self.narrowLaneLimit {
        // A chunk of at most 16 units fits Myers' bit vectors in 16-bit lanes: one vector
        // register per step instead of two, and no spilled registers.
        reserveNarrowBatch(longest * width)
        assert(narrowBatchCapacity >= longest * width, "the narrow masks have no room")
        let masks = narrowBatchMasks
        gatherMasks(texts, ends: lanes, longest: longest, chunk: chunk, into: masks)
        let narrow = withTable { accepted in
          runNarrowLanes(
            masks: masks, longest: longest, ends: SIMD8(truncatingIfNeeded: ends),
            idle: SIMD8(truncatingIfNeeded: ~inBatch), expected: expected, accepted: accepted,
            length: length, maxErrors: maxErrors)
        }
        found = SIMD8(truncatingIfNeeded: narrow)
      } else {
        reserveBatch(longest * width)
        assert(batchCapacity >= longest * width, "the masks have no room")
        let masks = batchMasks
        gatherMasks(texts, ends: lanes, longest: longest, chunk: chunk, into: masks)
        found = withTable { accepted in
          runLanes(
            masks: masks, longest: longest, ends: ends, idle: ~inBatch, expected: expected,
            accepted: accepted, length: length, maxErrors: maxErrors)
        }
      }
      // Found lanes are all ones: keep each lane's own bit and add them up.
      let bits = SIMD8<Int32>(1, 2, 4, 8, 16, 32, 64, 128)
      return result | UInt8(truncatingIfNeeded: (found & bits).wrappedSum())
    }
  }

  /// The longest batch the 16-bit lanes take: positions and the error counts near them must
  /// stay within `Int16`.
  static let narrowLaneLimit = 16_000

  /// Writes each lane's character masks, interleaved (`masks[position * width + lane]`), and
  /// zeros past each lane's end up to `longest`.
  ///
  /// `ends[lane]` is where lane `lane` stops reading (0 for a lane not in the batch). The masks
  /// of a chunk of at most 16 units fit any `Mask` (their high bits are zero).
  @inline(__always)
  private func gatherMasks<Mask: FixedWidthInteger & UnsignedInteger>(
    _ texts: UnsafeBufferPointer<UnsafeBufferPointer<UInt16>>,
    ends: UnsafeMutableBufferPointer<Int32>, longest: Int, chunk: Chunk,
    into masks: UnsafeMutablePointer<Mask>
  ) {
    let width = Self.batchWidth
    let alphabet = chunk.alphabet
    let low = alphabet.low
    for lane in 0..<width {
      let end = Int(ends[lane])
      // The lane reads its text only, and writes only the rows `reserveBatch` made room for.
      assert(end <= longest && (end == 0 || end <= texts[lane].count), "a lane reads past its text")
      var target = masks + lane
      if end > 0, let source = texts[lane].baseAddress {
        var position = 0
        while position < end {
          let unit = source[position]
          let mask = unit < 256 ? low[Int(unit)] : alphabet[unit]
          target.pointee = Mask(truncatingIfNeeded: mask)
          target += width
          position &+= 1
        }
      }
      var position = end
      while position < longest {
        target.pointee = 0
        target += width
        position &+= 1
      }
    }
  }

  /// Myers' recurrence over the interleaved masks, all lanes at once; the lanes found (all
  /// ones).
  ///
  /// Lane conditions are integer masks made from the sign of a difference: `SIMDMask`
  /// operations compile to one lane at a time through memory.
  // swift-format-ignore: FunctionParameterCount
  @inline(__always)
  private func runLanes(
    masks: UnsafeMutablePointer<UInt32>, longest: Int, ends: SIMD8<Int32>,
    idle: SIMD8<Int32>, expected: Int, accepted: UnsafeBufferPointer<Int32>,
    length: Int, maxErrors: Int
  ) -> SIMD8<Int32> {
    assert(length >= 1 && length <= 32, "a chunk that does not fit a lane")
    assert(
      longest <= batchCapacity / Self.batchWidth
        && accepted.count > max(expected, longest - 1 - expected),
      "a step past the masks or the accepted-errors table")
    let width = Self.batchWidth
    let topShift = UInt32(length - 1)
    let one = SIMD8<UInt32>(repeating: 1)
    var positive = SIMD8<UInt32>(repeating: .max)
    var negative = SIMD8<UInt32>(repeating: 0)
    var errors = SIMD8<Int32>(repeating: Int32(length))
    var found = SIMD8<Int32>(repeating: 0)
    var position = longest
    while position > 0 {
      position -= 1
      let equal = UnsafeRawPointer(masks + position &* width).loadUnaligned(
        as: SIMD8<UInt32>.self)
      let vertical = equal | negative
      let horizontal = (((equal & positive) &+ positive) ^ positive) | equal
      var horizontalPositive = negative | ~(horizontal | positive)
      var horizontalNegative = positive & horizontal
      errors &+=
        SIMD8<Int32>(truncatingIfNeeded: (horizontalPositive &>> topShift) & one)
        &- SIMD8<Int32>(truncatingIfNeeded: (horizontalNegative &>> topShift) & one)
      let step = Int32(position)
      let allowed = accepted[abs(expected - position)]
      // Found: errors <= allowed, once the lane's text has begun (step < end).
      found |=
        ~((SIMD8(repeating: allowed) &- errors) &>> 31) & ((SIMD8(repeating: step) &- ends) &>> 31)
      // A lane is settled once found, or when its distance can no longer drop low enough (it
      // falls by at most one per remaining unit; `mayMatch` stops there too).
      if position & 3 == 0 {
        let hopeless = (SIMD8(repeating: step &+ Int32(maxErrors)) &- errors) &>> 31
        if (found | idle | hopeless).wrappedSum() == -Int32(width) { break }
      }
      horizontalPositive &<<= 1
      horizontalNegative &<<= 1
      positive = horizontalNegative | ~(vertical | horizontalPositive)
      negative = horizontalPositive & vertical
    }
    return found
  }

  /// ``runLanes(masks:longest:ends:idle:expected:accepted:length:maxErrors:)`` in 16-bit
  /// lanes, for a chunk of at most 16 units and a batch of at most ``narrowLaneLimit``
  /// positions: the same recurrence and the same decisions, on narrower integers.
  // swift-format-ignore: FunctionParameterCount
  @inline(__always)
  private func runNarrowLanes(
    masks: UnsafeMutablePointer<UInt16>, longest: Int, ends: SIMD8<Int16>,
    idle: SIMD8<Int16>, expected: Int, accepted: UnsafeBufferPointer<Int32>,
    length: Int, maxErrors: Int
  ) -> SIMD8<Int16> {
    assert(length >= 1 && length <= 16, "a chunk that does not fit a narrow lane")
    assert(
      longest <= narrowBatchCapacity / Self.batchWidth && longest <= Self.narrowLaneLimit
        && accepted.count > max(expected, longest - 1 - expected),
      "a step past the masks or the accepted-errors table")
    let width = Self.batchWidth
    let topShift = UInt16(length - 1)
    let one = SIMD8<UInt16>(repeating: 1)
    var positive = SIMD8<UInt16>(repeating: .max)
    var negative: SIMD8<UInt16> = .zero
    var errors = SIMD8<Int16>(repeating: Int16(length))
    var found: SIMD8<Int16> = .zero
    var position = longest
    while position > 0 {
      position -= 1
      let equal = UnsafeRawPointer(masks + position &* width).loadUnaligned(
        as: SIMD8<UInt16>.self)
      let vertical = equal | negative
      let horizontal = (((equal & positive) &+ positive) ^ positive) | equal
      var horizontalPositive = negative | ~(horizontal | positive)
      var horizontalNegative = positive & horizontal
      errors &+=
        SIMD8<Int16>(truncatingIfNeeded: (horizontalPositive &>> topShift) & one)
        &- SIMD8<Int16>(truncatingIfNeeded: (horizontalNegative &>> topShift) & one)
      let step = Int16(truncatingIfNeeded: position)
      // `accepted` holds -1 ... 16 here (at most the chunk's length).
      let allowed = Int16(truncatingIfNeeded: accepted[abs(expected - position)])
      found |=
        ~((SIMD8(repeating: allowed) &- errors) &>> 15) & ((SIMD8(repeating: step) &- ends) &>> 15)
      if position & 3 == 0 {
        let hopeless = (SIMD8(repeating: step &+ Int16(maxErrors)) &- errors) &>> 15
        if (found | idle | hopeless).wrappedSum() == -Int16(width) { break }
      }
      horizontalPositive &<<= 1
      horizontalNegative &<<= 1
      positive = horizontalNegative | ~(vertical | horizontalPositive)
      negative = horizontalPositive & vertical
    }
    return found
  }

  /// Per distance `d` from the expected location, up to `distance`: the most errors a match
  /// of chunk `chunkIndex` starting there may have and still be accepted (`reach[e] >= d`), -1
  /// when none; extended as needed and kept for this searcher's later batches.
  private func acceptedErrors(chunk chunkIndex: Int, upToDistance distance: Int) -> [Int32] {
    if acceptedErrors.count != chunks.count {
      acceptedErrors = [[Int32]](repeating: [], count: chunks.count)
    }
    if acceptedErrors[chunkIndex].count <= distance {
      let chunk = chunks[chunkIndex]
      var table = acceptedErrors[chunkIndex]
      table.reserveCapacity(distance + 1)
      // `reach` never grows with the errors, so the bound only falls as the distance grows.
      var errors = table.last.map(Int.init) ?? chunk.maxErrors
      while table.count <= distance {
        let at = table.count
        while errors >= 0 && chunk.reach[errors] < at { errors -= 1 }
        table.append(Int32(errors))
      }
      acceptedErrors[chunkIndex] = table
    }
    return acceptedErrors[chunkIndex]
  }

  private func reserveNarrowBatch(_ needed: Int) {
    guard needed > narrowBatchCapacity else { return }
    let size = max(needed, narrowBatchCapacity * 2)
    narrowBatchMasks.deallocate()
    narrowBatchMasks = .allocate(capacity: size)
    narrowBatchCapacity = size
  }

  private func reserveBatch(_ needed: Int) {
    guard needed > batchCapacity else { return }
    let size = max(needed, batchCapacity * 2)
    batchMasks.deallocate()
    batchMasks = .allocate(capacity: size)
    batchCapacity = size
  }
}
