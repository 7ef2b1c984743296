import FuseCore

/// Reads each element as a `Record`, field by field (``RecordReader``).
struct RecordElementReader<Record: ReadableRecord>: ArrayElementReader {
  /// The record reader, which counts the records it read for its errors.
  private var records: RecordReader

  var json: JSONReader {
    get { records.json }
    _modify { yield &records.json }
  }

  init(bytes: UnsafeBufferPointer<UInt8>) {
    records = RecordReader(bytes: bytes)
  }

  init(bytes: UnsafeBufferPointer<UInt8>, resumingAt position: Int) {
    records = RecordReader(bytes: bytes, resumingAt: position)
  }

  mutating func readElement() throws -> Record {
    try records.readRecord(Record.self)
  }
}
