import FuseCore
import Services

/// A record type the shell can search, show, add and explain: books, films and people.
///
/// Each conformance lists the fields a key may name (so `:keys` can validate them), names its
/// service's default options (the Services layer is their one home), one display line, and an
/// order-preserving JSON form.
protocol ShellRecord: Sendable, Hashable, Codable {
  /// The corpus this record type belongs to.
  static var corpus: CorpusName { get }
  /// The searchable fields, in display order, each with a function that makes a key for it.
  static var fields: [(name: String, key: @Sendable (Double) throws(FuseError) -> FuseKey<Self>)] {
    get
  }
  /// The default options of the record type's service (`BookSearchService.defaultOptions`, …).
  static var defaultOptions: FuseOptions<Self> { get throws(FuseError) }
  /// The default ranking of the record type's service (`BookSearchService.defaultRanking`, …).
  static var defaultRanking: SearchRanking { get }
  /// One line that names the record, such as "Pride and Prejudice — Jane Austen (1813)".
  var titleLine: String { get }
  /// The record as a JSON object, fields in declaration order.
  var json: JSONValue { get }
}

extension ShellRecord {
  /// The names of the searchable fields.
  static var fieldNames: [String] { fields.map(\.name) }

  /// Builds the Fuse keys for some key specs.
  ///
  /// - Parameter specs: Field names with weights; every name must be in ``fields``.
  /// - Returns: The keys, in the order given.
  /// - Throws: `FuseError.invalidKeyWeight` for a weight that is not a positive number.
  static func keys(for specs: [KeySpec]) throws(FuseError) -> [FuseKey<Self>] {
    var keys: [FuseKey<Self>] = []
    for spec in specs {
      guard let field = fields.first(where: { $0.name == spec.field }) else { continue }
      keys.append(try field.key(spec.weight))
    }
    return keys
  }
}
