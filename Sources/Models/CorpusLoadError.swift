/// The error thrown when a corpus JSON file cannot be loaded.
///
/// Every error names its ``source`` (the file path, or a label for in-memory data) and a
/// ``reason``. The ``description`` is a complete sentence for the user, for example:
///
/// ```text
/// books.json: malformed JSON at line 3, column 17: unexpected character 'x' inside an object, expected ',' or '}'
/// movies.json: record at index 41 is missing the required field "year"
/// ```
///
/// Record indices are 0-based positions in the top-level JSON array.
public struct CorpusLoadError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Why a corpus could not be loaded.
  public enum Reason: Sendable, Hashable {
    /// No file exists at the path.
    case fileNotFound
    /// The file exists but could not be read (a directory, or no permission); carries the
    /// system's explanation.
    case unreadable(String)
    /// The data is not valid UTF-8; carries the position of the first invalid byte.
    case invalidUTF8(at: TextPosition)
    /// The data is not valid JSON; carries the position of the first syntax error when it could
    /// be located, and a short explanation.
    case malformedJSON(at: TextPosition?, detail: String)
    /// The top-level JSON value is not an array; carries what was found instead.
    case notAnArray(found: String)
    /// A record lacks a required field.
    case missingField(recordIndex: Int, field: String)
    /// A required field of a record is `null`.
    case nullField(recordIndex: Int, field: String)
    /// A record, or one of its fields, has the wrong JSON type. `field` is `nil` when the
    /// record itself is not an object.
    case wrongType(recordIndex: Int, field: String?, expected: String)
    /// A value has the right type but cannot be represented, such as a number too large for an
    /// `Int`.
    case invalidValue(recordIndex: Int?, field: String?, detail: String)
    /// The task loading the data was cancelled before it finished.
    case cancelled
  }

  /// The file path, or the label of in-memory data, that failed to load.
  public var source: String
  /// Why loading failed.
  public var reason: Reason

  /// Creates an error for a source and a reason.
  ///
  /// - Parameters:
  ///   - source: The file path, or a label for in-memory data.
  ///   - reason: Why loading failed.
  public init(source: String, reason: Reason) {
    self.source = source
    self.reason = reason
  }

  /// The index of the record at fault, when the error concerns one record.
  public var recordIndex: Int? {
    switch reason {
    case .missingField(let index, _), .nullField(let index, _), .wrongType(let index, _, _):
      index
    case .invalidValue(let index, _, _):
      index
    case .fileNotFound, .unreadable, .invalidUTF8, .malformedJSON, .notAnArray, .cancelled:
      nil
    }
  }

  /// The position in the file of the problem, when the error concerns the text itself.
  public var position: TextPosition? {
    switch reason {
    case .invalidUTF8(let position):
      position
    case .malformedJSON(let position, _):
      position
    case .fileNotFound, .unreadable, .notAnArray, .missingField, .nullField, .wrongType,
      .invalidValue, .cancelled:
      nil
    }
  }

  /// A one-line message for the user that names the source and the problem.
  public var description: String {
    "\(source): \(reasonDescription)"
  }

  private var reasonDescription: String {
    switch reason {
    case .fileNotFound:
      return "file not found"
    case .unreadable(let explanation):
      return "file could not be read (\(explanation))"
    case .invalidUTF8(let position):
      return "invalid UTF-8 at \(position) (byte offset \(position.byteOffset))"
    case .malformedJSON(let position?, let detail):
      return "malformed JSON at \(position): \(detail)"
    case .malformedJSON(nil, let detail):
      return "malformed JSON: \(detail)"
    case .notAnArray(let found):
      return "expected a JSON array of records at the top level but found \(found)"
    case .missingField(let index, let field):
      return "record at index \(index) is missing the required field \"\(field)\""
    case .nullField(let index, let field):
      return "record at index \(index) has null in the required field \"\(field)\""
    case .wrongType(let index, let field?, let expected):
      return "record at index \(index) has the wrong type in field \"\(field)\" "
        + "(expected \(expected))"
    case .wrongType(let index, nil, let expected):
      return "record at index \(index) is not \(expected)"
    case .invalidValue(let index, let field, let detail):
      var location: [String] = []
      if let index { location.append("record at index \(index)") }
      if let field { location.append("field \"\(field)\"") }
      let prefix = location.isEmpty ? "" : " in " + location.joined(separator: ", ")
      return "invalid value\(prefix): \(detail)"
    case .cancelled:
      return "loading was cancelled"
    }
  }
}
