import FuseCore

/// A kind of JSON document a ``DocumentElementReader`` reads.
protocol ReadableDocument: Sendable {
  /// Reads the value at `reader`'s position, with everything it contains.
  static func read(from reader: inout JSONReader) throws(JSONParseError) -> Self

  /// Whether the document is an object, a string or something else (a file of records holds
  /// objects or strings).
  var shape: DocumentShape { get }
}

/// What a document is, as a file of records cares.
enum DocumentShape {
  case object, string, other
}

extension JSONValue: ReadableDocument {
  static func read(from reader: inout JSONReader) throws(JSONParseError) -> JSONValue {
    try reader.readValue()
  }

  var shape: DocumentShape {
    switch self {
    case .object: .object
    case .string: .string
    default: .other
    }
  }
}

extension PackedJSON: ReadableDocument {
  static func read(from reader: inout JSONReader) throws(JSONParseError) -> PackedJSON {
    try reader.readPacked()
  }

  var shape: DocumentShape {
    isObject ? .object : stringValue != nil ? .string : .other
  }
}
