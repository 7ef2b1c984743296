public import Foundation
import FuseCore

/// Loads corpora — JSON arrays of ``Book``, ``Movie`` or ``Person`` records — from files or
/// in-memory data.
///
/// Loading is all-or-nothing: it either returns every record or throws a ``CorpusLoadError``
/// that names the source and the problem (with line and column for malformed JSON, and the
/// record index and field for a bad record). The embedded corpus (``EmbeddedCorpus``) goes
/// through the same decoder.
///
/// ```swift
/// do {
///   let movies = try CorpusLoader.load(Movie.self, fromFile: "movies.json")
///   print(movies.count)
/// } catch {
///   print(error)  // movies.json: record at index 3 is missing the required field "year"
/// }
/// ```
public enum CorpusLoader {
  /// Reads a JSON array of records from a file.
  ///
  /// - Parameters:
  ///   - type: The record type, such as `Book.self`.
  ///   - path: The path of the file, absolute or relative to the current directory. Error
  ///     messages name the file by this path.
  /// - Returns: Every record of the file, in file order.
  /// - Throws: ``CorpusLoadError`` if the file is missing or unreadable, is not UTF-8 JSON, is
  ///   not an array, or any record does not decode.
  /// - Complexity: O(*n*), where *n* is the size of the file.
  public static func load<Record: Decodable>(
    _ type: Record.Type, fromFile path: String
  ) throws(CorpusLoadError) -> [Record] {
    let data = try contents(ofFile: path)
    return try decode(type, from: data, source: path)
  }

  /// Reads a JSON array of records from a file URL.
  ///
  /// - Parameters:
  ///   - type: The record type, such as `Book.self`.
  ///   - url: The `file:` URL of the file. Error messages name the file by its path.
  /// - Returns: Every record of the file, in file order.
  /// - Throws: ``CorpusLoadError`` as ``load(_:fromFile:)`` does.
  /// - Complexity: O(*n*), where *n* is the size of the file.
  public static func load<Record: Decodable>(
    _ type: Record.Type, from url: URL
  ) throws(CorpusLoadError) -> [Record] {
    try load(type, fromFile: url.path)
  }

  /// Decodes a JSON array of records from UTF-8 data.
  ///
  /// The text is read by FuseCore's JSON reader (RFC 8259, a leading byte order mark allowed):
  /// ``Book``, ``Movie`` and ``Person`` field by field straight from the bytes, any other type
  /// through its `Decodable` conformance over the parsed document, as `JSONDecoder` decodes
  /// it (unknown keys ignored).
  ///
  /// - Parameters:
  ///   - type: The record type, such as `Book.self`.
  ///   - data: The UTF-8 encoded JSON text of an array of objects.
  ///   - source: A label for the data used in error messages, such as its file name.
  /// - Returns: Every record, in array order.
  /// - Throws: ``CorpusLoadError`` if the data is not UTF-8 JSON, is not an array, or any
  ///   record does not decode.
  /// - Complexity: O(*n*), where *n* is the size of the data.
  public static func decode<Record: Decodable>(
    _ type: Record.Type, from data: Data, source: String
  ) throws(CorpusLoadError) -> [Record] {
    let outcome = data.withUnsafeBytes { raw in
      Result { () throws(CorpusLoadError) -> [Record] in
        try decode(type, from: raw.bindMemory(to: UInt8.self), source: source)
      }
    }
    return try outcome.get()
  }

  /// Decodes the records of `bytes`: the package's own types with ``RecordReader``, any other
  /// type with ``decodeDocument(_:from:source:)``.
  private static func decode<Record: Decodable>(
    _ type: Record.Type, from bytes: UnsafeBufferPointer<UInt8>, source: String
  ) throws(CorpusLoadError) -> [Record] {
    if let readable = type as? any ReadableRecord.Type {
      return try read(readable, from: bytes, source: source)
    }
    return try decodeDocument(type, from: bytes, source: source)
  }

  /// Decodes the records of `bytes` through their `Decodable` conformance over the parsed
  /// document (the path for every type but the package's own).
  static func decodeDocument<Record: Decodable>(
    _ type: Record.Type, from bytes: UnsafeBufferPointer<UInt8>, source: String
  ) throws(CorpusLoadError) -> [Record] {
    let elements = try elements(DocumentElementReader<JSONValue>.self, of: bytes, source: source)
    do {
      return try JSONValueDecoder.decode([Record].self, from: .array(elements))
    } catch let error as DecodingError {
      throw CorpusLoadError(source: source, reason: reason(for: error))
    } catch {
      throw CorpusLoadError(
        source: source, reason: .invalidValue(recordIndex: nil, field: nil, detail: "\(error)"))
    }
  }

  /// Reads the records of a type opened from ``decode(_:from:source:)``'s existential, returned
  /// as `[Record]` (the same type).
  private static func read<Known: ReadableRecord, Record>(
    _ type: Known.Type, from bytes: UnsafeBufferPointer<UInt8>, source: String
  ) throws(CorpusLoadError) -> [Record] {
    try requireArray(bytes, source: source)
    let records: [Known]
    do {
      records = try SplitArrayReading.elements(
        RecordElementReader<Known>.self, of: bytes,
        checkInterval: RecordReader.cancellationCheckInterval)
    } catch let error as JSONParseError {
      throw CorpusLoadError(source: source, reason: reason(for: error, in: bytes))
    } catch is CancellationError {
      throw CorpusLoadError(source: source, reason: .cancelled)
    } catch let fault as RecordFault {
      // A syntax problem anywhere in the text is reported before a record that does not fit.
      _ = try document(parsing: bytes, source: source)
      throw CorpusLoadError(source: source, reason: fault.reason)
    } catch {
      throw CorpusLoadError(
        source: source, reason: .malformedJSON(at: nil, detail: "\(error)"))
    }
    guard Known.self == Record.self else { return [] }
    // One comparison of the two types decides; `as? [Record]` would check every element.
    return unsafeBitCast(records, to: [Record].self)
  }

  /// Parses a whole text with FuseCore's reader.
  ///
  /// - Throws: ``CorpusLoadError`` at the first problem, its column counted in Unicode scalars.
  static func document(parsing bytes: UnsafeBufferPointer<UInt8>, source: String)
    throws(CorpusLoadError) -> JSONValue
  {
    switch Result(catching: { () throws(JSONParseError) in try JSONValue(parsingUTF8: bytes) }) {
    case .success(let document):
      return document
    case .failure(let error):
      throw CorpusLoadError(source: source, reason: reason(for: error, in: bytes))
    }
  }

  /// Checks that the text's top-level value is an array.
  ///
  /// - Throws: ``CorpusLoadError`` naming what the value is instead, or the text's first syntax
  ///   problem, which is reported before the kind of the top-level value.
  static func requireArray(_ bytes: UnsafeBufferPointer<UInt8>, source: String)
    throws(CorpusLoadError)
  {
    var reader = JSONReader(bytes: bytes)
    guard reader.peek() != UInt8(ascii: "[") else { return }
    let value = try document(parsing: bytes, source: source)
    throw CorpusLoadError(source: source, reason: .notAnArray(found: describe(value)))
  }

  /// Parses a text that must be an array with FuseCore's reader (as `Reader` reads each
  /// element), checking every
  /// ``RecordReader/cancellationCheckInterval`` elements whether the task was cancelled; a large
  /// text is read on two threads (``SplitArrayReading``).
  ///
  /// - Returns: The array's elements.
  /// - Throws: ``CorpusLoadError`` at the first problem, for a text that is not an array, or
  ///   when the task was cancelled.
  static func elements<Reader: ArrayElementReader>(
    _ reader: Reader.Type, of bytes: UnsafeBufferPointer<UInt8>, source: String
  ) throws(CorpusLoadError) -> [Reader.Element] {
    try requireArray(bytes, source: source)
    do {
      return try SplitArrayReading.elements(
        reader, of: bytes,
        checkInterval: RecordReader.cancellationCheckInterval)
    } catch let error as JSONParseError {
      throw CorpusLoadError(source: source, reason: reason(for: error, in: bytes))
    } catch is CancellationError {
      throw CorpusLoadError(source: source, reason: .cancelled)
    } catch {
      throw CorpusLoadError(source: source, reason: .malformedJSON(at: nil, detail: "\(error)"))
    }
  }

  /// Names the kind of a JSON value the way a JSON author thinks of it.
  static func describe(_ value: JSONValue) -> String {
    switch value {
    case .object: "an object"
    case .array: "an array"
    case .string: "a string"
    case .number: "a number"
    case .bool: "a boolean"
    case .null: "null"
    }
  }

  // MARK: - Mapping errors

  /// The load error for a text FuseCore's reader rejected, at the reader's position counted in
  /// Unicode scalars (as every ``CorpusLoadError`` counts columns).
  private static func reason(for error: JSONParseError, in bytes: UnsafeBufferPointer<UInt8>)
    -> CorpusLoadError.Reason
  {
    let position = TextPosition(byteOffset: error.offset, in: bytes)
    if error.isInvalidUTF8 { return .invalidUTF8(at: position) }
    return .malformedJSON(at: position, detail: error.reason)
  }

  /// The load error for a record that did not decode, named by its index and field.
  private static func reason(for error: DecodingError) -> CorpusLoadError.Reason {
    switch error {
    case .keyNotFound(let key, let context):
      let location = RecordLocation(context.codingPath + [key])
      guard let index = location.index else {
        return .invalidValue(recordIndex: nil, field: key.stringValue, detail: "missing value")
      }
      return .missingField(recordIndex: index, field: location.field ?? key.stringValue)
    case .valueNotFound(let type, let context):
      let location = RecordLocation(context.codingPath)
      guard let index = location.index else { return .notAnArray(found: "null") }
      guard let field = location.field else {
        return .wrongType(recordIndex: index, field: nil, expected: describe(type))
      }
      return .nullField(recordIndex: index, field: field)
    case .typeMismatch(let type, let context):
      let location = RecordLocation(context.codingPath)
      guard let index = location.index else { return .notAnArray(found: describe(type)) }
      return .wrongType(recordIndex: index, field: location.field, expected: describe(type))
    case .dataCorrupted(let context):
      let location = RecordLocation(context.codingPath)
      return .invalidValue(
        recordIndex: location.index, field: location.field, detail: context.debugDescription)
    @unknown default:
      return .invalidValue(recordIndex: nil, field: nil, detail: String(describing: error))
    }
  }

  /// Names a decoded Swift type the way a JSON author thinks of it.
  private static func describe(_ type: Any.Type) -> String {
    switch type {
    case is String.Type: "a string"
    case is Int.Type, is Int64.Type, is Int32.Type: "an integer"
    case is Double.Type, is Float.Type: "a number"
    case is Bool.Type: "a boolean"
    default:
      String(describing: type).hasPrefix("Array") ? "an array" : "an object"
    }
  }
}
