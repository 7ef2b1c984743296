/// Which of a record's searched texts are people's names: per key position, how many of the
/// key's first texts are (``SearchRanking/nameKeys`` and ``SearchRanking/billedNames``).
struct NameCounts: Sendable, Hashable {
  /// Per key position, how many of its first texts are names (0: none; `Int.max`: all).
  private let perKey: [Int]

  /// Names counted per key position (keys past the end hold none).
  init(_ perKey: [Int]) {
    self.perKey = perKey
  }

  /// No text is a name: a collection that names no key as people's.
  static let none = NameCounts([])

  /// Whether any text of key position `key` is a name.
  @inline(__always)
  func holdsNames(key: Int) -> Bool { count(key) > 0 }

  /// Whether key position `key` was named as one of people's names.
  func isNamedKey(_ key: Int) -> Bool { holdsNames(key: key) }

  /// Whether the text at `place` among key position `key`'s texts (0 is its first) is a name.
  @inline(__always)
  func isName(key: Int, place: Int) -> Bool { place < count(key) }

  @inline(__always)
  private func count(_ key: Int) -> Int {
    key < perKey.count ? perKey[key] : 0
  }
}
