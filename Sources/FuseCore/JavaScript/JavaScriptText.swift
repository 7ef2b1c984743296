/// JavaScript string semantics that Fuse.js relies on, over UTF-16 code units.
enum JavaScriptText {
  /// Whether `unit` is white space for JavaScript's `String.prototype.trim` (WhiteSpace and
  /// LineTerminator, including U+FEFF; not U+0085 or U+180E).
  static func isTrimmedWhitespace(_ unit: UInt16) -> Bool {
    switch unit {
    case 0x09...0x0D, 0x20, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000,
      0xFEFF:
      return true
    default:
      return false
    }
  }

  /// Whether `text.trim()` is empty in JavaScript.
  static func isBlank(_ text: String) -> Bool {
    var text = text
    // Fast path: any non-white ASCII byte decides; only non-ASCII needs UTF-16 units.
    let ascii = text.withUTF8 { bytes -> Bool? in
      for byte in bytes {
        if byte >= 0x80 { return nil }
        if !((byte >= 0x09 && byte <= 0x0D) || byte == 0x20) { return false }
      }
      return true
    }
    return ascii ?? text.utf16.allSatisfy(isTrimmedWhitespace)
  }

  /// JavaScript's `String.prototype.trim()`.
  static func trim(_ text: String) -> String {
    let units = Array(text.utf16)
    guard let first = units.firstIndex(where: { !isTrimmedWhitespace($0) }),
      let last = units.lastIndex(where: { !isTrimmedWhitespace($0) })
    else { return "" }
    return String(decoding: units[first...last], as: UTF16.self)
  }

  /// JavaScript's `String.prototype.toLowerCase()`: full Unicode lower-casing with the
  /// context-sensitive Greek final sigma, and "İ" becoming "i̇" (two code units).
  static func lowercased(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      guard text.utf8.contains(where: { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") })
      else { return text }
      return String(
        decoding: text.utf8.map { $0 >= 65 && $0 <= 90 ? $0 | 0x20 : $0 }, as: UTF8.self)
    }
    let scalars = Array(text.unicodeScalars)
    var result = String.UnicodeScalarView()
    for (index, scalar) in scalars.enumerated() {
      if scalar.value < 0x80 {
        let value = scalar.value
        result.append(value >= 65 && value <= 90 ? Unicode.Scalar(UInt8(value | 0x20)) : scalar)
      } else if scalar == "\u{03A3}" {
        result.append(isFinalSigma(at: index, in: scalars) ? "\u{03C2}" : "\u{03C3}")
      } else {
        result.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
      }
    }
    return String(result)
  }

  /// The Unicode Final_Sigma condition: preceded by a cased letter (skipping case-ignorable
  /// characters) and not followed by one.
  private static func isFinalSigma(at index: Int, in scalars: [Unicode.Scalar]) -> Bool {
    var before = index - 1
    while before >= 0 && scalars[before].properties.isCaseIgnorable { before -= 1 }
    guard before >= 0, scalars[before].properties.isCased else { return false }
    var after = index + 1
    while after < scalars.count && scalars[after].properties.isCaseIgnorable { after += 1 }
    return !(after < scalars.count && scalars[after].properties.isCased)
  }
}
