// Shared helpers of the libFuzzer targets (compiled into each target by .ci/fuzz.sh).
//
// An invariant failure prints what broke and traps, so that libFuzzer records the input.
@testable import FuseCore

#if canImport(Glibc)
  import Glibc
#endif

/// Whether scores are checked against 1 as well as 0.
///
/// Off by design: Fuse.js's "finalScore quirk" reports a rejected candidate's score, above 1
/// with a high threshold and a short distance, and the port keeps Fuse.js's results (see
/// `FuzzFindingTests.bitapScoreAboveOneMatchesFuseJS`). Scores are checked to be finite and ≥ 0.
let checksScoreUpperBound = false

/// Whether `score` is in the range the invariants allow (see ``checksScoreUpperBound``).
func isValidScore(_ score: Double) -> Bool {
  score.isFinite && score >= 0 && (!checksScoreUpperBound || score <= 1)
}

/// Stops the fuzzer with `message` when `condition` is false.
func fuzzCheck(
  _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
  file: StaticString = #file, line: UInt = #line
) {
  if condition() { return }
  var report = "fuzz invariant failed (\(file):\(line)): \(message())\n"
  report.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
  preconditionFailure("fuzz invariant failed: \(message())", file: file, line: line)
}

/// Reads structured choices from the fuzzer's bytes; past the end every read returns zero.
struct FuzzInput {
  private let bytes: [UInt8]
  private(set) var position = 0

  init(_ data: UnsafeRawPointer, _ count: Int) {
    bytes = Array(UnsafeRawBufferPointer(start: data, count: count))
  }

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  var isAtEnd: Bool { position >= bytes.count }

  /// The bytes not read yet.
  var rest: [UInt8] { position < bytes.count ? Array(bytes[position...]) : [] }

  mutating func byte() -> UInt8 {
    guard position < bytes.count else { return 0 }
    defer { position += 1 }
    return bytes[position]
  }

  mutating func bool() -> Bool {
    byte() & 1 == 1
  }

  /// A value in `range` (taken modulo its size).
  mutating func int(in range: ClosedRange<Int>) -> Int {
    let raw = Int(byte()) << 8 | Int(byte())
    return range.lowerBound + raw % (range.count)
  }

  /// A text of up to `maxLength` pieces drawn from ASCII and from the characters that stress
  /// normalisation: "İ", "ß", combining marks, final sigma, NUL, emoji, a lone surrogate
  /// (decoded to U+FFFD, as every Swift string must be), line and paragraph separators.
  mutating func text(maxLength: Int) -> String {
    let length = int(in: 0...maxLength)
    var units: [UInt16] = []
    for _ in 0..<length {
      let choice = byte()
      if choice < 0x80 {
        units.append(UInt16(choice))
      } else {
        units.append(contentsOf: Self.specials[Int(choice) % Self.specials.count])
      }
    }
    return String(decoding: units, as: UTF16.self)
  }

  /// Multi-unit pieces the text generator mixes in.
  static let specials: [[UInt16]] = [
    Array("İ".utf16), Array("ß".utf16), [0x0301], [0x0308], Array("Σ".utf16), Array("ς".utf16),
    [0], Array("😀".utf16), [0xD800], [0xDC00], [0x2028], [0x2029], Array("é".utf16),
    Array("ﬁ".utf16), Array("Å".utf16), Array("ǅ".utf16), Array("ẞ".utf16), [0x00A0], [0xFEFF],
    Array("e\u{301}".utf16), Array("a".utf16), Array("the ".utf16), Array(" | ".utf16),
    Array("'".utf16), Array("^".utf16), Array("!".utf16), Array("$".utf16), Array("=".utf16),
    Array("\"".utf16), Array("abcdefghijklmnopqrstuvwxyz0123456789".utf16),
  ]
}

/// The normalised UTF-16 length of `value`, which match indices point into.
func normalizedLength(of value: String, _ normalization: TextNormalization) -> Int {
  normalization.normalize(value).utf16.count
}

/// Checks one match's ranges against its normalised text and maps them back to the original.
func checkMatch(_ match: FuseMatch, context: @autoclosure () -> String) {
  let length = normalizedLength(of: match.value, match.normalization)
  for range in match.indices {
    fuzzCheck(
      range.lowerBound >= 0 && range.upperBound < length,
      "match range \(range) outside normalised text of length \(length) (\(context()))")
  }
  let highlights = match.highlightRanges
  for range in highlights {
    fuzzCheck(
      range.lowerBound >= match.value.startIndex && range.upperBound <= match.value.endIndex,
      "highlight range outside the value (\(context()))")
  }
}

/// The invariants every search result list keeps: the limit, unique positions in the collection,
/// scores in 0...1, the sort order (score, then refIndex) and match ranges inside their texts.
func checkResults<Element>(
  _ results: [FuseResult<Element>], documentCount: Int, limit: Int?, sorted: Bool,
  context: @autoclosure () -> String
) {
  if let limit, limit >= 0 {
    fuzzCheck(results.count <= limit, "limit \(limit) exceeded: \(results.count) (\(context()))")
  }
  var seen = Set<Int>()
  for result in results {
    fuzzCheck(
      (0..<documentCount).contains(result.refIndex),
      "refIndex \(result.refIndex) outside 0..<\(documentCount) (\(context()))")
    fuzzCheck(seen.insert(result.refIndex).inserted, "duplicate refIndex (\(context()))")
    if let score = result.score {
      fuzzCheck(isValidScore(score), "score \(score) outside 0...1 (\(context()))")
    }
    for match in result.matches ?? [] { checkMatch(match, context: context()) }
  }
  guard sorted, results.count > 1 else { return }
  for (left, right) in zip(results, results.dropFirst()) {
    guard let leftScore = left.score, let rightScore = right.score else { continue }
    fuzzCheck(
      (leftScore, left.refIndex) < (rightScore, right.refIndex),
      "not sorted: (\(leftScore), \(left.refIndex)) before (\(rightScore), \(right.refIndex)) "
        + "(\(context()))")
  }
}

/// A comparable summary of results: position, score and matches.
struct ResultSummary: Hashable {
  var refIndex: Int
  var score: Double?
  var matches: [FuseMatch]?
}

func summary<Element>(_ results: [FuseResult<Element>]) -> [ResultSummary] {
  results.map { ResultSummary(refIndex: $0.refIndex, score: $0.score, matches: $0.matches) }
}

/// A small JSON collection with nested, array and odd-character fields.
let fuzzDocuments: [JSONValue] = {
  let text = #"""
    [
      {"title": "Old Man's War", "author": {"name": "John Scalzi"}, "tags": ["sf", "war"]},
      {"title": "The Lock Artist", "author": {"name": "Steve Hamilton"}, "tags": ["crime"]},
      {"title": "HTML5", "author": {"name": "Remy Sharp"}, "tags": []},
      {"title": "İstanbul Straße", "author": {"name": "Σίσυφος Ωκεανός"}, "tags": ["ß", "é"]},
      {"title": "Café\u0301 😀 \u0000 nul", "author": {"name": "\ud800 lone"}, "tags": ["x"]},
      {"title": "", "author": null, "tags": ["  ", "the the the"]},
      {"title": "A very long title that goes well past thirty-two code units of text"},
      {"title": 42, "author": {"name": ["nested", "names"]}, "tags": [["deep"], {"a": "b"}]},
      "a plain string document",
      {"title": "Old Man's War", "author": {"name": "John Scalzi"}, "tags": ["sf", "war"]}
    ]
    """#
  guard case .array(let documents)? = try? JSONValue(parsing: text) else {
    preconditionFailure("the fuzz documents do not parse")
  }
  return documents
}()

/// The keys over ``fuzzDocuments``.
///
/// Title (weight 2), author.name and tags. String-literal keys (path keys of weight 1) cannot
/// throw, so a global can hold them; the title's weight is set afterwards and checked when the
/// options are built.
let fuzzKeys: [FuseKey<JSONValue>] = {
  var title: FuseKey<JSONValue> = "title"
  title.weight = 2
  return [title, "author.name", "tags"]
}()

/// Options drawn from the input (scores and matches always on, so that they can be checked).
func fuzzOptions<Element>(
  _ input: inout FuzzInput, keys: [FuseKey<Element>]
) -> FuseOptions<Element> {
  var options = FuseOptions<Element>()
  options.keys = keys
  options.includeScore = true
  options.includeMatches = true
  let flags = input.byte()
  options.isCaseSensitive = flags & 1 != 0
  options.ignoreDiacritics = flags & 2 != 0
  options.ignoreLocation = flags & 4 != 0
  options.findAllMatches = flags & 8 != 0
  options.ignoreFieldNorm = flags & 16 != 0
  options.useExtendedSearch = flags & 32 != 0
  options.useTokenSearch = flags & 64 != 0
  options.tokenMatch = flags & 128 != 0 ? .all : .any
  options.threshold = Double(input.byte() % 11) / 10
  // Includes `Int.max`, which once overflowed `location + chunk start` in BitapSearcher
  // (regression test `locationNearIntMaxDoesNotOverflow`).
  options.location = [0, 1, 5, 40, 1000, 1 << 40, Int.max][Int(input.byte() % 7)]
  options.distance = [0, 1, 100, 10000, Int.max][Int(input.byte() % 5)]
  options.minMatchCharLength = Int(input.byte() % 4)
  options.fieldNormWeight = [0, 0.5, 1, 2][Int(input.byte() % 4)]
  return options
}

/// The options a target drew, for failure messages.
func describe<Element>(_ options: FuseOptions<Element>) -> String {
  "isCaseSensitive: \(options.isCaseSensitive), ignoreDiacritics: \(options.ignoreDiacritics), "
    + "ignoreLocation: \(options.ignoreLocation), findAllMatches: \(options.findAllMatches), "
    + "ignoreFieldNorm: \(options.ignoreFieldNorm), "
    + "useExtendedSearch: \(options.useExtendedSearch), useTokenSearch: \(options.useTokenSearch), "
    + "tokenMatch: .\(options.tokenMatch), threshold: \(options.threshold), "
    + "location: \(options.location), distance: \(options.distance), "
    + "minMatchCharLength: \(options.minMatchCharLength), "
    + "fieldNormWeight: \(options.fieldNormWeight)"
}
