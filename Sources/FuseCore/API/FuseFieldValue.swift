/// What a key yields for one document: nothing, one text, or a list of texts.
///
/// Key getters return this; Fuse.js's rules then decide what is indexed: blank texts are
/// skipped, a list keeps each item's position as the match's `refIndex`.
public enum FuseFieldValue: Sendable, Hashable {
  /// No value: the key is absent for this document.
  case none
  /// A single text.
  case text(String)
  /// A list of texts, each with its position in the innermost array it came from.
  case list([Item])

  /// One text in a list value, with its position in the innermost array it came from.
  public struct Item: Sendable, Hashable {
    /// The text.
    public var text: String
    /// Its position in the innermost array (reported as ``FuseMatch/refIndex``).
    public var arrayIndex: Int

    /// Creates a list item.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - arrayIndex: Its position in the innermost array.
    public init(text: String, arrayIndex: Int) {
      self.text = text
      self.arrayIndex = arrayIndex
    }
  }

  /// A list value from strings, each at its position: what ``strings(_:)`` makes of them,
  /// without converting the array to `[String?]` first (a copy with a cast per element).
  ///
  /// - Parameter strings: The texts, in array order.
  /// - Returns: A `.list` whose items carry their positions in `strings`.
  static func list(of strings: [String]) -> FuseFieldValue {
    var items: [Item] = []
    items.reserveCapacity(strings.count)
    for offset in strings.indices {
      items.append(Item(text: strings[offset], arrayIndex: offset))
    }
    return .list(items)
  }

  /// A list value from optional strings: `nil` entries are skipped but keep their positions.
  ///
  /// - Parameter strings: The texts, in array order.
  /// - Returns: A `.list` whose items carry their positions in `strings`.
  public static func strings(_ strings: [String?]) -> FuseFieldValue {
    .list(
      strings.enumerated().compactMap { offset, text in
        text.map { Item(text: $0, arrayIndex: offset) }
      })
  }
}
