// Fuzz target: `Fuse.match` with random pattern, text and options: patterns longer than 32
// units, NUL, combining marks, "İ", "ß", lone surrogates (through JSON `\ud800` escapes too).
//
// Checks the score range and the match ranges, and that a one-string `Fuse.Search` (without the
// field norm) agrees with `Fuse.match` on whether and how well the pattern matches.
//
// Input: option bytes, a mode byte, then either two generated texts or a JSON array
// `["pattern", "text"]`.
@testable import FuseCore

/// libFuzzer's entry point: runs one input and traps when an invariant breaks.
///
/// - Parameters:
///   - data: The input's bytes.
///   - count: The number of bytes.
/// - Returns: 0, as libFuzzer expects.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMatch(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
  var input = FuzzInput(data, count)
  var options = fuzzOptions(&input, keys: [FuseKey<String>]())
  options.useTokenSearch = false
  let pattern: String
  let text: String
  if input.byte() & 1 == 0 {
    pattern = input.text(maxLength: input.bool() ? 12 : 90)
    text = input.text(maxLength: 300)
  } else {
    guard case .array(let pair)? = try? JSONValue(parsingUTF8: input.rest), pair.count == 2,
      let first = pair[0].stringValue, let second = pair[1].stringValue
    else { return 0 }
    pattern = first
    text = second
  }
  let context =
    "pattern \(pattern.debugDescription) text \(text.debugDescription) options \(describe(options))"
  let result: Fuse.MatchResult
  do {
    result = try Fuse.match(pattern, in: text, options: options)
  } catch {
    return 0
  }
  fuzzCheck(isValidScore(result.score), "score \(result.score) (\(context))")
  let length = normalizedLength(of: text, options.normalization)
  for range in result.indices ?? [] {
    fuzzCheck(
      range.lowerBound >= 0 && range.upperBound < length,
      "range \(range) outside \(length) units (\(context))")
  }
  if let indices = result.indices {
    checkMatch(
      FuseMatch(
        key: nil, value: text, refIndex: nil, indices: indices,
        normalization: options.normalization), context: context)
  }

  // The same pattern through a one-string searcher.
  guard !JavaScriptText.isBlank(pattern), !JavaScriptText.isBlank(text) else { return 0 }
  options.ignoreFieldNorm = true
  guard let fuse = try? Fuse.Search([text], options: options) else { return 0 }
  let results = fuse.search(pattern)
  checkResults(results, documentCount: 1, limit: nil, sorted: true, context: context)
  fuzzCheck(
    results.count == (result.isMatch ? 1 : 0),
    "match says \(result.isMatch), search found \(results.count) (\(context))")
  if let first = results.first {
    fuzzCheck(
      first.score == result.score,
      "match score \(result.score), search score \(first.score ?? -1) (\(context))")
  }
  return 0
}
