// Fuzz target: the corpus loaders (`CorpusLoader.decode` for books, movies and people, and the
// syntax locator behind their error messages), with `JSONValue`'s parser as a cross-check.
//
// Checks: decoding either succeeds or throws an error with a message; a reported position lies
// inside the data; data that decodes is UTF-8 and, when it is strict JSON, has as many records
// as `JSONValue` finds; a syntax problem found by the locator is one `JSONValue` rejects as well.
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
  do {
    switch kind {
    case 0: decoded = try CorpusLoader.decode(Book.self, from: file, source: "fuzz.json").count
    case 1: decoded = try CorpusLoader.decode(Movie.self, from: file, source: "fuzz.json").count
    default: decoded = try CorpusLoader.decode(Person.self, from: file, source: "fuzz.json").count
    }
  } catch {
    let message = String(describing: error)
    fuzzCheck(message.hasPrefix("fuzz.json"), "error message does not name the source: \(message)")
    decoded = -1
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
