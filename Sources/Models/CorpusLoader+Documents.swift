public import Foundation
public import FuseCore

extension CorpusLoader {
  /// Reads a file holding a JSON array of any records, objects or strings, as FuseCore's
  /// `JSONValue` documents, members in file order: what a corpus of records the package has
  /// no type for is searched over.
  ///
  /// ```swift
  /// let songs = try CorpusLoader.documents(fromFile: "songs.json")
  /// let search = try Fuse.Search(songs, options: FuseOptions(keys: ["title", "artist.name"]))
  /// ```
  ///
  /// - Parameter path: The path of the file, absolute or relative to the current directory.
  ///   Error messages name the file by this path.
  /// - Returns: Every record of the file, in file order.
  /// - Throws: ``CorpusLoadError`` as ``documents(from:source:)`` does, or for a file that is
  ///   missing or unreadable.
  /// - Complexity: O(*n*), where *n* is the size of the file.
  public static func documents(fromFile path: String) throws(CorpusLoadError) -> [JSONValue] {
    try documents(from: contents(ofFile: path), source: path)
  }

  /// Reads a JSON array of any records: every element an object, or every element a string
  /// (Fuse.js searches a list of either).
  ///
  /// It is parsed by FuseCore's JSON parser, which keeps members in document order; a
  /// malformed text is reported at its line and column (Unicode scalars, as every
  /// ``CorpusLoadError`` counts them).
  ///
  /// - Parameters:
  ///   - data: The UTF-8 encoded JSON text.
  ///   - source: A label for the data used in error messages, such as its file name.
  /// - Returns: Every record, in array order.
  /// - Throws: ``CorpusLoadError`` if the data is not UTF-8 JSON, is not an array, or holds an
  ///   element that is neither an object nor a string, or a mix of the two.
  /// - Complexity: O(*n*), where *n* is the size of the data.
  public static func documents(from data: Data, source: String) throws(CorpusLoadError)
    -> [JSONValue]
  {
    try records(JSONValue.self, from: data, source: source)
  }

  /// Reads a file holding a JSON array of any records, objects or strings, each as one
  /// `PackedJSON` value: the records ``documents(fromFile:)`` reads, held in a fraction of the
  /// memory (each record one buffer about the size of its text, not a tree of allocations).
  ///
  /// ```swift
  /// let songs = try CorpusLoader.packedDocuments(fromFile: "songs.json")
  /// let search = try Fuse.Search(songs, options: FuseOptions(keys: ["title", "artist.name"]))
  /// ```
  ///
  /// - Parameter path: The path of the file, absolute or relative to the current directory.
  ///   Error messages name the file by this path.
  /// - Returns: Every record of the file, in file order.
  /// - Throws: ``CorpusLoadError`` as ``packedDocuments(from:source:)`` does, or for a file
  ///   that is missing or unreadable.
  /// - Complexity: O(*n*), where *n* is the size of the file.
  public static func packedDocuments(fromFile path: String) throws(CorpusLoadError)
    -> [PackedJSON]
  {
    try packedDocuments(from: contents(ofFile: path), source: path)
  }

  /// Reads a JSON array of any records, every element an object or every element a string,
  /// each as one `PackedJSON` value, without building their trees: the same texts accepted
  /// and the same errors as ``documents(from:source:)``.
  ///
  /// - Parameters:
  ///   - data: The UTF-8 encoded JSON text.
  ///   - source: A label for the data used in error messages, such as its file name.
  /// - Returns: Every record, in array order.
  /// - Throws: ``CorpusLoadError`` if the data is not UTF-8 JSON, is not an array, or holds an
  ///   element that is neither an object nor a string, or a mix of the two.
  /// - Complexity: O(*n*), where *n* is the size of the data.
  public static func packedDocuments(from data: Data, source: String) throws(CorpusLoadError)
    -> [PackedJSON]
  {
    try records(PackedJSON.self, from: data, source: source)
  }

  /// Reads a JSON array of records of kind `Document`, all objects or all strings.
  private static func records<Document: ReadableDocument>(
    _ kind: Document.Type, from data: Data, source: String
  ) throws(CorpusLoadError) -> [Document] {
    let parsed = data.withUnsafeBytes { raw in
      Result { () throws(CorpusLoadError) in
        try elements(
          DocumentElementReader<Document>.self, of: raw.bindMemory(to: UInt8.self),
          source: source)
      }
    }
    let records = try parsed.get()
    try checkKinds(of: records, source: source)
    return records
  }

  /// Checks that the records are all objects or all strings.
  private static func checkKinds<Document: ReadableDocument>(
    of records: [Document], source: String
  ) throws(CorpusLoadError) {
    guard let first = records.first else { return }
    let expected: String
    switch first.shape {
    case .object: expected = "an object (the first record is one)"
    case .string: expected = "a string (the first record is one)"
    case .other:
      throw CorpusLoadError(
        source: source,
        reason: .wrongType(recordIndex: 0, field: nil, expected: "an object or a string"))
    }
    for (index, record) in records.enumerated() where record.shape != first.shape {
      throw CorpusLoadError(
        source: source, reason: .wrongType(recordIndex: index, field: nil, expected: expected))
    }
  }
}
