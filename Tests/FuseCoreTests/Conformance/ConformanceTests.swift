import Foundation
import Testing

@testable import FuseCore

/// Runs every Fuse.js reference vector: the checked-in `Fixtures/cases.json` (the 533 public
/// vectors), `Fixtures/identity-regressions.json` (JavaScript string identity, `add` after a
/// given index, Unicode 16 decompositions) and `Fixtures/tokenizer-regex.json` (token search
/// with `tokenize` regexes over Unicode white space, line terminators, combining marks and
/// astral characters, with and without `u`; provenance in `Fixtures/README.md`), plus every
/// file named in the `FUSE_VECTORS` environment variable (colon-separated paths, same schema).
///
/// Cases listed in `Fixtures/conformance-pending.txt` (one name per line) are reported as
/// pending, never as passed; any other failing case fails the suite, and so does a pending case
/// that passes (so the list only shrinks).
@Suite struct ConformanceTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures")

  static var vectorFiles: [URL] {
    var files = ["cases.json", "identity-regressions.json", "tokenizer-regex.json"].map(
      fixtures.appendingPathComponent)
    if let extra = ProcessInfo.processInfo.environment["FUSE_VECTORS"] {
      files += extra.split(separator: ":").map { URL(fileURLWithPath: String($0)) }
    }
    return files
  }

  static func pendingNames() throws -> Set<String> {
    let url = fixtures.appendingPathComponent("conformance-pending.txt")
    guard FileManager.default.fileExists(atPath: url.path) else { return [] }
    let text = try String(contentsOf: url, encoding: .utf8)
    return Set(
      text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty && !$0.hasPrefix("#") })
  }

  @Test(arguments: vectorFiles)
  func vectorFilePasses(_ file: URL) throws {
    let data = try Data(contentsOf: file)
    let document = try JSONValue(parsingUTF8: Array(data))
    let cases = try #require(
      document["cases"]?.arrayValue, "\(file.lastPathComponent) has no 'cases' array")
    let pending = try Self.pendingNames()
    var passed = 0
    var pendingCount = 0
    var failures: [String] = []
    for testCase in cases {
      let runner = VectorRunner(testCase: testCase)
      let isPending = pending.contains(runner.name)
      do {
        try runner.run()
        if isPending {
          failures.append("\(runner.name): passes now; remove it from conformance-pending.txt")
        } else {
          passed += 1
        }
      } catch {
        if isPending {
          pendingCount += 1
        } else {
          failures.append("\(runner.name): \(error)")
        }
      }
    }
    print("conformance: \(passed)/\(cases.count) passed (\(file.lastPathComponent))")
    if pendingCount > 0 { print("conformance: \(pendingCount) pending (conformance-pending.txt)") }
    for failure in failures { print("  FAIL \(failure)") }
    #expect(
      failures.isEmpty, "\(failures.count) vector case(s) failed in \(file.lastPathComponent)")
    #expect(passed + pendingCount == cases.count)
  }
}
