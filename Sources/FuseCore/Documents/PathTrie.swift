/// The paths of an ``EncodablePathLookup/Plan`` as a trie of segments.
///
/// A class, so a ``PrunedTree`` keeps it from document to document by reference, without copying
/// (and retaining) each of its arrays for every document.
final class PathTrie: Sendable {
  /// The paths, in key order.
  let paths: [[String]]
  /// Per trie node (the root is node 0): the segments that continue a path from it, with their
  /// nodes.
  let children: [[(segment: String, node: Int)]]
  /// Per trie node: the segment that leads to it (empty for the root).
  let segments: [String]
  /// The trie nodes each path's segments lead to, path after path (see ``pathStarts``); none for
  /// a path that is empty or has an empty segment (it is never read straight from a tree).
  let pathNodes: [Int]
  /// Where each path's nodes start in ``pathNodes``, with the end as a last entry.
  let pathStarts: [Int]

  init(paths: [[String]]) {
    self.paths = paths
    var children: [[(segment: String, node: Int)]] = [[]]
    var segments = [""]
    var pathNodes: [Int] = []
    var pathStarts: [Int] = []
    for path in paths {
      pathStarts.append(pathNodes.count)
      var node = 0
      var nodes: [Int] = []
      for segment in path {
        if let next = children[node].first(where: { JavaScriptString.equal($0.segment, segment) })?
          .node
        {
          node = next
        } else {
          children.append([])
          segments.append(segment)
          children[node].append((segment, children.count - 1))
          node = children.count - 1
        }
        nodes.append(node)
      }
      if !path.contains(where: \.isEmpty) { pathNodes.append(contentsOf: nodes) }
    }
    pathStarts.append(pathNodes.count)
    self.children = children
    self.segments = segments
    self.pathNodes = pathNodes
    self.pathStarts = pathStarts
  }
}
