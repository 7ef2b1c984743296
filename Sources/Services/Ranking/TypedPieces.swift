/// A text as typed, split at white space only, its pieces keeping their case, accents and
/// punctuation.
///
/// "R. D. Reid" is "R.", "D." and "Reid"; "Tokyo!" is "Tokyo!". The relevance ranking compares words normalised (``TextWords``); these pieces tell apart the
/// records those words cannot: *Adam DeVine* from *Adam Devine*, *R. D. Reid* from *R.D. Reid*
/// (``SearchRanking/Rules/asTyped``).
struct TypedPieces {
  /// Every piece's scalar values, one after another.
  private var scalars: [UInt32] = []
  /// Each piece's range in ``scalars``.
  private var ranges: [Range<Int>] = []
  /// Whether the text ends inside a piece (no white space after its last one).
  private(set) var endsInPiece = false

  /// The pieces of `text`.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  init(_ text: String) {
    var start: Int?
    for scalar in text.unicodeScalars {
      if Self.isWhitespace(scalar) {
        if let begun = start { ranges.append(begun..<scalars.count) }
        start = nil
      } else {
        if start == nil { start = scalars.count }
        scalars.append(scalar.value)
      }
    }
    if let begun = start { ranges.append(begun..<scalars.count) }
    endsInPiece = start != nil
  }

  /// Whether `scalar` is white space (looked up in the Unicode properties only beyond ASCII).
  @inline(__always)
  static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return scalar == " " || (0x09...0x0D).contains(scalar.value) }
    return scalar.properties.isWhitespace
  }

  /// The number of pieces.
  var count: Int { ranges.count }

  /// The piece at `position`.
  subscript(position: Int) -> ArraySlice<UInt32> { scalars[ranges[position]] }
}
