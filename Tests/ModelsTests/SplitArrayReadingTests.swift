import Foundation
import FuseCore
import Testing

@testable import Models

/// A large array read on two threads gives exactly what one thread reads: the same elements,
/// or the same first error at the same place, whether the guessed element start is right, lies
/// inside a string or inside a nested array.
@Suite struct SplitArrayReadingTests {
  /// A deterministic generator of records: strings holding commas, braces and escaped quotes,
  /// nested arrays of objects, numbers and nulls.
  private struct Records {
    var state: UInt64

    mutating func below(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }

    mutating func text() -> String {
      let pieces = ["a", "b c", ", {", ",{\\\"x\\\": 1}", "[1, 2]", "é", "\\n", "}, {"]
      return (0..<(1 + below(6))).map { _ in pieces[below(pieces.count)] }.joined()
    }

    mutating func record(_ number: Int) -> String {
      let items = (0..<below(4)).map { _ in #"{"k": \#(below(100)), "t": "\#(text())"}"# }
      return
        #"{"id": \#(number), "title": "\#(text())", "items": [\#(items.joined(separator: ", "))], "n": null}"#
    }

    /// An array of records of at least `bytes` bytes, one record a line.
    mutating func array(bytes: Int) -> [UInt8] {
      var lines: [String] = []
      var size = 0
      while size < bytes {
        lines.append(record(lines.count))
        size += lines[lines.count - 1].utf8.count + 2
      }
      return Array(("[\n" + lines.joined(separator: ",\n") + "\n]\n").utf8)
    }
  }

  private static let size = SplitArrayReading.minimumBytes + 200_000

  /// Reads `bytes` on two threads, telling how.
  private static func split(_ bytes: [UInt8]) throws -> ([JSONValue], SplitArrayReading.Split) {
    var split = SplitArrayReading.Split.none
    let elements = try bytes.withUnsafeBufferPointer { buffer in
      try SplitArrayReading.elements(
        DocumentElementReader<JSONValue>.self, of: buffer, checkInterval: 64, split: &split)
    }
    return (elements, split)
  }

  @Test func aLargeArrayReadsAsOneThreadReadsIt() throws {
    for seed in [1, 2, 3] as [UInt64] {
      var records = Records(state: seed)
      let bytes = records.array(bytes: Self.size)
      let expected = try #require(try JSONValue(parsingUTF8: bytes).arrayValue)
      let (elements, split) = try Self.split(bytes)
      #expect(elements == expected, "seed \(seed)")
      #expect(split != .none, "seed \(seed): a guess was made")
    }
  }

  @Test func aLargeArrayReadsAsPackedValuesAsOneThreadReadsIt() throws {
    var records = Records(state: 5)
    let bytes = records.array(bytes: Self.size)
    let expected = try #require(try JSONValue(parsingUTF8: bytes).arrayValue)
    var split = SplitArrayReading.Split.none
    let elements = try bytes.withUnsafeBufferPointer { buffer in
      try SplitArrayReading.elements(
        DocumentElementReader<PackedJSON>.self, of: buffer, checkInterval: 64, split: &split)
    }
    #expect(elements == expected.map(PackedJSON.init))
    #expect(split == .kept)
  }

  @Test func aGuessInsideANestedArrayIsPassedAndTheResultIsTheSame() throws {
    // The record that spans the middle is one long list of objects: every element start
    // after the middle is inside it, until the records after it.
    var records = Records(state: 7)
    let half = records.array(bytes: Self.size / 3)
    let inner = (0..<250_000).map { #"{"k": \#($0)}"# }.joined(separator: ",")
    let text =
      String(decoding: half.dropLast(3), as: UTF8.self) + ",\n"
      + #"{"id": -1, "items": [\#(inner)]},"# + "\n" + #"{"id": -2, "items": []}"# + "\n]\n"
    let bytes = Array(text.utf8)
    #expect(bytes.count >= SplitArrayReading.minimumBytes)
    let expected = try #require(try JSONValue(parsingUTF8: bytes).arrayValue)
    let (elements, split) = try Self.split(bytes)
    #expect(elements == expected)
    #expect(split == .abandoned)
  }

  @Test func theFirstErrorIsTheOneOneThreadMeets() throws {
    var records = Records(state: 11)
    let clean = records.array(bytes: Self.size)
    // An error near the start, just after the middle and near the end.
    for fraction in [0.1, 0.52, 0.9] {
      var bytes = clean
      // The colon after a record's "id" key (a colon in a string would be no error).
      let key = Array(#"{"id":"#.utf8)
      var place = Int(Double(bytes.count) * fraction)
      while !bytes[place...].starts(with: key) { place += 1 }
      bytes[place + key.count - 1] = UInt8(ascii: ";")
      var expected: JSONParseError?
      do { _ = try JSONValue(parsingUTF8: bytes) } catch { expected = error }
      let oneThread = try #require(expected)
      #expect(throws: oneThread, "\(fraction)") { _ = try Self.split(bytes) }
    }
  }

  @Test func typedRecordsReadAsOneThreadReadsThem() throws {
    // Films, one a line, with a record that does not fit its type after the middle: it is
    // reported with its index among all the records, as one thread counts them.
    var records = Records(state: 5)
    var lines: [String] = []
    var size = 0
    while size < Self.size {
      let cast = (0..<records.below(4)).map { _ in #""\#(records.text())""# }
      lines.append(
        #"{"title": "\#(records.text())", "year": \#(1900 + records.below(120)), "#
          + #""cast": [\#(cast.joined(separator: ", "))], "genres": ["Drama"]}"#)
      size += lines[lines.count - 1].utf8.count + 2
    }
    let bytes = Array(("[\n" + lines.joined(separator: ",\n") + "\n]\n").utf8)
    let oneThread = try JSONDecoder().decode([Movie].self, from: Data(bytes))
    var split = SplitArrayReading.Split.none
    let twoThreads = try bytes.withUnsafeBufferPointer { buffer in
      try SplitArrayReading.elements(
        RecordElementReader<Movie>.self, of: buffer, checkInterval: 64, split: &split)
    }
    #expect(twoThreads == oneThread)
    #expect(split == .kept)
    var faulty = lines
    let place = lines.count * 3 / 4
    faulty[place] = faulty[place].replacingOccurrences(
      of: #""year": "#, with: #""year": true, "y": "#)
    let text = Data(("[\n" + faulty.joined(separator: ",\n") + "\n]\n").utf8)
    let error = #expect(throws: CorpusLoadError.self) {
      _ = try CorpusLoader.decode(Movie.self, from: text, source: "films")
    }
    #expect(
      error?.description.contains("record at index \(place) has the wrong type") == true,
      "\(String(describing: error))")
  }

  @Test func aCancelledTaskStopsTheSecondReaderItWaitsFor() async throws {
    // A few long records before the middle, many short ones after it: the first reader comes
    // to the guess before its first check for cancellation, and waits for the second.
    let long = String(repeating: "a", count: 1_200_000)
    let head = [String](repeating: #"{"t": "\#(long)"}"#, count: 3)
    let tail = (0..<150_000).map { #"{"k": \#($0)}"# }
    let bytes = Array(("[" + (head + tail).joined(separator: ",\n") + "]").utf8)
    #expect(bytes.count >= SplitArrayReading.minimumBytes)
    let reading = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try bytes.withUnsafeBufferPointer { buffer in
        try SplitArrayReading.elements(
          DocumentElementReader<JSONValue>.self, of: buffer, checkInterval: 4_096)
      }
    }
    await #expect(throws: CancellationError.self) { _ = try await reading.value }
  }

  @Test func aGuessIsAnElementStartAfterAComma() {
    let text = Array(#"[{"a": "x, {"}, {"b": 1},{"c": 2}]"#.utf8)
    text.withUnsafeBufferPointer { buffer in
      let first = SplitArrayReading.elementStart(in: buffer, after: 0, opening: UInt8(ascii: "{"))
      // The first guess is inside a string: only a reader of every byte before it can tell.
      #expect(first == 11)
      let after = SplitArrayReading.elementStart(
        in: buffer, after: 12, opening: UInt8(ascii: "{"))
      #expect(after == 16)
      #expect(
        SplitArrayReading.elementStart(in: buffer, after: 17, opening: UInt8(ascii: "{")) == 25)
      #expect(
        SplitArrayReading.elementStart(in: buffer, after: 26, opening: UInt8(ascii: "{")) == nil)
    }
  }
}
