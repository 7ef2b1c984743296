// Fuzz target: the corpus loaders (`CorpusLoader.decode` for books, movies and people: the fast
// byte reader first, then `JSONDecoder`; and the syntax locator behind their error messages),
// with `JSONValue`'s parser as a cross-check.
//
// Checks: decoding either succeeds or throws an error with a message; the fast path's records,
// when it takes the data, are the `JSONDecoder` path's, and `decode` gives exactly the records or
// the error of the `JSONDecoder` path alone; a reported position lies inside the data; data that
// decodes is UTF-8 and, when it is strict JSON, has as many records as `JSONValue` finds; a
// syntax problem found by the locator is one `JSONValue` rejects as well.
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
  let file = Data(bytes)
  let decoded: Int
  switch kind {
  case 0: decoded = checkPaths(Book.self, file)
  case 1: decoded = checkPaths(Movie.self, file)
  default: decoded = checkPaths(Person.self, file)
  }
  let problem = JSONSyntaxLocator.firstProblem(in: bytes)
  if let problem {
    fuzzCheck(
      problem.byteOffset >= 0 && problem.byteOffset <= bytes.count,
      "problem offset \(problem.byteOffset) outside \(bytes.count) bytes")
    let position = TextPosition(byteOffset: problem.byteOffset, in: bytes)
    fuzzCheck(position.line >= 1 && position.column >= 1, "position \(position) is not 1-based")
  }
  let parsed = try? JSONValue(parsingUTF8: bytes)
  if decoded >= 0 {
    // Foundation's JSONDecoder is lenient (it takes `{"a": 1, }`), so decoded data need not be
    // strict JSON; it must be UTF-8, and strict JSON must give the same number of records.
    fuzzCheck(problem?.isInvalidUTF8 != true, "decoded data that is not UTF-8")
    if let parsed {
      fuzzCheck(parsed.arrayValue?.count == decoded, "decoded \(decoded) records of \(parsed)")
    }
  }
  if problem != nil {
    fuzzCheck(parsed == nil, "the locator finds a problem JSONValue accepts")
  }
  return 0
}

/// Decodes `file` through `CorpusLoader.decode` and through the `JSONDecoder` path alone, and
/// checks that they agree (and that the fast reader, when it takes the data, agrees too).
///
/// - Returns: The number of records, or -1 when decoding failed.
func checkPaths<Record: Decodable & Hashable>(_ type: Record.Type, _ file: Data) -> Int {
  let full: Result<[Record], CorpusLoadError>
  let decoderOnly: Result<[Record], CorpusLoadError>
  do {
    full = .success(try CorpusLoader.decode(type, from: file, source: "fuzz.json"))
  } catch {
    let message = String(describing: error)
    fuzzCheck(message.hasPrefix("fuzz.json"), "error message does not name the source: \(message)")
    full = .failure(error)
  }
  do {
    decoderOnly = .success(
      try CorpusLoader.decodeWithJSONDecoder(type, from: file, source: "fuzz.json"))
  } catch {
    decoderOnly = .failure(error)
  }
  fuzzCheck(full == decoderOnly, "decode gave \(full), the JSONDecoder path \(decoderOnly)")
  if let fast = CorpusFastReader.records(type, from: file) {
    fuzzCheck(
      decoderOnly == .success(fast),
      "the fast reader read \(fast.count) records, the JSONDecoder path \(decoderOnly)")
  }
  if case .success(let records) = full { return records.count }
  return -1
}
