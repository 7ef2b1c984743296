/// A corpus profile whatever its record type: what a list of corpora of different types holds.
///
/// ``CorpusProfile`` is the one conforming type. Code that needs the record type opens the
/// existential with a generic function:
///
/// ```swift
/// func count<Profile: CorpusProfileProtocol>(_ entry: Profile) throws -> Int {
///   try entry.profile.embedded?().count ?? 0
/// }
/// for entry in BuiltInCorpora.profiles { print(entry.name, try count(entry)) }
/// ```
public protocol CorpusProfileProtocol: Sendable {
  /// The type of the corpus's records.
  associatedtype Record: Hashable & Sendable
  /// The corpus's name.
  var name: String { get }
  /// The profile, with its record type.
  var profile: CorpusProfile<Record> { get }
}

extension CorpusProfile: CorpusProfileProtocol {
  /// The profile itself.
  public var profile: CorpusProfile<Record> { self }
}
