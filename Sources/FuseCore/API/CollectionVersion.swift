/// One state of a searcher's collection: a searcher makes a new one at each change of its
/// collection, so two values are the same object exactly when they describe the same searcher
/// with the same documents and index.
///
/// A class for its identity: a value captured by a search stays alive with it, so no later
/// state, of this searcher or another, can be the same object.
final class CollectionVersion: Sendable {}
