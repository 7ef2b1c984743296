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
    /// Per trie node (the root is node 0): the segments that continue a path from it, with
    /// their nodes.
    let trie: [[(segment: String, node: Int)]]

    /// Per trie node: the segment that leads to it (empty for the root).
    let segments: [String]
    /// Per path, in key order: the trie nodes its segments lead to; empty when the path is
    /// empty or has an empty segment (it is then never read straight from the tree).
    let pathNodes: [[Int]]

    init(paths: [[String]]) {
      self.paths = paths
      var trie: [[(segment: String, node: Int)]] = [[]]
      var segments = [""]
      var pathNodes: [[Int]] = []
      for path in paths {
        var node = 0
        var nodes: [Int] = []
        for segment in path {
          if let next = trie[node].first(where: { $0.segment == segment })?.node {
            node = next
          } else {
            trie.append([])
            segments.append(segment)
            trie[node].append((segment, trie.count - 1))
            node = trie.count - 1
          }
          nodes.append(node)
        }
        pathNodes.append(path.contains(where: \.isEmpty) ? [] : nodes)
      }
      self.trie = trie
      self.segments = segments
      self.pathNodes = pathNodes
    }

    /// Encodes `value` once into `tree`, keeping the members on any of the paths; `false` when
    /// its `encode(to:)` threw (no path has a value then).
    ///
    /// The tree holds the document until the next `encode`, so one tree serves many documents.
    func encode(_ value: some Encodable, in tree: PrunedTree) -> Bool {
      tree.reset(trie: trie, segments: segments)
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
      tree.value(at: paths[position], nodes: pathNodes[position])
    }
  }

  /// The value at `path` in `value`, with Fuse.js's `get` semantics.
  static func value(in value: some Encodable, path: [String]) -> FuseFieldValue {
    let plan = Plan(paths: [path])
    let tree = PrunedTree()
    return plan.encode(value, in: tree) ? plan.value(in: tree, at: 0) : .none
  }
}
