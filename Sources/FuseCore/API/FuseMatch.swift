/// One matched field of a result: which key, which text, and where it matched.
public struct FuseMatch: Sendable, Hashable {
  /// The key's id (`nil` when the collection is a list of strings).
  public let key: String?
  /// The original text that matched.
  public let value: String
  /// The position inside an array-valued field (`nil` for other fields).
  public let refIndex: Int?
  /// Matched runs as inclusive pairs of UTF-16 offsets into the *normalised* text (lower-cased,
  /// and stripped of diacritics if asked), exactly as Fuse.js reports them.
  public let indices: [ClosedRange<Int>]
  /// The normalisation the offsets refer to.
  public let normalization: TextNormalization

  /// Creates a match (results are normally produced by ``Fuse/Search``).
  ///
  /// - Parameters:
  ///   - key: The key id, if any.
  ///   - value: The original text.
  ///   - refIndex: The position inside an array field, if any.
  ///   - indices: Inclusive UTF-16 ranges into the normalised text.
  ///   - normalization: The normalisation those offsets refer to.
  public init(
    key: String?, value: String, refIndex: Int?, indices: [ClosedRange<Int>],
    normalization: TextNormalization
  ) {
    self.key = key
    self.value = value
    self.refIndex = refIndex
    self.indices = indices
    self.normalization = normalization
  }

  /// The matched runs as ranges of the **original** ``value``, widened to whole characters.
  ///
  /// Fuse.js's offsets point into the normalised text, which can be longer or shorter than the
  /// original ("İ" lower-cases to two units, "ß" strips to "ss", accents are deleted); these
  /// ranges are safe to use for highlighting `value` itself.
  ///
  /// - Complexity: O(*n*) in the length of ``value``.
  public var highlightRanges: [Range<String.Index>] {
    OriginalRangeMapping(original: value, normalization: normalization).ranges(for: indices)
  }
}

extension FuseMatch {
  /// Whether two matches are the same: key ids and values compare as JavaScript strings (code
  /// unit for code unit), so NFC and NFD spellings of one name are two matches.
  ///
  /// - Complexity: O(*n*) in the lengths of the texts and the number of runs.
  public static func == (lhs: FuseMatch, rhs: FuseMatch) -> Bool {
    JavaScriptString.equal(lhs.key, rhs.key) && JavaScriptString.equal(lhs.value, rhs.value)
      && lhs.refIndex == rhs.refIndex && lhs.indices == rhs.indices
      && lhs.normalization == rhs.normalization
  }

  /// Hashes the match consistently with ``==(_:_:)``.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(key != nil)
    if let key { JavaScriptString.hash(key, into: &hasher) }
    JavaScriptString.hash(value, into: &hasher)
    hasher.combine(refIndex)
    hasher.combine(indices)
    hasher.combine(normalization)
  }
}
