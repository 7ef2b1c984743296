import FuseCore

/// Reads each element as a JSON document of kind `Document`: a `JSONValue` tree, or a
/// `PackedJSON` value read without building one.
struct DocumentElementReader<Document: ReadableDocument>: ArrayElementReader {
  var json: JSONReader

  init(bytes: UnsafeBufferPointer<UInt8>) {
    json = JSONReader(bytes: bytes)
  }

  init(bytes: UnsafeBufferPointer<UInt8>, resumingAt position: Int) {
    json = JSONReader(bytes: bytes, resumingAt: position, depth: 1)
  }

  mutating func readElement() throws -> Document {
    try Document.read(from: &json)
  }
}
