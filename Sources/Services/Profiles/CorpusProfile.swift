public import Foundation
public import FuseCore
public import Models

/// Everything that makes a collection of records a corpus, declared once: its name, the fields
/// searches read with their default weights, the search options, the result order, how a
/// record is named and written as JSON, and how a file of records is read.
///
/// ```swift
/// let songs = CorpusProfile<Song>(
///   name: "songs",
///   fields: [CorpusField("title", \.title, weight: 2), CorpusField("artist", \.artist)],
///   titleLine: { "\($0.title) — \($0.artist)" },
///   json: { .object([.init("title", .string($0.title)), .init("artist", .string($0.artist))]) })
/// let service = try SearchService(mySongs, profile: songs)
/// ```
///
/// A ``SearchService`` indexes a corpus with its profile's ``options`` and ``ranking``
/// (``SearchService/init(_:profile:cancellationCheckInterval:)``); a ``SearchCatalog``
/// searches any number of corpora by name; the shell derives its corpus table, `:keys`,
/// `:help` and its load path from the same values. The package's corpora are `Book.profile`, `Movie.profile` and `Person.profile`
/// (see ``ProfiledRecord``), listed in ``BuiltInCorpora``.
public struct CorpusProfile<Record: Hashable & Sendable>: Sendable {
  /// The corpus's name, as users type it (`books`): lower-case, one word.
  public var name: String
  /// The fields searches can read, in the order `:keys` lists them; the ones with a default
  /// weight are the default keys, in this order (the first names the record: the relevance
  /// order reads its texts as the record's title).
  public var fields: [CorpusField<Record>]
  /// The search options apart from the keys (which come from ``fields``): by default
  /// ``productTuning``.
  public var tuning: FuseOptions<Record>
  /// The order results come in: by default the relevance order over Fuse.js's best
  /// ``SearchRanking/defaultCandidates`` results.
  public var ranking: SearchRanking
  /// A record's year, where the records carry one (a film's release, a book's publication),
  /// or `nil` for a corpus whose records carry none: what ``SearchRanking/Rules/year`` matches
  /// a year typed in the query against.
  public var year: (@Sendable (Record) -> Int?)?
  /// How well known each record is, if the corpus declares it (like Algolia's custom ranking):
  /// used only to break ties between equally good matches (``SearchRanking/Rules/popularity``).
  public var popularity: CorpusPopularity<Record>?
  /// One line that names a record, such as "Pride and Prejudice — Jane Austen (1813)".
  public var titleLine: @Sendable (Record) -> String
  /// A record as a JSON object, its fields in declaration order (the `item` of a result printed
  /// as JSON).
  public var json: @Sendable (Record) -> JSONValue
  /// Reads a JSON text of records (a file's contents, or what `:add` was given): the records,
  /// or an error naming `source` and what was wrong where.
  public var decode: @Sendable (_ data: Data, _ source: String) throws(CorpusLoadError) -> [Record]
  /// The records compiled into the package for this corpus, if it has any.
  public var embedded: (@Sendable () throws(CorpusLoadError) -> [Record])?
  /// Where a Models `Corpus` bundle holds this corpus's records, if it does.
  public var bundled: (any KeyPath<Corpus, [Record]> & Sendable)?

  /// Creates a profile.
  ///
  /// - Parameters:
  ///   - name: The corpus's name.
  ///   - fields: The searchable fields; those with a default weight are the default keys.
  ///   - tuning: The search options apart from the keys (default: ``productTuning``).
  ///   - ranking: The result order (default:
  ///     ``SearchRanking/relevance(candidates:wordCandidates:rules:nameKeys:billedNames:)``).
  ///   - popularity: How well known each record is, if declared (default: none).
  ///   - titleLine: One line that names a record.
  ///   - json: A record as a JSON object.
  ///   - decode: Reads a JSON text of records.
  ///   - embedded: The records compiled into the package, if any.
  ///   - bundled: Where a `Corpus` bundle holds the records, if it does.
  ///   - year: A record's year, if the records carry one (default: none).
  public init(
    name: String, fields: [CorpusField<Record>], tuning: FuseOptions<Record> = productTuning,
    ranking: SearchRanking = .relevance(), popularity: CorpusPopularity<Record>? = nil,
    titleLine: @escaping @Sendable (Record) -> String,
    json: @escaping @Sendable (Record) -> JSONValue,
    decode: @escaping @Sendable (Data, String) throws(CorpusLoadError) -> [Record],
    embedded: (@Sendable () throws(CorpusLoadError) -> [Record])? = nil,
    bundled: (any KeyPath<Corpus, [Record]> & Sendable)? = nil,
    year: (@Sendable (Record) -> Int?)? = nil
  ) {
    self.name = name
    self.fields = fields
    self.tuning = tuning
    self.ranking = ranking
    self.year = year
    self.popularity = popularity
    self.titleLine = titleLine
    self.json = json
    self.decode = decode
    self.embedded = embedded
    self.bundled = bundled
  }

  /// The names of the searchable fields, in order.
  public var fieldNames: [String] { fields.map(\.name) }

  /// The field with this name (compared as JavaScript compares key ids), if there is one.
  ///
  /// - Parameter name: A field name.
  /// - Returns: The field, or `nil`.
  public func field(named name: String) -> CorpusField<Record>? {
    fields.first { Fuse.isSameQuery($0.name, name) }
  }

  /// The keys searches use unless told otherwise: every field with a default weight, in order.
  ///
  /// - Throws: `FuseError.invalidKeyWeight` for a default weight that is not a positive number.
  public var defaultKeys: [FuseKey<Record>] {
    get throws(FuseError) {
      var keys: [FuseKey<Record>] = []
      for field in fields {
        guard let weight = field.defaultWeight else { continue }
        keys.append(try field.key(weight: weight))
      }
      return keys
    }
  }

  /// The options a service indexes this corpus with: ``tuning`` with ``defaultKeys``.
  ///
  /// - Throws: `FuseError.invalidKeyWeight` for a default weight that is not a positive number
  ///   (the other options are checked by the searcher that uses them).
  public var options: FuseOptions<Record> {
    get throws(FuseError) {
      var options = tuning
      options.keys = try defaultKeys
      return options
    }
  }
}

extension CorpusProfile where Record: Decodable {
  /// Creates a profile whose records are read with Models' `CorpusLoader` (which reads the
  /// package's record types straight from the bytes, and any other `Decodable` type through
  /// its conformance, with FuseCore's JSON reader and its precise errors either way).
  ///
  /// - Parameters:
  ///   - name: The corpus's name.
  ///   - fields: The searchable fields; those with a default weight are the default keys.
  ///   - tuning: The search options apart from the keys (default: ``productTuning``).
  ///   - ranking: The result order (default:
  ///     ``SearchRanking/relevance(candidates:wordCandidates:rules:nameKeys:billedNames:)``).
  ///   - popularity: How well known each record is, if declared (default: none).
  ///   - titleLine: One line that names a record.
  ///   - json: A record as a JSON object.
  ///   - embedded: The records compiled into the package, if any.
  ///   - bundled: Where a `Corpus` bundle holds the records, if it does.
  ///   - year: A record's year, if the records carry one (default: none).
  public init(
    name: String, fields: [CorpusField<Record>], tuning: FuseOptions<Record> = productTuning,
    ranking: SearchRanking = .relevance(), popularity: CorpusPopularity<Record>? = nil,
    titleLine: @escaping @Sendable (Record) -> String,
    json: @escaping @Sendable (Record) -> JSONValue,
    embedded: (@Sendable () throws(CorpusLoadError) -> [Record])? = nil,
    bundled: (any KeyPath<Corpus, [Record]> & Sendable)? = nil,
    year: (@Sendable (Record) -> Int?)? = nil
  ) {
    self.init(
      name: name, fields: fields, tuning: tuning, ranking: ranking, popularity: popularity,
      titleLine: titleLine, json: json,
      decode: { (data, source) throws(CorpusLoadError) in
        try CorpusLoader.decode(Record.self, from: data, source: source)
      },
      embedded: embedded, bundled: bundled, year: year)
  }
}
