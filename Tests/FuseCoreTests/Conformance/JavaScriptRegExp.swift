/// A JavaScript regular expression, matched as ECMAScript matches it: without the `u` flag over
/// UTF-16 code units (the pattern is read as code units too, so `.` or a negated class can match
/// half of a surrogate pair), with `u` over code points (a surrogate pair is one character, a lone
/// surrogate is its own code point).
///
/// Character classes are JavaScript's with and without `u`: `\s` is white space and line
/// terminators (`[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]`),
/// `\w` is `[A-Za-z0-9_]`, `\d` is `[0-9]`, `\b` is a boundary of `\w`, `.` is anything but a
/// line terminator (`\n`, `\r`, U+2028, U+2029) unless `s` is set, and `^`/`$` with `m` are
/// at line terminators.
///
/// Supported: alternation, capturing, non-capturing and named groups, lookahead (`(?=`, `(?!`),
/// greedy and lazy quantifiers, `^`, `$`, `\b`, `\B`, classes with ranges, the class escapes
/// `\d \D \w \W \s \S`, `\p{…}`/`\P{…}` of a general category (or `Any`, `ASCII`) with `u`,
/// the character escapes `\t \n \v \f \r \0 \cX \xHH \uHHHH \u{…}` and identity escapes; the
/// flags `g`, `u`, `m`, `s`, `d`, `i` without `u` (ECMAScript's Canonicalize: a code unit compares
/// as its one-unit upper case, never a non-ASCII unit as an ASCII one), and `y` with `g`.
/// Anything else (`i` with `u`, `v`, `y` without `g`, backreferences, lookbehind, other property
/// escapes, legacy octal escapes) throws ``Unsupported`` when the expression is built, so no
/// pattern is matched differently from JavaScript without saying so.
struct JavaScriptRegExp: Sendable {
  /// Why a pattern or flag cannot be matched exactly as JavaScript matches it.
  struct Unsupported: Error, CustomStringConvertible {
    var description: String
  }

  /// The pattern as written (JavaScript's `source`).
  let source: String
  /// The flags as written.
  let flags: String
  /// `g`: every match, not the first with its groups.
  let isGlobal: Bool
  /// `u`: the pattern and the text are code points, not code units.
  let isUnicode: Bool
  /// `m`: `^` and `$` also match beside a line terminator.
  let isMultiline: Bool
  /// `s`: `.` also matches a line terminator.
  let isDotAll: Bool
  /// `y`: each match starts where the previous one ended.
  let isSticky: Bool
  /// `i`: characters compare by their canonical (upper) case.
  let ignoresCase: Bool
  private let root: Node
  private let groupCount: Int

  /// Parses `source` with `flags`.
  ///
  /// - Throws: ``Unsupported`` for a flag, syntax or feature outside the subset described on
  ///   the type, or a pattern JavaScript would reject.
  init(_ source: String, flags: String) throws(Unsupported) {
    var seen = Set<Character>()
    for flag in flags {
      guard "gimsduy".contains(flag) else {
        throw Unsupported(description: "flag '\(flag)' of /\(source)/\(flags) is not supported")
      }
      guard seen.insert(flag).inserted else {
        throw Unsupported(description: "flag '\(flag)' is repeated in /\(source)/\(flags)")
      }
    }
    self.source = source
    self.flags = flags
    isGlobal = seen.contains("g")
    isUnicode = seen.contains("u")
    isMultiline = seen.contains("m")
    isDotAll = seen.contains("s")
    isSticky = seen.contains("y")
    ignoresCase = seen.contains("i")
    if ignoresCase && isUnicode {
      throw Unsupported(
        description: "/\(source)/\(flags): 'i' with 'u' compares by simple case folding")
    }
    if isSticky && !isGlobal {
      throw Unsupported(
        description: "/\(source)/\(flags): 'y' without 'g' keeps lastIndex between calls")
    }
    let characters: [UInt32] =
      isUnicode ? source.unicodeScalars.map(\.value) : source.utf16.map(UInt32.init)
    var parser = Parser(pattern: characters, unicode: isUnicode, source: source)
    root = try parser.parse()
    groupCount = parser.groupCount
  }

  /// JavaScript's `text.match(regex)` over the UTF-16 code units `text`.
  ///
  /// With `g`, the text of every match (an empty match moves the search on by one code unit, or
  /// one code point with `u`; with `y` the matches must follow each other from the start);
  /// without `g`, the first match followed by each capture (`nil` for a group that took no
  /// part).
  ///
  /// - Returns: Slices of `text`, or nil when nothing matches.
  func match(_ text: [UInt16]) -> [[UInt16]?]? {
    let input = Input(units: text, unicode: isUnicode)
    if isGlobal {
      var found: [[UInt16]?] = []
      var lastIndex = 0
      while let (whole, _) = exec(input, from: lastIndex) {
        found.append(Array(text[input.offsets[whole.lowerBound]..<input.offsets[whole.upperBound]]))
        lastIndex = whole.isEmpty ? whole.upperBound + 1 : whole.upperBound
        if lastIndex > input.count { break }
      }
      return found.isEmpty ? nil : found
    }
    guard let (whole, groups) = exec(input, from: 0) else { return nil }
    return ([whole] + groups).map { range in
      range.map { Array(text[input.offsets[$0.lowerBound]..<input.offsets[$0.upperBound]]) }
    }
  }

  /// The first match at or after character `start` (only at `start` with `y`).
  ///
  /// - Returns: The match's character range and each group's (nil for a group that took no
  ///   part), or nil when there is no match.
  private func exec(_ input: Input, from start: Int) -> (
    whole: Range<Int>, groups: [Range<Int>?]
  )? {
    var position = start
    while position <= input.count {
      let matcher = Matcher(
        input: input, captures: Array(repeating: nil, count: groupCount + 1),
        multiline: isMultiline, dotAll: isDotAll, ignoreCase: ignoresCase)
      var end = -1
      if matcher.match(
        root, at: position,
        then: {
          end = $0
          return true
        })
      {
        return (position..<end, Array(matcher.captures.dropFirst()))
      }
      if isSticky { return nil }
      position += 1
    }
    return nil
  }
}

// MARK: - Character sets

extension JavaScriptRegExp {
  /// A set of characters (code units, or code points with `u`).
  fileprivate indirect enum CharacterSet: Sendable {
    case ranges([ClosedRange<UInt32>])
    case category(Set<Unicode.GeneralCategory>)
    case anyCharacter
    case ascii
    case union([CharacterSet])
    case complement(CharacterSet)

    static let digits = CharacterSet.ranges([0x30...0x39])
    static let word = CharacterSet.ranges([0x30...0x39, 0x41...0x5A, 0x5F...0x5F, 0x61...0x7A])
    /// ECMAScript WhiteSpace and LineTerminator.
    static let space = CharacterSet.ranges([
      0x09...0x0D, 0x20...0x20, 0xA0...0xA0, 0x1680...0x1680, 0x2000...0x200A, 0x2028...0x2029,
      0x202F...0x202F, 0x205F...0x205F, 0x3000...0x3000, 0xFEFF...0xFEFF,
    ])
    static let lineTerminators = CharacterSet.ranges([0x0A...0x0A, 0x0D...0x0D, 0x2028...0x2029])

    func contains(_ character: UInt32) -> Bool {
      switch self {
      case .ranges(let ranges): return ranges.contains { $0.contains(character) }
      case .category(let categories):
        let category = Unicode.Scalar(character)?.properties.generalCategory ?? .surrogate
        return categories.contains(category)
      case .anyCharacter: return true
      case .ascii: return character < 0x80
      case .union(let sets): return sets.contains { $0.contains(character) }
      case .complement(let set): return !set.contains(character)
      }
    }
  }
}

// MARK: - Syntax tree

extension JavaScriptRegExp {
  fileprivate indirect enum Node: Sendable {
    case empty
    case sequence([Node])
    case alternation([Node])
    case character(UInt32)
    /// A class escape, or a class (`[…]`, matched by its members and then negated with `^`).
    case set(CharacterSet, isNegated: Bool)
    /// `.`: any character but a line terminator, or any character with `s`.
    case dot
    case lineStart
    case lineEnd
    case wordBoundary(isBoundary: Bool)
    case group(Node, capture: Int?)
    case lookahead(Node, isNegative: Bool)
    /// `body` repeated; `captures` are the groups inside it, cleared at each iteration.
    case repetition(Node, min: Int, max: Int?, isGreedy: Bool, captures: Range<Int>)

    /// Whether the node matches exactly one character (a character, a set or `.`).
    var isSingleCharacter: Bool {
      switch self {
      case .character, .set, .dot: return true
      default: return false
      }
    }
  }
}

// MARK: - Parser

extension JavaScriptRegExp {
  fileprivate struct Parser {
    let pattern: [UInt32]
    let unicode: Bool
    let source: String
    var position = 0
    var groupCount = 0

    init(pattern: [UInt32], unicode: Bool, source: String) {
      self.pattern = pattern
      self.unicode = unicode
      self.source = source
    }

    func unsupported(_ what: String) -> Unsupported {
      Unsupported(description: "/\(source)/: \(what) (at pattern position \(position))")
    }

    var current: UInt32? { position < pattern.count ? pattern[position] : nil }

    func isAt(_ character: Unicode.Scalar) -> Bool {
      current == character.value
    }

    mutating func take(_ character: Unicode.Scalar) -> Bool {
      guard isAt(character) else { return false }
      position += 1
      return true
    }

    mutating func parse() throws(Unsupported) -> Node {
      let node = try parseDisjunction()
      guard current == nil else { throw unsupported("unbalanced ')'") }
      return node
    }

    mutating func parseDisjunction() throws(Unsupported) -> Node {
      var alternatives = [try parseAlternative()]
      while take("|") { alternatives.append(try parseAlternative()) }
      return alternatives.count == 1 ? alternatives[0] : .alternation(alternatives)
    }

    mutating func parseAlternative() throws(Unsupported) -> Node {
      var terms: [Node] = []
      while current != nil, !isAt("|"), !isAt(")") { terms.append(try parseTerm()) }
      switch terms.count {
      case 0: return .empty
      case 1: return terms[0]
      default: return .sequence(terms)
      }
    }

    mutating func parseTerm() throws(Unsupported) -> Node {
      let groupsBefore = groupCount
      let atom: Node
      var isQuantifiable = true
      if take("^") {
        atom = .lineStart
        isQuantifiable = false
      } else if take("$") {
        atom = .lineEnd
        isQuantifiable = false
      } else if take("(") {
        if take("?") {
          if take(":") {
            atom = .group(try parseDisjunction(), capture: nil)
          } else if take("=") || take("!") {
            let isNegative = pattern[position - 1] == 0x21
            atom = .lookahead(try parseDisjunction(), isNegative: isNegative)
            isQuantifiable = false
          } else if take("<") {
            guard !isAt("="), !isAt("!") else { throw unsupported("lookbehind") }
            while let character = current, character != 0x3E { position += 1 }
            guard take(">") else { throw unsupported("an unterminated group name") }
            groupCount += 1
            let index = groupCount
            atom = .group(try parseDisjunction(), capture: index)
          } else {
            throw unsupported("a group modifier")
          }
        } else {
          groupCount += 1
          let index = groupCount
          atom = .group(try parseDisjunction(), capture: index)
        }
        guard take(")") else { throw unsupported("an unterminated group") }
      } else if take(".") {
        atom = .dot
      } else if take("[") {
        let (members, isNegated) = try parseClass()
        atom = .set(members, isNegated: isNegated)
      } else if take("\\") {
        if take("b") {
          atom = .wordBoundary(isBoundary: true)
          isQuantifiable = false
        } else if take("B") {
          atom = .wordBoundary(isBoundary: false)
          isQuantifiable = false
        } else {
          atom = try parseAtomEscape()
        }
      } else if let character = current {
        if "*+?".unicodeScalars.contains(where: { $0.value == character }) {
          throw unsupported("nothing to repeat")
        }
        if isAt("{") && quantifierBounds(at: position) != nil {
          throw unsupported("nothing to repeat")
        }
        if unicode && (isAt("{") || isAt("}") || isAt("]")) {
          throw unsupported("a lone bracket in a 'u' pattern")
        }
        position += 1
        atom = .character(character)
      } else {
        throw unsupported("an empty term")
      }
      return try parseQuantifier(
        of: atom, isQuantifiable: isQuantifiable, captures: (groupsBefore + 1)..<(groupCount + 1))
    }

    /// `{n}`, `{n,}` or `{n,m}` at `index`, with the index after it.
    func quantifierBounds(at index: Int) -> (min: Int, max: Int?, end: Int)? {
      var index = index
      guard index < pattern.count, pattern[index] == 0x7B else { return nil }
      index += 1
      func number() -> Int? {
        var value: Int?
        while index < pattern.count, (0x30...0x39).contains(pattern[index]) {
          value = min((value ?? 0) * 10 + Int(pattern[index] - 0x30), Int(Int32.max))
          index += 1
        }
        return value
      }
      guard let low = number() else { return nil }
      var high: Int? = low
      if index < pattern.count, pattern[index] == 0x2C {
        index += 1
        high = number()
      }
      guard index < pattern.count, pattern[index] == 0x7D else { return nil }
      return (low, high, index + 1)
    }

    mutating func parseQuantifier(
      of atom: Node, isQuantifiable: Bool, captures: Range<Int>
    ) throws(Unsupported) -> Node {
      let bounds: (min: Int, max: Int?)
      if take("*") {
        bounds = (0, nil)
      } else if take("+") {
        bounds = (1, nil)
      } else if take("?") {
        bounds = (0, 1)
      } else if let braces = quantifierBounds(at: position) {
        position = braces.end
        bounds = (braces.min, braces.max)
        if let high = braces.max, high < braces.min {
          throw unsupported("numbers out of order in a quantifier")
        }
      } else {
        return atom
      }
      guard isQuantifiable else { throw unsupported("a quantified assertion") }
      let isGreedy = !take("?")
      return .repetition(
        atom, min: bounds.min, max: bounds.max, isGreedy: isGreedy, captures: captures)
    }

    mutating func parseAtomEscape() throws(Unsupported) -> Node {
      if let set = try parseClassEscape() { return .set(set, isNegated: false) }
      guard let character = current else { throw unsupported("'\\' at the end") }
      if (0x31...0x39).contains(character) { throw unsupported("a backreference") }
      if isAt("k") { throw unsupported("a named backreference") }
      return .character(try parseCharacterEscape(inClass: false))
    }

    /// `\d \D \w \W \s \S` and, with `u`, `\p{…}` and `\P{…}`, after the backslash.
    mutating func parseClassEscape() throws(Unsupported) -> CharacterSet? {
      let sets: [Unicode.Scalar: CharacterSet] = [
        "d": .digits, "D": .complement(.digits), "w": .word, "W": .complement(.word),
        "s": .space, "S": .complement(.space),
      ]
      for (letter, set) in sets where isAt(letter) {
        position += 1
        return set
      }
      guard unicode, isAt("p") || isAt("P") else { return nil }
      let isNegated = isAt("P")
      position += 1
      guard take("{") else { throw unsupported("a property escape without '{'") }
      var name = ""
      while let character = current, character != 0x7D {
        name.unicodeScalars.append(Unicode.Scalar(character) ?? "?")
        position += 1
      }
      guard take("}") else { throw unsupported("an unterminated property escape") }
      guard let set = Self.property(named: name) else {
        throw unsupported("the property escape \\p{\(name)}")
      }
      return isNegated ? .complement(set) : set
    }

    static func property(named name: String) -> CharacterSet? {
      var name = Substring(name)
      for prefix in ["General_Category=", "gc="] where name.hasPrefix(prefix) {
        name = name.dropFirst(prefix.count)
      }
      switch name {
      case "Any": return .anyCharacter
      case "ASCII": return .ascii
      default: break
      }
      let groups: [String: [Unicode.GeneralCategory]] = [
        "L": [.uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter],
        "LC": [.uppercaseLetter, .lowercaseLetter, .titlecaseLetter],
        "M": [.nonspacingMark, .spacingMark, .enclosingMark],
        "N": [.decimalNumber, .letterNumber, .otherNumber],
        "P": [
          .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
          .initialPunctuation, .finalPunctuation, .otherPunctuation,
        ],
        "S": [.mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol],
        "Z": [.spaceSeparator, .lineSeparator, .paragraphSeparator],
        "C": [.control, .format, .surrogate, .privateUse, .unassigned],
        "Lu": [.uppercaseLetter], "Ll": [.lowercaseLetter], "Lt": [.titlecaseLetter],
        "Lm": [.modifierLetter], "Lo": [.otherLetter], "Mn": [.nonspacingMark],
        "Mc": [.spacingMark], "Me": [.enclosingMark], "Nd": [.decimalNumber],
        "Nl": [.letterNumber], "No": [.otherNumber], "Pc": [.connectorPunctuation],
        "Pd": [.dashPunctuation], "Ps": [.openPunctuation], "Pe": [.closePunctuation],
        "Pi": [.initialPunctuation], "Pf": [.finalPunctuation], "Po": [.otherPunctuation],
        "Sm": [.mathSymbol], "Sc": [.currencySymbol], "Sk": [.modifierSymbol],
        "So": [.otherSymbol], "Zs": [.spaceSeparator], "Zl": [.lineSeparator],
        "Zp": [.paragraphSeparator], "Cc": [.control], "Cf": [.format], "Cs": [.surrogate],
        "Co": [.privateUse], "Cn": [.unassigned],
      ]
      let longNames: [String: String] = [
        "Letter": "L", "Cased_Letter": "LC", "Mark": "M", "Combining_Mark": "M", "Number": "N",
        "Punctuation": "P", "punct": "P", "Symbol": "S", "Separator": "Z", "Other": "C",
        "Uppercase_Letter": "Lu", "Lowercase_Letter": "Ll", "Titlecase_Letter": "Lt",
        "Modifier_Letter": "Lm", "Other_Letter": "Lo", "Nonspacing_Mark": "Mn",
        "Spacing_Mark": "Mc", "Enclosing_Mark": "Me", "Decimal_Number": "Nd", "digit": "Nd",
        "Letter_Number": "Nl", "Other_Number": "No", "Control": "Cc", "cntrl": "Cc",
        "Format": "Cf", "Surrogate": "Cs", "Private_Use": "Co", "Unassigned": "Cn",
        "Space_Separator": "Zs", "Line_Separator": "Zl", "Paragraph_Separator": "Zp",
      ]
      let short = longNames[String(name)] ?? String(name)
      return groups[short].map { .category(Set($0)) }
    }

    /// A character escape after the backslash: its character (code unit, or code point with `u`).
    mutating func parseCharacterEscape(inClass: Bool) throws(Unsupported) -> UInt32 {
      guard let character = current else { throw unsupported("'\\' at the end") }
      position += 1
      switch Unicode.Scalar(character).map(Character.init) {
      case "t": return 0x09
      case "n": return 0x0A
      case "v": return 0x0B
      case "f": return 0x0C
      case "r": return 0x0D
      case "b" where inClass: return 0x08
      case "-" where inClass: return 0x2D
      case "0":
        if let next = current, (0x30...0x39).contains(next) {
          throw unsupported("a legacy octal escape")
        }
        return 0
      case "c":
        if let letter = current, (0x41...0x5A).contains(letter) || (0x61...0x7A).contains(letter) {
          position += 1
          return letter % 32
        }
        throw unsupported("'\\c' without a letter")
      case "x":
        guard let value = hexDigits(2) else {
          // Annex B: without `u`, a malformed `\x` is the letter.
          guard !unicode else { throw unsupported("a malformed '\\x' escape") }
          return 0x78
        }
        return value
      case "u":
        return try parseUnicodeEscape()
      default:
        if (0x30...0x39).contains(character) { throw unsupported("a decimal escape") }
        if unicode {
          let syntax = "^$\\.*+?()[]{}|/".unicodeScalars.map(\.value)
          guard syntax.contains(character) || (inClass && character == 0x2D) else {
            throw unsupported("an identity escape that 'u' rejects")
          }
        } else if character == 0x6B {
          throw unsupported("the identity escape '\\k'")
        }
        // Annex B: without `u`, any other escaped character stands for itself (`\p` is "p").
        return character
      }
    }

    /// `\uHHHH`, or with `u` a surrogate pair `\uHHHH\uHHHH` or `\u{…}`, after the `\u`.
    mutating func parseUnicodeEscape() throws(Unsupported) -> UInt32 {
      if unicode && take("{") {
        var value: UInt32 = 0
        var digits = 0
        while let character = current, let digit = Self.hexValue(character) {
          value = value * 16 + digit
          digits += 1
          position += 1
          guard value <= 0x10FFFF else { throw unsupported("a '\\u{…}' escape above U+10FFFF") }
        }
        guard digits > 0, take("}") else { throw unsupported("a malformed '\\u{…}' escape") }
        return value
      }
      guard let lead = hexDigits(4) else {
        // Annex B: without `u`, a malformed `\u` (`\u{…}` too) is the letter.
        guard !unicode else { throw unsupported("a malformed '\\u' escape") }
        return 0x75
      }
      if unicode, UTF16.isLeadSurrogate(UInt16(lead)), position + 1 < pattern.count,
        pattern[position] == 0x5C, pattern[position + 1] == 0x75
      {
        let saved = position
        position += 2
        if let trail = hexDigits(4), UTF16.isTrailSurrogate(UInt16(trail)) {
          return 0x10000 + ((lead - 0xD800) << 10) + (trail - 0xDC00)
        }
        position = saved
      }
      return lead
    }

    mutating func hexDigits(_ count: Int) -> UInt32? {
      guard position + count <= pattern.count else { return nil }
      var value: UInt32 = 0
      for offset in 0..<count {
        guard let digit = Self.hexValue(pattern[position + offset]) else { return nil }
        value = value * 16 + digit
      }
      position += count
      return value
    }

    static func hexValue(_ character: UInt32) -> UInt32? {
      switch character {
      case 0x30...0x39: return character - 0x30
      case 0x41...0x46: return character - 0x41 + 10
      case 0x61...0x66: return character - 0x61 + 10
      default: return nil
      }
    }

    /// A class after its `[`, through its `]`: its members, and whether it is negated.
    mutating func parseClass() throws(Unsupported) -> (CharacterSet, isNegated: Bool) {
      let isNegated = take("^")
      var members: [CharacterSet] = []
      var ranges: [ClosedRange<UInt32>] = []
      while !isAt("]") {
        guard current != nil else { throw unsupported("an unterminated class") }
        let low = try parseClassAtom()
        if isAt("-"), position + 1 < pattern.count, pattern[position + 1] != 0x5D {
          position += 1
          let high = try parseClassAtom()
          switch (low, high) {
          case (.character(let from), .character(let to)):
            guard from <= to else { throw unsupported("a class range out of order") }
            ranges.append(from...to)
          default:
            if unicode { throw unsupported("a class range with a class escape") }
            // Annex B: the '-' is a literal beside the escape.
            for atom in [low, high] {
              switch atom {
              case .character(let value): ranges.append(value...value)
              case .set(let set): members.append(set)
              }
            }
            ranges.append(0x2D...0x2D)
          }
          continue
        }
        switch low {
        case .character(let value): ranges.append(value...value)
        case .set(let set): members.append(set)
        }
      }
      position += 1
      return (.union([.ranges(ranges)] + members), isNegated)
    }

    enum ClassAtom {
      case character(UInt32)
      case set(CharacterSet)
    }

    mutating func parseClassAtom() throws(Unsupported) -> ClassAtom {
      guard let character = current else { throw unsupported("an unterminated class") }
      position += 1
      guard character == 0x5C else { return .character(character) }
      if let set = try parseClassEscape() { return .set(set) }
      if let next = current, (0x31...0x39).contains(next) {
        throw unsupported("a decimal escape in a class")
      }
      return .character(try parseCharacterEscape(inClass: true))
    }
  }
}

// MARK: - Case

extension JavaScriptRegExp {
  /// ECMAScript's Canonicalize without `u`: a code unit compares as its upper case when that is
  /// one code unit and does not take a non-ASCII unit into ASCII.
  fileprivate enum CaseFolding {
    /// Canonicalize of each code unit.
    static let canonicalUnits: [UInt32] = (0...0xFFFF).map { (unit: UInt32) -> UInt32 in
      guard let scalar = Unicode.Scalar(unit) else { return unit }
      let upper = Array(String(scalar).uppercased().utf16)
      guard upper.count == 1, unit < 0x80 || upper[0] >= 0x80 else { return unit }
      return UInt32(upper[0])
    }

    /// The code units of each canonical unit that more than one unit has.
    static let sharedCanonicals: [UInt32: [UInt32]] = {
      var units: [UInt32: [UInt32]] = [:]
      for (unit, canonical) in canonicalUnits.enumerated() {
        units[canonical, default: []].append(UInt32(unit))
      }
      return units.filter { $0.value.count > 1 }
    }()

    static func canonical(_ unit: UInt32) -> UInt32 {
      unit < 0x10000 ? canonicalUnits[Int(unit)] : unit
    }

    /// Every code unit with the same canonical unit as `unit`, `unit` among them.
    static func variants(of unit: UInt32) -> [UInt32] {
      sharedCanonicals[canonical(unit)] ?? [unit]
    }
  }
}

// MARK: - Matching

extension JavaScriptRegExp {
  /// The text as the characters matched: code units, or code points with `u`.
  fileprivate struct Input {
    var characters: [UInt32] = []
    /// The UTF-16 offset of each character, and of the end.
    var offsets: [Int] = []
    var count: Int { characters.count }

    init(units: [UInt16], unicode: Bool) {
      var index = 0
      while index < units.count {
        offsets.append(index)
        let unit = units[index]
        if unicode, UTF16.isLeadSurrogate(unit), index + 1 < units.count,
          UTF16.isTrailSurrogate(units[index + 1])
        {
          characters.append(
            0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(units[index + 1] - 0xDC00))
          index += 2
        } else {
          characters.append(UInt32(unit))
          index += 1
        }
      }
      offsets.append(units.count)
    }
  }

  /// A backtracking matcher: each node matches at a position and calls its continuation with
  /// each end it can reach, most preferred first, until the continuation accepts one.
  fileprivate final class Matcher {
    let input: Input
    var captures: [Range<Int>?]
    let multiline: Bool
    let dotAll: Bool
    let ignoreCase: Bool

    init(
      input: Input, captures: [Range<Int>?], multiline: Bool, dotAll: Bool, ignoreCase: Bool
    ) {
      self.input = input
      self.captures = captures
      self.multiline = multiline
      self.dotAll = dotAll
      self.ignoreCase = ignoreCase
    }

    func isWord(at index: Int) -> Bool {
      index >= 0 && index < input.count && CharacterSet.word.contains(input.characters[index])
    }

    func isLineTerminator(at index: Int) -> Bool {
      CharacterSet.lineTerminators.contains(input.characters[index])
    }

    func match(_ node: Node, at position: Int, then next: (Int) -> Bool) -> Bool {
      switch node {
      case .empty:
        return next(position)
      case .sequence(let nodes):
        return matchSequence(nodes[...], at: position, then: next)
      case .alternation(let alternatives):
        return alternatives.contains { match($0, at: position, then: next) }
      case .character, .set, .dot:
        guard accepts(node, at: position) else { return false }
        return next(position + 1)
      case .lineStart:
        guard position == 0 || (multiline && isLineTerminator(at: position - 1)) else {
          return false
        }
        return next(position)
      case .lineEnd:
        guard position == input.count || (multiline && isLineTerminator(at: position)) else {
          return false
        }
        return next(position)
      case .wordBoundary(let isBoundary):
        guard (isWord(at: position - 1) != isWord(at: position)) == isBoundary else { return false }
        return next(position)
      case .group(let body, let capture):
        guard let capture else { return match(body, at: position, then: next) }
        return match(body, at: position) { end in
          let saved = captures[capture]
          captures[capture] = position..<end
          if next(end) { return true }
          captures[capture] = saved
          return false
        }
      case .lookahead(let body, let isNegative):
        let saved = captures
        let found = match(body, at: position) { _ in true }
        if isNegative {
          captures = saved
          return found ? false : next(position)
        }
        guard found else { return false }
        if next(position) { return true }
        captures = saved
        return false
      case .repetition(let body, let min, let max, let isGreedy, let groups):
        return repeatMatch(
          body, min: min, max: max, isGreedy: isGreedy, groups: groups, count: 0, at: position,
          then: next)
      }
    }

    /// Whether the one-character node `node` (a character, set or `.`) accepts the character at
    /// `position`.
    func accepts(_ node: Node, at position: Int) -> Bool {
      guard position < input.count else { return false }
      switch node {
      case .character(let character):
        guard ignoreCase else { return input.characters[position] == character }
        return CaseFolding.canonical(input.characters[position])
          == CaseFolding.canonical(character)
      case .set(let set, let isNegated):
        let character = input.characters[position]
        guard ignoreCase else { return set.contains(character) != isNegated }
        return CaseFolding.variants(of: character).contains(where: set.contains) != isNegated
      case .dot: return dotAll || !isLineTerminator(at: position)
      default: return false
      }
    }

    func matchSequence(_ nodes: ArraySlice<Node>, at position: Int, then next: (Int) -> Bool)
      -> Bool
    {
      guard let first = nodes.first else { return next(position) }
      return match(first, at: position) { end in
        matchSequence(nodes.dropFirst(), at: end, then: next)
      }
    }

    /// ECMAScript's RepeatMatcher: captures inside the body are cleared at each iteration, and
    /// an iteration past the minimum that matches nothing fails.
    func repeatMatch(
      _ body: Node, min: Int, max: Int?, isGreedy: Bool, groups: Range<Int>, count: Int,
      at position: Int, then next: (Int) -> Bool
    ) -> Bool {
      if let max, count >= max { return next(position) }
      if count == 0, body.isSingleCharacter {
        // One character per iteration and no captures: try each run length without recursing.
        var run = 0
        while max.map({ run < $0 }) ?? true, accepts(body, at: position + run) { run += 1 }
        guard run >= min else { return false }
        let lengths = isGreedy ? Array((min...run).reversed()) : Array(min...run)
        return lengths.contains { next(position + $0) }
      }
      func iterate() -> Bool {
        let saved = captures
        for group in groups { captures[group] = nil }
        let found = match(body, at: position) { end in
          if end == position && count >= min { return false }
          return repeatMatch(
            body, min: min, max: max, isGreedy: isGreedy, groups: groups, count: count + 1,
            at: end, then: next)
        }
        if !found { captures = saved }
        return found
      }
      if count < min { return iterate() }
      return isGreedy ? (iterate() || next(position)) : (next(position) || iterate())
    }
  }
}
