/// A query word prepared for computing its typos against many words fast: one bit mask per
/// letter of where the letter is in the word (bit-parallel edit distance, Myers' algorithm with
/// Hyyrö's transposition step), for words of up to 64 letters.
///
/// ``distances(to:)`` gives what ``WordEdits/distances(_:_:)`` gives, in O(*n*) word
/// operations for a word of *n* letters instead of O(*m*·*n*); longer query words use
/// ``WordEdits`` itself.
struct WordPattern: Sendable {
  /// The word's letters.
  let scalars: [UInt32]
  /// Per ASCII letter: the positions where the word has it.
  private let asciiMasks: [UInt64]
  /// The other letters with their positions.
  private let otherMasks: [(scalar: UInt32, mask: UInt64)]

  /// The longest word the masks cover.
  static let maximumLength = 64

  /// Prepares `word`.
  init(_ word: [UInt32]) {
    scalars = word
    var ascii = [UInt64](repeating: 0, count: 128)
    var others: [(scalar: UInt32, mask: UInt64)] = []
    for (position, scalar) in word.prefix(Self.maximumLength).enumerated() {
      let bit = UInt64(1) << UInt64(position)
      if scalar < 128 {
        ascii[Int(scalar)] |= bit
      } else if let place = others.firstIndex(where: { $0.scalar == scalar }) {
        others[place].mask |= bit
      } else {
        others.append((scalar, bit))
      }
    }
    asciiMasks = ascii
    otherMasks = others
  }

  /// The positions where the word has `scalar`.
  @inline(__always)
  private func mask(of scalar: UInt32) -> UInt64 {
    if scalar < 128 { return asciiMasks[Int(scalar)] }
    for entry in otherMasks where entry.scalar == scalar { return entry.mask }
    return 0
  }

  /// The edits between this word and the whole of `word`, and between it and `word`'s best
  /// prefix (see ``WordEdits/distances(_:_:)``).
  ///
  /// - Complexity: O(*n*) for a word of *n* letters when this word has at most 64 letters,
  ///   else O(*m*·*n*).
  @inline(__always)
  func distances(to word: ArraySlice<UInt32>) -> (whole: Int, prefix: Int) {
    let m = scalars.count
    guard m <= Self.maximumLength, m > 0, !word.isEmpty else {
      return WordEdits.distances(scalars[...], word)
    }
    // Column by column of the edit table, the last row's value (the whole word against each
    // prefix of `word`) is `score`; the vertical differences of the column are kept as bits.
    let top = UInt64(1) << UInt64(m - 1)
    let all = m == 64 ? UInt64.max : (UInt64(1) << UInt64(m)) - 1
    var positive = all  // D[i+1][j] - D[i][j] == +1
    var negative: UInt64 = 0  // == -1
    var score = m
    var best = m
    var previousMatch: UInt64 = 0
    var previousDiagonal: UInt64 = 0
    for scalar in word {
      let match = mask(of: scalar)
      // Hyyrö's transposition: a pair swapped between the word and this one.
      let transposed = (((~previousDiagonal) & match) << 1) & previousMatch
      let diagonal = (((match & positive) &+ positive) ^ positive) | match | negative | transposed
      let horizontalPositive = negative | ~(diagonal | positive)
      let horizontalNegative = positive & diagonal
      if horizontalPositive & top != 0 {
        score += 1
      } else if horizontalNegative & top != 0 {
        score -= 1
      }
      // The first row is D[0][j] = j: its horizontal difference is always +1.
      let shiftedPositive = (horizontalPositive << 1) | 1
      let shiftedNegative = horizontalNegative << 1
      positive = (shiftedNegative | ~(diagonal | shiftedPositive)) & all
      negative = (diagonal & shiftedPositive) & all
      previousMatch = match
      previousDiagonal = diagonal
      best = min(best, score)
    }
    return (score, best)
  }
}
