/// Which of a record's searched texts are people's names: per key position, how many of the
/// key's first texts are (``SearchRanking/nameKeys`` and ``SearchRanking/billedNames``).
struct NameCounts: Sendable, Hashable {
  /// Per key position, how many of its first texts are names (0: none; `Int.max`: all); `nil`:
  /// ``everyKey`` for every key.
  private let perKey: [Int]?
  /// How many of each key's first texts are names when ``perKey`` is `nil`.
  private let everyKey: Int

  /// Names counted per key position (keys past the end hold none).
  init(_ perKey: [Int]) {
    self.perKey = perKey
    everyKey = 0
  }

  /// The first `count` texts of every key are names.
  init(everyKey count: Int) {
    perKey = nil
    everyKey = count
  }

  /// Whether any text of key position `key` is a name.
  @inline(__always)
  func holdsNames(key: Int) -> Bool { count(key) > 0 }

  /// Whether key position `key` was named as one of people's names, rather than read as one
  /// because no key was named (``init(everyKey:)``).
  func isNamedKey(_ key: Int) -> Bool { perKey.map { key < $0.count && $0[key] > 0 } ?? false }

  /// Whether the text at `place` among key position `key`'s texts (0 is its first) is a name.
  @inline(__always)
  func isName(key: Int, place: Int) -> Bool { place < count(key) }

  @inline(__always)
  private func count(_ key: Int) -> Int {
    guard let perKey else { return everyKey }
    return key < perKey.count ? perKey[key] : 0
  }
}
