import FuseCore

/// Words of a text, lower-cased, without diacritics, split at anything that is not a letter or a
/// digit: one flat array of scalar values and each word's range in it.
struct TextWords {
  /// Every word's scalars, one after another.
  var scalars: [UInt32] = []
  /// Each word's range in ``scalars``.
  var ranges: [Range<Int>] = []

  /// The normalisation every text goes through: lower-case, no diacritics.
  static let normalization = TextNormalization(isCaseSensitive: false, ignoreDiacritics: true)

  /// The words of `text`.
  init(_ text: String) {
    var start = 0
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      // ASCII (most texts): lower-case the bytes directly, with nothing to strip.
      for byte in text.utf8 {
        let value = UInt32(byte)
        if (0x61...0x7A).contains(value) || (0x30...0x39).contains(value) {
          scalars.append(value)
        } else if (0x41...0x5A).contains(value) {
          scalars.append(value | 0x20)
        } else if scalars.count > start {
          ranges.append(start..<scalars.count)
          start = scalars.count
        }
      }
      if scalars.count > start { ranges.append(start..<scalars.count) }
      return
    }
    for scalar in Self.normalization.normalize(text).unicodeScalars {
      if Self.isWordScalar(scalar) {
        scalars.append(scalar.value)
      } else if scalars.count > start {
        ranges.append(start..<scalars.count)
        start = scalars.count
      }
    }
    if scalars.count > start { ranges.append(start..<scalars.count) }
  }

  /// The number of words.
  var count: Int { ranges.count }

  /// The word at `position`.
  subscript(position: Int) -> ArraySlice<UInt32> { scalars[ranges[position]] }

  /// The words joined by single spaces, with a leading space (so a match starts at a word).
  var joined: [UInt32] {
    var result: [UInt32] = []
    result.reserveCapacity(scalars.count + ranges.count)
    for range in ranges {
      result.append(Self.space)
      result.append(contentsOf: scalars[range])
    }
    return result
  }

  /// The space scalar that separates joined words.
  static let space = UInt32(0x20)

  private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII {
      let value = scalar.value
      return (0x30...0x39).contains(value) || (0x61...0x7A).contains(value)
        || (0x41...0x5A).contains(value)
    }
    return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
  }
}
