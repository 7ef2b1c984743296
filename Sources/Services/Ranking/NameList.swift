/// The people a name text lists: a book's author text "Stephen King, Bernie Wrightson" is two
/// names, *Stephen King* and *Bernie Wrightson*, each with its own surname and credits.
///
/// A name text is split at its commas. A piece that is nothing but a generational suffix stays
/// with the name before it (*Robert Downey, Jr.* is one name), and a piece without a word
/// (", ,") is no name.
enum NameList {
  /// The names `text` lists, in order, or `nil` when it names one person (it has no comma, or
  /// every comma comes before a generational suffix).
  ///
  /// - Parameter text: A text of a name key.
  /// - Returns: Each name (with any white space around it, which splits no word).
  /// - Complexity: O(*n*) in the length of the text.
  static func names(in text: String) -> [Substring]? {
    guard text.utf8.contains(UInt8(ascii: ",")) else { return nil }
    var names: [Substring] = []
    var words = TextWords("")
    for piece in text.split(separator: ",") {
      words.split(String(piece))
      guard words.count > 0 else { continue }
      if let last = names.last, words.count == 1,
        TextWords.isGenerationalSuffix(words[0])
      {
        names[names.count - 1] = text[last.startIndex..<piece.endIndex]
      } else {
        names.append(piece)
      }
    }
    return names.count > 1 ? names : nil
  }
}
