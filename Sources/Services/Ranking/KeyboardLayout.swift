/// Which keys are next to each other on a QWERTY keyboard: a wrong letter typed with a key next
/// to the right one is the commonest slip of a finger (``SearchRanking/Rules/keyboard``).
enum KeyboardLayout {
  /// The rows of letter and digit keys, top to bottom; each row sits half a key to the right of
  /// the one above, so key *c* of a row touches keys *c* and *c* + 1 of the row above and
  /// *c* − 1 and *c* of the row below.
  static let rows = ["1234567890", "qwertyuiop", "asdfghjkl", "zxcvbnm"]

  /// Per ASCII scalar, its key's row and column, or `nil` when it has no key here.
  private static let places: [(row: Int, column: Int)?] = {
    var places = [(row: Int, column: Int)?](repeating: nil, count: 128)
    for (row, keys) in rows.enumerated() {
      for (column, key) in keys.unicodeScalars.enumerated() {
        places[Int(key.value)] = (row, column)
      }
    }
    return places
  }()

  /// Whether typing `typed` for `meant` is a slip to a neighbouring key (or cannot be told: a
  /// letter without a key here, such as one of another script).
  ///
  /// - Parameters:
  ///   - typed: The letter typed (lower-cased).
  ///   - meant: The letter meant (lower-cased).
  /// - Returns: `false` only when both have keys and they do not touch.
  static func isNearbySlip(_ typed: UInt32, for meant: UInt32) -> Bool {
    guard typed < 128, meant < 128, let one = places[Int(typed)], let other = places[Int(meant)]
    else { return true }
    switch other.row - one.row {
    case 0: return abs(other.column - one.column) <= 1
    case -1: return other.column == one.column || other.column == one.column + 1
    case 1: return other.column == one.column || other.column == one.column - 1
    default: return false
    }
  }
}
