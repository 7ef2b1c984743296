/// The namespace of the fuzzy-search engine: a Swift port of Fuse.js 7.6.
///
/// Create a ``Fuse/Search`` over a collection and call ``Fuse/Search/search(_:limit:)-(String,_)``.
public enum Fuse {
  /// The Fuse.js release whose behaviour this engine reproduces, score for score.
  public static let version = "7.6.0-beta.0"
}
