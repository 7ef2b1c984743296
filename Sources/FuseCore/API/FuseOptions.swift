/// Every Fuse.js option, with Fuse.js's defaults, validated when built.
///
/// ```swift
/// let options = try FuseOptions<Book>(
///   includeScore: true, keys: [try FuseKey(\.title, weight: 2), "author"], threshold: 0.4)
/// ```
///
/// The options are `Sendable`: keys, getters, the sort function and the tokenizer are all
/// `@Sendable` values.
public struct FuseOptions<Element>: Sendable {
  /// The fields to search (ignored for collections of strings).
  ///
  /// Default: none.
  public var keys: [FuseKey<Element>] = []
  /// Compare without lower-casing.
  ///
  /// Default `false`.
  public var isCaseSensitive: Bool = false
  /// Strip diacritics from query and texts (after lower-casing).
  ///
  /// Default `false`.
  public var ignoreDiacritics: Bool = false
  /// Report each result's score.
  ///
  /// Default `false`.
  public var includeScore: Bool = false
  /// Report each result's matches with their indices.
  ///
  /// A search with a `limit` finds the ranges of the results it returns only: its scan finds
  /// scores, then each returned document is searched again, alone, for its ranges. The results
  /// are the same as with ranges found throughout.
  ///
  /// Default `false`.
  public var includeMatches: Bool = false
  /// Sort results by score (then by position).
  ///
  /// Default `true`.
  public var shouldSort: Bool = true
  /// A custom order for results; ties are broken by position for string queries.
  ///
  /// Default `nil` (ascending score, then ascending `refIndex`).
  public var sortFn: FuseSortFunction? = nil
  /// Widen the fuzzy scan to the whole text (does not add highlight ranges).
  ///
  /// Default `false`.
  public var findAllMatches: Bool = false
  /// The shortest run of matched characters that counts; shorter runs are dropped, and a text with none left does not match.
  ///
  /// Default 1.
  public var minMatchCharLength: Int = 1
  /// Where in the text the pattern is expected.
  ///
  /// Default 0.
  public var location: Int = 0
  /// The worst score that still matches: 0 is a perfect match, 1 matches anything.
  ///
  /// Default 0.6.
  public var threshold: Double = 0.6
  /// How far from ``location`` a match may be before its score reaches 1.
  ///
  /// Default 100.
  public var distance: Int = 100
  /// Ignore ``location`` and ``distance``.
  ///
  /// Default `false`.
  public var ignoreLocation: Bool = false
  /// Parse queries in Fuse.js's extended syntax (`'include`, `^prefix`, `!not`, `a | b`, …).
  ///
  /// Default `false`.
  public var useExtendedSearch: Bool = false
  /// A getter used for every key without its own (Fuse.js's top-level `getFn`).
  ///
  /// Default `nil`: path lookup on ``JSONValue`` or `Encodable` documents.
  public var getFn: (@Sendable (Element, [String]) -> FuseFieldValue)? = nil
  /// Ignore the field-length norm in scores.
  ///
  /// Default `false`.
  public var ignoreFieldNorm: Bool = false
  /// The exponent weight of the field-length norm.
  ///
  /// Default 1.
  public var fieldNormWeight: Double = 1
  /// Rank multi-word queries per term with BM25-style IDF weights.
  ///
  /// Default `false`.
  public var useTokenSearch: Bool = false
  /// Splits normalised text into terms for token search.
  ///
  /// Default: runs of letters, marks, digits and "_".
  public var tokenize: FuseTokenizer = .default
  /// Whether a token search result needs any query term or all of them.
  ///
  /// Default `.any`.
  public var tokenMatch: FuseTokenMatch = .any

  /// Fuse.js's defaults, with no keys: every property's initial value above, the one place
  /// the defaults are written.
  public init() {}

  /// Fuse.js's defaults, which the parameters of the validating initialiser below default to.
  @usableFromInline static var defaults: FuseOptions { FuseOptions() }

  /// Creates options; every parameter defaults to Fuse.js's default (the property's initial
  /// value).
  ///
  /// The parameters come in the order of Fuse.js's own option groups (`config.js`: the basic
  /// options `isCaseSensitive`, `ignoreDiacritics`, `includeScore`, `keys`, … first), so a call
  /// such as `FuseOptions<Book>(includeScore: true, keys: [try FuseKey(path: "title")])` reads
  /// as it would in JavaScript. Leave out any option to get its default.
  ///
  /// - Parameters:
  ///   - isCaseSensitive: Compare without lower-casing.
  ///   - ignoreDiacritics: Strip diacritics.
  ///   - includeScore: Report scores.
  ///   - keys: The fields to search.
  ///   - includeMatches: Report matches.
  ///   - shouldSort: Sort results by score.
  ///   - sortFn: A custom result order.
  ///   - findAllMatches: Scan the whole text.
  ///   - minMatchCharLength: The shortest matched run that counts (≥ 0).
  ///   - location: The expected match position (≥ 0).
  ///   - threshold: The worst matching score, in 0...1.
  ///   - distance: The distance at which a match's score reaches 1 (≥ 0).
  ///   - ignoreLocation: Ignore location and distance.
  ///   - useExtendedSearch: Use the extended query syntax.
  ///   - getFn: A getter for keys without their own.
  ///   - ignoreFieldNorm: Ignore the field-length norm.
  ///   - fieldNormWeight: The field-length norm's weight (≥ 0).
  ///   - useTokenSearch: Use token search.
  ///   - tokenize: The token-search tokenizer.
  ///   - tokenMatch: Whether token search needs any or all terms.
  /// - Throws: ``FuseError/invalidOption(name:value:reason:)`` or
  ///   ``FuseError/invalidKeyWeight(keyID:weight:)`` naming the bad value.
  public init(
    isCaseSensitive: Bool = defaults.isCaseSensitive,
    ignoreDiacritics: Bool = defaults.ignoreDiacritics,
    includeScore: Bool = defaults.includeScore,
    keys: [FuseKey<Element>] = defaults.keys,
    includeMatches: Bool = defaults.includeMatches,
    shouldSort: Bool = defaults.shouldSort,
    sortFn: FuseSortFunction? = defaults.sortFn,
    findAllMatches: Bool = defaults.findAllMatches,
    minMatchCharLength: Int = defaults.minMatchCharLength,
    location: Int = defaults.location,
    threshold: Double = defaults.threshold,
    distance: Int = defaults.distance,
    ignoreLocation: Bool = defaults.ignoreLocation,
    useExtendedSearch: Bool = defaults.useExtendedSearch,
    getFn: (@Sendable (Element, [String]) -> FuseFieldValue)? = defaults.getFn,
    ignoreFieldNorm: Bool = defaults.ignoreFieldNorm,
    fieldNormWeight: Double = defaults.fieldNormWeight,
    useTokenSearch: Bool = defaults.useTokenSearch,
    tokenize: FuseTokenizer = defaults.tokenize,
    tokenMatch: FuseTokenMatch = defaults.tokenMatch
  ) throws(FuseError) {
    self.keys = keys
    self.isCaseSensitive = isCaseSensitive
    self.ignoreDiacritics = ignoreDiacritics
    self.includeScore = includeScore
    self.includeMatches = includeMatches
    self.shouldSort = shouldSort
    self.sortFn = sortFn
    self.findAllMatches = findAllMatches
    self.minMatchCharLength = minMatchCharLength
    self.location = location
    self.threshold = threshold
    self.distance = distance
    self.ignoreLocation = ignoreLocation
    self.useExtendedSearch = useExtendedSearch
    self.getFn = getFn
    self.ignoreFieldNorm = ignoreFieldNorm
    self.fieldNormWeight = fieldNormWeight
    self.useTokenSearch = useTokenSearch
    self.tokenize = tokenize
    self.tokenMatch = tokenMatch
    try validate()
  }

  /// Checks every value; ``Fuse/Search`` calls this too, so options edited after `init` are still
  /// checked before use.
  ///
  /// - Throws: The first ``FuseError`` found, naming the option or key.
  public func validate() throws(FuseError) {
    guard threshold.isFinite, (0...1).contains(threshold) else {
      throw FuseError.invalidOption(
        name: "threshold", value: "\(threshold)", reason: "must be between 0 and 1")
    }
    guard distance >= 0 else {
      throw FuseError.invalidOption(
        name: "distance", value: "\(distance)", reason: "must not be negative")
    }
    guard location >= 0 else {
      throw FuseError.invalidOption(
        name: "location", value: "\(location)", reason: "must not be negative")
    }
    guard minMatchCharLength >= 0 else {
      throw FuseError.invalidOption(
        name: "minMatchCharLength", value: "\(minMatchCharLength)", reason: "must not be negative")
    }
    guard fieldNormWeight.isFinite, fieldNormWeight >= 0 else {
      throw FuseError.invalidOption(
        name: "fieldNormWeight", value: "\(fieldNormWeight)", reason: "must be a finite number ≥ 0")
    }
    for key in keys where !(key.weight.isFinite && key.weight > 0) {
      throw FuseError.invalidKeyWeight(keyID: key.id, weight: key.weight)
    }
  }

  /// The normalisation these options apply to queries and texts.
  public var normalization: TextNormalization {
    TextNormalization(isCaseSensitive: isCaseSensitive, ignoreDiacritics: ignoreDiacritics)
  }
}

/// Whether a token search result needs any of the query's terms or all of them.
public enum FuseTokenMatch: String, Sendable, Hashable, CaseIterable {
  /// A text matches when any term matches (Fuse.js's default).
  case any
  /// A record matches only when its matches together cover every term.
  case all
}

/// Splits normalised text into terms for token search.
public struct FuseTokenizer: Sendable {
  /// The splitting function: it receives lower-cased (and, if asked, stripped) text.
  public let split: @Sendable (String) -> [String]
  /// Whether `split` is Fuse.js's default pattern, which token statistics then run over UTF-16
  /// units directly (same terms, no strings made).
  let isDefaultPattern: Bool

  /// Creates a tokenizer from a function.
  ///
  /// - Parameter split: Returns the terms of a normalised text; duplicates are kept. It must
  ///   return the same terms for the same text every time: removing documents from a searcher
  ///   tokenises their texts again to subtract what adding them counted.
  public init(_ split: @escaping @Sendable (String) -> [String]) {
    self.split = split
    self.isDefaultPattern = false
  }

  private init(defaultPattern split: @escaping @Sendable (String) -> [String]) {
    self.split = split
    self.isDefaultPattern = true
  }

  /// Fuse.js's default: maximal runs of letters, marks, digits and "_" (`/[\p{L}\p{M}\p{N}_]+/gu`).
  public static let `default` = FuseTokenizer(defaultPattern: DefaultTokenizer.tokens)
}

/// The default token pattern, `[\p{L}\p{M}\p{N}_]+`, over Unicode scalars.
enum DefaultTokenizer {
  static func isTokenScalar(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.value < 0x80 {
      let value = scalar.value
      return (value >= 0x30 && value <= 0x39) || (value >= 0x41 && value <= 0x5A)
        || (value >= 0x61 && value <= 0x7A) || value == 0x5F
    }
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
      return true
    default:
      return false
    }
  }

  static func tokens(_ text: String) -> [String] {
    var tokens: [String] = []
    var current = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if isTokenScalar(scalar) {
        current.append(scalar)
      } else if !current.isEmpty {
        tokens.append(String(current))
        current = String.UnicodeScalarView()
      }
    }
    if !current.isEmpty { tokens.append(String(current)) }
    return tokens
  }

  /// Calls `body` with each token of a UTF-16 text, as ``tokens(_:)`` finds them in the string
  /// the units decode to (a lone surrogate decodes to U+FFFD, which separates tokens).
  @inline(__always)
  static func forEachToken(
    in text: UnsafeBufferPointer<UInt16>, _ body: (UnsafeBufferPointer<UInt16>) -> Void
  ) {
    var tokenStart = -1
    var position = 0
    while position < text.count {
      let unit = text[position]
      var width = 1
      let isToken: Bool
      if unit < 0x80 {
        isToken =
          (unit >= 0x30 && unit <= 0x39) || (unit >= 0x61 && unit <= 0x7A)
          || (unit >= 0x41 && unit <= 0x5A) || unit == 0x5F
      } else if UTF16.isLeadSurrogate(unit), position + 1 < text.count,
        UTF16.isTrailSurrogate(text[position + 1])
      {
        width = 2
        let value = 0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(text[position + 1] - 0xDC00)
        isToken = Unicode.Scalar(value).map(isTokenScalar) ?? false
      } else {
        isToken = Unicode.Scalar(UInt32(unit)).map(isTokenScalar) ?? false
      }
      if isToken {
        if tokenStart < 0 { tokenStart = position }
      } else if tokenStart >= 0 {
        body(UnsafeBufferPointer(rebasing: text[tokenStart..<position]))
        tokenStart = -1
      }
      position += width
    }
    if tokenStart >= 0 { body(UnsafeBufferPointer(rebasing: text[tokenStart..<text.count])) }
  }
}
