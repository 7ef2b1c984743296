/// How many terminal columns text takes, as terminals (xterm, tmux, VTE) draw it, counted by
/// grapheme clusters so that a cursor never sits inside one.
///
/// A scalar takes 0, 1 or 2 columns (``DisplayWidthTable``, generated from the Unicode data the
/// Swift toolchain ships by `Scripts/generate-display-width.swift`):
/// - 2: East Asian Wide and Fullwidth characters (CJK, Hangul syllables, emoji presentation).
/// - 0: combining marks (Mn, Me), format characters (ZWJ, ZWNJ, variation selectors, tags…)
///   and conjoining Hangul vowels and finals.
/// - 1: everything else, ambiguous-width characters included (terminals outside a CJK locale
///   draw them narrow), and unassigned code points outside the wide blocks.
///
/// A control character (C0, DEL, C1) takes 1: the shell never draws one raw, it draws the U+FFFD
/// that ``TerminalText/printable(_:)`` puts in its place, so text is measured as drawn through it
/// (CR LF, one cluster, is two U+FFFD and takes 2).
///
/// A grapheme cluster takes the sum of its scalars' columns, as a terminal draws it cell by
/// cell (an Indic conjunct, a Hangul syllable spelled in jamo), except an emoji sequence: an
/// emoji followed by U+FE0F (emoji presentation), by a skin-tone modifier, or joined by ZWJ, and
/// a flag (two regional indicators), take 2 as one picture (`👍🏽` is 2, not 4).
///
/// The data is the toolchain's own (its ICU's East Asian Width, the standard library's general
/// categories), not glibc's `wcwidth` or Python's `unicodedata`: it is there wherever the package
/// builds, so a test checks every scalar against it; it moves with the toolchain, whose grapheme
/// breaking the columns are counted by; and it is newer (Unicode 16 and 17, where glibc 2.36 and
/// Python 3.11 have 14). It agrees with glibc's `wcwidth` (what tmux and readline measure with)
/// for every scalar both assign but a few: East Asian Widths changed since (trigrams, monograms,
/// counting rods are wide since Unicode 16) and glibc's wide circled numbers U+3248–U+324F
/// (ambiguous, so narrow here); the script prints the list.
enum DisplayWidth {
  /// The columns one Unicode scalar takes: 0, 1 or 2 (1 for a control).
  ///
  /// - Parameter scalar: Any scalar.
  /// - Returns: Its width. Complexity: O(log n) in the table's ranges; O(1) below U+0300.
  static func columns(ofScalar scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x300 { return 1 }
    if contains(value, in: DisplayWidthTable.zeroWidth) { return 0 }
    if contains(value, in: DisplayWidthTable.doubleWidth) { return 2 }
    return 1
  }

  /// The columns one grapheme cluster takes (see the type's rules for emoji sequences).
  ///
  /// - Parameter character: Any grapheme cluster.
  /// - Returns: Its width, 0 or more (0 for a lone combining mark or ZWJ).
  static func columns(ofCharacter character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if scalars.index(after: scalars.startIndex) == scalars.endIndex {
      return columns(ofScalar: first)
    }
    if first.properties.isEmoji && isEmojiSequence(scalars) { return 2 }
    var total = 0
    for scalar in scalars { total += columns(ofScalar: scalar) }
    return total
  }

  /// The columns text takes: the sum over its grapheme clusters.
  ///
  /// - Parameter text: Any text (unstyled: escape sequences would be measured as characters).
  /// - Returns: Its width. Complexity: O(n); ASCII text is measured by its length.
  static func columns(of text: some StringProtocol) -> Int {
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.utf8.count }
    var total = 0
    for character in text { total += columns(ofCharacter: character) }
    return total
  }

  /// The longest prefix of whole grapheme clusters that fits in `columns` (a wide character is
  /// never split: it is left out when only one column is left for it).
  ///
  /// - Parameters:
  ///   - text: Any text.
  ///   - available: The columns available; 0 or less gives an empty prefix.
  /// - Returns: The prefix.
  static func prefix(of text: Substring, fitting available: Int) -> Substring {
    var used = 0
    var end = text.startIndex
    for character in text {
      let width = columns(ofCharacter: character)
      guard used + width <= available else { break }
      used += width
      end = text.index(after: end)
    }
    return text[..<end]
  }

  /// Whether a cluster of several scalars, starting with an emoji, is drawn as one emoji picture:
  /// it holds U+FE0F, a skin-tone modifier or ZWJ, or is a pair of regional indicators.
  private static func isEmojiSequence(_ scalars: Character.UnicodeScalarView) -> Bool {
    let regionalIndicators: ClosedRange<UInt32> = 0x1F1E6...0x1F1FF
    let rest = scalars.dropFirst()
    if let first = scalars.first, let second = rest.first,
      regionalIndicators.contains(first.value) && regionalIndicators.contains(second.value)
    {
      return true
    }
    return rest.contains { scalar in
      switch scalar.value {
      case 0xFE0F, 0x200D, 0x1F3FB...0x1F3FF: true
      default: false
      }
    }
  }

  /// Whether `value` lies in one of the inclusive ranges of `ranges` (lower, upper, lower, …).
  private static func contains(_ value: UInt32, in ranges: [UInt32]) -> Bool {
    var low = 0
    var high = ranges.count / 2
    while low < high {
      let middle = (low + high) / 2
      if ranges[2 * middle + 1] < value {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low < ranges.count / 2 && ranges[2 * low] <= value
  }
}
