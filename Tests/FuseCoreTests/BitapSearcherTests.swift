import TestSupport
import Testing

@testable import FuseCore

/// The prefilter may only skip texts Bitap could not match: pruned and unpruned searches must
/// agree on every random input.
@Suite struct BitapSearcherTests {
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
    var random = SplitMix64(seed: seed)
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
      exhaustive.usesFirstOccurrence = false
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

  /// A pattern that accepts no error is decided by its first occurrence: the same match and
  /// score as Bitap's, bit for bit, under every setting the shortcut takes.
  @Test(arguments: [1, 2, 3, 4])
  func firstOccurrenceDecidesAsBitapDoes(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    var decided = 0
    var matched = 0
    for _ in 0..<1500 {
      let alphabet = Self.alphabets[random.int(0...2)]
      var options = FuseOptions<String>()
      options.threshold = [0, 0.1, 0.3, 0.4, 0.49, 1][random.int(0...5)]
      options.location = [0, 0, 0, -3, 2][random.int(0...4)]
      options.distance = [100, 0, 1, 3, 1000][random.int(0...4)]
      options.ignoreLocation = random.int(0...3) == 0
      options.findAllMatches = random.int(0...4) == 0
      options.includeMatches = random.int(0...5) == 0
      options.minMatchCharLength = random.int(1...3)
      options.ignoreDiacritics = random.int(0...2) == 0
      let settings = BitapSettings(options)
      let pattern = random.text(maxLength: random.int(1...3), alphabet: alphabet)
      let shortcut = BitapSearcher(pattern: pattern, settings: settings)
      let bitap = BitapSearcher(pattern: pattern, settings: settings)
      bitap.usesFirstOccurrence = false
      bitap.usesPrefilter = false
      if shortcut.isDecidedByFirstOccurrence { decided += 1 }
      for _ in 0..<8 {
        let text = settings.normalization.normalize(random.text(maxLength: 60, alphabet: alphabet))
        let expected = outcome(bitap, text)
        #expect(
          outcome(shortcut, text) == expected,
          "pattern \(pattern.debugDescription) text \(text.debugDescription)")
        if shortcut.isDecidedByFirstOccurrence && expected.hasPrefix("true") { matched += 1 }
      }
    }
    // The shortcut must be taken often, and find matches, for the comparison to mean anything.
    #expect(decided > 200)
    #expect(matched > 300)
  }
}
