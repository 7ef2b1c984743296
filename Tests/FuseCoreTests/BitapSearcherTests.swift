import Testing

@testable import FuseCore

/// The prefilter may only skip texts Bitap could not match: pruned and unpruned searches must
/// agree on every random input.
@Suite struct BitapSearcherTests {
  /// A small seeded generator (SplitMix64), so failures reproduce.
  struct Generator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    mutating func int(_ range: ClosedRange<Int>) -> Int {
      range.lowerBound + Int(next() % UInt64(range.count))
    }
    mutating func bool() -> Bool { next() & 1 == 0 }
    mutating func text(maxLength: Int, alphabet: [Character]) -> String {
      String((0..<int(0...maxLength)).map { _ in alphabet[int(0...(alphabet.count - 1))] })
    }
  }

  static let alphabets: [[Character]] = [
    Array("abcde "), Array("abcdefghijklmnopqrstuvwxyz  "), Array("aáàeéİıßσςΣ🍕東京 "),
  ]

  func outcome(_ searcher: BitapSearcher, _ text: String) -> String {
    let units = Array(text.utf16)
    let result = units.withUnsafeBufferPointer { searcher.search($0) }
    let runs = (result.indices ?? []).map { "\($0.start)-\($0.end)" }.joined(separator: ",")
    return "\(result.isMatch) \(result.isMatch ? result.score : -1) \(runs)"
  }

  @Test(arguments: [1, 2, 3, 4])
  func prefilterNeverChangesAResult(seed: UInt64) throws {
    var random = Generator(state: seed)
    var compared = 0
    var matched = 0
    for _ in 0..<1500 {
      let alphabet = Self.alphabets[random.int(0...2)]
      var options = FuseOptions<String>()
      options.threshold = [0, 0.1, 0.3, 0.6, 0.8, 1][random.int(0...5)]
      options.location = [0, 0, 2, 10, 40][random.int(0...4)]
      options.distance = [100, 0, 1, 10, 1000][random.int(0...4)]
      options.ignoreLocation = random.int(0...4) == 0
      options.findAllMatches = random.int(0...4) == 0
      options.includeMatches = random.bool()
      options.minMatchCharLength = random.int(1...3)
      options.isCaseSensitive = random.int(0...4) == 0
      options.ignoreDiacritics = random.int(0...2) == 0
      let settings = BitapSettings(options)
      let pattern = random.text(maxLength: random.int(0...3) == 0 ? 70 : 8, alphabet: alphabet)
      let pruned = BitapSearcher(pattern: pattern, settings: settings)
      let exhaustive = BitapSearcher(pattern: pattern, settings: settings)
      exhaustive.usesPrefilter = false
      for _ in 0..<8 {
        let text = settings.normalization.normalize(random.text(maxLength: 90, alphabet: alphabet))
        let expected = outcome(exhaustive, text)
        #expect(
          outcome(pruned, text) == expected,
          "pattern \(pattern.debugDescription) text \(text.debugDescription)")
        compared += 1
        if expected.hasPrefix("true") { matched += 1 }
      }
    }
    // The inputs must exercise both outcomes for the comparison to mean anything.
    #expect(matched > compared / 10)
    #expect(matched < compared * 9 / 10)
  }
}
