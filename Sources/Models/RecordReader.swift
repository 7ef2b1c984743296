import FuseCore

/// Reads typed records field by field with FuseCore's JSON reader, straight from a file's
/// bytes: one pass, no intermediate tree, no `JSONDecoder`.
///
/// A syntax problem is FuseCore's `JSONParseError`; a record that does not fit its type is a
/// ``RecordFault`` naming the record and the field, in the words `JSONDecoder`'s errors are
/// reported in (``CorpusLoadError/Reason``).
struct RecordReader {
  /// The JSON text being read.
  var json: JSONReader
  /// The index of the record being read in the top-level array.
  private(set) var recordIndex = 0
  /// Reused buffer for the elements of string arrays.
  private var stringScratch: [String] = []
  /// One copy of each shared string, by its text in the data (see ``sharedString(_:)``).
  private var sharedStrings: [ByteSlice: String] = [:]
  /// One copy of each shared string array, by its text in the data.
  private var sharedLists: [ByteSlice: [String]] = [:]

  /// How many records are read between checks that the task was not cancelled.
  static let cancellationCheckInterval = 4_096

  /// The longest UTF-8 text a `String` stores inline, without a heap allocation to share.
  private static let inlineStringLimit = 15

  /// A range of the data as a dictionary key, hashed and compared by its bytes.
  private struct ByteSlice: Hashable {
    let bytes: UnsafeBufferPointer<UInt8>

    static func == (left: ByteSlice, right: ByteSlice) -> Bool {
      left.bytes.elementsEqual(right.bytes)
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
    }
  }

  /// Creates a reader at the start of `bytes`.
  ///
  /// - Parameter bytes: The UTF-8 text; it must outlive the reader.
  init(bytes: UnsafeBufferPointer<UInt8>) {
    json = JSONReader(bytes: bytes)
  }

  /// Creates a reader at `position` of `bytes`, before an element of the top-level array; it
  /// counts the records it reads from 0.
  ///
  /// - Parameters:
  ///   - bytes: The UTF-8 text; it must outlive the reader.
  ///   - position: Where an element of the top-level array begins.
  init(bytes: UnsafeBufferPointer<UInt8>, resumingAt position: Int) {
    json = JSONReader(bytes: bytes, resumingAt: position, depth: 1)
  }

  // MARK: - Records

  /// Reads the record at the position and counts it.
  ///
  /// - Parameter type: The record type.
  /// - Returns: The record.
  /// - Throws: `JSONParseError` or ``RecordFault``.
  mutating func readRecord<Record: ReadableRecord>(_ type: Record.Type) throws -> Record {
    let record = try Record(reading: &self)
    recordIndex += 1
    return record
  }

  // MARK: - Fields

  /// Reads a record object, calling `member` with the index in `fields` of each of its keys
  /// the first time it occurs; the values of other keys, and a repeated key's later values,
  /// are skipped (as `JSONDecoder` skips them).
  ///
  /// - Parameters:
  ///   - fields: The record type's keys (at most 64).
  ///   - member: Reads the value of the key at an index of `fields`.
  /// - Throws: ``RecordFault`` when the record is not an object.
  mutating func readObject(
    _ fields: [StaticString], _ member: (inout RecordReader, Int) throws -> Void
  ) throws {
    assert(fields.count <= 64, "a record type's fields are a 64-bit set")
    guard json.peek() == UInt8(ascii: "{") else {
      throw fault(.wrongType(recordIndex: recordIndex, field: nil, expected: "an object"))
    }
    guard try json.beginObject() else { return }
    var seen: UInt64 = 0
    repeat {
      if let field = try json.readKey(among: fields), seen & (1 << field) == 0 {
        seen |= 1 << field
        try member(&self, field)
      } else {
        try skipValue()
      }
    } while try json.endOfMember()
  }

  /// Reads and discards a value the record type does not have.
  mutating func skipValue() throws {
    _ = try json.readValue()
  }

  /// Reads `null` if it comes next.
  ///
  /// - Returns: Whether it did.
  mutating func readNull() throws -> Bool {
    guard json.peek() == UInt8(ascii: "n") else { return false }
    try json.readLiteral("null")
    return true
  }

  /// Reads a required string.
  ///
  /// - Parameters:
  ///   - field: The field's name, for the fault.
  ///   - element: The index of the string in the field's array, if it is in one.
  mutating func string(_ field: StaticString, element: Int? = nil) throws -> String {
    try expectValue(UInt8(ascii: "\""), field: field, element: element, expected: "a string")
    return try json.readString()
  }

  /// Reads a required string, returning the same copy for every occurrence of the same text
  /// in the data (a film's cast member, a book's author): fields that repeat across records
  /// then cost their storage once.
  ///
  /// - Parameters:
  ///   - field: The field's name, for the fault.
  ///   - element: The index of the string in the field's array, if it is in one.
  mutating func sharedString(_ field: StaticString, element: Int? = nil) throws -> String {
    try expectValue(UInt8(ascii: "\""), field: field, element: element, expected: "a string")
    let start = json.position
    let string = try json.readString()
    guard json.position - start - 2 > Self.inlineStringLimit else { return string }
    let key = ByteSlice(bytes: UnsafeBufferPointer(rebasing: json.bytes[start..<json.position]))
    if let shared = sharedStrings[key] { return shared }
    sharedStrings[key] = string
    return string
  }

  /// Reads a required integer.
  ///
  /// - Parameter field: The field's name, for the fault.
  mutating func int(_ field: StaticString) throws -> Int {
    guard json.peek() != UInt8(ascii: "-") else { return try integer(field) }
    try expectValue(UInt8(ascii: "0")...UInt8(ascii: "9"), field: field, expected: "an integer")
    return try integer(field)
  }

  /// Reads the number at the position as an integer.
  private mutating func integer(_ field: StaticString) throws -> Int {
    let number = try json.readNumber()
    guard let value = json.integerValue(of: number) else {
      throw fault(
        .invalidValue(
          recordIndex: recordIndex, field: "\(field)",
          detail: "the number \(json.text(of: number)) is not an integer in the supported range"))
    }
    return value
  }

  /// Reads a required array of strings.
  ///
  /// The strings are gathered in a reused buffer and returned in an array of exactly their
  /// count, so a corpus's many small arrays carry no spare capacity.
  ///
  /// - Parameters:
  ///   - field: The field's name, for the fault (an element is named `field[index]`).
  ///   - sharingStrings: Whether to read the elements with ``sharedString(_:)``.
  mutating func stringArray(_ field: StaticString, sharingStrings: Bool) throws -> [String] {
    try expectValue(UInt8(ascii: "["), field: field, expected: "an array")
    guard try json.beginArray() else { return [] }
    stringScratch.removeAll(keepingCapacity: true)
    repeat {
      let element = stringScratch.count
      stringScratch.append(
        try sharingStrings
          ? sharedString(field, element: element) : string(field, element: element))
    } while try json.endOfElement()
    // `Array(stringScratch)` would share the buffer (and its capacity); copy out instead.
    return [String](unsafeUninitializedCapacity: stringScratch.count) { buffer, initialized in
      initialized = buffer.initialize(fromContentsOf: stringScratch)
    }
  }

  /// Reads a required array of strings, returning the same array for every occurrence of the
  /// same text in the data (a film's genres: 2,539 distinct lists among 36k films).
  ///
  /// - Parameter field: The field's name, for the fault.
  mutating func sharedStringArray(_ field: StaticString) throws -> [String] {
    _ = json.peek()
    let start = json.position
    let strings = try stringArray(field, sharingStrings: false)
    guard !strings.isEmpty else { return strings }
    let key = ByteSlice(bytes: UnsafeBufferPointer(rebasing: json.bytes[start..<json.position]))
    if let shared = sharedLists[key] { return shared }
    sharedLists[key] = strings
    return strings
  }

  /// The fault for a required field the record lacks.
  func missing(_ field: StaticString) -> RecordFault {
    fault(.missingField(recordIndex: recordIndex, field: "\(field)"))
  }

  /// Checks that a value starting with `byte` comes next.
  private mutating func expectValue(
    _ byte: UInt8, field: StaticString, element: Int? = nil, expected: String
  ) throws {
    try expectValue(byte...byte, field: field, element: element, expected: expected)
  }

  /// Checks that a value starting with a byte in `bytes` comes next.
  private mutating func expectValue(
    _ bytes: ClosedRange<UInt8>, field: StaticString, element: Int? = nil, expected: String
  ) throws {
    guard let next = json.peek(), !bytes.contains(next) else { return }
    // An array's element is named `field[index]`, made only for the fault.
    let name = element.map { "\(field)[\($0)]" } ?? "\(field)"
    if next == UInt8(ascii: "n") {
      throw fault(.nullField(recordIndex: recordIndex, field: name))
    }
    throw fault(.wrongType(recordIndex: recordIndex, field: name, expected: expected))
  }

  /// A fault at the position.
  private func fault(_ reason: CorpusLoadError.Reason) -> RecordFault {
    RecordFault(reason)
  }
}

/// A record that does not fit its type: which record, which field, and how.
struct RecordFault: Error {
  /// The problem, as the loader reports it.
  var reason: CorpusLoadError.Reason

  /// Creates a fault.
  init(_ reason: CorpusLoadError.Reason) {
    self.reason = reason
  }
}

/// A record type ``RecordReader`` reads field by field.
protocol ReadableRecord: Sendable {
  /// The record's JSON keys, named by their index in ``fields``.
  associatedtype Field: CaseIterable, RawRepresentable<Int>

  /// The record's JSON keys, in the order ``Field`` numbers them.
  static var fields: [StaticString] { get }

  /// Reads one record object, as the type's `Decodable` conformance would decode it.
  ///
  /// - Parameter reader: The reader, before the record; after it on return.
  /// - Throws: ``RecordFault`` for a missing, null or mistyped field; `JSONParseError` for a
  ///   syntax problem.
  init(reading reader: inout RecordReader) throws
}
