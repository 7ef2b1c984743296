import Foundation
import FuseCore
import Testing

@testable import Models

/// Reading stops when the loading task is cancelled, for the package's record types, other
/// `Decodable` types and any JSON, and reads everything when it is not.
@Suite struct CorpusLoaderCancellationTests {
  /// A JSON array of `count` books.
  static func books(_ count: Int) -> Data {
    let records = (0..<count).map { #"{"title":"Book \#($0)","author":"A","year":1}"# }
    return Data(("[" + records.joined(separator: ",") + "]").utf8)
  }

  struct Other: Decodable {
    var title: String
  }

  /// Runs `load` in a task cancelled before it starts.
  static func cancelled<Value: Sendable>(
    _ load: @escaping @Sendable () throws(CorpusLoadError) -> Value
  ) async -> Result<Value, CorpusLoadError> {
    let task = Task { () -> Result<Value, CorpusLoadError> in
      withUnsafeCurrentTask { $0?.cancel() }
      return Result(catching: load)
    }
    return await task.value
  }

  @Test func aCancelledTaskStopsReadingAndSaysSo() async throws {
    let data = Self.books(RecordReader.cancellationCheckInterval * 2)
    let outcomes: [Result<Int, CorpusLoadError>] = [
      await Self.cancelled { () throws(CorpusLoadError) in
        try CorpusLoader.decode(Book.self, from: data, source: "b.json").count
      },
      await Self.cancelled { () throws(CorpusLoadError) in
        try CorpusLoader.decode(Other.self, from: data, source: "b.json").count
      },
      await Self.cancelled { () throws(CorpusLoadError) in
        try CorpusLoader.documents(from: data, source: "b.json").count
      },
    ]
    for outcome in outcomes {
      #expect(throws: CorpusLoadError(source: "b.json", reason: .cancelled)) { try outcome.get() }
    }
    #expect(
      CorpusLoadError(source: "b.json", reason: .cancelled).description
        == "b.json: loading was cancelled")
  }

  @Test func aFileShorterThanOneCheckReadsWhole() async throws {
    let count = RecordReader.cancellationCheckInterval
    let data = Self.books(count)
    let outcome = await Self.cancelled { () throws(CorpusLoadError) in
      try CorpusLoader.decode(Book.self, from: data, source: "b.json").count
    }
    #expect(try outcome.get() == count)
  }

  @Test func anUncancelledTaskReadsEverything() async throws {
    let data = Self.books(RecordReader.cancellationCheckInterval * 2 + 1)
    #expect(try CorpusLoader.decode(Book.self, from: data, source: "b").count == 8_193)
    #expect(try CorpusLoader.documents(from: data, source: "b").count == 8_193)
  }
}
