import Models

/// The corpora the package ships, in the order they are listed and searched: books, movies and
/// people.
///
/// Everything that works on "every corpus" reads this list: ``SearchCatalog/init(corpus:clock:)``
/// and the shell's corpus table, `--corpus`, `:corpus` and `:help`.
public enum BuiltInCorpora {
  /// The profiles of the package's corpora.
  public static let profiles: [any CorpusProfileProtocol] = [
    Book.profile, Movie.profile, Person.profile,
  ]

  /// Their names.
  public static var names: [String] { profiles.map(\.name) }
}
