import Foundation

/// Reads JSON arrays of ``Book``, ``Movie`` and ``Person`` straight from the file's bytes: one
/// pass, no intermediate tree, no `JSONDecoder`.
///
/// ``CorpusLoader`` tries it first. It accepts only files whose records hold exactly the
/// model's fields (no unknown or repeated key, integers without fraction or exponent, no byte
/// order mark, no trailing comma) and returns `nil` for anything else, including every
/// malformed file; the loader then takes the `JSONDecoder` path, which produces the same records
/// or the precise error it always has. So the records it returns are exactly the ones
/// `JSONDecoder` would produce, and it never reports an error itself.
enum CorpusFastReader {
  /// Reads every record, or returns `nil` when the fast path does not apply.
  ///
  /// The record type decides: a type that conforms to ``FastReadableRecord`` (``Book``,
  /// ``Movie`` and ``Person``) is read field by field; for any other type this returns `nil`.
  /// No list of types is kept here: a record type opts in by its conformance alone.
  ///
  /// - Parameters:
  ///   - type: The record type.
  ///   - data: The UTF-8 JSON text.
  /// - Returns: The records in file order, or `nil` to fall back to `JSONDecoder`.
  /// - Complexity: O(*n*), where *n* is the size of the data.
  static func records<Record>(_ type: Record.Type, from data: Data) -> [Record]? {
    guard let readable = type as? any FastReadableRecord.Type else { return nil }
    return readOpened(readable, from: data)
  }

  /// Reads the records of a type opened from ``records(_:from:)``'s existential, returned as
  /// `[Record]` (the same type).
  private static func readOpened<Known: FastReadableRecord, Record>(
    _ type: Known.Type, from data: Data
  ) -> [Record]? {
    guard let records = read(type, from: data) else { return nil }
    return sameType(records)
  }

  /// Returns an array as `[Record]` when its element type is exactly `Record`, in O(1), and
  /// `nil` otherwise.
  ///
  /// `as? [Record]` checks every element at run time (about 7 ms for 36k films); here one
  /// comparison of the two types decides.
  private static func sameType<Known, Record>(_ records: [Known]) -> [Record]? {
    guard Known.self == Record.self else { return nil }
    return unsafeBitCast(records, to: [Record].self)
  }

  /// Reads the top-level array of one record type.
  static func read<Record: FastReadableRecord>(_ type: Record.Type, from data: Data)
    -> [Record]?
  {
    data.withUnsafeBytes { raw -> [Record]? in
      var scanner = JSONByteScanner(raw.bindMemory(to: UInt8.self))
      var records: [Record] = []
      // The shortest record of the three types is `{"title":"","author":""}`.
      records.reserveCapacity(scanner.recordCountEstimate(minimumRecordSize: 24))
      do throws(JSONByteScanner.Decline) {
        try scanner.expect(UInt8(ascii: "["))
        if !scanner.consume(UInt8(ascii: "]")) {
          repeat {
            records.append(try Record(reading: &scanner))
          } while scanner.consume(UInt8(ascii: ","))
          try scanner.expect(UInt8(ascii: "]"))
        }
        guard scanner.isAtEnd() else { return nil }
        return records
      } catch {
        return nil
      }
    }
  }
}

/// A record type ``CorpusFastReader`` reads field by field.
protocol FastReadableRecord {
  /// Reads one record object.
  ///
  /// - Parameter scanner: The scanner, before the record's `{`; after its `}` on return.
  /// - Throws: ``JSONByteScanner/Decline`` for an unknown, repeated, missing or mistyped field.
  init(reading scanner: inout JSONByteScanner) throws(JSONByteScanner.Decline)
}

extension JSONByteScanner {
  /// Reads the members of an object, calling `member` with each key's range.
  ///
  /// - Parameter member: Reads the value of the key at the range (or throws for a key it does
  ///   not know).
  /// - Throws: ``Decline`` for anything but an object.
  mutating func readObject(
    _ member: (inout JSONByteScanner, Range<Int>) throws(Decline) -> Void
  ) throws(Decline) {
    try expect(UInt8(ascii: "{"))
    if consume(UInt8(ascii: "}")) { return }
    repeat {
      let key = try readKey()
      try member(&self, key)
    } while consume(UInt8(ascii: ","))
    try expect(UInt8(ascii: "}"))
  }
}

extension Movie: FastReadableRecord {
  init(reading scanner: inout JSONByteScanner) throws(JSONByteScanner.Decline) {
    var title: String?
    var year: Int?
    var director: String?
    var hasDirector = false
    var cast: [String]?
    var genres: [String]?
    try scanner.readObject { scanner, key throws(JSONByteScanner.Decline) in
      if scanner.key(key, is: "title"), title == nil {
        title = try scanner.readString()
      } else if scanner.key(key, is: "year"), year == nil {
        year = try scanner.readInt()
      } else if scanner.key(key, is: "cast"), cast == nil {
        cast = try scanner.readStringArray(sharingStrings: true)
      } else if scanner.key(key, is: "genres"), genres == nil {
        genres = try scanner.readSharedStringArray()
      } else if scanner.key(key, is: "director"), !hasDirector {
        hasDirector = true
        director = scanner.consumeNull() ? nil : try scanner.readSharedString()
      } else {
        throw JSONByteScanner.Decline()
      }
    }
    guard let title, let year, let cast, let genres else { throw JSONByteScanner.Decline() }
    self.init(title: title, year: year, director: director, cast: cast, genres: genres)
  }
}

extension Book: FastReadableRecord {
  init(reading scanner: inout JSONByteScanner) throws(JSONByteScanner.Decline) {
    var title: String?
    var author: String?
    var year: Int?
    var hasYear = false
    var originalTitle: String?
    var hasOriginalTitle = false
    try scanner.readObject { scanner, key throws(JSONByteScanner.Decline) in
      if scanner.key(key, is: "title"), title == nil {
        title = try scanner.readString()
      } else if scanner.key(key, is: "author"), author == nil {
        author = try scanner.readSharedString()
      } else if scanner.key(key, is: "year"), !hasYear {
        hasYear = true
        year = scanner.consumeNull() ? nil : try scanner.readInt()
      } else if scanner.key(key, is: "originalTitle"), !hasOriginalTitle {
        hasOriginalTitle = true
        originalTitle = scanner.consumeNull() ? nil : try scanner.readString()
      } else {
        throw JSONByteScanner.Decline()
      }
    }
    guard let title, let author else { throw JSONByteScanner.Decline() }
    self.init(title: title, author: author, year: year, originalTitle: originalTitle)
  }
}

extension Person: FastReadableRecord {
  init(reading scanner: inout JSONByteScanner) throws(JSONByteScanner.Decline) {
    var name: String?
    var role: String?
    var knownFor: String?
    try scanner.readObject { scanner, key throws(JSONByteScanner.Decline) in
      if scanner.key(key, is: "name"), name == nil {
        name = try scanner.readString()
      } else if scanner.key(key, is: "role"), role == nil {
        role = try scanner.readSharedString()
      } else if scanner.key(key, is: "knownFor"), knownFor == nil {
        knownFor = try scanner.readSharedString()
      } else {
        throw JSONByteScanner.Decline()
      }
    }
    guard let name, let role, let knownFor else { throw JSONByteScanner.Decline() }
    self.init(name: name, role: role, knownFor: knownFor)
  }
}
