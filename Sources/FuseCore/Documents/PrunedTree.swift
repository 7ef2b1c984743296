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

  /// A node's shape; a scalar node's value is in ``scalars`` (so a node holds no references and
  /// copies and overwrites cost nothing extra).
  struct Node {
    var kind = Kind.empty
    /// For a member of a keyed node, the trie node its name leads to (its name is that node's
    /// segment, or canonically equivalent to it, which compares the same); -1 otherwise.
    var member = -1
    var firstChild = -1
    var lastChild = -1
    var nextSibling = -1
  }

  // Only the encoder of one document at a time touches the tree, so the exclusivity checks a
  // class property otherwise gets at run time (a large share of the encoding time) are left out.

  /// The nodes: the current document's are the first ``count``.
  @exclusivity(unchecked) private(set) var nodes: [Node] = []
  @exclusivity(unchecked) private(set) var count = 0
  /// Per node, its value when it is a scalar (else a stale or `null` value, never read).
  @exclusivity(unchecked) private var scalars: [JSONValue] = []
  /// The paths' trie (see ``EncodablePathLookup/Plan/trie``).
  @exclusivity(unchecked) private var trie = PathTrie(paths: [])
  /// The current document as JSON, once a lookup needed it.
  @exclusivity(unchecked) private var root: JSONValue?

  /// Empties the tree down to a fresh root, for a document encoded along `trie`.
  ///
  /// The node array keeps its elements: they are overwritten as the next document needs them,
  /// which costs less than destroying and re-creating them.
  func reset(trie: PathTrie) {
    if self.trie !== trie { self.trie = trie }
    count = 0
    _ = newNode(member: -1)
    root = nil
  }

  /// A fresh node at the end of the used part of the array.
  ///
  /// A reused element is overwritten whole: one write (one uniqueness check of the array)
  /// rather than one per field.
  private func newNode(_ node: consuming Node) -> Int {
    let index = count
    count += 1
    if index < nodes.count {
      nodes[index] = node
    } else {
      nodes.append(node)
      scalars.append(.null)
    }
    return index
  }

  private func newNode(member: Int) -> Int {
    newNode(Node(member: member))
  }

  /// The trie node that the member `key` of an object at trie node `node` continues to, if a
  /// path goes on through it; `nil` drops the member (as does a detached node, -1).
  func trieChild(of node: Int, key: String) -> Int? {
    guard node >= 0 else { return nil }
    for entry in trie.children[node] where JavaScriptString.equal(entry.segment, key) {
      return entry.node
    }
    return nil
  }

  /// A node on no path (for pruned nested containers); never read.
  func detached() -> Int {
    newNode(member: -1)
  }

  /// Appends a child to `parent`, which becomes a node of `kind` (dropping other content); a
  /// member of a keyed node names the trie node its name leads to, an element -1.
  func addChild(to parent: Int, kind: Kind, member: Int) -> Int {
    link(newNode(member: member), to: parent, kind: kind)
  }

  /// Appends a scalar child to `parent`, as ``addChild(to:kind:member:)`` followed by
  /// ``setScalar(_:_:)`` would, with the node written once.
  func addScalar(_ value: consuming JSONValue, to parent: Int, kind: Kind, member: Int) {
    let child = link(newNode(Node(kind: .scalar, member: member)), to: parent, kind: kind)
    scalars[child] = value
  }

  /// Links the fresh node `child` as the last child of `parent`, which becomes a node of `kind`
  /// (dropping other content).
  private func link(_ child: Int, to parent: Int, kind: Kind) -> Int {
    if nodes[parent].kind != kind {
      nodes[parent].kind = kind
      nodes[parent].firstChild = -1
      nodes[parent].lastChild = -1
    }
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
    scalars[node] = value
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

  /// The value at the trie's path at `position` in the current document, with Fuse.js's `get`
  /// semantics.
  ///
  /// A path through objects only to a string is read straight from the nodes (the last member of
  /// a name wins, as in ``FusePathLookup``), following the trie nodes its segments lead to (a
  /// member whose name leads to the same trie node has a name that compares equal to the
  /// segment); anything else goes through the document as JSON.
  func value(atPath position: Int) -> FuseFieldValue {
    let start = trie.pathStarts[position]
    let end = trie.pathStarts[position + 1]
    var node = 0
    for index in start..<end {
      guard nodes[node].kind == .keyed, let member = lastMember(trie.pathNodes[index], of: node)
      else { return jsonLookup(trie.paths[position]) }
      node = member
    }
    guard start < end, nodes[node].kind == .scalar, case .string(let text) = scalars[node]
    else { return jsonLookup(trie.paths[position]) }
    return .text(text)
  }

  /// The last member of `node` whose name leads to `trieNode`.
  private func lastMember(_ trieNode: Int, of node: Int) -> Int? {
    var found: Int?
    var child = nodes[node].firstChild
    while child >= 0 {
      if nodes[child].member == trieNode { found = child }
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
    case .scalar: return scalars[node]
    case .keyed:
      var members: [JSONValue.Member] = []
      members.reserveCapacity(childCount(node))
      var child = nodes[node].firstChild
      while child >= 0 {
        let member = nodes[child].member
        members.append(
          JSONValue.Member(member >= 0 ? trie.segments[member] : "", jsonValue(child)))
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
