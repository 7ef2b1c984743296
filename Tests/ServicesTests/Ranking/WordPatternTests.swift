import TestSupport
import Testing

@testable import Services

/// The bit-parallel typo count must equal the edit table's, whole and prefix, for every pair.
@Suite struct WordPatternTests {
  @Test func agreesWithTheEditTableOnRandomWords() {
    var random = SplitMix64(seed: 2_525)
    // A small alphabet makes repeats, swaps and near misses common; two letters are not ASCII.
    let alphabet: [UInt32] = [0x61, 0x62, 0x63, 0x64, 0x65, 0xE9, 0x4E00]
    func word(_ lengths: ClosedRange<Int>) -> [UInt32] {
      (0..<random.int(lengths)).map { _ in alphabet[random.int(0...(alphabet.count - 1))] }
    }
    var checked = 0
    for round in 0..<20_000 {
      let query = word(round % 50 == 0 ? 60...70 : 0...12)
      let other = word(0...14)
      let fast = WordPattern(query).distances(to: other[...])
      let table = WordEdits.distances(query[...], other[...])
      #expect(fast == table, "query \(query), word \(other)")
      if fast != table { break }
      checked += 1
    }
    #expect(checked == 20_000)
  }

  @Test func countsTheTyposPeopleMake() {
    func distances(_ query: String, _ word: String) -> (whole: Int, prefix: Int) {
      WordPattern(query.unicodeScalars.map(\.value))
        .distances(to: word.unicodeScalars.map(\.value)[...])
    }
    #expect(distances("tolkein", "tolkien") == (1, 1))  // a swapped pair
    #expect(distances("stve", "steve") == (1, 1))  // a missing letter
    #expect(distances("harr", "harry") == (1, 0))  // the start of the word
    #expect(distances("lovely", "love") == (2, 2))
    #expect(distances("amelie", "amelie") == (0, 0))
  }

  @Test func keyboardTyposCountASlipToAFarKeyAtOneAndAHalf() {
    func typos(_ query: String, _ word: String) -> (whole: Int, prefix: Int) {
      WordEdits.weightedTypos(
        query.unicodeScalars.map(\.value)[...], word.unicodeScalars.map(\.value)[...],
        keyboard: true, soundsAlike: false)
    }
    // In halves: a missing letter 2, a swap 2, a neighbouring key 2, a far key 3.
    #expect(typos("stve", "steve") == (2, 2))
    #expect(typos("tolkein", "tolkien") == (2, 2))
    #expect(typos("crhsh", "crush") == (2, 2))
    #expect(typos("crhsh", "crash") == (3, 3))
    #expect(typos("harr", "harry") == (2, 0))
    #expect(typos("amelie", "amelie") == (0, 0))
    // Letters without a key here are never far.
    #expect(typos("caf\u{E9}", "cafx") == (2, 2))
    #expect(KeyboardLayout.isNearbySlip(0x71, for: 0x61))  // q for a
    #expect(KeyboardLayout.isNearbySlip(0x62, for: 0x6E))  // b for n
    #expect(!KeyboardLayout.isNearbySlip(0x61, for: 0x6B))  // a for k
    #expect(!KeyboardLayout.isNearbySlip(0x6D, for: 0x71))  // m for q
  }

  @Test func aSpellingByEarCountsOneTypo() {
    func typos(_ query: String, _ word: String, soundsAlike: Bool) -> (whole: Int, prefix: Int) {
      WordEdits.weightedTypos(
        query.unicodeScalars.map(\.value)[...], word.unicodeScalars.map(\.value)[...],
        keyboard: true, soundsAlike: soundsAlike)
    }
    // In halves. "c" for "k" and "s" for "z" are far keys, but one typo by ear.
    #expect(typos("kaan", "caan", soundsAlike: false) == (3, 3))
    #expect(typos("kaan", "caan", soundsAlike: true) == (2, 2))
    #expect(typos("jonse", "jonze", soundsAlike: true) == (2, 2))
    // "f" for "ph" and "ph" for "f" are two edits, one typo by ear; as the start of a word too.
    #expect(typos("fillips", "phillips", soundsAlike: false) == (5, 5))
    #expect(typos("fillips", "phillips", soundsAlike: true) == (2, 2))
    #expect(typos("phantoms", "fantoms", soundsAlike: true) == (2, 2))
    #expect(typos("fil", "phillips", soundsAlike: true).prefix == 2)
    // A soft "g" for "j", a soft "c" for "s", and a vowel for another: far keys, one typo by
    // ear each.
    #expect(typos("jumangi", "jumanji", soundsAlike: false) == (3, 3))
    #expect(typos("jumangi", "jumanji", soundsAlike: true) == (2, 2))
    #expect(typos("momento", "memento", soundsAlike: true) == (2, 2))
    #expect(typos("cemetery", "sematary", soundsAlike: false) == (9, 9))
    #expect(typos("cemetery", "sematary", soundsAlike: true) == (6, 6))
    // Other far keys still count a typo and a half, and a "p" alone is not "ph".
    #expect(typos("kaan", "xaan", soundsAlike: true) == (3, 3))
    #expect(typos("fat", "pat", soundsAlike: true) == (3, 3))
    #expect(
      WordEdits.mayHaveFForPh(
        "fillips".unicodeScalars.map(\.value)[...], "phillips".unicodeScalars.map(\.value)[...]))
    #expect(
      !WordEdits.mayHaveFForPh(
        "fillips".unicodeScalars.map(\.value)[...], "pillips".unicodeScalars.map(\.value)[...]))
  }
}
