/// For each word of a ``RecordWordIndex``'s lexicon, the records whose texts hold it: what the
/// relevance ranking reads to find records by their words, beyond Fuse.js's best results.
///
/// Each entry is a record's number, whether the word ends one of its names (the last word of the
/// core of a text of two words or more, without a generational suffix: ``TextWords``, that is a
/// name: a surname, as ``SearchRanking/Rules/surname`` reads it: ``NameCounts``), whether it
/// is a word of the core of the record's own text (its title or name: the first key's first
/// text), and whether it is the first word of one of the first key's texts. A record appears
/// once per word, ascending.
struct WordPostings: Sendable {
  /// Word *w*'s entries are `entries[starts[w]..<starts[w + 1]]`.
  private let starts: [Int32]
  /// Every word's entries, word after word:
  /// `record << 3 | beginsFirstKeyText << 2 | inOwnCore << 1 | endsName`.
  private let entries: [Int32]
  /// The lexicon's words by their first letter.
  private let wordsByFirstLetter: [UInt32: [Int32]]

  /// The postings of every word of `index`'s records.
  ///
  /// - Parameter index: The records' words, with the texts that are people's names.
  /// - Complexity: O(*n*) in the number of words of the records' texts.
  init(_ index: RecordWordIndex) {
    // A record's number shares its entry with the flags: far more records than one machine's
    // memory can index (the Performance article's limit) still fit.
    precondition(
      index.recordCount <= Int(Int32.max >> Self.flagBits),
      "a postings entry holds a record number below 2^\(31 - Self.flagBits)")
    let wordCount = index.lexicon.count
    // Per word, the last record entered and its entry's place, so that a record is entered once
    // per word and its name flag can still be raised by a later text.
    var lastRecord = [Int32](repeating: -1, count: wordCount)
    var counts = [Int32](repeating: 0, count: wordCount + 1)
    for record in 0..<index.recordCount {
      for text in index.texts(ofRecord: record) {
        for offset in index.wordRange(ofText: text) {
          let word = Int(index.words[offset])
          if lastRecord[word] != Int32(record) {
            lastRecord[word] = Int32(record)
            counts[word + 1] += 1
          }
        }
      }
    }
    for word in 0..<wordCount { counts[word + 1] += counts[word] }
    starts = counts
    var next = Array(counts.dropLast())
    var entries = [Int32](repeating: 0, count: Int(counts[wordCount]))
    lastRecord = [Int32](repeating: -1, count: wordCount)
    for record in 0..<index.recordCount {
      let own = index.ownTextNumber(ofRecord: record)
      for text in index.texts(ofRecord: record) {
        let range = index.wordRange(ofText: text)
        let surname = index.surnameOffset(ofText: text) ?? -1
        let ownCore = text == own ? index.coreCount(ofText: text) : 0
        let isOfFirstKey = index.isOfFirstKey(text)
        for (offset, place) in range.enumerated() {
          let word = Int(index.words[place])
          let flags =
            (offset == surname ? Self.endsName : 0) | (offset < ownCore ? Self.inOwnCore : 0)
            | (offset == 0 && isOfFirstKey ? Self.beginsFirstKeyText : 0)
          if lastRecord[word] != Int32(record) {
            lastRecord[word] = Int32(record)
            entries[Int(next[word])] = Int32(record) << Self.flagBits | flags
            next[word] += 1
          } else {
            entries[Int(next[word]) - 1] |= flags
          }
        }
      }
    }
    self.entries = entries
    var byFirstLetter: [UInt32: [Int32]] = [:]
    for number in 0..<Int32(wordCount) {
      if let first = index.lexicon[number].first {
        byFirstLetter[first, default: []].append(number)
      }
    }
    wordsByFirstLetter = byFirstLetter
  }

  /// The lexicon's words that start with `letter`, ascending.
  func words(startingWith letter: UInt32) -> [Int32] { wordsByFirstLetter[letter] ?? [] }

  /// How many records' texts hold word `number`.
  @inline(__always)
  func recordCount(holding number: Int32) -> Int {
    Int(starts[Int(number) + 1] - starts[Int(number)])
  }

  /// Calls `body` with each record whose texts hold word `number`, whether the word ends one of
  /// the record's names, and whether it is a word of the core of the record's own text.
  @inline(__always)
  func forEachRecord(
    holding number: Int32,
    _ body: (_ record: Int, _ endsName: Bool, _ inOwnCore: Bool) -> Void
  ) {
    let range = Int(starts[Int(number)])..<Int(starts[Int(number) + 1])
    entries.withUnsafeBufferPointer { entries in
      assert(range.lowerBound >= 0 && range.upperBound <= entries.count, "a word past the entries")
      for place in range {
        let entry = entries[place]
        body(
          Int(entry >> Self.flagBits), entry & Self.endsName != 0, entry & Self.inOwnCore != 0)
      }
    }
  }

  /// Calls `body` with each record one of whose first key's texts begins with word `number`,
  /// ascending.
  ///
  /// - Complexity: O(*p*) over the *p* records that hold the word (one flag read each).
  @inline(__always)
  func forEachRecord(beginningAFirstKeyTextWith number: Int32, _ body: (_ record: Int) -> Void) {
    let range = Int(starts[Int(number)])..<Int(starts[Int(number) + 1])
    entries.withUnsafeBufferPointer { entries in
      assert(range.lowerBound >= 0 && range.upperBound <= entries.count, "a word past the entries")
      for place in range where entries[place] & Self.beginsFirstKeyText != 0 {
        body(Int(entries[place] >> Self.flagBits))
      }
    }
  }

  /// The flags of an entry, below its record's number.
  private static let endsName: Int32 = 1
  private static let inOwnCore: Int32 = 2
  private static let beginsFirstKeyText: Int32 = 4
  private static let flagBits: Int32 = 3
}
