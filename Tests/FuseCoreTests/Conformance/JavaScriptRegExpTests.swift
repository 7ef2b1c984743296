import Testing

@testable import FuseCore

/// ``JavaScriptRegExp`` gives what JavaScript's `text.match(new RegExp(pattern, flags))` gives.
///
/// Every expected value in ``rows`` is Node.js v20.20.2's output for its row, copied as written
/// (a term with a lone surrogate is given as its UTF-16 code units, `undefined` as
/// ``Term/undefined``).
@Suite struct JavaScriptRegExpTests {
  /// One term of a match: text, code units that are no valid string, or `undefined`.
  enum Term: Equatable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    case text(String)
    case units([UInt16])
    case undefined

    init(stringLiteral value: String) { self = .text(value) }

    init(_ units: [UInt16]?) {
      guard let units else {
        self = .undefined
        return
      }
      self = String(validating: units, as: UTF16.self).map(Term.text) ?? .units(units)
    }

    var description: String {
      switch self {
      case .text(let text): return text.debugDescription
      case .units(let units): return "units \(units)"
      case .undefined: return "undefined"
      }
    }
  }

  /// (pattern, flags, text, Node's `text.match(regex)`).
  static let rows: [(String, String, String, [Term]?)] = [
    ("\\S+", "g", "a\u{A0}b\u{2028}c\u{FEFF}d\u{85}e", ["a", "b", "c", "d\u{85}e"]),
    (
      "\\s", "g",
      "\u{9}\u{A}\u{B}\u{C}\u{D} \u{A0}\u{1680}\u{2000}\u{200A}\u{2028}\u{2029}\u{202F}\u{205F}\u{3000}\u{FEFF}\u{85}\u{180E}\u{200B}",
      [
        "\u{9}", "\u{A}", "\u{B}", "\u{C}", "\u{D}", " ", "\u{A0}", "\u{1680}", "\u{2000}",
        "\u{200A}", "\u{2028}", "\u{2029}", "\u{202F}", "\u{205F}", "\u{3000}", "\u{FEFF}",
      ]
    ),
    (
      "\\w+", "g", "cafe\u{301} na\u{EF}ve snake_case 42", ["cafe", "na", "ve", "snake_case", "42"]
    ),
    ("\\w+", "gu", "\u{17F}\u{212A} abc", ["abc"]),
    ("\\d+", "gu", "12\u{FF13}\u{664} 5", ["12", "5"]),
    ("\\b\\w", "g", "ab cd\u{A0}ef\u{301}g", ["a", "c", "e", "g"]),
    ("\\B.", "g", "ab c", ["b"]),
    (".", "g", "a\u{1F600}", ["a", .units([0xD83D]), .units([0xDE00])]),
    (".", "gu", "a\u{1F600}\u{20000}", ["a", "\u{1F600}", "\u{20000}"]),
    (
      ".{1,3}", "g", "ab\u{1F600}cd",
      [.units([0x61, 0x62, 0xD83D]), .units([0xDE00, 0x63, 0x64])]
    ),
    ("[^a]", "g", "\u{1F600}", [.units([0xD83D]), .units([0xDE00])]),
    ("[^a]", "gu", "\u{1F600}", ["\u{1F600}"]),
    ("\u{1F600}+", "g", "\u{1F600}\u{1F600}", ["\u{1F600}", "\u{1F600}"]),
    ("\u{1F600}+", "gu", "\u{1F600}\u{1F600}", ["\u{1F600}\u{1F600}"]),
    ("[\u{1F600}]", "g", "\u{1F601}", [.units([0xD83D])]),
    ("[\u{1F600}]", "gu", "\u{1F601}\u{1F600}", ["\u{1F600}"]),
    ("\\ud83d", "g", "\u{1F600}", [.units([0xD83D])]),
    ("\\ud83d", "gu", "\u{1F600}", nil),
    ("\\ud83d\\ude00", "gu", "x\u{1F600}", ["\u{1F600}"]),
    ("\\u{1F600}|\\u{20000}", "gu", "\u{20000}\u{1F600}", ["\u{20000}", "\u{1F600}"]),
    ("[\\u{20000}-\\u{2A6DF}]+", "gu", "a\u{20000}\u{20001}b", ["\u{20000}\u{20001}"]),
    ("[a-z]*", "g", "\u{1F600}ab", ["", "", "ab", ""]),
    ("[a-z]*", "gu", "\u{1F600}ab", ["", "ab", ""]),
    (".+", "g", "a\u{A}b\u{D}c\u{2028}d\u{2029}e\u{85}f", ["a", "b", "c", "d", "e\u{85}f"]),
    (".+", "gs", "a\u{A}b\u{2028}c", ["a\u{A}b\u{2028}c"]),
    ("^\\w", "gm", "a\u{A}b\u{2028}c\u{2029}d\u{D}e\u{85}f", ["a", "b", "c", "d", "e"]),
    ("\\w$", "gm", "a\u{A}b\u{2028}c d", ["a", "b", "d"]),
    ("^\\w|\\w$", "g", "ab\u{A}cd", ["a", "d"]),
    ("\\w+\\s?", "gy", "ab cd\u{A0}ef,gh", ["ab ", "cd\u{A0}", "ef"]),
    ("(\\w)(\\d)?", "", "ab1", ["a", "a", .undefined]),
    ("(\\w)(\\d)?", "", "1a", ["1", "1", .undefined]),
    ("(?<first>\\w)-(\\w)", "", "a-b", ["a-b", "a", "b"]),
    ("\\w+", "", "ab cd", ["ab"]),
    ("x", "g", "abc", nil),
    ("(a|ab)(c|bcd)(d*)", "", "abcd", ["abcd", "a", "bcd", ""]),
    ("(?:a|ab)(?:c|bcd)(d*)", "g", "abcd abcd", ["abcd", "abcd"]),
    ("(z)((a+)?(b+)?(c))*", "", "zaacbbbcac", ["zaacbbbcac", "z", "ac", "a", .undefined, "c"]),
    ("(a*)*b", "g", "aab b", ["aab", "b"]),
    ("(a*)+?", "g", "aa", ["aa", ""]),
    ("\\w+(?=\\s)", "g", "ab cd\u{A0}ef ", ["ab", "cd", "ef"]),
    ("\\w+(?!\\s|$)", "g", "ab cd,ef", ["a", "cd", "e"]),
    ("a{2}|b{1,}|c{1,2}?", "g", "aaabbbccc", ["aa", "bbb", "c", "c", "c"]),
    ("a{,2}", "g", "a{,2}", ["a{,2}"]),
    ("[\\w-.]+", "g", "a-b.c d", ["a-b.c", "d"]),
    ("[]]", "g", "a]b", nil),
    ("[^]", "g", "a\u{A}", ["a", "\u{A}"]),
    ("[]", "g", "ab", nil),
    ("\\p{L}", "g", "p{L}pL", ["p{L}"]),
    (
      "[\\p{L}\\p{M}\\p{N}_]+", "gu",
      "cafe\u{301} \u{939}\u{93F}\u{928}\u{94D}\u{926}\u{940} \u{BD}_x \u{20000}\u{1F600}",
      ["cafe\u{301}", "\u{939}\u{93F}\u{928}\u{94D}\u{926}\u{940}", "\u{BD}_x", "\u{20000}"]
    ),
    ("\\P{L}+", "gu", "ab12\u{1F600}cd", ["12\u{1F600}"]),
    ("[\\p{Lu}\\p{gc=Nd}]+", "gu", "aBC12d", ["BC12"]),
    (
      "\\cJ|\\x41|\\u0042|\\0|\\t", "g", "A\u{A}B\u{0}\u{9}", ["A", "\u{A}", "B", "\u{0}", "\u{9}"]
    ),
    ("[\\b]", "g", "a\u{8}b", ["\u{8}"]),
    ("\\.\\*\\/", "g", "a.*/b", [".*/"]),
    ("\\-", "g", "a-b", ["-"]),
    ("[\\d-z]+", "g", "1-z", ["1-z"]),
    ("[a-z]+", "gi", "ABC def \u{17F}\u{212A}\u{131}\u{130} K", ["ABC", "def", "K"]),
    ("k", "gi", "kK\u{212A}", ["k", "K"]),
    ("s", "gi", "sS\u{17F}", ["s", "S"]),
    ("\\u00b5+", "gi", "\u{B5}\u{3BC}\u{39C}", ["\u{B5}\u{3BC}\u{39C}"]),
    ("[^a-z\\s]+", "gi", "ABC d\u{C9}f \u{DF}\u{1E9E}", ["\u{C9}", "\u{DF}\u{1E9E}"]),
    ("\u{E9}", "gi", "\u{C9}\u{E9}E\u{301}", ["\u{C9}", "\u{E9}"]),
    ("\\w+", "gi", "\u{17F}x \u{212A}y", ["x", "y"]),
    ("[\\W]+", "gi", "a-b\u{17F}", ["-", "\u{17F}"]),
    ("\u{1C5}", "gi", "\u{1C4}\u{1C5}\u{1C6}", ["\u{1C4}", "\u{1C5}", "\u{1C6}"]),
    ("\u{1F600}|stra\u{DF}e", "gi", "STRASSE stra\u{DF}e \u{1F600}", ["stra\u{DF}e", "\u{1F600}"]),
    ("\\u{2}", "g", "uu u", ["uu"]),
    ("\\x4", "g", "x4 x", ["x4"]),
    ("\\u{1F600}", "g", "{1F600}u{1F600}", ["u{1F600}"]),
    ("\\uZZ", "g", "uZZ", ["uZZ"]),
  ]

  @Test func matchesAsNodeDoes() throws {
    for (pattern, flags, text, expected) in Self.rows {
      let regex = try JavaScriptRegExp(pattern, flags: flags)
      let terms = regex.match(Array(text.utf16))?.map(Term.init)
      #expect(terms == expected, "/\(pattern)/\(flags) over \(text.debugDescription)")
    }
  }

  @Test(arguments: [
    ("a", "iu"), ("a", "v"), ("a", "y"), ("a", "gg"), ("a", "x"), ("(a)\\1", "g"),
    ("(?<n>a)\\k<n>", "g"), ("(?<=a)b", "g"), ("\\p{Script=Latin}", "gu"), ("\\01", "g"),
    ("a**", "g"), ("[b-a]", "g"), ("(a", "g"), ("a)", "g"), ("\\e", "gu"), ("{", "gu"),
    ("[\\w-z]", "gu"), ("(?=a)*", "g"), ("\\c1", "g"),
  ])
  func throwsForWhatItDoesNotMatchExactly(pattern: String, flags: String) {
    #expect(throws: JavaScriptRegExp.Unsupported.self) {
      try JavaScriptRegExp(pattern, flags: flags)
    }
  }

  /// A term JavaScript gives that a Swift `String` cannot hold fails the case, naming the term,
  /// instead of being searched for as something else.
  @Test(arguments: [
    (#"{"regex": ".{1,3}", "flags": "g"}"#, #"["ab\ud83d\ude00cd"]"#, "\\ud83d"),
    (#"{"regex": "(\\w)(\\d)?", "flags": ""}"#, #"["ab1"]"#, "undefined"),
  ])
  func aTermNoStringHoldsFailsTheCase(tokenize: String, docs: String, named: String) throws {
    let testCase = try JSONValue(
      parsing: #"{"name": "t", "docs": \#(docs), "query": "ab", "options": "#
        + #"{"useTokenSearch": true, "tokenize": \#(tokenize)}, "expected": {"results": []}}"#)
    let error = try #require(throws: VectorRunner.Failure.self) {
      try VectorRunner(testCase: testCase).run()
    }
    #expect(error.description.contains("not expressible"))
    #expect(error.description.contains(named))
  }
}
