import Foundation

/// A command line of the shell (a line starting with ":"), parsed.
enum ShellCommand: Sendable, Hashable {
  /// `:help`
  case help
  /// `:corpus [NAME]` (no name: show the corpus searched)
  case corpus(CorpusName?)
  /// `:load NAME [FILE] [--keys KEYS]` (the path and keys as typed, without their quotes; no
  /// path loads the corpus's shipped file)
  case load(CorpusName, path: String?, keys: String?)
  /// `:keys …` (the specs as typed; empty lists the keys)
  case keys([String])
  /// `:set OPTION VALUE` (the option's name as ``ShellOptions`` spells it)
  case set(String, value: String)
  /// `:set OPTION` without a value: shows the option's value (its name as ``ShellOptions``
  /// spells it)
  case showOption(String)
  /// `:show`
  case show
  /// `:add JSON`
  case add(json: String)
  /// `:remove N`
  case remove(Int)
  /// `:type TEXT`
  case type(String)
  /// `:live`
  case live
  /// `:stats`
  case stats
  /// `:explain N`
  case explain(Int)
  /// `:quit`
  case quit

  /// Parses a command line.
  ///
  /// ```swift
  /// try ShellCommand(parsing: ":set Threshold 0.3")  // .set("threshold", value: "0.3")
  /// ```
  ///
  /// - Parameter line: The line, starting with ":" (spaces before it are allowed).
  /// - Throws: ``ShellError`` for an unknown command (with a suggestion) or one its letters do
  ///   not tell apart, wrong arguments or an invalid value. Corpus names are checked when the command runs, against the session's
  ///   corpora.
  init(parsing line: String) throws(ShellError) {
    let body = line.drop(while: \.isWhitespace).drop { $0 == ":" }
    let name = String(body.prefix { !$0.isWhitespace })
    let rest = String(body.dropFirst(name.count).drop(while: \.isWhitespace))
    let trimmedRest = String(rest.reversed().drop(while: \.isWhitespace).reversed())
    let words = trimmedRest.split(whereSeparator: \.isWhitespace).map(String.init)
    let entry = try ShellCommandTable.entry(named: name)
    let wrong = ShellError.wrongArguments(command: entry.name, usage: entry.arguments)
    func expect(_ count: Int) throws(ShellError) {
      guard words.count == count else { throw wrong }
    }
    switch entry.command {
    case .help:
      try expect(0)
      self = .help
    case .corpus:
      guard words.count <= 1 else { throw wrong }
      self = .corpus(words.first.map { CorpusName($0) })
    case .load:
      guard let typed = words.first else { throw wrong }
      let corpus = CorpusName(typed)
      guard corpus != .all else { throw ShellError.loadNeedsName }
      guard corpus.isValidNewName else {
        throw ShellError.invalidValue(
          what: "corpus name", value: typed, allowed: CorpusName.allowedSpelling)
      }
      let arguments = trimmedRest.dropFirst(typed.count).drop(while: \.isWhitespace)
      let (path, keys) = try Self.loadArguments(String(arguments), usage: wrong)
      self = .load(corpus, path: path, keys: keys)
    case .keys:
      self = .keys(words)
    case .set:
      guard words.count == 1 || words.count == 2 else { throw wrong }
      let option = try ShellOptions.name(matching: words[0])
      self = words.count == 2 ? .set(option, value: words[1]) : .showOption(option)
    case .show:
      try expect(0)
      self = .show
    case .add:
      guard !words.isEmpty else { throw wrong }
      self = .add(json: trimmedRest)
    case .remove:
      try expect(1)
      self = .remove(try Self.resultNumber(words[0]))
    case .type:
      guard !rest.isEmpty else { throw wrong }
      self = .type(rest)
    case .live:
      try expect(0)
      self = .live
    case .stats:
      try expect(0)
      self = .stats
    case .explain:
      try expect(1)
      self = .explain(try Self.resultNumber(words[0]))
    case .quit:
      try expect(0)
      self = .quit
    }
  }

  /// Splits `:load`'s arguments after the name into the path and the `--keys` list, each
  /// without the quotes around it; either may be absent.
  ///
  /// - Parameters:
  ///   - text: The arguments, trimmed at the start.
  ///   - usage: The error for `--keys` without a list.
  /// - Returns: The path and the keys.
  private static func loadArguments(_ text: String, usage: ShellError) throws(ShellError)
    -> (path: String?, keys: String?)
  {
    var pathPart = Substring(text)
    var keys: String?
    if let flag = keysFlag(in: text) {
      pathPart = text[..<flag.lowerBound]
      var list = text[flag.upperBound...]
      if list.first == "=" { list = list.dropFirst() }
      let unquoted = unquote(list.trimmingCharacters(in: .whitespaces))
      guard !unquoted.isEmpty else { throw usage }
      keys = unquoted
    }
    let path = unquote(pathPart.trimmingCharacters(in: .whitespaces))
    return (path.isEmpty ? nil : path, keys)
  }

  /// The range of the first `--keys` that starts a word (at the start or after white space).
  private static func keysFlag(in text: String) -> Range<String.Index>? {
    var searched = text.startIndex..<text.endIndex
    while let found = text.range(of: "--keys", range: searched) {
      let startsWord =
        found.lowerBound == text.startIndex
        || text[text.index(before: found.lowerBound)].isWhitespace
      let endsWord =
        found.upperBound == text.endIndex
        || text[found.upperBound].isWhitespace || text[found.upperBound] == "="
      if startsWord && endsWord { return found }
      searched = found.upperBound..<text.endIndex
    }
    return nil
  }

  /// A text without the matching quotes (`"…"` or `'…'`) around it, if it has them.
  private static func unquote(_ text: String) -> String {
    guard text.count >= 2, let first = text.first, first == "\"" || first == "'",
      text.last == first
    else { return text }
    return String(text.dropFirst().dropLast())
  }

  /// Parses a result number (1 or more).
  private static func resultNumber(_ text: String) throws(ShellError) -> Int {
    guard let number = Int(text), number >= 1 else {
      throw ShellError.invalidValue(
        what: "result number", value: text,
        allowed: "a result number from the last search (1, 2, …)")
    }
    return number
  }
}
