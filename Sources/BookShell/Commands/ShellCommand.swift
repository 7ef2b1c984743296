import Foundation

/// A command line of the shell (a line starting with ":"), parsed.
enum ShellCommand: Sendable, Hashable {
  /// `:help [COMMAND]` (no command: every command and the keys)
  case help(ShellCommandTable.Name?)
  /// `:corpus [NAME]` (no name: show the corpus searched)
  case corpus(CorpusName?)
  /// `:load NAME [FILE] [--keys KEYS]` (the path and keys as typed, without their quotes; no
  /// path loads the corpus's shipped file)
  case load(CorpusName, path: String?, keys: String?)
  /// `:keys …` (the specs as typed, split into words as a shell splits them; empty lists the
  /// keys)
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
      guard words.count <= 1 else { throw wrong }
      // `:help :set` and `:help set` alike.
      let topic = try words.first.map { (typed) throws(ShellError) in
        try ShellCommandTable.entry(named: String(typed.drop { $0 == ":" })).command
      }
      self = .help(topic)
    case .corpus:
      guard words.count <= 1 else { throw wrong }
      self = .corpus(words.first.map { CorpusName($0) })
    case .load:
      let arguments = try CommandWords.split(trimmedRest, usage: wrong)
      guard let typed = arguments.first else { throw wrong }
      let corpus = CorpusName(typed)
      guard corpus != .all else { throw ShellError.loadNeedsName }
      guard corpus.isValidNewName else {
        throw ShellError.invalidValue(
          what: "corpus name", value: typed, allowed: CorpusName.allowedSpelling)
      }
      let (path, keys) = try Self.loadArguments(arguments.dropFirst(), usage: wrong)
      self = .load(corpus, path: path, keys: keys)
    case .keys:
      // Split as a shell splits words, so that a key `:show` prints quoted is read back whole.
      self = .keys(try CommandWords.split(trimmedRest, usage: wrong))
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

  /// `:load`'s words after the name: `--keys LIST` (or `--keys=LIST`) anywhere, and the
  /// path, whose words are joined with a space (`:load books my file.json`); either may be
  /// absent.
  ///
  /// - Parameters:
  ///   - words: The words after the name, without their quotes.
  ///   - usage: The error for `--keys` without a list.
  /// - Returns: The path and the keys.
  private static func loadArguments(_ words: ArraySlice<String>, usage: ShellError)
    throws(ShellError) -> (path: String?, keys: String?)
  {
    var pathWords: [String] = []
    var keys: String?
    var rest = words
    while let word = rest.popFirst() {
      if word == "--keys" {
        guard let list = rest.popFirst(), !list.isEmpty else { throw usage }
        keys = list
      } else if word.hasPrefix("--keys=") {
        let list = String(word.dropFirst("--keys=".count))
        guard !list.isEmpty else { throw usage }
        keys = list
      } else {
        pathWords.append(word)
      }
    }
    return (pathWords.isEmpty ? nil : pathWords.joined(separator: " "), keys)
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
