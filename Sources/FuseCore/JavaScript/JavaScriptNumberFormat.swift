/// JavaScript's `Number.prototype.toString()` for doubles: the shortest round-tripping digits,
/// laid out by ECMAScript's Number::toString rules (`1e21` → "1e+21", `1e-7` → "1e-7").
enum JavaScriptNumberFormat {
  /// Formats `value` as JavaScript's `String(value)` does; `-0` gives "0".
  static func string(_ value: Double) -> String {
    if value.isNaN { return "NaN" }
    if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
    if value == 0 { return "0" }
    let sign = value < 0 ? "-" : ""
    let (digits, exponent) = shortestDigits(abs(value))
    return sign + layout(digits: digits, pointPosition: exponent)
  }

  /// Fuse.js's `toString` for field values: JavaScript's `String(x)` except that -0 gives "-0".
  static func fieldString(_ value: Double) -> String {
    if value == 0 && value.sign == .minus { return "-0" }
    return string(value)
  }

  /// The shortest decimal digits of a positive finite `value` and the position `n` of the
  /// decimal point, so that `value = 0.d1d2…dk × 10^n`.
  private static func shortestDigits(_ value: Double) -> (digits: [UInt8], pointPosition: Int) {
    // Swift's description is the shortest round-tripping form, as "123.45", "1e-07" or
    // "1.2345e+16"; only its layout differs from JavaScript's.
    let text = value.description
    var mantissa = Substring(text)
    var exponent = 0
    if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
      mantissa = text[..<e]
      exponent = Int(text[text.index(after: e)...]) ?? 0
    }
    var digits: [UInt8] = []
    var pointPosition = 0
    var seenPoint = false
    for character in mantissa {
      if character == "." {
        seenPoint = true
        continue
      }
      guard let digit = character.asciiValue.map({ $0 - UInt8(ascii: "0") }) else { continue }
      digits.append(digit)
      if !seenPoint { pointPosition += 1 }
    }
    // Strip leading zeros (each moves the point left) and trailing zeros.
    while let first = digits.first, first == 0, digits.count > 1 {
      digits.removeFirst()
      pointPosition -= 1
    }
    while let last = digits.last, last == 0, digits.count > 1 {
      digits.removeLast()
    }
    return (digits, pointPosition + exponent)
  }

  private static func layout(digits: [UInt8], pointPosition n: Int) -> String {
    let k = digits.count
    let text = String(decoding: digits.map { $0 + UInt8(ascii: "0") }, as: UTF8.self)
    if k <= n && n <= 21 {
      return text + String(repeating: "0", count: n - k)
    }
    if 0 < n && n <= 21 {
      let split = text.index(text.startIndex, offsetBy: n)
      return text[..<split] + "." + text[split...]
    }
    if -6 < n && n <= 0 {
      return "0." + String(repeating: "0", count: -n) + text
    }
    let exponent = n - 1
    let exponentText = exponent >= 0 ? "+\(exponent)" : "\(exponent)"
    if k == 1 { return text + "e" + exponentText }
    return text.prefix(1) + "." + text.dropFirst() + "e" + exponentText
  }
}
