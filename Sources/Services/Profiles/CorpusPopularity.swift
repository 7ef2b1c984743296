/// How well known a corpus's records are, as the corpus declares it: a number each record
/// carries, like Algolia's custom ranking, used only to break ties between equally good matches
/// (``SearchRanking/Rules/popularity``), never to put a worse match before a better one.
///
/// ```swift
/// let plays = CorpusPopularity<Song>("plays") { song in Double(song.plays) }
/// let songs = CorpusProfile<Song>(
///   name: "songs", fields: [CorpusField("title", \.title, weight: 2)], popularity: plays,
///   titleLine: { $0.title }, json: { .object([.init("title", .string($0.title))]) })
/// ```
///
/// A corpus should declare a signal its data really carries and say where it comes from: the
/// package's films declare the length of their Wikipedia article's lead, its books their
/// Goodreads ratings, its people how many of its sources list them. A file loaded with keys
/// alone (``CorpusProfile/documents(name:fields:)``) declares none.
public struct CorpusPopularity<Record>: Sendable {
  /// What the number measures, as `:explain` names it before the number: "article lead".
  public var name: String
  /// The unit `:explain` writes after the number ("characters"), or empty for none.
  public var unit: String
  /// A record's popularity, the larger the better known, or `nil` when the record does not
  /// say (it then ranks after every record that does, where they tie).
  public var value: @Sendable (Record) -> Double?

  /// Declares a popularity.
  ///
  /// - Parameters:
  ///   - name: What the number measures, as `:explain` names it.
  ///   - unit: The unit written after the number (default: none).
  ///   - value: A record's popularity, the larger the better known, or `nil` when unknown.
  public init(
    _ name: String, unit: String = "", value: @escaping @Sendable (Record) -> Double?
  ) {
    self.name = name
    self.unit = unit
    self.value = value
  }

  /// A record's popularity as the ranking compares it: its value, or `nil` when the record
  /// declares none or a value that is not a number.
  ///
  /// - Parameter record: The record.
  /// - Returns: The value.
  public func popularity(of record: Record) -> Double? {
    guard let value = value(record), !value.isNaN else { return nil }
    return value
  }

  /// The popularity of `record`, for a person to read (``RelevanceExplanation/Popularity``).
  ///
  /// - Parameter record: The record.
  /// - Returns: The name, value and unit.
  public func explained(_ record: Record) -> RelevanceExplanation.Popularity {
    RelevanceExplanation.Popularity(name: name, value: popularity(of: record), unit: unit)
  }
}
