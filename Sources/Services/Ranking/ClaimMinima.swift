/// The smallest claim over any run of groups (``PrefixClaims``): a tree of minima, flat.
///
/// Leaf *g* holds group *g*'s claim (the length of the shortest prefix it claims, or none), and
/// each node above holds the smaller of its two children, so that any run of groups is covered
/// by O(log *g*) nodes.
struct ClaimMinima: Sendable {
  /// The number of groups (the leaves are `nodes[count..<2 * count]`).
  private let count: Int
  /// Per node: its claim start in the high 32 bits and its group in the low ones, or
  /// `Int64.max` for no claim; node *i*'s children are 2*i* and 2*i* + 1.
  private var nodes: [Int64]

  /// The tree over `starts`, each group's claim start or -1 for none.
  ///
  /// - Complexity: O(*g*) for *g* groups.
  init(_ starts: [Int32]) {
    count = starts.count
    nodes = [Int64](repeating: .max, count: 2 * starts.count)
    for (group, start) in starts.enumerated() where start >= 0 {
      nodes[count + group] = Int64(start) << 32 | Int64(group)
    }
    for node in stride(from: count - 1, through: 1, by: -1) {
      nodes[node] = min(nodes[2 * node], nodes[2 * node + 1])
    }
  }

  /// The shortest claim among `groups` and the group that has it (the first such), or `nil`
  /// when none of them claims.
  ///
  /// - Complexity: O(log *g*) for *g* groups.
  func minimum(in groups: Range<Int>) -> (start: Int, group: Int)? {
    var best = Int64.max
    var low = groups.lowerBound + count
    var high = groups.upperBound + count
    while low < high {
      if low & 1 == 1 {
        best = min(best, nodes[low])
        low += 1
      }
      if high & 1 == 1 {
        high -= 1
        best = min(best, nodes[high])
      }
      low >>= 1
      high >>= 1
    }
    guard best != .max else { return nil }
    return (Int(best >> 32), Int(best & 0xFFFF_FFFF))
  }
}
