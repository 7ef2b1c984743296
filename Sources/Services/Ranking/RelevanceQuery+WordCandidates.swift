extension RelevanceQuery {
  /// The fewest letters a query word needs to be read as possibly mistyped.
  ///
  /// Only such words choose records by their words and have their typos weighed by the
  /// keyboard: shorter ones (articles, initials, the first letters of a word being typed) are
  /// in too many records, and one typo is half of them.
  static let typoMinimumLetters = 3

  /// The most typos a query word of `letters` letters is read as having: one, or two from seven
  /// letters on (as each typo costs in ``Scorer/cost(_:_:)``).
  static func allowedTypos(letters: Int) -> Double { letters >= 7 ? 2 : 1 }

  /// The fewest letters a query word needs for a spelling by ear to count as one typo
  /// (``SearchRanking/Rules/soundsAlike``): a shorter word spelt another way is as often another
  /// word ("kox" is *Cox* by ear, *Knox* with a letter missing).
  static let soundsAlikeMinimumLetters = 4

  /// The rules that weigh typos (``SearchRanking/Rules/keyboard`` and
  /// ``SearchRanking/Rules/soundsAlike``) in force.
  var typoWeights: SearchRanking.Rules { rules.intersection([.keyboard, .soundsAlike]) }

  /// The rules that decide a query word's typos against a lexicon word: ``typoWeights`` and
  /// ``SearchRanking/Rules/numbers`` (what a memo of typos must be kept for).
  var distanceRules: SearchRanking.Rules {
    rules.intersection([.keyboard, .soundsAlike, .numbers])
  }

  /// The rules that weigh the typos of a query word of `letters` letters: ``typoWeights``,
  /// without ``SearchRanking/Rules/soundsAlike`` below ``soundsAlikeMinimumLetters``.
  func typoWeights(letters: Int) -> SearchRanking.Rules {
    letters < Self.soundsAlikeMinimumLetters ? typoWeights.subtracting(.soundsAlike) : typoWeights
  }

  /// The letters a word being typed may start with when `word` is its start: its own first
  /// letter and, where its typos are weighed by ear, the one spelt by ear for it
  /// (``WordEdits/firstLetterByEar(of:)``).
  func firstLetters(of word: [UInt32]) -> [UInt32] {
    guard let first = word.first else { return [] }
    guard typoWeights(letters: word.count).contains(.soundsAlike),
      let byEar = WordEdits.firstLetterByEar(of: word[...])
    else { return [first] }
    return [first, byEar]
  }
}

extension RelevanceQuery.Scorer {
  /// The records that hold the query's words with the fewest typos: up to `limit` of them, the
  /// best first, whatever Fuse.js makes of them.
  ///
  /// Each query word of at least ``RelevanceQuery/typoMinimumLetters`` letters (unless `reach`
  /// knows it) is compared with every word of the lexicon (the word still being typed only with
  /// those that share its first letter), as ``evidence(ofRecord:)`` compares it, so the memo
  /// keeps what it learns for the evidence; then the records that hold a lexicon word within
  /// ``RelevanceQuery/allowedTypos(letters:)`` of one are found.
  /// A record's typos are summed over those query words (a word it lacks costs its letters, as
  /// in the evidence); the records with fewer typos come first, then those whose own title or
  /// name the words make whole (its core has as many words as the query, and every chosen word
  /// is one of them, as rule 4 would read it), then those where more of the words are
  /// surnames, then the earlier records: "stome" finds the film *Stone* before the films of the
  /// many actors called Stone.
  ///
  /// With `postings`, the records of the lexicon words within reach are read there; without,
  /// one pass over the records' words finds them (the same records, with the same typos).
  ///
  /// - Parameters:
  ///   - postings: The records of each lexicon word, if built.
  ///   - limit: The most records to return.
  ///   - reach: The lexicon words found within reach of query words before.
  /// - Returns: Record numbers, best first; none when no query word is long enough.
  /// - Complexity: O(*q*·*L*) typo counts (kept in the memo) for *q* query words and a lexicon
  ///   of *L* words, plus O(*p*) over the *p* postings of the words within reach (without
  ///   postings, O(*w*) over the *w* words of the records' texts), plus O(*n*) over the *n*
  ///   records.
  mutating func wordCandidates(
    postings: WordPostings?, limit: Int, reach: inout WordReachMemo
  ) -> [Int] {
    let words = query.words.indices.filter {
      query.words[$0].count >= RelevanceQuery.typoMinimumLetters
    }
    let recordCount = index.recordCount
    guard limit > 0, !words.isEmpty, recordCount > 0 else { return [] }
    // Per query word (by its slot in `words`), the lexicon words within its reach.
    var reached: [[WordReachMemo.Entry]] = []
    var letters = 0
    for position in words {
      letters += query.words[position].count
      reached.append(self.reach(of: position, postings: postings, memo: &reach))
    }
    var found = FoundWords(recordCount: recordCount)
    if let postings {
      read(postings, reached: reached, words: words, into: &found)
    } else {
      scan(reached: reached, words: words, into: &found)
    }
    // Order by (typos, own text not made whole, fewer surnames missed): small integers (typos
    // in halves), so each found record is ranked once, the records are counted per class, and
    // the best classes are kept, earlier records first within the last one.
    let namesMissed = words.count + 1
    let queryWords = query.words.count
    var perRank = [Int](repeating: 0, count: (2 * letters + 1) * 2 * namesMissed)
    // Per found record, ascending: its class in the high half and its number in the low one,
    // so that sorting the keys sorts by (class, record).
    var keys: [UInt64] = []
    for record in 0..<recordCount where found.saved[record] > 0 {
      let typos = Int(((Float(letters) - found.saved[record]) * 2).rounded())
      // The own text is read only for a record that holds every chosen word in its core.
      let isWhole =
        Int(found.inOwnCore[record]) == words.count
        && index.ownTextNumber(ofRecord: record).map { index.coreCount(ofText: $0) } == queryWords
      let missed = words.count - min(Int(found.surnames[record]), words.count)
      let rank = (typos * 2 + (isWhole ? 0 : 1)) * namesMissed + missed
      perRank[rank] += 1
      keys.append(UInt64(rank) << 32 | UInt64(record))
    }
    var cutoff = perRank.count - 1
    var total = 0
    for (candidateRank, count) in perRank.enumerated() {
      total += count
      if total >= limit {
        cutoff = candidateRank
        break
      }
    }
    var chosen: [UInt64] = []
    chosen.reserveCapacity(min(limit, total))
    var atCutoff = 0
    let belowCutoff = total - perRank[cutoff]
    for key in keys {
      let rank = Int(key >> 32)
      if rank < cutoff {
        chosen.append(key)
      } else if rank == cutoff && belowCutoff + atCutoff < limit {
        chosen.append(key)
        atCutoff += 1
      }
    }
    chosen.sort()
    return chosen.map { Int(UInt32(truncatingIfNeeded: $0)) }
  }

  /// What ``wordCandidates(postings:limit:reach:)`` finds per record.
  struct FoundWords {
    /// Per record: the letters its typos save over lacking the query words (0: none found).
    var saved: [Float]
    /// Per record: how many query words were found as surnames.
    var surnames: [UInt8]
    /// Per record: how many query words are words of the core of its own text.
    var inOwnCore: [UInt8]

    /// Nothing found yet in `recordCount` records.
    init(recordCount: Int) {
      saved = [Float](repeating: 0, count: recordCount)
      surnames = [UInt8](repeating: 0, count: recordCount)
      inOwnCore = [UInt8](repeating: 0, count: recordCount)
    }
  }

  /// Finds the records of the lexicon words `reached` (per query word, by its slot in
  /// `words`) through `postings`, query word after query word.
  private func read(
    _ postings: WordPostings, reached: [[WordReachMemo.Entry]], words: [Int],
    into found: inout FoundWords
  ) {
    let recordCount = index.recordCount
    // Per record, the query word's best cost so far, stamped by query word.
    var stamp = [Int32](repeating: -1, count: recordCount)
    var best = [Float](repeating: 0, count: recordCount)
    var endsName = [Bool](repeating: false, count: recordCount)
    var ownStamp = [Int32](repeating: -1, count: recordCount)
    var holders: [Int32] = []
    for (slot, position) in words.enumerated() {
      holders.removeAll(keepingCapacity: true)
      for entry in reached[slot] {
        let typos = entry.typos
        postings.forEachRecord(holding: entry.number) { record, isNameEnd, isOwn in
          if isOwn && ownStamp[record] != Int32(slot) {
            ownStamp[record] = Int32(slot)
            found.inOwnCore[record] &+= 1
          }
          let surname = isNameEnd && entry.isWhole
          if stamp[record] != Int32(slot) {
            stamp[record] = Int32(slot)
            best[record] = typos
            endsName[record] = surname
            holders.append(Int32(record))
          } else if typos < best[record] {
            best[record] = typos
            endsName[record] = surname
          } else if typos == best[record] && surname {
            endsName[record] = true
          }
        }
      }
      let length = Float(query.words[position].count)
      for record in holders.lazy.map(Int.init) {
        found.saved[record] += length - best[record]
        if endsName[record] { found.surnames[record] &+= 1 }
      }
    }
  }

  /// Finds the records of the lexicon words `reached` (per query word, by its slot in
  /// `words`) by one pass over the records' texts, record after record: what
  /// ``read(_:reached:words:into:)`` finds, without postings.
  private func scan(reached: [[WordReachMemo.Entry]], words: [Int], into found: inout FoundWords) {
    // Per lexicon word, the first of its reaches in `reaches` (-1: none), each reach chaining
    // to the next of the same word: the query word (its slot) and its typos.
    var firstReach = [Int32](repeating: -1, count: index.lexicon.count)
    var reaches: [(slot: Int, typos: Float, isWhole: Bool, next: Int32)] = []
    for (slot, entries) in reached.enumerated() {
      for entry in entries {
        reaches.append((slot, entry.typos, entry.isWhole, firstReach[Int(entry.number)]))
        firstReach[Int(entry.number)] = Int32(reaches.count - 1)
      }
    }
    // Per query word, in the record being read: whether found, its fewest typos, whether found
    // with them as a surname, whether in the core of the record's own text.
    var isHeld = [Bool](repeating: false, count: words.count)
    var fewest = [Float](repeating: 0, count: words.count)
    var asSurname = [Bool](repeating: false, count: words.count)
    var inOwn = [Bool](repeating: false, count: words.count)
    // The record being read, and whether a word was found in it so far.
    var current = -1
    var isFound = false
    /// Adds what the record being read gave to its totals, and starts afresh.
    func fold() {
      guard isFound else { return }
      isFound = false
      for (slot, position) in words.enumerated() {
        if inOwn[slot] { found.inOwnCore[current] &+= 1 }
        inOwn[slot] = false
        guard isHeld[slot] else { continue }
        found.saved[current] += Float(query.words[position].count) - fewest[slot]
        if asSurname[slot] { found.surnames[current] &+= 1 }
        isHeld[slot] = false
      }
    }
    firstReach.withUnsafeBufferPointer { firstReach in
      // Only the texts whose run of words (which the texts that share it share) holds a word
      // within reach are read.
      let runReached = index.runsHolding(anyOf: firstReach)
      index.forEachText(inRuns: runReached) { record, text in
        if record != current {
          fold()
          current = record
        }
        let own = index.ownTextNumber(ofRecord: record)
        let ownCore = own.map { index.coreCount(ofText: $0) } ?? 0
        let range = index.wordRange(ofText: text)
        let surname = index.surnameOffset(ofText: text) ?? -1
        for place in range {
          var next = firstReach[Int(textWords[place])]
          guard next >= 0 else { continue }
          let offset = place - range.lowerBound
          let endsName = offset == surname
          let isOwn = text == own && offset < ownCore
          while next >= 0 {
            let reached = reaches[Int(next)]
            next = reached.next
            let slot = reached.slot
            if isOwn { inOwn[slot] = true }
            let surname = endsName && reached.isWhole
            if !isHeld[slot] {
              isHeld[slot] = true
              isFound = true
              fewest[slot] = reached.typos
              asSurname[slot] = surname
            } else if reached.typos < fewest[slot] {
              fewest[slot] = reached.typos
              asSurname[slot] = surname
            } else if reached.typos == fewest[slot] && surname {
              asSurname[slot] = true
            }
          }
        }
      }
    }
    fold()
  }

  /// The lexicon words within reach of query word `position`.
  ///
  /// Those are the words within ``RelevanceQuery/allowedTypos(letters:)`` of it, whole or as
  /// their start (for the word being typed, only among those that share its first letter:
  /// people rarely get a first letter wrong, and it changes with every keystroke), and the same
  /// number written another way. What `memo` knows is not looked for again, and what is found is remembered; `postings`,
  /// if built, list the words by their first letter.
  private mutating func reach(
    of position: Int, postings: WordPostings?, memo: inout WordReachMemo
  ) -> [WordReachMemo.Entry] {
    let length = query.words[position].count
    let allowed = RelevanceQuery.allowedTypos(letters: length)
    let isOpen = query.lastWordIsOpen && position == query.words.count - 1
    let firstLetters = query.firstLetters(of: query.words[position])
    let key = WordReachMemo.Key(
      word: query.words[position], isOpen: isOpen, typoWeights: query.distanceRules)
    let lexiconCount = index.lexicon.count
    var entries: [WordReachMemo.Entry] = []
    var covered = 0
    if let known = memo[key], known.lexiconCount <= lexiconCount {
      (entries, covered) = known
    }
    guard covered < lexiconCount else { return entries }
    func consider(_ number: Int32) {
      // Too short to be within reach whole or as a prefix: no typo count needed.
      if Double(length - index.lexicon.length(of: number)) > allowed { return }
      let (cost, isWhole) = cost(position, number)
      if cost <= allowed {
        entries.append(.init(number: number, typos: Float(cost), isWhole: isWhole))
      }
    }
    if isOpen && covered == 0, let postings {
      for letter in firstLetters {
        for number in postings.words(startingWith: letter) { consider(number) }
      }
    } else {
      for number in Int32(covered)..<Int32(lexiconCount)
      where !isOpen || index.lexicon.first(of: number).map(firstLetters.contains) == true {
        consider(number)
      }
    }
    // The same number written another way, however short or whatever its first letter.
    for number in query.sameNumbers[position]
    where Int(number) >= covered && !entries.contains(where: { $0.number == number }) {
      entries.append(.init(number: number, typos: 0, isWhole: true))
    }
    memo.remember(entries, for: key, lexiconCount: lexiconCount)
    return entries
  }
}

extension RelevanceQuery.Scorer {
  /// The records whose own title or name the query begins: up to `limit` of them, those it
  /// fills first, then the shorter, then the earlier.
  ///
  /// A record qualifies when a text of its first key has the query's words as its first core
  /// words, exactly (the word being typed as the start of a text word). This finds what typing
  /// a title means even where Fuse.js ranks it far down and no query word is long enough to
  /// choose records by (``wordCandidates(postings:limit:reach:)``): *I Do* for "i do", *It* for "it",
  /// *L.I.E.* for "l.i.e.". A lone word being typed is taken whole, as the start of a word it
  /// begins too many texts: "it" finds *It* and *It Happened One Night*, not *Italy*.
  ///
  /// - Parameters:
  ///   - postings: The records of each lexicon word, if built (without, every record is read).
  ///   - limit: The most records to return.
  /// - Returns: Record numbers, best first; none when a finished query word is in no record.
  /// - Complexity: O(*p*·*q*) for the *p* records of the rarest finished query word (without
  ///   postings, every record) and *q* query words, plus O(*c* log *c*) to order the *c*
  ///   records found.
  func ownTextCandidates(postings: WordPostings?, limit: Int) -> [Int] {
    let count = query.words.count
    guard limit > 0, count > 0 else { return [] }
    let isOpen = query.lastWordIsOpen
    // The words that must be text words exactly: all but one being typed (a lone word being
    // typed is taken as it stands), each itself or the same number written another way.
    let exact = isOpen && count > 1 ? count - 1 : count
    let accepted = (0..<exact).map { position in
      (query.numbers[position] >= 0 ? [query.numbers[position]] : [])
        + query.sameNumbers[position]
    }
    guard accepted.allSatisfy({ !$0.isEmpty }) else { return [] }
    let last = query.words[count - 1]
    var found: [(fills: Bool, core: Int, record: Int)] = []
    /// Adds `record` to `found` when a text of its first key begins with the query's words.
    func consider(_ record: Int) {
      for text in index.texts(ofRecord: record) {
        // A record's texts come in key order: its first key's first.
        guard index.isOfFirstKey(text) else { return }
        let start = index.wordRange(ofText: text).lowerBound
        let core = index.coreCount(ofText: text)
        guard core >= count,
          (0..<exact).allSatisfy({ accepted[$0].contains(textWords[start + $0]) }),
          exact == count || index.lexicon[textWords[start + count - 1]].starts(with: last)
            || query.sameNumbers[count - 1].contains(textWords[start + count - 1])
        else { continue }
        found.append((core == count, core, record))
        return
      }
    }
    if let postings {
      // Only the records of the rarest of the exact words can qualify; when that is the first
      // word, only those where it begins a text of the first key. A record is listed once per
      // word, so one spelling needs no set of the records seen.
      func holders(_ words: [Int32]) -> Int {
        words.reduce(0) { $0 + postings.recordCount(holding: $1) }
      }
      guard let rarest = accepted.indices.min(by: { holders(accepted[$0]) < holders(accepted[$1]) })
      else { return [] }
      let spellings = accepted[rarest]
      var seen = Set<Int>()
      func visit(_ record: Int) {
        if spellings.count == 1 || seen.insert(record).inserted { consider(record) }
      }
      for word in spellings {
        if rarest == 0 {
          postings.forEachRecord(beginningAFirstKeyTextWith: word, visit)
        } else {
          postings.forEachRecord(holding: word) { record, _, _ in visit(record) }
        }
      }
    } else {
      for record in 0..<index.recordCount { consider(record) }
    }
    return found.sorted {
      ($0.fills ? 0 : 1, $0.core, $0.record) < ($1.fills ? 0 : 1, $1.core, $1.record)
    }.prefix(limit).map(\.record)
  }

}
