/// A person: a name, a role such as `"author"` or `"actor"`, and what the person is known for.
///
/// `Person` decodes the records of a people JSON array such as
/// `{"name":"Stanley Kubrick","role":"director","knownFor":"2001: A Space Odyssey"}`.
/// `name`, `role` and `knownFor` are required; `sources` is optional.
///
/// ```swift
/// let kubrick = Person(name: "Stanley Kubrick", role: "director", knownFor: "Barry Lyndon")
/// ```
public struct Person: Sendable, Hashable, Codable, Identifiable {
  /// The name, as usually written.
  public var name: String
  /// The role, such as `"author"`, `"actor"`, `"director"` or `"scientist"`.
  public var role: String
  /// The work or achievement the person is best known for.
  public var knownFor: String
  /// How many sources list the person, when known: in the shipped people corpus, how many of
  /// its three sources (films' casts, books' authors, Nobel laureates) have a row for the name,
  /// which the corpus declares as its popularity (`Data/README.md` says how it is counted).
  public var sources: Int?

  /// Creates a person from its fields.
  ///
  /// - Parameters:
  ///   - name: The name, as usually written.
  ///   - role: The role, such as `"author"` or `"actor"`.
  ///   - knownFor: The work or achievement the person is best known for.
  ///   - sources: How many sources list the person, or `nil` when unknown.
  public init(name: String, role: String, knownFor: String, sources: Int? = nil) {
    self.name = name
    self.role = role
    self.knownFor = knownFor
    self.sources = sources
  }

  /// A stable identifier derived from the name and the role.
  ///
  /// One person can appear once per role (for example as `"author"` and as a Nobel laureate),
  /// and each such record keeps its own identifier. The identifier is not stored or encoded.
  public var id: String {
    RecordID.make(name, role)
  }
}
