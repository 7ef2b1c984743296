/// Path lookup on plain `Encodable` values without a JSON round trip.
///
/// The value is run through a small `Encoder` (``PrunedEncoder``) that keeps only the members on
/// the keys' paths (a keyed container keeps only the members some path continues with), so a
/// document is encoded once for all its path keys, and each key's value goes through the same
/// walk as ``JSONValue`` documents. Members kept for one path never change another path's value:
/// a walk only follows members named by its own path, and an object at a path's end reads as
/// `[object Object]` whatever its members.
enum EncodablePathLookup {
  /// The paths to keep, as a trie of segments.
  struct Plan: Sendable {
    /// The paths, in key order.
    let paths: [[String]]
    /// The paths' trie.
    let trie: PathTrie

    init(paths: [[String]]) {
      self.paths = paths
      self.trie = PathTrie(paths: paths)
    }

    /// Encodes `value` once into `tree`, keeping the members on any of the paths; `false` when
    /// its `encode(to:)` threw (no path has a value then).
    ///
    /// The tree holds the document until the next `encode`, so one tree serves many documents.
    func encode(_ value: some Encodable, in tree: PrunedTree) -> Bool {
      tree.reset(trie: trie)
      do {
        try value.encode(to: PrunedEncoder(tree: tree, node: 0, trieNode: 0))
      } catch {
        return false
      }
      return true
    }

    /// The value at the path at `position` in the document encoded last into `tree`, with
    /// Fuse.js's `get` semantics.
    func value(in tree: PrunedTree, at position: Int) -> FuseFieldValue {
      tree.value(atPath: position)
    }
  }

  /// The value at `path` in `value`, with Fuse.js's `get` semantics.
  static func value(in value: some Encodable, path: [String]) -> FuseFieldValue {
    let plan = Plan(paths: [path])
    let tree = PrunedTree()
    return plan.encode(value, in: tree) ? plan.value(in: tree, at: 0) : .none
  }
}
