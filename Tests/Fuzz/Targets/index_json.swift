// Fuzz target: `FuseIndex` from arbitrary JSON (Fuse.js's `parseIndex`), the `toJSON()` round
// trip, and mutations.
//
// Mode 0 parses the bytes as an index, saves it again and checks that the reloaded index saves
// to the same JSON and searches identically. Mode 1 parses the bytes as a JSON array of documents, indexes
// them, and checks that (a) an index saved with `toJSON()` and reloaded searches identically,
// (b) removing the last document and adding it back restores identical results, and (c) a
// failing `setCollection` leaves the searcher as it was.
//
// Input: a mode byte, option bytes, a query byte, then JSON text.
@testable import FuseCore

/// Queries the mode picks from (long, accented and extended ones among them).
private let queries = [
  "war", "old man", "İstanbul", "strasse", "ß", "café", "'sf", "^the", "!war", "scalzi$",
  "=HTML5", "a very long title that goes well past thirty-two code units", "x | y", "the",
]

/// libFuzzer's entry point: runs one input and traps when an invariant breaks.
///
/// - Parameters:
///   - data: The input's bytes.
///   - count: The number of bytes.
/// - Returns: 0, as libFuzzer expects.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzIndexJSON(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
  var input = FuzzInput(data, count)
  let mode = input.byte() % 2
  var options = fuzzOptions(&input, keys: fuzzKeys)
  options.useTokenSearch = options.useTokenSearch && !options.useExtendedSearch
  let query = queries[Int(input.byte()) % queries.count]
  let bytes = input.rest
  if mode == 0 {
    checkParsedIndex(bytes, options: options, query: query)
  } else {
    checkBuiltIndex(bytes, options: options, query: query)
  }
  return 0
}

/// An index from arbitrary JSON: reload equality, and identical searches with the reloaded one.
private func checkParsedIndex(_ bytes: [UInt8], options: FuseOptions<JSONValue>, query: String) {
  let text = String(decoding: bytes, as: UTF8.self)
  guard let index = try? FuseIndex(jsonText: text) else { return }
  let saved = index.toJSON().jsonText
  guard let reloaded = try? FuseIndex(jsonText: saved) else {
    fuzzCheck(false, "toJSON output does not load: \(saved)")
    return
  }
  // Saving is a fixed point: the reloaded index saves to the same JSON. (The reloaded index can
  // differ from the parsed one where JSON cannot hold a value: a key's `src` with a number
  // beyond Double's range parses as infinity and is saved as null, as JSON.stringify does.)
  fuzzCheck(reloaded.toJSON().jsonText == saved, "saving the reloaded index differs: \(saved)")
  // Documents for the index: as many as its records refer to (bounded), each an empty object.
  let documentCount = (index.records.map(\.docIndex).max() ?? -1) + 1
  guard documentCount <= 4096 else { return }
  // A key whose weight FuseKey rejects cannot be searched with (Fuse.Search would reject it too).
  guard
    let keys = try? index.keys.map({ try FuseKey<JSONValue>(path: $0.path, weight: $0.weight) })
  else { return }
  var indexOptions = options
  indexOptions.keys = keys
  let documents = [JSONValue](repeating: .object([]), count: documentCount)
  guard let fuse = try? Fuse.Search(documents, options: indexOptions, index: index),
    let other = try? Fuse.Search(documents, options: indexOptions, index: reloaded)
  else { return }
  let results = fuse.search(query)
  checkResults(
    results, documentCount: documentCount, limit: nil, sorted: true,
    context: "parsed index \(saved) query \(query)")
  fuzzCheck(summary(other.search(query)) == summary(results), "reloaded index searches differently")
}

/// An index built from fuzzed documents: save/reload, remove/re-add and failed setCollection.
private func checkBuiltIndex(_ bytes: [UInt8], options: FuseOptions<JSONValue>, query: String) {
  guard case .array(let documents)? = try? JSONValue(parsingUTF8: bytes), !documents.isEmpty,
    let fuse = try? Fuse.Search(documents, options: options)
  else { return }
  let context = "documents \(JSONValue.array(documents).jsonText) query \(query)"
  let results = fuse.search(query, limit: nil)
  checkResults(
    results, documentCount: documents.count, limit: nil, sorted: true, context: context)
  let before = summary(results)

  // Save and reload the index.
  let saved = fuse.getIndex().toJSON().jsonText
  guard
    let reloaded = try? FuseIndex(jsonText: saved, fieldNormWeight: options.fieldNormWeight)
  else {
    fuzzCheck(false, "saved index does not load (\(context)): \(saved)")
    return
  }
  fuzzCheck(reloaded == fuse.getIndex(), "reloaded index differs (\(context))")
  if let other = try? Fuse.Search(documents, options: options, index: reloaded) {
    fuzzCheck(
      summary(other.search(query)) == before, "reloaded index searches differently (\(context))")
  } else {
    fuzzCheck(false, "the reloaded index is rejected (\(context))")
  }

  // Remove the last document and add it back. (A null document is skipped by `add`.) Like
  // Fuse.js's `FuseIndex.add`, `add` indexes a string document as a string record even in a
  // collection of objects, so the round trip is only an identity when the last document has
  // the collection's kind (decided by the first document).
  let isString: (JSONValue) -> Bool = { $0.stringValue != nil }
  if let last = documents.last, let first = documents.first, !last.isNull,
    isString(last) == isString(first)
  {
    guard let removed = try? fuse.removeAt(documents.count - 1) else {
      fuzzCheck(false, "removeAt(last) failed (\(context))")
      return
    }
    fuzzCheck(removed == last, "removeAt returned another document (\(context))")
    fuse.add(removed)
    fuzzCheck(fuse.documents == documents, "documents differ after remove + add (\(context))")
    fuzzCheck(
      summary(fuse.search(query, limit: nil)) == before,
      "results differ after remove + add (\(context))")
  }

  // A setCollection that fails (an index naming a missing document) changes nothing.
  let indexBefore = fuse.getIndex()
  let shorter = Array(documents.dropLast())
  if (try? fuse.setCollection(shorter, index: indexBefore)) == nil {
    fuzzCheck(fuse.documents == documents, "failed setCollection changed documents (\(context))")
    fuzzCheck(fuse.getIndex() == indexBefore, "failed setCollection changed the index (\(context))")
    fuzzCheck(
      summary(fuse.search(query, limit: nil)) == before,
      "failed setCollection changed results (\(context))")
  }
}
