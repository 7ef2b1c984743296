extension SearchRanking {
  /// The rules of the relevance order, each of which can be switched off on its own (to
  /// measure what it adds); see ``SearchRanking`` for what each does and in which order they
  /// decide.
  ///
  /// ```swift
  /// var rules = SearchRanking.Rules.all
  /// rules.remove(.surname)
  /// await movies.setRanking(.relevance(rules: rules))
  /// ```
  public struct Rules: OptionSet, Sendable, Hashable, CustomStringConvertible {
    /// The rules as bits.
    public let rawValue: UInt32

    /// Creates a rule set from its bits.
    ///
    /// - Parameter rawValue: The bits (unknown bits are kept and mean nothing).
    public init(rawValue: UInt32) {
      self.rawValue = rawValue
    }

    /// The whole query as a phrase (its words in order, starting a word) in one text, or the
    /// record's own name typed surname first, every word whole.
    public static let phrase = Rules(rawValue: 1 << 0)
    /// A phrase at the start of the record's title or name, or of one of its people's names,
    /// beats one further in.
    public static let textStart = Rules(rawValue: 1 << 1)
    /// A phrase that is the whole of the record's title or name, or of one of its people's
    /// names (its core), beats one that only starts it, the record's own first; so does a
    /// title or name after words naming one of the record's people, and a name typed surname
    /// first.
    public static let wholeText = Rules(rawValue: 1 << 2)
    /// A trailing suffix is not the text.
    ///
    /// A trailing parenthetical ("(Series, #2)"): a phrase there counts below one before it,
    /// and its words do not count as length. A name's generational suffix ("Jr.", "III"): it is
    /// not the surname, nor needed for the whole name.
    public static let parentheticalSuffix = Rules(rawValue: 1 << 3)
    /// Fewer typos over the query's words.
    public static let typos = Rules(rawValue: 1 << 4)
    /// The last query word, while still being typed, may be the start of a longer word at no
    /// cost, and a phrase ending inside a word ranks with one ending at a word's end; typed with
    /// an apostrophe after it ("sullivan'"), it goes on and is no surname.
    public static let openLastWord = Rules(rawValue: 1 << 5)
    /// A query that ends after a word (a separator follows it) is on its way to another word:
    /// a title or name that goes on after the query's words beats one they fill.
    ///
    /// A query ending in "!" or "?" ends there. Under ``extraSpaces`` a space is not searched,
    /// so it is no such separator.
    public static let nextWord = Rules(rawValue: 1 << 9)
    /// A query word found as the last word of a text of several words (a surname) counts for
    /// the record.
    public static let surname = Rules(rawValue: 1 << 6)
    /// Shorter texts (the title or name counting its words at half; a name of three parts, its
    /// first and last: a middle name or initial is no length).
    public static let length = Rules(rawValue: 1 << 7)
    /// For a query of surnames alone, the record whose person of that surname more records
    /// credit: the better-known of the people with that surname ("grant" is Cary Grant's films
    /// first).
    public static let credits = Rules(rawValue: 1 << 13)
    /// For a query of surnames alone that is also the whole title or name of some records, the
    /// best record of the best-known person of those surnames before them when that person is
    /// the likelier meaning: credited in more records than those titles times the people a
    /// record that credits anyone credits on average ("lloyd" is a Harold Lloyd film, then
    /// *Lloyd*).
    public static let personOverTitle = Rules(rawValue: 1 << 14)
    /// A wrong letter whose key does not touch the right one's on a QWERTY keyboard counts a
    /// typo and a half in ``typos`` (a slip to a neighbouring key, a missing, extra or swapped
    /// letter count one).
    public static let keyboard = Rules(rawValue: 1 << 8)
    /// A spelling by ear, in a word of four letters or more, counts one typo in ``typos``
    /// wherever the keys are: *c* for *k* or *s*, *s* for *z*, *g* for *j* (each either way), a
    /// vowel for another ("momento" for *Memento*), and *f* for *ph* or *ph* for *f*, which are
    /// two edits; a word being typed may start with *c* or *k*, *s* or *z*, *f* or *ph*.
    public static let soundsAlike = Rules(rawValue: 1 << 12)

    /// Where every other rule ties, the record whose own title or name has more of the query's
    /// pieces exactly as typed (split at white space, case, accents and punctuation kept):
    /// "Adam DeVine" is *Adam DeVine* before *Adam Devine*.
    public static let asTyped = Rules(rawValue: 1 << 10)

    /// White space at the ends of the query, and runs of it inside, are no part of what is
    /// searched: the query is searched trimmed, each run one space.
    ///
    /// A space is how every next word begins, typed before the word itself, so it says nothing
    /// about which record is meant: "the dark knight " (on its way to the next word) ranks as
    /// "the dark knight", and "the  dark knight" as well. With it, only a separator other than
    /// a space ends a word for ``openLastWord`` and ``nextWord``.
    public static let extraSpaces = Rules(rawValue: 1 << 15)

    /// A number typed one way is the record's number written another way: no typo.
    ///
    /// A query word that is a number counts no typo in ``typos`` against a record word that
    /// writes the same number another way: in digits, as one English word (zero to twenty, the
    /// tens to ninety, and their ordinals: "13", "thirteen", "5th", "fifth") or as a roman
    /// numeral of I, V and X (to XXXIX). A single-letter numeral (*I*, *V*, *X*) is a number
    /// only in a record, for a query word in digits: as a query word it is a letter.
    ///
    /// People type a number as it comes to mind, whatever the title writes: "rocky 4" is *Rocky
    /// IV*, "oceans 13" *Ocean's Thirteen*, "the fifth wave" *The 5th Wave*.
    public static let numbers = Rules(rawValue: 1 << 16)

    /// A query word that is the record's year counts no typo in ``typos``, where the records
    /// carry a year (``CorpusProfile/year``).
    ///
    /// A title shared by several records is told apart by its year as people write it:
    /// "titanic 1997" is the *Titanic* of 1997, not that of 1953, and the year is no typo
    /// against the title. Without a declared year, a number is a word like any other.
    public static let year = Rules(rawValue: 1 << 17)

    /// Words joined or split at other places are the same text: the query's letters, its
    /// words joined, match consecutive whole words of a text joined with no typo, for every
    /// rule that reads words (the phrase, typos, whole text, start of text).
    ///
    /// A hyphen, a space or nothing between the parts of a name is how a person remembers
    /// it, not what they mean: "spiderman", "spider man" and *Spider-Man* are one, and so are
    /// "ghost busters" and *Ghostbusters*, "walle" and *WALL-E*, "mash" and *M\*A\*S\*H*.
    public static let joinedWords = Rules(rawValue: 1 << 18)

    /// An ampersand is the word "and", in the records' texts as in the query.
    ///
    /// People say the sign as a word and type it so: "thelma and louise" is *Thelma & Louise*,
    /// with no word missing for the phrase, the typos or the whole text.
    public static let ampersand = Rules(rawValue: 1 << 19)

    /// Where every rule before ties, the record its corpus declares the more popular.
    ///
    /// Like Algolia's custom ranking (``CorpusPopularity``): of two films called *Rocky*, the
    /// one more is written about. It only breaks ties between equally good matches, so it never
    /// puts a worse match first; a corpus that declares no popularity leaves the tie to Fuse.js.
    public static let popularity = Rules(rawValue: 1 << 20)

    /// A title that begins with an article is whole, and begun, without it too: a query that
    /// does not itself begin with that article is matched against the title's words after it
    /// for ``wholeText`` and ``textStart`` (a person's name is read as it is: its "A" is an
    /// initial).
    ///
    /// People leave a title's article out when they type it, and mean the title all the same:
    /// "terminator" is *The Terminator* whole, before *Terminator Genisys*, which it only
    /// begins. The articles are English's: *the*, *a* and *an*.
    public static let leadingArticle = Rules(rawValue: 1 << 21)

    /// Every rule: those ``named`` lists.
    public static let all = Rules(named.map(\.rule))

    /// Whether these rules read the name credits (``NameCredits``): ``credits`` or
    /// ``personOverTitle`` is among them.
    var readsNameCredits: Bool { !isDisjoint(with: [.credits, .personOverTitle]) }

    /// Each rule with its name: first the rules that give a key, in the order their criteria
    /// are compared (``SearchRanking/Criterion``), then the rules that change what those see.
    public static let named: [(name: String, rule: Rules)] = [
      ("phrase", .phrase), ("typos", .typos), ("person-over-title", .personOverTitle),
      ("whole-text", .wholeText), ("surname", .surname), ("text-start", .textStart),
      ("length", .length), ("credits", .credits), ("as-typed", .asTyped),
      ("popularity", .popularity),
      ("extra-spaces", .extraSpaces), ("parenthetical-suffix", .parentheticalSuffix),
      ("open-last-word", .openLastWord), ("next-word", .nextWord), ("keyboard", .keyboard),
      ("sounds-alike", .soundsAlike), ("numbers", .numbers), ("year", .year),
      ("joined-words", .joinedWords), ("ampersand", .ampersand),
      ("leading-article", .leadingArticle),
    ]

    /// The rule called `name` (as in ``named``), or `nil`.
    ///
    /// - Parameter name: A rule's name.
    /// - Returns: The rule.
    public static func rule(named name: String) -> Rules? {
      named.first { $0.name == name }?.rule
    }

    /// The rules a comma-separated list names: rule names (``named``), `all` or `none`, each
    /// adding to an empty set; or, when every item starts with `-`, every rule but those.
    ///
    /// ```swift
    /// SearchRanking.Rules(list: "phrase,typos")    // [.phrase, .typos]
    /// SearchRanking.Rules(list: "-surname")        // every rule but .surname
    /// ```
    ///
    /// - Parameter list: The list.
    /// - Returns: The rules, or `nil` when an item names no rule.
    public init?(list: String) {
      let items = list.split(separator: ",").map { String($0) }
      guard !items.isEmpty else { return nil }
      let removing = items.allSatisfy { $0.hasPrefix("-") }
      var rules: Rules = removing ? .all : []
      for item in items {
        let name = removing ? String(item.dropFirst()) : item
        let rule: Rules?
        switch name {
        case "all": rule = .all
        case "none": rule = []
        default: rule = Self.rule(named: name)
        }
        guard let rule else { return nil }
        if removing { rules.subtract(rule) } else { rules.formUnion(rule) }
      }
      self = rules
    }

    /// The rules as ``init(list:)`` reads them back, in ``named`` order: `all` for every rule,
    /// `none` for none, the names of those in force, or, when fewer are off than on, `-NAME`
    /// for each rule switched off (`-popularity,-surname`).
    public var description: String {
      if self == .all { return "all" }
      let named = Self.named.filter { contains($0.rule) }.map(\.name)
      let off = Self.named.filter { !contains($0.rule) }.map { "-" + $0.name }
      if named.isEmpty { return "none" }
      return (off.count < named.count ? off : named).joined(separator: ",")
    }
  }
}
