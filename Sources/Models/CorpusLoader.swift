public import Foundation

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
    // Books, movies and people in their usual shape are read straight from the bytes; anything
    // else, and every malformed file, takes the JSONDecoder path below, which reports errors.
    if let records = CorpusFastReader.records(type, from: data) { return records }
    return try decodeWithJSONDecoder(type, from: data, source: source)
  }

  /// Decodes with Foundation's `JSONDecoder`, for any `Decodable` record type, and maps its
  /// errors to precise ``CorpusLoadError``s (the path ``decode(_:from:source:)`` takes when
  /// ``CorpusFastReader`` declines).
  static func decodeWithJSONDecoder<Record: Decodable>(
    _ type: Record.Type, from data: Data, source: String
  ) throws(CorpusLoadError) -> [Record] {
    // JSONDecoder checks UTF-8 only in the strings it decodes: invalid bytes in a field the
    // record type ignores would otherwise load silently.
    let bytes = [UInt8](data)
    if let offset = JSONSyntaxLocator.firstInvalidUTF8Offset(in: bytes) {
      throw CorpusLoadError(
        source: source, reason: .invalidUTF8(at: TextPosition(byteOffset: offset, in: bytes)))
    }
    // Foundation's JSONDecoder crashes on very deep nesting rather than throwing.
    if let offset = JSONSyntaxLocator.firstTooDeepOffset(in: bytes) {
      throw CorpusLoadError(
        source: source,
        reason: .malformedJSON(
          at: TextPosition(byteOffset: offset, in: bytes),
          detail: "nesting is deeper than \(JSONSyntaxLocator.maximumDepth)"))
    }
    do {
      return try JSONDecoder().decode([Record].self, from: data)
    } catch let error as DecodingError {
      throw CorpusLoadError(source: source, reason: reason(for: error, decoding: type, in: data))
    } catch {
      throw CorpusLoadError(
        source: source,
        reason: .malformedJSON(at: nil, detail: String(describing: error)))
    }
  }

  // MARK: - Mapping decoding errors

  private static func reason<Record: Decodable>(
    for error: DecodingError, decoding type: Record.Type, in data: Data
  ) -> CorpusLoadError.Reason {
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
      guard let index = location.index else {
        return .notAnArray(found: describeTopLevelValue(in: data))
      }
      return .wrongType(recordIndex: index, field: location.field, expected: describe(type))
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      return syntaxReason(in: data) ?? valueReason(decoding: Record.self, from: data)
    case .dataCorrupted(let context):
      let location = RecordLocation(context.codingPath)
      return .invalidValue(
        recordIndex: location.index, field: location.field, detail: context.debugDescription)
    @unknown default:
      return .invalidValue(recordIndex: nil, field: nil, detail: String(describing: error))
    }
  }

  /// Locates the syntax error that made `JSONDecoder` reject the data, if there is one.
  ///
  /// Foundation on Linux reports every syntax error as "The given data was not valid JSON."
  /// without a position, and checks strings and numbers only when it decodes them.
  private static func syntaxReason(in data: Data) -> CorpusLoadError.Reason? {
    let bytes = [UInt8](data)
    guard let problem = JSONSyntaxLocator.firstProblem(in: bytes) else { return nil }
    let position = TextPosition(byteOffset: problem.byteOffset, in: bytes)
    if problem.isInvalidUTF8 {
      return .invalidUTF8(at: position)
    }
    return .malformedJSON(at: position, detail: problem.detail)
  }

  /// Explains a rejection of syntactically valid JSON: a value that does not fit its type.
  ///
  /// Foundation reports a number that cannot become an `Int` (such as `1.5` or `1e30`) as
  /// invalid JSON with an empty coding path. Decoding the records one by one finds the record;
  /// the first number in it that is not a representable integer names the field.
  private static func valueReason<Record: Decodable>(
    decoding type: Record.Type, from data: Data
  ) -> CorpusLoadError.Reason {
    let failed: Int
    do {
      _ = try JSONDecoder().decode(RecordIndexProbe<Record>.self, from: data)
      return .malformedJSON(at: nil, detail: "the data is not valid JSON")
    } catch let error as RecordIndexProbe<Record>.Failure {
      failed = error.recordIndex
    } catch {
      return .malformedJSON(at: nil, detail: "the data is not valid JSON")
    }
    let numbers = JSONSyntaxLocator.numbers(inRecord: failed, of: [UInt8](data))
    guard let culprit = numbers.first(where: { Int($0.text) == nil }) else {
      return .invalidValue(
        recordIndex: failed, field: nil, detail: "a value cannot be represented in its type")
    }
    return .invalidValue(
      recordIndex: failed, field: culprit.key,
      detail: "the number \(culprit.text) is not an integer in the supported range")
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

  /// Names the kind of the top-level JSON value from its first significant byte.
  private static func describeTopLevelValue(in data: Data) -> String {
    let significant = data.drop { byte in
      [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains(byte)
    }
    switch significant.first {
    case UInt8(ascii: "{"): return "an object"
    case UInt8(ascii: "\""): return "a string"
    case UInt8(ascii: "t"), UInt8(ascii: "f"): return "a boolean"
    case UInt8(ascii: "n"): return "null"
    case .some: return "a number"
    case nil: return "nothing"
    }
  }
}
