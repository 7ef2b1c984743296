/// One term of an extended query (Fuse.js's matchers), compiled against a normalised value.
enum ExtendedMatcher {
  /// `=x`: the whole text equals x.
  case exact([UInt16])
  /// `'x`: every non-overlapping occurrence of x.
  case include([UInt16])
  /// `^x`: the text starts with x.
  case prefixExact([UInt16])
  /// `!^x`: the text does not start with x.
  case inversePrefixExact([UInt16])
  /// `!x$`: the text does not end with x.
  case inverseSuffixExact([UInt16])
  /// `x$`: the text ends with x.
  case suffixExact([UInt16])
  /// `!x`: the text does not contain x.
  case inverseExact([UInt16])
  /// `x`: a fuzzy (Bitap) match.
  case fuzzy(BitapSearcher)

  /// The matcher types in Fuse.js's order, for parsing.
  enum Kind: CaseIterable {
    case exact, include, prefixExact, inversePrefixExact, inverseSuffixExact, suffixExact
    case inverseExact, fuzzy

    /// The quoted form's prefix and suffix (for example `="` … `"`).
    var quoted: (prefix: String, suffix: String) {
      switch self {
      case .exact: ("=\"", "\"")
      case .include: ("'\"", "\"")
      case .prefixExact: ("^\"", "\"")
      case .inversePrefixExact: ("!^\"", "\"")
      case .inverseSuffixExact: ("!\"", "\"$")
      case .suffixExact: ("\"", "\"$")
      case .inverseExact: ("!\"", "\"")
      case .fuzzy: ("\"", "\"")
      }
    }

    /// The plain form's prefix and suffix (for example `=` … ``).
    var plain: (prefix: String, suffix: String) {
      switch self {
      case .exact: ("=", "")
      case .include: ("'", "")
      case .prefixExact: ("^", "")
      case .inversePrefixExact: ("!^", "")
      case .inverseSuffixExact: ("!", "$")
      case .suffixExact: ("", "$")
      case .inverseExact: ("!", "")
      case .fuzzy: ("", "")
      }
    }

    var isInverse: Bool {
      self == .inversePrefixExact || self == .inverseSuffixExact || self == .inverseExact
    }
  }

  /// Builds a matcher of `kind` for an already-normalised value.
  init(kind: Kind, value: [UInt16], settings: BitapSettings) {
    switch kind {
    case .exact: self = .exact(value)
    case .include: self = .include(value)
    case .prefixExact: self = .prefixExact(value)
    case .inversePrefixExact: self = .inversePrefixExact(value)
    case .inverseSuffixExact: self = .inverseSuffixExact(value)
    case .suffixExact: self = .suffixExact(value)
    case .inverseExact: self = .inverseExact(value)
    case .fuzzy:
      self = .fuzzy(
        BitapSearcher(pattern: String(decoding: value, as: UTF16.self), settings: settings))
    }
  }

  var isInverse: Bool {
    switch self {
    case .inversePrefixExact, .inverseSuffixExact, .inverseExact: true
    default: false
    }
  }

  /// Whether every range is reported (fuzzy, include) rather than one pair.
  var reportsAllRanges: Bool {
    switch self {
    case .include, .fuzzy: true
    default: false
    }
  }

  /// Matches `text`; non-fuzzy matchers score 0 on a hit and 1 on a miss.
  func search(_ text: UnsafeBufferPointer<UInt16>) -> SearchOutcome {
    let whole = IndexRun(start: 0, end: text.count - 1)
    func result(_ hit: Bool, _ run: IndexRun) -> SearchOutcome {
      SearchOutcome(isMatch: hit, score: hit ? 0 : 1, indices: [run])
    }
    switch self {
    case .exact(let pattern):
      return result(text.equals(pattern), IndexRun(start: 0, end: pattern.count - 1))
    case .include(let pattern):
      guard !pattern.isEmpty else { return SearchOutcome(isMatch: false, score: 1, indices: []) }
      var runs: [IndexRun] = []
      var found = text.firstIndex(of: pattern, from: 0)
      while found >= 0 {
        runs.append(IndexRun(start: found, end: found + pattern.count - 1))
        found = text.firstIndex(of: pattern, from: found + pattern.count)
      }
      return SearchOutcome(isMatch: !runs.isEmpty, score: runs.isEmpty ? 1 : 0, indices: runs)
    case .prefixExact(let pattern):
      return result(text.hasPrefix(pattern), IndexRun(start: 0, end: pattern.count - 1))
    case .inversePrefixExact(let pattern):
      return result(!text.hasPrefix(pattern), whole)
    case .inverseSuffixExact(let pattern):
      return result(!text.hasSuffix(pattern), whole)
    case .suffixExact(let pattern):
      return result(
        text.hasSuffix(pattern), IndexRun(start: text.count - pattern.count, end: text.count - 1))
    case .inverseExact(let pattern):
      return result(text.firstIndex(of: pattern, from: 0) == -1, whole)
    case .fuzzy(let bitap):
      return bitap.search(text)
    }
  }
}

/// Fuse.js's `ExtendedSearch`: OR groups of AND-ed matchers; the first group whose matchers all
/// match wins.
final class ExtendedSearcher: TextSearcher {
  let groups: [[ExtendedMatcher]]
  let includeMatches: Bool

  init(groups: [[ExtendedMatcher]], includeMatches: Bool) {
    self.groups = groups
    self.includeMatches = includeMatches
  }

  /// Parses an extended query string (normalised here, as Fuse.js does).
  convenience init(query: String, settings: BitapSettings) {
    let units = settings.normalization.units(query)
    let groups = ExtendedQueryParser.groups(of: units).map { tokens in
      tokens.compactMap { token in ExtendedQueryParser.matcher(for: token, settings: settings) }
    }
    self.init(groups: groups, includeMatches: settings.includeMatches)
  }

  func search(_ text: UnsafeBufferPointer<UInt16>) -> SearchOutcome {
    for group in groups where !group.isEmpty {
      var totalScore = 0.0
      var indices: [IndexRun] = []
      var hasInverse = false
      var allMatched = true
      for matcher in group {
        let outcome = matcher.search(text)
        guard outcome.isMatch else {
          allMatched = false
          break
        }
        totalScore += outcome.score
        if matcher.isInverse { hasInverse = true }
        if includeMatches, let runs = outcome.indices {
          indices.append(contentsOf: matcher.reportsAllRanges ? runs : Array(runs.prefix(1)))
        }
      }
      if allMatched {
        var outcome = SearchOutcome(
          isMatch: true, score: totalScore / Double(group.count),
          indices: includeMatches ? IndexRuns.merge(indices) : nil)
        outcome.hasInverse = hasInverse
        return outcome
      }
    }
    return .noMatch
  }
}

/// Fuse.js's extended-query parser (`parseQuery.ts`), over UTF-16 units.
enum ExtendedQueryParser {
  static let space: UInt16 = 0x20
  static let quote: UInt16 = 0x22
  static let pipe: UInt16 = 0x7C
  static let backslash: UInt16 = 0x5C

  /// Splits a normalised query into OR groups of tokens.
  ///
  /// `\|` is a literal pipe; as in Fuse.js, a NUL in the query also becomes a literal pipe (it is
  /// the placeholder).
  static func groups(of query: [UInt16]) -> [[[UInt16]]] {
    var escaped: [UInt16] = []
    var position = 0
    while position < query.count {
      if query[position] == backslash && position + 1 < query.count && query[position + 1] == pipe {
        escaped.append(0)
        position += 2
      } else {
        escaped.append(query[position])
        position += 1
      }
    }
    return escaped.split(separator: pipe, omittingEmptySubsequences: false).map { part in
      let restored = part.map { $0 == 0 ? pipe : $0 }
      let trimmed = trim(restored)
      return tokenize(trimmed).filter { token in
        token.contains { !JavaScriptText.isTrimmedWhitespace($0) }
      }
    }
  }

  static func trim(_ units: [UInt16]) -> [UInt16] {
    guard let first = units.firstIndex(where: { !JavaScriptText.isTrimmedWhitespace($0) }),
      let last = units.lastIndex(where: { !JavaScriptText.isTrimmedWhitespace($0) })
    else { return [] }
    return Array(units[first...last])
  }

  /// Space-separated tokens; a `"` before the next space starts a quoted token that runs to a
  /// closing `"` followed by a space, the end, or `$` and then a space or the end.
  static func tokenize(_ pattern: [UInt16]) -> [[UInt16]] {
    var tokens: [[UInt16]] = []
    let length = pattern.count
    var i = 0
    while i < length {
      while i < length && pattern[i] == space { i += 1 }
      if i >= length { break }
      var j = i
      while j < length && pattern[j] != space && pattern[j] != quote { j += 1 }
      if j < length && pattern[j] == quote {
        j += 1
        while j < length {
          if pattern[j] == quote {
            let next = j + 1
            if next >= length || pattern[next] == space {
              j += 1
              break
            }
            if pattern[next] == 0x24 && (next + 1 >= length || pattern[next + 1] == space) {
              j += 2
              break
            }
          }
          j += 1
        }
      } else {
        while j < length && pattern[j] != space { j += 1 }
      }
      tokens.append(Array(pattern[i..<min(j, length)]))
      i = j
    }
    return tokens
  }

  /// The matcher for one token: quoted forms first, then plain; the first form with a non-empty capture wins.
  ///
  /// A token with a line terminator matches no form (JavaScript's `.`).
  static func matcher(for token: [UInt16], settings: BitapSettings) -> ExtendedMatcher? {
    if token.contains(where: { $0 == 0x0A || $0 == 0x0D || $0 == 0x2028 || $0 == 0x2029 }) {
      return nil
    }
    for quoted in [true, false] {
      for kind in ExtendedMatcher.Kind.allCases {
        let form = quoted ? kind.quoted : kind.plain
        if let capture = capture(
          token, prefix: Array(form.prefix.utf16), suffix: Array(form.suffix.utf16))
        {
          return ExtendedMatcher(kind: kind, value: capture, settings: settings)
        }
      }
    }
    return nil
  }

  private static func capture(_ token: [UInt16], prefix: [UInt16], suffix: [UInt16]) -> [UInt16]? {
    guard token.count > prefix.count + suffix.count,
      token.starts(with: prefix), token.suffix(suffix.count).elementsEqual(suffix)
    else { return nil }
    return Array(token[prefix.count..<(token.count - suffix.count)])
  }
}
