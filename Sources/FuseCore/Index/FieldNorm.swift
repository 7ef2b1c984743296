/// Fuse.js's field-length norm: shorter fields weigh more.
enum FieldNorm {
  /// `round(1000 / tokens^(0.5 × weight)) / 1000`, where tokens counts word starts and only
  /// U+0009–U+000D, U+0020 and U+00A0 separate words (an empty text counts as one word).
  static func value(of text: String, weight: Double) -> Double {
    value(tokenCount: tokenCount(text), weight: weight)
  }

  static func value(tokenCount: Int, weight: Double) -> Double {
    let scaled = 1000 / JavaScriptPow.pow(Double(tokenCount), 0.5 * weight)
    return javaScriptRound(scaled) / 1000
  }

  /// JavaScript's `Math.round`: the nearest integer, halves rounded towards +∞.
  static func javaScriptRound(_ value: Double) -> Double {
    let floor = value.rounded(.down)
    return value - floor >= 0.5 ? floor + 1 : floor
  }

  static func tokenCount(_ text: String) -> Int {
    var text = text
    // The separators other than NBSP are ASCII, so UTF-8 bytes suffice when NBSP cannot occur.
    if let count = text.withUTF8({ bytes -> Int? in
      var count = 0
      var inWord = false
      for byte in bytes {
        if byte >= 0x80 { return nil }
        let isSeparator = (byte >= 9 && byte <= 13) || byte == 32
        if !isSeparator && !inWord { count += 1 }
        inWord = !isSeparator
      }
      return max(count, 1)
    }) {
      return count
    }
    var count = 0
    var inWord = false
    for unit in text.utf16 {
      let isSeparator = (unit >= 9 && unit <= 13) || unit == 32 || unit == 160
      if !isSeparator {
        if !inWord { count += 1 }
        inWord = true
      } else {
        inWord = false
      }
    }
    return max(count, 1)
  }
}
