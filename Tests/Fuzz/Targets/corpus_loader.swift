// Fuzz target: the corpus loader (`CorpusLoader.decode` for books, movies and people, read field
// by field with FuseCore's JSON reader) against the loader's `Decodable` path over FuseCore's
// parsed document, and against Foundation's `JSONDecoder`.
//
// Checks: decoding either succeeds or throws an error whose message names the source; the two
// paths load the same records or fail at the same place (the same byte, or the same record); a
// reported position lies inside the data and is 1-based; records that load are the ones
// `JSONDecoder` decodes, and as many as `JSONValue` finds in the array. The same bytes read as
// documents and as packed documents give the same records packed, whose paths read the same,
// or the same error.
//
// Input: a type byte, then the file's bytes.
import Foundation

@testable import FuseCore
@testable import Models

/// libFuzzer's entry point: runs one input and traps when an invariant breaks.
///
/// - Parameters:
///   - data: The input's bytes.
///   - count: The number of bytes.
/// - Returns: 0, as libFuzzer expects.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCorpusLoader(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
  var input = FuzzInput(data, count)
  let kind = input.byte() % 3
  let bytes = input.rest
  switch kind {
  case 0: checkPaths(Book.self, bytes)
  case 1: checkPaths(Movie.self, bytes)
  default: checkPaths(Person.self, bytes)
  }
  checkPacked(bytes)
  return 0
}

/// Reads `bytes` as documents and as packed documents, and checks that they agree: the same
/// records packed, reading the same at the corpora's paths, or the same error.
func checkPacked(_ bytes: [UInt8]) {
  let trees = Result { () throws(CorpusLoadError) in
    try CorpusLoader.documents(from: Data(bytes), source: "fuzz.json")
  }
  let packed = Result { () throws(CorpusLoadError) in
    try CorpusLoader.packedDocuments(from: Data(bytes), source: "fuzz.json")
  }
  switch (trees, packed) {
  case (.success(let trees), .success(let packed)):
    fuzzCheck(packed == trees.map(PackedJSON.init), "packed records differ from the trees")
    let paths = [["title"], ["cast"], ["author", "name"], ["genres", "0"], ["name", "length"]]
    for (tree, record) in zip(trees, packed).prefix(8) {
      fuzzCheck(record.value == tree, "a packed record unpacks to another tree")
      for path in paths {
        fuzzCheck(
          record.value(atPath: path) == tree.value(atPath: path), "the path \(path) reads apart")
      }
    }
  case (.failure(let expected), .failure(let error)):
    fuzzCheck(error == expected, "packed reading failed with \(error), parsing with \(expected)")
  default:
    fuzzCheck(false, "one of parsing and packed reading failed: \(trees), \(packed)")
  }
}

/// Where a load ended: the records' count, or the place of the failure.
enum LoadOutcome: Equatable {
  case records(Int)
  case failure(offset: Int?, recordIndex: Int?)
}

/// Decodes `bytes` through `CorpusLoader.decode` and through the document path, and checks
/// that they agree, with each other and with `JSONDecoder`.
func checkPaths<Record: Decodable & Hashable>(_ type: Record.Type, _ bytes: [UInt8]) {
  let read = load(type, bytes) { bytes throws(CorpusLoadError) in
    try CorpusLoader.decode(type, from: Data(bytes), source: "fuzz.json")
  }
  let document = load(type, bytes) { bytes throws(CorpusLoadError) in
    try bytes.withUnsafeBufferPointer { buffer throws(CorpusLoadError) in
      try CorpusLoader.decodeDocument(type, from: buffer, source: "fuzz.json")
    }
  }
  fuzzCheck(read.outcome == document.outcome, "read \(read.outcome), document \(document.outcome)")
  guard let records = read.records else { return }
  // JSONDecoder refuses a lone surrogate escape, which the reader decodes as U+FFFD; whatever
  // both decode must be the same.
  if let decoded = try? JSONDecoder().decode([Record].self, from: Data(bytes)) {
    fuzzCheck(decoded == records, "JSONDecoder decoded \(decoded.count) other records")
  }
  let parsed = try? JSONValue(parsingUTF8: bytes)
  fuzzCheck(
    parsed?.arrayValue?.count == records.count,
    "loaded \(records.count) of \(String(describing: parsed))")
}

/// Runs one load, checking its error message and position.
func load<Record>(
  _ type: Record.Type, _ bytes: [UInt8],
  _ body: ([UInt8]) throws(CorpusLoadError) -> [Record]
) -> (outcome: LoadOutcome, records: [Record]?) {
  do {
    let records = try body(bytes)
    return (.records(records.count), records)
  } catch {
    let message = String(describing: error)
    fuzzCheck(message.hasPrefix("fuzz.json"), "error message does not name the source: \(message)")
    if let position = error.position {
      fuzzCheck(
        position.byteOffset >= 0 && position.byteOffset <= bytes.count,
        "problem offset \(position.byteOffset) outside \(bytes.count) bytes")
      fuzzCheck(position.line >= 1 && position.column >= 1, "position \(position) is not 1-based")
    }
    return (.failure(offset: error.position?.byteOffset, recordIndex: error.recordIndex), nil)
  }
}
