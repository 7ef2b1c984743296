public import FuseCore

/// One field of a corpus that searches can read: its name, the weight it is searched with by
/// default, and how to make its Fuse key.
///
/// ```swift
/// CorpusField("title", \Book.title, weight: 2)         // a default key, weight 2
/// CorpusField("year") { (book: Book) in book.year.map(String.init) }   // on request only
/// ```
///
/// A field's name is its key's id: the name `:keys` takes, and the `key` a match reports. A
/// field without a default weight is not searched unless asked for (the shell's `:keys`).
public struct CorpusField<Record>: Sendable {
  /// The field's name, which is also the id of the keys made for it.
  public let name: String
  /// The weight the field is searched with by default, or `nil` when it is searched only on
  /// request.
  public let defaultWeight: Double?
  /// Makes the field's key with a weight.
  private let makeKey: @Sendable (Double) throws(FuseError) -> FuseKey<Record>

  /// A field whose key comes from a function.
  ///
  /// - Parameters:
  ///   - name: The field's name; `makeKey` must make keys with this id.
  ///   - weight: The default weight, or `nil` for a field searched only on request.
  ///   - makeKey: Makes the key with a given weight.
  public init(
    _ name: String, weight: Double? = nil,
    key makeKey: @escaping @Sendable (Double) throws(FuseError) -> FuseKey<Record>
  ) {
    self.name = name
    self.defaultWeight = weight
    self.makeKey = makeKey
  }

  /// A field read from a `String` property.
  ///
  /// - Parameters:
  ///   - name: The field's name.
  ///   - keyPath: The property.
  ///   - weight: The default weight, or `nil` for a field searched only on request.
  public init(
    _ name: String, _ keyPath: any KeyPath<Record, String> & Sendable, weight: Double? = nil
  ) {
    self.init(name, weight: weight) { (weight) throws(FuseError) in
      try FuseKey(keyPath, name: name, weight: weight)
    }
  }

  /// A field read from an optional `String` property.
  ///
  /// - Parameters:
  ///   - name: The field's name.
  ///   - keyPath: The property.
  ///   - weight: The default weight, or `nil` for a field searched only on request.
  public init(
    _ name: String, _ keyPath: any KeyPath<Record, String?> & Sendable, weight: Double? = nil
  ) {
    self.init(name, weight: weight) { (weight) throws(FuseError) in
      try FuseKey(keyPath, name: name, weight: weight)
    }
  }

  /// A field read from a `[String]` property; each element is searched on its own.
  ///
  /// - Parameters:
  ///   - name: The field's name.
  ///   - keyPath: The property.
  ///   - weight: The default weight, or `nil` for a field searched only on request.
  public init(
    _ name: String, _ keyPath: any KeyPath<Record, [String]> & Sendable, weight: Double? = nil
  ) {
    self.init(name, weight: weight) { (weight) throws(FuseError) in
      try FuseKey(keyPath, name: name, weight: weight)
    }
  }

  /// A field whose text comes from a function; `nil` means the record has none.
  ///
  /// - Parameters:
  ///   - name: The field's name.
  ///   - weight: The default weight, or `nil` for a field searched only on request.
  ///   - text: The record's text for this field.
  public init(
    _ name: String, weight: Double? = nil, text: @escaping @Sendable (Record) -> String?
  ) {
    self.init(name, weight: weight) { (weight) throws(FuseError) in
      try FuseKey(name: name, weight: weight, text)
    }
  }

  /// The field's key.
  ///
  /// - Parameter weight: The key's weight.
  /// - Returns: The key, with id ``name``.
  /// - Throws: `FuseError.invalidKeyWeight` unless `weight` is a finite number above 0.
  public func key(weight: Double) throws(FuseError) -> FuseKey<Record> {
    try makeKey(weight)
  }
}
