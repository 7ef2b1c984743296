public import Foundation
public import FuseCore

/// A kind of JSON document that ``CorpusLoader`` reads a file of records as: `JSONValue` trees
/// (``CorpusLoader/documents(from:source:)``) or `PackedJSON` values
/// (``CorpusLoader/packedDocuments(from:source:)``).
public protocol LoadableJSONDocument: JSONDocument {
  /// Reads a JSON array of records, every element an object or every element a string.
  ///
  /// - Parameters:
  ///   - data: The UTF-8 encoded JSON text.
  ///   - source: A label for the data used in error messages, such as its file name.
  /// - Returns: Every record, in array order.
  /// - Throws: ``CorpusLoadError`` as ``CorpusLoader/documents(from:source:)`` does.
  static func documents(from data: Data, source: String) throws(CorpusLoadError) -> [Self]
}

extension JSONValue: LoadableJSONDocument {
  /// Reads records as trees (``CorpusLoader/documents(from:source:)``).
  ///
  /// - Parameters:
  ///   - data: The UTF-8 encoded JSON text.
  ///   - source: A label for the data used in error messages.
  /// - Returns: Every record, in array order.
  /// - Throws: ``CorpusLoadError`` at the first problem.
  public static func documents(from data: Data, source: String) throws(CorpusLoadError)
    -> [JSONValue]
  {
    try CorpusLoader.documents(from: data, source: source)
  }
}

extension PackedJSON: LoadableJSONDocument {
  /// Reads records as packed values (``CorpusLoader/packedDocuments(from:source:)``).
  ///
  /// - Parameters:
  ///   - data: The UTF-8 encoded JSON text.
  ///   - source: A label for the data used in error messages.
  /// - Returns: Every record, in array order.
  /// - Throws: ``CorpusLoadError`` at the first problem.
  public static func documents(from data: Data, source: String) throws(CorpusLoadError)
    -> [PackedJSON]
  {
    try CorpusLoader.packedDocuments(from: data, source: source)
  }
}
