// Fuzz target: the extended-search query parser (`'include`, `^prefix`, `!not`, `suffix$`,
// `=exact`, quoted forms and `|` groups), run through `Fuse.Search` over JSON documents and over
// strings, with the result invariants checked.
//
// Input: option bytes, a limit byte, then the query as UTF-8.
@testable import FuseCore

/// libFuzzer's entry point: runs one input and traps when an invariant breaks.
///
/// - Parameters:
///   - data: The input's bytes.
///   - count: The number of bytes.
/// - Returns: 0, as libFuzzer expects.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzExtendedQuery(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
  var input = FuzzInput(data, count)
  var options = fuzzOptions(&input, keys: fuzzKeys)
  options.useExtendedSearch = true
  let limitByte = input.byte()
  let limit: Int? = limitByte == 0xFF ? nil : Int(limitByte % 8) - 1
  let query = String(decoding: input.rest, as: UTF8.self)

  // The parser alone: every token has a non-blank unit, and no group has more units than the query.
  let units = options.normalization.units(query)
  let groups = ExtendedQueryParser.groups(of: units)
  for group in groups {
    fuzzCheck(group.reduce(0) { $0 + $1.count } <= units.count, "group longer than the query")
    for token in group {
      fuzzCheck(token.contains { !JavaScriptText.isTrimmedWhitespace($0) }, "blank token")
      _ = ExtendedQueryParser.matcher(for: token, settings: BitapSettings(options))
    }
  }

  guard let fuse = try? Fuse.Search(fuzzDocuments, options: options) else { return 0 }
  let results = fuse.search(query, limit: limit)
  checkResults(
    results, documentCount: fuzzDocuments.count, limit: limit, sorted: true,
    context: "extended query \(query.debugDescription)")
  // The same query again hits the cached searcher and must answer the same.
  fuzzCheck(summary(fuse.search(query, limit: limit)) == summary(results), "cached search differs")

  var stringOptions = FuseOptions<String>()
  stringOptions.useExtendedSearch = true
  stringOptions.includeScore = true
  stringOptions.includeMatches = true
  stringOptions.isCaseSensitive = options.isCaseSensitive
  stringOptions.ignoreDiacritics = options.ignoreDiacritics
  stringOptions.ignoreLocation = options.ignoreLocation
  stringOptions.threshold = options.threshold
  let strings = ["old man's war", "İstanbul", "straße", "café", "", "  ", query]
  if let stringFuse = try? Fuse.Search(strings, options: stringOptions) {
    checkResults(
      stringFuse.search(query, limit: limit), documentCount: strings.count, limit: limit,
      sorted: true, context: "extended query over strings \(query.debugDescription)")
  }
  return 0
}
