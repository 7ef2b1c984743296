/// A corpus name as the shell takes it, lower-cased.
///
/// It is the name of one of the session's corpora (a profile's name), or `all` for every
/// corpus at once.
///
/// Which names exist is the session's business (``ShellCorpora/names``): parsing a command
/// only lower-cases the name, and the corpus table checks it.
struct CorpusName: RawRepresentable, Sendable, Hashable, ExpressibleByStringLiteral {
  /// The name, lower-cased.
  let rawValue: String

  /// Every corpus of the session at once, searched concurrently.
  static let all: CorpusName = "all"

  /// A name as typed or declared (lower-cased).
  ///
  /// - Parameter rawValue: The name.
  init(rawValue: String) {
    self.rawValue = rawValue.lowercased()
  }

  /// A name as typed or declared (lower-cased).
  ///
  /// - Parameter name: The name.
  init(_ name: String) {
    self.init(rawValue: name)
  }

  /// A name written in code.
  ///
  /// - Parameter value: The name.
  init(stringLiteral value: String) {
    self.init(rawValue: value)
  }

  /// How a new corpus's name is spelled, for messages.
  static let allowedSpelling = "a letter, then letters, digits, - or _"

  /// Whether the name can name a corpus: a lower-case ASCII letter, then letters, digits, `-`
  /// and `_` (so it is one word to type, and never `all`).
  var isValidNewName: Bool {
    guard rawValue != CorpusName.all.rawValue, let first = rawValue.unicodeScalars.first,
      ("a"..."z").contains(first)
    else { return false }
    return rawValue.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
    }
  }

  /// A corpus name made from a file's name: `Songs 2024.json` → `songs-2024`, or `data` when
  /// nothing of it is left.
  ///
  /// - Parameter path: The file's path.
  /// - Returns: The name.
  static func from(fileAt path: String) -> CorpusName {
    let file = path.split(separator: "/").last.map(String.init) ?? path
    let stem = file.lowercased().split(separator: ".").first.map(String.init) ?? ""
    var name = ""
    for scalar in stem.unicodeScalars {
      let kept = ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
      if kept {
        name.unicodeScalars.append(scalar)
      } else if !name.isEmpty, name.last != "-" {
        name += "-"
      }
    }
    while name.last == "-" { name.removeLast() }
    while let first = name.unicodeScalars.first, !("a"..."z").contains(first) {
      name.removeFirst()
    }
    let candidate = CorpusName(name)
    return candidate.isValidNewName ? candidate : "data"
  }
}
