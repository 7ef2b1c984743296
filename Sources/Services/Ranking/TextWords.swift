import FuseCore

/// Words of a text, lower-cased, without diacritics, split at anything that is not a letter or a
/// digit: one flat array of scalar values and each word's range in it.
///
/// An apostrophe (`'`, `’`) does not split a word, it is dropped: "Magician's" is the word
/// "magicians", as a person types it with or without the apostrophe. A text's **core** is its
/// words before a trailing parenthetical — *The Summoning (Darkest Powers, #1)*'s core is "the
/// summoning" — or all its words when it has none (or is nothing but a parenthetical). Read as a
/// person's name, its core also leaves out a generational suffix after two words or more:
/// *Robert Downey Jr.* is "robert downey" as a name, so its surname is *Downey*. A name of three
/// parts (the pieces of its name core between spaces) is a given name, a middle name or initial
/// and a surname, and the person it names is the words of its first and last parts:
/// *George R.R. Martin* is two words, *Catherine Zeta-Jones* three.
struct TextWords {
  /// Every word's scalars, one after another.
  var scalars: [UInt32] = []
  /// Each word's range in ``scalars``.
  var ranges: [Range<Int>] = []
  /// How many of the first words are the text's core (all of them unless the text ends with a
  /// parenthetical that follows at least one word).
  var coreCount = 0
  /// How many of the first words are the text's core read as a person's name: ``coreCount``,
  /// less a last word that is a generational suffix ("jr", "sr", "ii", "iii", "iv") after
  /// two words or more.
  var nameCoreCount = 0
  /// How many words the person a name is counts (for a text read as a name): the words of the
  /// first and the last of its name core's parts when it has three parts, else all of them (a
  /// longer name is as likely a group's: *The Voice of the Martyrs*).
  ///
  /// Parts are separated by spaces, but initials are one part however they are spaced:
  /// *R. D. Reid* is two parts, as *R.D. Reid* is, and *George R. R. Martin* three.
  var personWordCount = 0
  /// Whether the text ends inside a word (its last scalar is part of a word): a query still
  /// being typed.
  var endsInWord = false
  /// Whether the text ends with an apostrophe right after a word ("sullivan'"): a possessive or
  /// a contraction being typed.
  var endsAfterApostrophe = false

  /// Whether an ampersand is read as the word "and" (``SearchRanking/Rules/ampersand``):
  /// *Thelma & Louise* is then "thelma and louise".
  var readsAmpersand = false

  /// The normalisation every text goes through: lower-case, no diacritics.
  static let normalization = TextNormalization(isCaseSensitive: false, ignoreDiacritics: true)

  /// The words of `text`.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  init(_ text: String, readsAmpersand: Bool = false) {
    self.readsAmpersand = readsAmpersand
    split(text)
  }

  /// Replaces these words with those of `text`, reusing their storage (for a caller splitting
  /// many texts one after another).
  ///
  /// - Complexity: O(*n*) in the length of the text.
  mutating func split(_ text: String) {
    scalars.removeAll(keepingCapacity: true)
    ranges.removeAll(keepingCapacity: true)
    var splitter = Splitter(readsAmpersand: readsAmpersand)
    // ASCII (most texts): lower-case the bytes directly, with nothing to strip, read from the
    // string's own storage (a native string has it; another is made native first).
    var readASCII = splitASCII(text, with: &splitter)
    if readASCII == nil {
      var native = text
      native.makeContiguousUTF8()
      readASCII = splitASCII(native, with: &splitter)
    }
    if readASCII != true {
      for scalar in Self.normalization.normalize(text).unicodeScalars {
        splitter.take(
          scalar.value, isWord: Self.isWordScalar(scalar), scalars: &scalars, ranges: &ranges)
      }
    }
    splitter.finish(end: scalars.count, ranges: &ranges)
    coreCount = splitter.coreCount
    endsInWord = splitter.endsInWord
    endsAfterApostrophe = splitter.endsAfterApostrophe
    nameCoreCount = coreCount
    if coreCount >= 3, Self.isGenerationalSuffix(self[coreCount - 1]) {
      nameCoreCount -= 1
    }
    personWordCount = splitter.personWordCount(core: nameCoreCount)
  }

  /// Splits `text` with `splitter` if it is ASCII and its bytes are contiguous in memory:
  /// `true` when it did, `false` when the text is not ASCII, `nil` when its bytes are not
  /// contiguous.
  private mutating func splitASCII(_ text: String, with splitter: inout Splitter) -> Bool? {
    text.utf8.withContiguousStorageIfAvailable { bytes in
      guard Self.isASCII(bytes) else { return false }
      splitter.take(ascii: bytes, scalars: &scalars, ranges: &ranges)
      return true
    }
  }

  /// An ASCII byte's scalar value, lower-cased.
  @inline(__always)
  fileprivate static func lowercased(_ byte: UInt8) -> UInt32 {
    UInt32(byte) | (0x41...0x5A ~= byte ? 0x20 : 0)
  }

  /// Whether every byte is ASCII, read eight at a time.
  private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    let raw = UnsafeRawPointer(base)
    var offset = 0
    var high: UInt64 = 0
    while offset + 8 <= bytes.count {
      high |= raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      offset += 8
    }
    while offset < bytes.count {
      high |= UInt64(bytes[offset])
      offset += 1
    }
    return high & 0x8080_8080_8080_8080 == 0
  }

  /// The words that end a name without being its surname: *Jr.*, *Sr.*, *II*, *III*, *IV*.
  private static let generationalSuffixes: [[UInt32]] =
    ["jr", "sr", "ii", "iii", "iv"].map { $0.unicodeScalars.map(\.value) }

  /// Whether `word` is one of the ``generationalSuffixes``.
  static func isGenerationalSuffix(_ word: ArraySlice<UInt32>) -> Bool {
    (2...3).contains(word.count) && generationalSuffixes.contains { $0.elementsEqual(word) }
  }

  /// English's articles, the definite *the* and the indefinite *a* and *an*: the words a title
  /// or name may begin with that people leave out when they type it
  /// (``SearchRanking/Rules/leadingArticle``).
  static let articles: [[UInt32]] = ["the", "a", "an"].map { $0.unicodeScalars.map(\.value) }

  /// The number of words.
  var count: Int { ranges.count }

  /// The word at `position`.
  subscript(position: Int) -> ArraySlice<UInt32> { scalars[ranges[position]] }

  /// The space scalar that separates joined words.
  static let space = UInt32(0x20)

  /// Whether a scalar belongs to a word: a letter or a digit.
  static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return isASCIIWord(scalar.value) }
    return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
  }

  /// Whether an ASCII value is a letter or a digit.
  @inline(__always)
  fileprivate static func isASCIIWord(_ value: UInt32) -> Bool {
    (0x30...0x39).contains(value) || (0x61...0x7A).contains(value) || (0x41...0x5A).contains(value)
  }

  /// Splits a stream of normalised scalars into words and finds the core.
  ///
  /// It appends to the words' ``TextWords/scalars`` and ``TextWords/ranges``, which each of its
  /// steps is given, so that splitting a text moves no storage.
  private struct Splitter {
    var coreCount = 0
    var endsInWord = false
    var endsAfterApostrophe = false
    /// Whether an ampersand is the word "and".
    let readsAmpersand: Bool
    /// Where the current word started in `scalars`.
    private var start = 0
    /// Parentheses open at this point.
    private var depth = 0
    /// The word count when the last parenthesis at depth 0 opened, if it did after a word.
    private var openedAfter: Int?
    /// Whether the text ends with a parenthetical closing at depth 0 (and nothing after it but
    /// spaces and the like).
    private var closedAtEnd = false
    /// Whether a space (or a tab or a line break) came since the last word ended.
    private var spaced = false
    /// Whether the last word is an initial: one letter and a period right after it.
    private var afterInitial = false
    /// How many parts (words or runs of words between spaces) began so far.
    private var parts = 0
    /// The positions of the words that began the second, third and fourth parts (`Int.max`
    /// while there are fewer).
    private var partStarts = (Int.max, Int.max, Int.max)

    /// A splitter at the start of a text (whose words' arrays are empty), reading an ampersand
    /// as the word "and" if `readsAmpersand`.
    init(readsAmpersand: Bool) {
      self.readsAmpersand = readsAmpersand
    }

    /// The word an ampersand is read as.
    private static let and: [UInt32] = [0x61, 0x6E, 0x64]

    /// The words of the first and the last part of the first `core` words when they make three
    /// parts, else `core` (``TextWords/personWordCount``).
    func personWordCount(core: Int) -> Int {
      let (second, third, fourth) = partStarts
      guard third < core && fourth >= core else { return core }
      return second + core - third
    }

    /// Takes every byte of an ASCII text, lower-cased, as ``take(_:isWord:scalars:ranges:)``
    /// would one by one, but each word's letters and digits at once.
    mutating func take(
      ascii bytes: UnsafeBufferPointer<UInt8>, scalars: inout [UInt32], ranges: inout [Range<Int>]
    ) {
      var position = 0
      while position < bytes.count {
        let value = TextWords.lowercased(bytes[position])
        guard TextWords.isASCIIWord(value) else {
          take(value, isWord: false, scalars: &scalars, ranges: &ranges)
          position += 1
          continue
        }
        var end = position + 1
        while end < bytes.count && TextWords.isASCIIWord(UInt32(bytes[end])) { end += 1 }
        // One append a byte: a lazily mapped buffer would be copied through its iterator.
        for index in position..<end { scalars.append(TextWords.lowercased(bytes[index])) }
        endsInWord = true
        endsAfterApostrophe = false
        closedAtEnd = false
        position = end
      }
    }

    /// Takes one scalar.
    mutating func take(
      _ value: UInt32, isWord: Bool, scalars: inout [UInt32], ranges: inout [Range<Int>]
    ) {
      if isWord {
        scalars.append(value)
        endsInWord = true
        endsAfterApostrophe = false
        closedAtEnd = false
        return
      }
      // An apostrophe is dropped without ending the word (nor starting one).
      if value == 0x27 || value == 0x2019 {
        endsAfterApostrophe = endsInWord
        return
      }
      let followsWord = endsInWord
      endWord(end: scalars.count, ranges: &ranges)
      endsInWord = false
      endsAfterApostrophe = false
      // An ampersand is the word "and", between what comes before and after it.
      if value == 0x26 && readsAmpersand {
        spaced = true
        scalars.append(contentsOf: Self.and)
        endWord(end: scalars.count, ranges: &ranges)
        spaced = true
        closedAtEnd = false
        return
      }
      switch value {
      case 0x28:  // (
        if depth == 0 { openedAfter = ranges.isEmpty ? nil : ranges.count }
        depth += 1
        closedAtEnd = false
      case 0x29:  // )
        depth = max(0, depth - 1)
        closedAtEnd = depth == 0 && openedAfter != nil
      case 0x20, 0x09, 0x0A, 0x0D: spaced = true
      case 0x2E where followsWord && ranges.last?.count == 1:
        afterInitial = true
        closedAtEnd = false
      default: closedAtEnd = false
      }
    }

    /// Closes the word in progress, if any: the scalars from its start to `end` (the count of
    /// the words' scalars).
    private mutating func endWord(end: Int, ranges: inout [Range<Int>]) {
      if end > start {
        // A letter after an initial is one more initial of the same part, spaced or not; a
        // longer word after one begins the next part, spaced or not.
        let continuesInitials = afterInitial && end - start == 1
        if ranges.isEmpty || ((spaced || afterInitial) && !continuesInitials) {
          switch parts {
          case 1: partStarts.0 = ranges.count
          case 2: partStarts.1 = ranges.count
          case 3: partStarts.2 = ranges.count
          default: break
          }
          parts += 1
        }
        ranges.append(start..<end)
        start = end
        spaced = false
        afterInitial = false
      }
    }

    /// Ends the text, whose words' scalars number `end`.
    mutating func finish(end: Int, ranges: inout [Range<Int>]) {
      endWord(end: end, ranges: &ranges)
      coreCount = ranges.count
      if closedAtEnd, let openedAfter, openedAfter > 0 { coreCount = openedAfter }
    }
  }
}
