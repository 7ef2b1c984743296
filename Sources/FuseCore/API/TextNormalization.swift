/// How Fuse.js normalises a query and every text before comparing them: lower-case (unless
/// case-sensitive), then strip diacritics (if asked), in that order.
public struct TextNormalization: Sendable, Hashable {
  /// Compare case-sensitively (no lower-casing).
  public var isCaseSensitive: Bool
  /// Strip diacritics after lower-casing.
  public var ignoreDiacritics: Bool

  /// Creates a normalisation.
  ///
  /// - Parameters:
  ///   - isCaseSensitive: Skip lower-casing when `true`.
  ///   - ignoreDiacritics: Strip diacritics when `true`.
  public init(isCaseSensitive: Bool = false, ignoreDiacritics: Bool = false) {
    self.isCaseSensitive = isCaseSensitive
    self.ignoreDiacritics = ignoreDiacritics
  }

  /// Normalises `text` as Fuse.js does: JavaScript `toLowerCase`, then `stripDiacritics`.
  ///
  /// - Parameter text: The text to normalise.
  /// - Returns: The normalised text; its UTF-16 offsets are the ones match indices use.
  /// - Complexity: O(*n*) in the length of `text`.
  public func normalize(_ text: String) -> String {
    var result = isCaseSensitive ? text : JavaScriptText.lowercased(text)
    if ignoreDiacritics { result = DiacriticStripping.strip(result) }
    return result
  }

  /// The normalised text as UTF-16 code units.
  func units(_ text: String) -> [UInt16] {
    Array(normalize(text).utf16)
  }

  /// Appends the normalised UTF-16 units of `text` to `units`.
  ///
  /// ASCII text (the common case) is lower-cased straight from its UTF-8 bytes, without
  /// building an intermediate string; anything else takes the full Unicode path.
  func appendUnits(of text: String, to units: inout [UInt16]) {
    var text = text
    let appendedASCII = text.withUTF8 { bytes -> Bool in
      for byte in bytes where byte >= 0x80 { return false }
      if isCaseSensitive {
        units.append(contentsOf: bytes.lazy.map { UInt16($0) })
      } else {
        units.append(contentsOf: bytes.lazy.map { UInt16($0 &- 0x41 < 26 ? $0 | 0x20 : $0) })
      }
      return true
    }
    if !appendedASCII { units.append(contentsOf: normalize(text).utf16) }
  }
}
