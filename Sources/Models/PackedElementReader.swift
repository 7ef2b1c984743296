import FuseCore

/// Reads each element as a `PackedJSON` value, without building its tree.
struct PackedElementReader: ArrayElementReader {
  var json: JSONReader

  init(bytes: UnsafeBufferPointer<UInt8>) {
    json = JSONReader(bytes: bytes)
  }

  init(bytes: UnsafeBufferPointer<UInt8>, resumingAt position: Int) {
    json = JSONReader(bytes: bytes, resumingAt: position, depth: 1)
  }

  mutating func readElement() throws -> PackedJSON {
    try json.readPacked()
  }
}
