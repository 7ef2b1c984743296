/// Decodes a top-level array one record at a time to find the index of the record that fails.
///
/// Used by ``CorpusLoader`` only after `JSONDecoder` rejected the data without saying where.
struct RecordIndexProbe<Record: Decodable>: Decodable {
  /// The record at `recordIndex` could not be decoded.
  struct Failure: Error {
    var recordIndex: Int
  }

  init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    while !container.isAtEnd {
      let index = container.currentIndex
      do {
        _ = try container.decode(Record.self)
      } catch {
        throw Failure(recordIndex: index)
      }
    }
  }
}
