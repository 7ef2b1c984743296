/// A query prepared for the relevance ranking: its words, normalised as the record texts are,
/// and the rules in force.
struct RelevanceQuery: Sendable {
  /// The query's words, each as its scalars.
  let words: [[UInt32]]
  /// Under ``SearchRanking/Rules/joinedWords``, the query's words joined into one run of
  /// letters (``Scorer/joinedWords(ofRecord:)``); empty otherwise.
  let joined: [UInt32]
  /// The words prepared for counting their typos.
  let patterns: [WordPattern]
  /// Whether the last word is still being typed (the query ends inside it).
  let lastWordIsOpen: Bool
  /// Whether the last word, still being typed, has an apostrophe typed after it ("sullivan'"):
  /// a possessive or a contraction goes on, so the word is no name's last word typed whole and
  /// counts for no surname (``SearchRanking/Rules/openLastWord``).
  let lastWordGoesOn: Bool
  /// Whether the query ends after a word (a space or other separator follows its last word)
  /// under ``SearchRanking/Rules/nextWord``: another word is on its way.
  let expectsNextWord: Bool
  /// The rules in force.
  let rules: SearchRanking.Rules
  /// Each query word's number in the index's lexicon, or -1 when the lexicon lacks it.
  let numbers: [Int32]
  /// Per query word, the index's words it matches with no typo as the same number.
  ///
  /// Under ``SearchRanking/Rules/numbers``, for a query word that writes a number: the numbers
  /// in the index's lexicon of the words that write it another way
  /// (``NumberWords/otherForms(of:from:)``). Empty otherwise.
  let sameNumbers: [[Int32]]
  /// Under ``SearchRanking/Rules/year``, each query word's value when it is written in digits
  /// alone (a year it may be), else `nil`; all `nil` otherwise.
  let yearValues: [Int?]
  /// Which texts are people's names: the index's (the rules that read names read only those).
  let names: NameCounts
  /// Under ``SearchRanking/Rules/leadingArticle``, the numbers in the index's lexicon of the
  /// articles a text may begin with (``RecordWordIndex/articleNumbers()``); empty otherwise.
  let articles: [Int32]
  /// Under ``SearchRanking/Rules/asTyped``, the query's pieces as typed (``TypedPieces``): each
  /// finished one's scalars...
  private let typedPieces: [[UInt32]]
  /// ...and the last one's when the query ends inside it (it may begin a longer one).
  private let openPiece: [UInt32]?

  /// Whether the evidence reads the records' own texts as written (the pieces as typed).
  var readsOwnTexts: Bool { !typedPieces.isEmpty || openPiece != nil }

  /// Prepares `query` for the records of `index`, whose texts are names where its
  /// ``RecordWordIndex/names`` say so.
  init(_ query: String, rules: SearchRanking.Rules, index: RecordWordIndex) {
    names = index.names
    articles = rules.contains(.leadingArticle) ? index.articleNumbers() : []
    let split = TextWords(query, readsAmpersand: index.readsAmpersand)
    let words = (0..<split.count).map { Array(split[$0]) }
    self.words = words
    patterns = words.map(WordPattern.init)
    joined = rules.contains(.joinedWords) ? words.flatMap { $0 } : []
    lastWordIsOpen = split.endsInWord && rules.contains(.openLastWord)
    lastWordGoesOn = lastWordIsOpen && split.endsAfterApostrophe
    expectsNextWord =
      split.count > 0 && !split.endsInWord && rules.contains(.nextWord)
      && !Self.endsSentence(query)
    self.rules = rules
    numbers = words.map { index.lexicon.number(of: $0[...]) ?? -1 }
    yearValues = words.map { word in
      guard rules.contains(.year), index.keepsYears, (1...9).contains(word.count),
        word.allSatisfy({ (0x30...0x39).contains($0) })
      else { return nil }
      return word.reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }
    sameNumbers = words.map { word in
      guard rules.contains(.numbers), let (reading, form) = NumberWords.reading(of: word) else {
        return []
      }
      return NumberWords.otherForms(of: reading, from: form).compactMap {
        index.lexicon.number(of: $0.unicodeScalars.map(\.value)[...])
      }
    }
    let pieces = rules.contains(.asTyped) ? TypedPieces(query) : TypedPieces("")
    let finished = pieces.endsInPiece ? pieces.count - 1 : pieces.count
    typedPieces = (0..<finished).map { Array(pieces[$0]) }
    openPiece = pieces.endsInPiece ? Array(pieces[pieces.count - 1]) : nil
  }

  /// Whether `query` ends with a mark that ends a sentence ("!" or "?", spaces after it
  /// aside): *Tokyo!* and *Was It Bigamy?* end there, where a comma, a colon or a space leads to
  /// another word.
  static func endsSentence(_ query: String) -> Bool {
    let last = query.unicodeScalars.last { !$0.properties.isWhitespace }
    return last.map { "!?¡¿‽".unicodeScalars.contains($0) } ?? false
  }

  /// Runs `body` with a scorer that reads `index` and `memo` directly while it lasts.
  ///
  /// The scorer reads the name credits of ``SearchRanking/Rules/credits`` from `index`
  /// (``RecordWordIndex/credits()``), which counts them only when a query word is first found
  /// as a surname.
  ///
  /// - Parameters:
  ///   - index: The records' words.
  ///   - memo: Typos remembered between query words and the index's words.
  ///   - body: What to do with the scorer.
  /// - Returns: What `body` returns.
  func withScorer<Result>(
    index: RecordWordIndex, ownTexts: (Int) -> [String],
    memo: inout WordDistanceMemo, _ body: (inout Scorer) -> Result
  ) -> Result {
    memo.prepare(
      for: words, lexiconCount: index.lexicon.count, typoWeights: distanceRules)
    return withoutActuallyEscaping(ownTexts) { ownTexts in
      memo.withValues { values, stride in
        index.words.withUnsafeBufferPointer { textWords in
          var scorer = Scorer(
            query: self, index: index, ownTexts: ownTexts,
            textWords: textWords, memo: values, stride: stride)
          return body(&scorer)
        }
      }
    }
  }

  /// Works out records' evidence for one query over raw views of the index and the memo.
  struct Scorer {
    let query: RelevanceQuery
    let index: RecordWordIndex
    /// Whether the name credits are read (``SearchRanking/Rules/readsNameCredits``).
    let readsCredits: Bool
    /// The index's name credits, once a found surname read them (``credits(ofText:)``).
    private var credits: NameCredits?
    /// Record *r*'s own texts (its first key's) as written, which
    /// ``SearchRanking/Rules/asTyped`` reads for the records it scores.
    let ownTexts: (Int) -> [String]
    /// The index's word numbers, run after run (``RecordWordIndex/wordRange(ofText:)``).
    let textWords: UnsafeBufferPointer<Int32>
    /// The memo's values (see ``WordDistanceMemo``).
    let memo: UnsafeMutableBufferPointer<UInt16>
    let stride: Int
    /// Whether typos worked out here are written to the memo: not while other scorers read
    /// it (``sharedEvidence(ofRecords:phrases:ownTexts:)``).
    let storesDistances: Bool
    /// Per query word, the best found in the record scored last (or being scored).
    private(set) var best: [WordBest]

    init(
      query: RelevanceQuery, index: RecordWordIndex,
      ownTexts: @escaping (Int) -> [String], textWords: UnsafeBufferPointer<Int32>,
      memo: UnsafeMutableBufferPointer<UInt16>, stride: Int, storesDistances: Bool = true
    ) {
      self.query = query
      self.index = index
      self.ownTexts = ownTexts
      readsCredits = query.rules.readsNameCredits
      assert(
        memo.count >= WordDistanceMemo.slots * stride && index.lexicon.count <= stride,
        "a memo too small for the lexicon")
      self.textWords = textWords
      self.memo = memo
      self.stride = stride
      self.storesDistances = storesDistances
      best = query.words.map { WordBest(typos: Double($0.count)) }
    }

    /// How many records credit the person text `text` names (0 when the credits are not read,
    /// or the text is no name of two words or more, or the record's own), counting the index's
    /// credits if no search read them before.
    private mutating func credits(ofText text: Int) -> Int32 {
      guard readsCredits else { return 0 }
      let counted = credits ?? index.credits()
      credits = counted
      return counted[text, in: index]
    }

    /// The typos between query word `slot` and lexicon word `number`, in halves, packed
    /// (``WordDistanceMemo/pack(whole:prefix:)``).
    @inline(__always)
    private func distances(slot: Int, number: Int32) -> UInt16 {
      guard slot < WordDistanceMemo.slots else { return typos(slot: slot, number: number) }
      // The memo has `slots` rows of `stride` entries, a stride above the lexicon's size.
      assert(slot >= 0 && number >= 0 && Int(number) < stride, "a word past the memo's stride")
      let place = slot &* stride &+ Int(number)
      assert(place < memo.count, "a place past the memo")
      let known = memo[place]
      if known != WordDistanceMemo.unknown { return known }
      let packed = typos(slot: slot, number: number)
      if storesDistances { memo[place] = packed }
      return packed
    }

    /// Writes to the memo the typos of each query word the memo has a slot for against each
    /// word of record `record`'s texts: what ``evidence(ofRecord:phrase:)`` reads most.
    ///
    /// - Complexity: O(*q*·*w*) lookups for *q* query words and *w* words of the record's
    ///   texts, plus the typos of each pair not met before.
    func learnDistances(ofRecord record: Int) {
      assert(storesDistances, "a scorer that may not write to the memo")
      let slots = min(query.words.count, WordDistanceMemo.slots)
      for text in index.texts(ofRecord: record) {
        for place in index.wordRange(ofText: text) {
          for slot in 0..<slots { _ = distances(slot: slot, number: textWords[place]) }
        }
      }
    }

    /// The typos between query word `slot` and lexicon word `number`, in halves, packed.
    ///
    /// Each edit counts one, except that under ``SearchRanking/Rules/keyboard`` or
    /// ``SearchRanking/Rules/soundsAlike`` a query word of ``RelevanceQuery/typoMinimumLetters``
    /// letters or more that is near enough (but not exact) has its edits weighed
    /// (``WordEdits/weightedTypos(_:_:keyboard:soundsAlike:)``). Near enough is within
    /// ``RelevanceQuery/allowedTypos(letters:)`` edits, or one more under
    /// ``SearchRanking/Rules/soundsAlike`` when one word has an *f* where the other has *ph*
    /// (two edits, one typo); there, the weighed count stands only within the allowed typos.
    private func typos(slot: Int, number: Int32) -> UInt16 {
      // The same number written another way is the same word (``SearchRanking/Rules/numbers``).
      if query.sameNumbers[slot].contains(number) { return 0 }
      let word = index.lexicon[number]
      let (whole, prefix) = query.patterns[slot].distances(to: word)
      let letters = query.words[slot].count
      let weights = query.typoWeights(letters: letters)
      let allowed = Int(RelevanceQuery.allowedTypos(letters: letters))
      let unweighed = WordDistanceMemo.pack(whole: 2 * whole, prefix: 2 * prefix)
      guard !weights.isEmpty, letters >= RelevanceQuery.typoMinimumLetters else { return unweighed }
      var reach = allowed
      if !(1...allowed).contains(whole) && !(1...allowed).contains(prefix) {
        // Only "f" for "ph" or the reverse makes one more edit worth weighing.
        guard weights.contains(.soundsAlike), whole == allowed + 1 || prefix == allowed + 1,
          WordEdits.mayHaveFForPh(query.words[slot][...], word)
        else { return unweighed }
        reach += 1
      }
      let weighed = WordEdits.weightedTypos(
        query.words[slot][...], word, keyboard: weights.contains(.keyboard),
        soundsAlike: weights.contains(.soundsAlike))
      // Beyond the allowed edits, only a weighed count within the allowed typos stands.
      func refined(_ edits: Int, _ halves: Int) -> Int {
        guard (1...reach).contains(edits) else { return 2 * edits }
        return edits <= allowed || halves <= 2 * allowed ? halves : 2 * edits
      }
      return WordDistanceMemo.pack(
        whole: refined(whole, weighed.whole), prefix: refined(prefix, weighed.prefix))
    }

    /// The evidence record `record` gives (its phrase as the ranking compares it:
    /// ``PhraseMatch/ranked(lastWordIsOpen:)``).
    ///
    /// - Complexity: O(*q*·*w*) lookups for *q* query words and *w* words of the record's
    ///   texts, plus the typos of each query word against each distinct word not met before
    ///   (O(*m*·*n*) for words of *m* and *n* letters).
    mutating func evidence(ofRecord record: Int) -> RelevanceEvidence {
      evidence(ofRecord: record, phrase: phrase(ofRecord: record))
    }

    /// ``evidence(ofRecord:)`` for a record whose phrase match is known
    /// (``phrase(ofRecord:)``).
    mutating func evidence(ofRecord record: Int, phrase: PhraseMatch) -> RelevanceEvidence {
      let words = query.words
      let count = words.count
      guard count > 0 else { return .none }
      let rules = query.rules
      for position in 0..<count { best[position] = WordBest(typos: Double(words[position].count)) }
      for text in index.texts(ofRecord: record) {
        let range = index.wordRange(ofText: text)
        let ofFirstKey = index.isOfFirstKey(text)
        let holdsNames = index.isName(text)
        // A name's core leaves out its generational suffix: *Robert Downey Jr.*'s surname is
        // *Downey*.
        let core =
          !rules.contains(.parentheticalSuffix)
          ? range.count
          : holdsNames ? index.nameCoreCount(ofText: text) : index.coreCount(ofText: text)
        // The first key's texts (the record's title or name) count their words at half. A
        // name counts the words of the person it is, its first and last parts: a middle name
        // or an initial is no length ("martin" is as long in George R.R. Martin's name as in
        // Steve Martin's), a double-barrelled surname is (Catherine Zeta-Jones's).
        let counted = holdsNames ? index.personWordCount(ofText: text) : core
        let length = Double(counted) / (ofFirstKey ? 2 : 1)
        let surnameOffset =
          index.surnameOffset(
            ofText: text, keepsSuffix: !rules.contains(.parentheticalSuffix)) ?? -1
        for position in 0..<count {
          let wordLength = Double(words[position].count)
          var typos = wordLength
          var atEnd = false
          for offset in 0..<range.count {
            let (cost, isWhole) = cost(position, textWords[range.lowerBound + offset])
            // A surname is matched whole (with its typos), not as the start of a longer word.
            let isLast = isWhole && offset == surnameOffset
            if cost < typos {
              typos = cost
              atEnd = isLast
            } else if cost == typos && isLast {
              atEnd = true
            }
          }
          let goesOn = query.lastWordGoesOn && position == count - 1
          let surname = atEnd && typos < wordLength && !goesOn
          // A person is credited only when found: within the typos the word may have.
          let found =
            surname && typos <= RelevanceQuery.allowedTypos(letters: words[position].count)
          best[position].consider(
            typos: typos, length: length, atEnd: surname,
            credits: found ? credits(ofText: text) : 0)
        }
      }
      // A word that is the record's year is no typo, nor a word of its texts.
      if let year = index.year(ofRecord: record) {
        for position in 0..<count where query.yearValues[position] == year {
          best[position].takeAsYear()
        }
      }
      // The query's words joined, where they are words of a text joined, need no typo: the
      // same letters split at other places.
      var joined = JoinedWordsMatch()
      if !query.joined.isEmpty, best.contains(where: { $0.typos > 0 }) {
        joined = joinedWords(ofRecord: record)
        if joined.isFound {
          for position in 0..<count {
            best[position].consider(typos: 0, length: joined.length, atEnd: false, credits: 0)
          }
        }
      }
      var anchor =
        rules.isDisjoint(with: [.wholeText, .textStart]) ? Anchors() : anchors(of: record)
      if joined.isFound {
        if joined.notWholeText < anchor.notWholeText {
          anchor.notWholeText = joined.notWholeText
          anchor.wholeAfterArticle = false
        }
        if joined.startsText {
          anchor.notTextStart = 0
          anchor.startAfterArticle = false
        }
      }
      var typos = 0.0
      var surnames = 0
      var credits: Int32 = 0
      var length = 0.0
      for found in best {
        typos += found.typos
        if found.atEnd { surnames -= 1 }
        credits = max(credits, found.credits)
        if found.length.isFinite { length += found.length }
      }
      let ranked = phrase.ranked(lastWordIsOpen: query.lastWordIsOpen)
      // Credits tell people apart only when the query names nothing but them.
      let personCredits = -surnames == count ? Int(credits) : 0
      var evidence = RelevanceEvidence(
        phrase: ranked, typos: rules.contains(.typos) ? typos : 0,
        notWholeText: rules.contains(.wholeText) ? anchor.notWholeText : 2,
        surnames: rules.contains(.surname) ? surnames : 0,
        credits: rules.contains(.credits) ? -personCredits : 0,
        notBegunWholeText: rules.contains(.wholeText) ? anchor.notBegunWholeText : 1,
        notTextStart: rules.contains(.textStart) ? anchor.notTextStart : 1,
        length: rules.contains(.length) ? length : 0, endsInWord: ranked != phrase ? 1 : 0,
        notAsTyped: -typedPieceCount(ofRecord: record))
      evidence.personCredits = personCredits
      evidence.joinsWords = joined.isFound
      evidence.wholeAfterArticle = rules.contains(.wholeText) && anchor.wholeAfterArticle
      evidence.startAfterArticle = rules.contains(.textStart) && anchor.startAfterArticle
      return evidence
    }

    /// How many of the query's pieces as typed (``TypedPieces``) record `record`'s own texts
    /// have, the same scalar for scalar (the last, when the query ends inside it, as the start
    /// of one); 0 unless ``SearchRanking/Rules/asTyped`` is in force.
    ///
    /// - Complexity: O(*q*·*p*) for *q* query pieces and *p* pieces of the record's own texts,
    ///   which are split here.
    private func typedPieceCount(ofRecord record: Int) -> Int {
      guard query.readsOwnTexts else { return 0 }
      let own = ownTexts(record).map(TypedPieces.init)
      func has(_ matches: (ArraySlice<UInt32>) -> Bool) -> Bool {
        own.contains { pieces in (0..<pieces.count).contains { matches(pieces[$0]) } }
      }
      var found = query.typedPieces.count { piece in has { $0.elementsEqual(piece) } }
      if let open = query.openPiece, has({ $0.starts(with: open) }) { found += 1 }
      return found
    }

    /// How the query appears as a phrase in record `record`'s texts (the evidence's first
    /// field): cheap next to the rest of the evidence, as it compares word numbers and looks
    /// the last word up only where the others line up.
    ///
    /// - Complexity: O(*w*·*q*) for *w* words of the record's texts and *q* query words.
    mutating func phrase(ofRecord record: Int) -> PhraseMatch {
      guard !query.words.isEmpty, query.rules.contains(.phrase) else { return .nowhere }
      var phrase = PhraseMatch.nowhere
      let own = query.names.isNamedKey(0) ? index.ownTextNumber(ofRecord: record) : nil
      let suffixes = query.rules.contains(.parentheticalSuffix)
      for text in index.texts(ofRecord: record) where phrase > .whole {
        let range = index.wordRange(ofText: text)
        let core = suffixes ? index.coreCount(ofText: text) : range.count
        phrase = min(phrase, match(in: range, core: core))
        // The record's own name typed surname first is a phrase of it too, as it is whole
        // (rule 4): "black jack" is Jack Black's before it is in the film someone is known for.
        // Only where the first key is named as names: a title is no name read backwards.
        if phrase > .whole, text == own {
          let nameCore = suffixes ? index.nameCoreCount(ofText: text) : range.count
          phrase = min(phrase, rotatedMatch(in: range.prefix(nameCore)))
        }
      }
      // The same letters split at other places are the phrase too.
      if phrase > .whole, !query.joined.isEmpty {
        phrase = min(phrase, joinedWords(ofRecord: record).phrase)
      }
      return phrase
    }

    /// The query as a name of the words `name` typed surname first: its words are the name's
    /// last ones, then its first ones, exactly and whole ("black jack" for *Jack Black*);
    /// `.nowhere` if not.
    private func rotatedMatch(in name: Range<Int>) -> PhraseMatch {
      let count = query.words.count
      guard count >= 2, name.count == count else { return .nowhere }
      let numbers = query.numbers
      for position in 0..<(count - 1) where numbers[position] < 0 { return .nowhere }
      // The query's first `lead` words are the name's last ones.
      for lead in 1..<count {
        let rest = count - lead
        guard (0..<lead).allSatisfy({ textWords[name.lowerBound + rest + $0] == numbers[$0] }),
          (0..<(rest - 1)).allSatisfy({
            textWords[name.lowerBound + $0] == numbers[lead + $0]
          })
        else { continue }
        // Typed whole: a word typed in part may as well begin the name it starts ("cody j" is
        // on its way to *Cody Johns* more likely than it is Jesse Cody's).
        guard distances(slot: count - 1, number: textWords[name.lowerBound + rest - 1]) == 0
        else { continue }
        return .whole
      }
      return .nowhere
    }

    /// The cost of query word `position` against lexicon word `number`: its edits to the whole
    /// word, or to the word's best prefix plus half a typo (nothing more for the word being
    /// typed when it starts the word exactly; a whole typo for a finished word that the word
    /// goes on from by two letters or more).
    @inline(__always)
    func cost(_ position: Int, _ number: Int32) -> (cost: Double, isWhole: Bool) {
      let packed = distances(slot: position, number: number)
      let whole = Double(packed >> 8) / 2
      let prefix = Double(packed & 0xFF) / 2
      let isOpen = query.lastWordIsOpen && position == query.words.count - 1
      // A finished word one letter short of a longer word may have dropped its last letter (a
      // slip cheaper than a typo); one that stops two letters or more before the word's end
      // was not typed in part by a slip: "knig and" is *King and* with two letters swapped
      // before *Knighton and*.
      let shortBy = whole - prefix
      let partCost = prefix + (isOpen && prefix == 0 ? 0 : !isOpen && shortBy >= 2 ? 1 : 0.5)
      return (min(whole, partCost), whole <= partCost)
    }

    /// Whether the query's words, each with the fewest typos it has in the record (``best``,
    /// as just worked out), are in order the whole core of one of the record's own texts (or,
    /// when the query expects a next word, start such a core that goes on after them); whether
    /// they would be once the word being typed is finished; and whether they start its title
    /// or name or one of its people's names (``Anchors``).
    ///
    /// The query's first words may instead name one of the record's people, found in its names
    /// (``leadingNameWords(of:)``), and the words after them be the text: "chandler farewell, my
    /// lovely" fits *Farewell, My Lovely* by Raymond Chandler, and "hanks big" *Big* with Tom
    /// Hanks. A name typed surname first is whole too: "douglas don" fits *Don Douglas*. Under
    /// ``SearchRanking/Rules/leadingArticle``, a text that begins with an article the query
    /// does not begin with is also read without it: "terminator" fits *The Terminator*.
    private func anchors(of record: Int) -> Anchors {
      let count = query.words.count
      var result = Anchors()
      let lead = leadingNameWords(of: record)
      let suffixes = query.rules.contains(.parentheticalSuffix)
      for text in index.texts(ofRecord: record) {
        let range = index.wordRange(ofText: text)
        let fullCore = suffixes ? index.coreCount(ofText: text) : range.count
        // Only the record's own title or name, or a person's name, is the whole of what the
        // query means, or what it starts: not another work it is known for, nor a category.
        let ofFirstKey = index.isOfFirstKey(text)
        let holdsNames = index.isName(text)
        let isOwnName = ofFirstKey || holdsNames
        // A name is whole without its generational suffix ("al freeman" and *Al Freeman Jr.*).
        let fullNameCore = suffixes && holdsNames ? index.nameCoreCount(ofText: text) : fullCore
        // Only the record's title or name may follow words naming one of its people.
        for skipped in 0...(ofFirstKey ? lead : 0) {
          // The query's words after the first `skipped`, aligned with the text's first words,
          // or with those after its article when the query does not begin with that article.
          // A person's name is read as it is: its "A" is an initial.
          let rest = count - skipped
          let first = textWords[range.lowerBound]
          let leadsWithArticle =
            !holdsNames && fullCore >= 2 && query.articles.contains(first)
            && query.numbers[skipped] != first
          for dropped in 0...(leadsWithArticle ? 1 : 0) {
            let start = range.lowerBound + dropped
            let core = fullCore - dropped
            let nameCore = fullNameCore - dropped
            guard core >= rest else { continue }
            guard let endsWhole = aligns(skipped..<count, withWordsFrom: start) else {
              continue
            }
            guard isOwnName else { continue }
            if result.notTextStart != 0 {
              result.notTextStart = 0
              result.startAfterArticle = dropped > 0
            }
            // The record's own name, typed surname first, is whole too (not a name it only
            // lists: "black jack" is not about Jack Black's films).
            let isRotatedName =
              skipped > 0 && query.names.holdsNames(key: 0)
              && (core == count || nameCore == count)
              && aligns(0..<skipped, withWordsFrom: start + rest) != nil
            // A query that ends after a word is on its way to another: the title or name it
            // fills is less likely what is meant than one that goes on.
            let fills = core == rest || nameCore == rest || isRotatedName
            let isWhole = query.expectsNextWord ? core > rest : fills
            guard isWhole else { continue }
            // The word being typed that only begins the text's last word ("austen" and
            // *Austenland*) would make it whole once finished: a surer sign than none, but not
            // than a name the word ends.
            if query.lastWordIsOpen && !endsWhole {
              result.notBegunWholeText = 0
              continue
            }
            // The record's own title or name before a person's: "the game" is the film *The
            // Game* before the films of the rapper The Game.
            result.notWholeText = ofFirstKey ? 0 : 1
            result.wholeAfterArticle = dropped > 0
            return result
          }
        }
      }
      return result
    }

    /// What ``anchors(of:)`` finds: 0 for yes, 1 for no, except ``notWholeText``.
    struct Anchors {
      /// Whether the query's words are a whole core: 0 when the record's own title or name, 1
      /// when one of its people's names, 2 for neither.
      var notWholeText = 2
      /// Whether they would be a whole core once the word being typed is finished.
      var notBegunWholeText = 1
      /// Whether they start the record's title or name or one of its people's names.
      var notTextStart = 1
      /// Whether the whole core they are is read without its leading article.
      var wholeAfterArticle = false
      /// Whether the text they start is read without its leading article.
      var startAfterArticle = false
    }

    /// Whether query words `positions` are, in order, the text words from `start` on, each
    /// with the fewest typos it has in the record: `nil` if not, else whether the last of them
    /// is its text word whole.
    private func aligns(_ positions: Range<Int>, withWordsFrom start: Int) -> Bool? {
      var endsWhole = false
      for (offset, position) in positions.enumerated() {
        let found = cost(position, textWords[start + offset])
        guard found.cost == best[position].typos,
          found.cost < Double(query.words[position].count)
        else { return nil }
        endsWhole = found.isWhole
      }
      return endsWhole
    }

    /// How many of the query's first words (all but the last at most) are each found, with the
    /// fewest typos it has in the record, in one of the record's names: the texts of
    /// ``RelevanceQuery/names``, its author's, billed cast's or person's names.
    private func leadingNameWords(of record: Int) -> Int {
      var found = 0
      while found < query.words.count - 1 {
        let position = found
        let typos = best[position].typos
        guard typos < Double(query.words[position].count) else { break }
        let isInName = index.texts(ofRecord: record).contains { text in
          guard index.isName(text) else { return false }
          return index.wordRange(ofText: text).contains {
            cost(position, textWords[$0]).cost == typos
          }
        }
        guard isInName else { break }
        found += 1
      }
      return found
    }

    /// The best match of the query as a phrase in one text (its words `range`, the first
    /// `core` of them its core).
    private func match(in range: Range<Int>, core: Int) -> PhraseMatch {
      let count = query.words.count
      guard range.count >= count else { return .nowhere }
      let numbers = query.numbers
      let sameNumbers = query.sameNumbers
      // Every word but the last must be in the lexicon, itself or as the same number written
      // another way, to be matched whole.
      for position in 0..<(count - 1)
      where numbers[position] < 0 && sameNumbers[position].isEmpty {
        return .nowhere
      }
      var best = PhraseMatch.nowhere
      for start in 0...(range.count - count) {
        var matches = true
        for position in 0..<(count - 1) {
          let word = textWords[range.lowerBound + start + position]
          guard word != numbers[position], !sameNumbers[position].contains(word) else { continue }
          matches = false
          break
        }
        guard matches else { continue }
        let packed = distances(
          slot: count - 1, number: textWords[range.lowerBound + start + count - 1])
        guard packed & 0xFF == 0 else { continue }
        let endsWhole = packed >> 8 == 0
        let found: PhraseMatch =
          start + count > core
          ? (endsWhole ? .inSuffix : .inSuffixEndingInWord)
          : (endsWhole ? .whole : .endingInWord)
        best = min(best, found)
        if best == .whole { break }
      }
      return best
    }
  }
}

/// The best a query word has found so far in a record's texts: its fewest typos, the length of
/// the shortest text giving them, and whether one of them gives them at its last word.
struct WordBest {
  /// The fewest typos found.
  var typos: Double
  /// The (weighted) word count of the text with those typos the word is judged in: the name of
  /// the most credited person among them, else the shortest.
  var length = Double.infinity
  /// Whether a text with those typos has the word as its last word (of several).
  var atEnd = false
  /// The most records crediting a person whose name is such a text (``NameCredits``).
  var credits: Int32 = 0
  /// Whether the word is the record's year (``SearchRanking/Rules/year``), which it then
  /// matches with no typo.
  var matchesYear = false

  /// Takes the word as the record's year: no typo, and no surname.
  mutating func takeAsYear() {
    typos = 0
    atEnd = false
    credits = 0
    matchesYear = true
  }

  /// Folds in what one text gave.
  ///
  /// A word found as the surname of several of the record's people names the best-known of
  /// them, so that person's name is the text its length is: *Unfinished Tales*, by J.R.R.
  /// Tolkien and Christopher Tolkien, is as long for "tolkien" as *The Hobbit*, by J.R.R.
  /// Tolkien alone.
  @inline(__always)
  mutating func consider(typos: Double, length: Double, atEnd: Bool, credits: Int32) {
    if typos < self.typos {
      self = WordBest(typos: typos, length: length, atEnd: atEnd, credits: credits)
      return
    }
    guard typos == self.typos else { return }
    self.atEnd = self.atEnd || atEnd
    if credits > self.credits {
      self.credits = credits
      self.length = length
    } else if credits == self.credits {
      self.length = min(self.length, length)
    }
  }
}
