/// A corpus name as the shell takes it, lower-cased.
///
/// It is the name of one of the session's corpora (a profile's name), or `all` for every
/// corpus at once.
///
/// Which names exist is the session's business (``ShellCorpora/names``): parsing a command
/// only lower-cases the name, and the corpus table checks it.
struct CorpusName: RawRepresentable, Sendable, Hashable, ExpressibleByStringLiteral {
  /// The name, lower-cased.
  let rawValue: String

  /// Every corpus of the session at once, searched concurrently.
  static let all: CorpusName = "all"

  /// A name as typed or declared (lower-cased).
  ///
  /// - Parameter rawValue: The name.
  init(rawValue: String) {
    self.rawValue = rawValue.lowercased()
  }

  /// A name as typed or declared (lower-cased).
  ///
  /// - Parameter name: The name.
  init(_ name: String) {
    self.init(rawValue: name)
  }

  /// A name written in code.
  ///
  /// - Parameter value: The name.
  init(stringLiteral value: String) {
    self.init(rawValue: value)
  }
}
