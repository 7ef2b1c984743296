/// The pruned encoding of one `Encodable` document (see ``EncodablePathLookup``): nodes in one
/// array, reused from document to document, so encoding allocates no node objects.
///
/// Node 0 is the root; members and elements are linked in order. A node changes kind as the
/// encoder directs (a keyed node asked for an element becomes an unkeyed one, losing its
/// members), exactly as a tree of separately allocated nodes would.
final class PrunedTree {
  enum Kind {
    case empty, scalar, keyed, unkeyed
  }

  struct Node {
    var kind = Kind.empty
    var scalar = JSONValue.null
    /// The member name, for a member of a keyed node.
    var key = ""
    var firstChild = -1
    var lastChild = -1
    var nextSibling = -1
  }

  // Only the encoder of one document at a time touches the tree, so the exclusivity checks a
  // class property otherwise gets at run time (a large share of the encoding time) are left out.

  /// The nodes: the current document's are the first ``count``.
  @exclusivity(unchecked) private(set) var nodes: [Node] = []
  @exclusivity(unchecked) private(set) var count = 0
  /// The paths' trie (see ``EncodablePathLookup/Plan/trie``).
  @exclusivity(unchecked) private var trie: [[(segment: String, node: Int)]] = []
  /// The current document as JSON, once a lookup needed it.
  @exclusivity(unchecked) private var root: JSONValue?

  /// Empties the tree down to a fresh root, for a document encoded along `trie`.
  ///
  /// The node array keeps its elements: they are overwritten as the next document needs them,
  /// which costs less than destroying and re-creating them.
  func reset(trie: [[(segment: String, node: Int)]]) {
    self.trie = trie
    count = 0
    _ = newNode(key: "")
    root = nil
  }

  /// A fresh node at the end of the used part of the array.
  private func newNode(key: String) -> Int {
    let index = count
    count += 1
    if index < nodes.count {
      nodes[index].kind = .empty
      nodes[index].scalar = .null
      nodes[index].key = key
      nodes[index].firstChild = -1
      nodes[index].lastChild = -1
      nodes[index].nextSibling = -1
    } else {
      nodes.append(Node(key: key))
    }
    return index
  }

  /// The trie node that the member `key` of an object at trie node `node` continues to, if a
  /// path goes on through it; `nil` drops the member (as does a detached node, -1).
  func trieChild(of node: Int, key: String) -> Int? {
    guard node >= 0 else { return nil }
    for entry in trie[node] where entry.segment == key { return entry.node }
    return nil
  }

  /// A node on no path (for pruned nested containers); never read.
  func detached() -> Int {
    newNode(key: "")
  }

  /// Appends a child to `parent`, which becomes a node of `kind` (dropping other content).
  func addChild(to parent: Int, kind: Kind, key: String) -> Int {
    if nodes[parent].kind != kind {
      nodes[parent].kind = kind
      nodes[parent].scalar = .null
      nodes[parent].firstChild = -1
      nodes[parent].lastChild = -1
    }
    let child = newNode(key: key)
    if nodes[parent].lastChild >= 0 {
      nodes[nodes[parent].lastChild].nextSibling = child
    } else {
      nodes[parent].firstChild = child
    }
    nodes[parent].lastChild = child
    return child
  }

  /// Makes `node` a `kind` node if nothing was encoded into it yet.
  func mark(_ node: Int, as kind: Kind) {
    if nodes[node].kind == .empty { nodes[node].kind = kind }
  }

  /// Makes `node` a scalar (dropping other content).
  func setScalar(_ node: Int, _ value: JSONValue) {
    nodes[node].kind = .scalar
    nodes[node].scalar = value
    nodes[node].firstChild = -1
    nodes[node].lastChild = -1
  }

  /// The number of children of `node` when it is unkeyed.
  func elementCount(_ node: Int) -> Int {
    nodes[node].kind == .unkeyed ? childCount(node) : 0
  }

  private func childCount(_ node: Int) -> Int {
    var count = 0
    var child = nodes[node].firstChild
    while child >= 0 {
      count += 1
      child = nodes[child].nextSibling
    }
    return count
  }

  /// The value at `path` in the current document, with Fuse.js's `get` semantics.
  ///
  /// A path through objects only to a string is read straight from the nodes (the last member of
  /// a name wins, as in ``FusePathLookup``); anything else goes through the document as JSON.
  func value(at path: [String]) -> FuseFieldValue {
    var node = 0
    for segment in path {
      guard !segment.isEmpty, nodes[node].kind == .keyed, let member = lastMember(segment, of: node)
      else { return jsonLookup(path) }
      node = member
    }
    guard !path.isEmpty, case .string(let text) = nodes[node].scalar, nodes[node].kind == .scalar
    else { return jsonLookup(path) }
    return .text(text)
  }

  private func lastMember(_ key: String, of node: Int) -> Int? {
    var found: Int?
    var child = nodes[node].firstChild
    while child >= 0 {
      if nodes[child].key == key { found = child }
      child = nodes[child].nextSibling
    }
    return found
  }

  private func jsonLookup(_ path: [String]) -> FuseFieldValue {
    let document = root ?? jsonValue(0)
    root = document
    return FusePathLookup.value(in: document, path: path)
  }

  /// The subtree at `node` as a JSON value (an empty node is `null`).
  func jsonValue(_ node: Int) -> JSONValue {
    switch nodes[node].kind {
    case .empty: return .null
    case .scalar: return nodes[node].scalar
    case .keyed:
      var members: [JSONValue.Member] = []
      members.reserveCapacity(childCount(node))
      var child = nodes[node].firstChild
      while child >= 0 {
        members.append(JSONValue.Member(nodes[child].key, jsonValue(child)))
        child = nodes[child].nextSibling
      }
      return .object(members)
    case .unkeyed:
      var elements: [JSONValue] = []
      elements.reserveCapacity(childCount(node))
      var child = nodes[node].firstChild
      while child >= 0 {
        elements.append(jsonValue(child))
        child = nodes[child].nextSibling
      }
      return .array(elements)
    }
  }
}
