/// A small seeded generator (SplitMix64), so property tests are reproducible from a seed: the
/// one seeded generator of the tests (and a `RandomNumberGenerator`, for `shuffled(using:)`).
package struct SplitMix64: RandomNumberGenerator, Sendable {
  /// The generator's state; it advances by a fixed odd constant per number drawn.
  private var state: UInt64

  /// Creates a generator.
  ///
  /// - Parameter seed: The seed; the same seed gives the same sequence.
  package init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `range`, by the remainder of the next draw (slightly biased; reproducible).
  ///
  /// - Parameter range: The range; it must not be empty.
  /// - Returns: A number in `range`.
  package mutating func int(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.count))
  }

  /// A number in `0..<bound`, by the remainder of the next draw.
  ///
  /// - Parameter bound: The bound; it must be at least 1.
  /// - Returns: A number below `bound`.
  package mutating func below(_ bound: Int) -> Int {
    Int(next() % UInt64(bound))
  }

  /// A coin flip.
  package mutating func bool() -> Bool { next() & 1 == 0 }

  /// A string of up to `maxLength` characters drawn from `alphabet`.
  ///
  /// - Parameters:
  ///   - maxLength: The longest string returned.
  ///   - alphabet: The characters to draw from; it must not be empty.
  /// - Returns: The string.
  package mutating func text(maxLength: Int, alphabet: [Character]) -> String {
    String((0..<int(0...maxLength)).map { _ in alphabet[int(0...(alphabet.count - 1))] })
  }
}
