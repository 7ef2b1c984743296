// Fuzz target: logical (`$and`, `$or`, `$path`/`$val`) and object (`$startsWith`, `$not`, …)
// queries, parsed from arbitrary JSON bytes; also the JSON parser's round trip.
//
// Input: option bytes, a limit byte, then the query as JSON text.
@testable import FuseCore

/// libFuzzer's entry point: runs one input and traps when an invariant breaks.
///
/// - Parameters:
///   - data: The input's bytes.
///   - count: The number of bytes.
/// - Returns: 0, as libFuzzer expects.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLogicalQuery(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
  var input = FuzzInput(data, count)
  let options = fuzzOptions(&input, keys: fuzzKeys)
  let limitByte = input.byte()
  let limit: Int? = limitByte == 0xFF ? nil : Int(limitByte % 8) - 1
  guard let query = try? JSONValue(parsingUTF8: input.rest) else { return 0 }

  // Serialising and parsing again gives the same value.
  let text = query.jsonText
  guard let reparsed = try? JSONValue(parsing: text) else {
    fuzzCheck(false, "jsonText does not parse: \(text)")
    return 0
  }
  // (Not `reparsed == query`: as in JavaScript, a number too large for a double reads as infinity
  // and is written as `null`.)
  fuzzCheck(reparsed.jsonText == text, "JSON round trip differs: \(text)")

  guard let fuse = try? Fuse.Search(fuzzDocuments, options: options) else { return 0 }
  let results: [FuseResult<JSONValue>]
  do {
    results = try fuse.search(query, limit: limit)
  } catch {
    fuzzCheck(!error.description.isEmpty, "empty error message")
    return 0
  }
  checkResults(
    results, documentCount: fuzzDocuments.count, limit: limit, sorted: true,
    context: "logical query \(text)")
  // Searching again (the query is parsed afresh) gives the same answer.
  let again = try? fuse.search(query, limit: limit)
  fuzzCheck(again.map(summary) == summary(results), "logical search not repeatable: \(text)")
  return 0
}
