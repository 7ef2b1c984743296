/// A command's arguments split into words as a shell splits them: at white space, except
/// inside quotes (`'my corpus'`, `"My Music/songs.json"`), which are removed, or after a
/// backslash outside single quotes (`my\ file.json`), which keeps the next character.
enum CommandWords {
  /// The words of `text`.
  ///
  /// - Parameters:
  ///   - text: The arguments as typed.
  ///   - usage: The error for a quote left open.
  /// - Returns: The words, without their quotes and backslashes; a quoted empty text (`''`) is
  ///   an empty word.
  static func split(_ text: String, usage: ShellError) throws(ShellError) -> [String] {
    var words: [String] = []
    var word = ""
    // Whether a word has begun (a quoted empty text is one).
    var inWord = false
    var quote: Character?
    var escaped = false
    for character in text {
      if escaped {
        word.append(character)
        escaped = false
      } else if let open = quote {
        if character == open {
          quote = nil
        } else if character == "\\" && open == "\"" {
          escaped = true
        } else {
          word.append(character)
        }
      } else if character == "\"" || character == "'" {
        quote = character
        inWord = true
      } else if character == "\\" {
        escaped = true
        inWord = true
      } else if character.isWhitespace {
        if inWord { words.append(word) }
        word = ""
        inWord = false
      } else {
        word.append(character)
        inWord = true
      }
    }
    guard quote == nil else { throw usage }
    if escaped { word.append("\\") }
    if inWord { words.append(word) }
    return words
  }
}
