/// A corpus the shell can search: one of the three record types, or all of them at once.
enum CorpusName: String, Sendable, Hashable, CaseIterable {
  /// The books corpus.
  case books
  /// The films corpus.
  case movies
  /// The people corpus.
  case people
  /// The three corpora together, searched concurrently.
  case all

  /// The corpora that hold records (every case but ``all``).
  static let single: [CorpusName] = [.books, .movies, .people]

  /// The names users may type, for messages.
  static var allowedNames: String {
    allCases.map(\.rawValue).joined(separator: ", ")
  }

  /// Parses a corpus name as typed (case-insensitive).
  ///
  /// - Parameter text: The typed name.
  /// - Throws: ``ShellError/invalidValue(what:value:allowed:)`` naming the allowed names.
  init(parsing text: String) throws(ShellError) {
    guard let name = CorpusName(rawValue: text.lowercased()) else {
      throw ShellError.invalidValue(what: "corpus", value: text, allowed: Self.allowedNames)
    }
    self = name
  }
}
