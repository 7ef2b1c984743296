/// What Tab completes in the line editor, from the text before the cursor: a command after
/// `:`, a corpus after `:corpus` or `:load`, an option after `:set` and its value where it has
/// few, a field after `:keys`, and a file path after `:load NAME `.
///
/// Pure: the names come in a ``Vocabulary`` the shell reads from its tables, and folders are
/// listed by a function the caller gives.
struct LineCompletion: Sendable, Hashable {
  /// The names completion offers, from the shell's tables (the command table, the corpora,
  /// the `:set` options, the current corpus's fields).
  struct Vocabulary: Sendable, Hashable {
    /// The command names, without the colon.
    var commands: [String]
    /// The corpora `:corpus` takes (`all` included).
    var corpora: [String]
    /// The corpora `:load` takes.
    var loadableCorpora: [String]
    /// The `:set` options.
    var options: [String]
    /// The values of the `:set` options that have few, by the option's name in lower case.
    var optionValues: [String: [String]] = [:]
    /// The items of the `:set` options whose value is a comma-separated list (each item may
    /// begin with `-`), by the option's name in lower case.
    var optionListItems: [String: [String]] = [:]
    /// The current corpus's fields, for `:keys`.
    var fields: [String]
  }

  /// One name or path offered.
  struct Candidate: Sendable, Hashable {
    /// The text that replaces the word being completed.
    var text: String
    /// How a list of candidates shows it (a path's last part).
    var display: String
    /// Whether a space follows it when it is the only candidate (a name; not a path).
    var endsWord: Bool
  }

  /// A file or folder in a listing.
  struct Entry: Sendable, Hashable {
    /// Its name.
    var name: String
    /// Whether it is a folder (or a link to one).
    var isFolder: Bool
  }

  /// The number of characters before the cursor that a candidate replaces.
  var replacing: Int
  /// The candidates, in order.
  var candidates: [Candidate]

  /// The completion for the text before the cursor, or `nil` where Tab completes nothing (a
  /// query, or an argument without names).
  ///
  /// - Parameters:
  ///   - text: The line's text before the cursor.
  ///   - vocabulary: The names.
  ///   - resolve: The command a typed name (or unique prefix) means, if any.
  ///   - list: The entries of a folder (a path as typed, `~` expanded), or `nil` when it cannot
  ///     be listed.
  /// - Returns: The completion.
  static func completing(
    _ text: Substring, vocabulary: Vocabulary, resolve: (String) -> String?,
    list: (String) -> [Entry]?
  ) -> LineCompletion? {
    let body = text.drop(while: \.isWhitespace)
    guard body.first == ":" else { return nil }
    let afterColon = body.dropFirst()
    guard let nameEnd = afterColon.firstIndex(where: \.isWhitespace) else {
      return names(vocabulary.commands, completing: afterColon)
    }
    guard let command = resolve(String(afterColon[..<nameEnd])) else { return nil }
    let arguments = afterColon[nameEnd...].drop(while: \.isWhitespace)
    let words = arguments.split(whereSeparator: \.isWhitespace)
    let endsInSpace = arguments.last?.isWhitespace ?? true
    let position = endsInSpace ? words.count : words.count - 1
    let fragment = endsInSpace ? Substring() : words.last ?? Substring()
    switch (command, position) {
    case ("corpus", 0): return names(vocabulary.corpora, completing: fragment)
    case ("load", 0): return names(vocabulary.loadableCorpora, completing: fragment)
    case ("load", _):
      let path = arguments.dropFirst(words[0].count).drop(while: \.isWhitespace)
      return paths(completing: path, list: list)
    case ("set", 0): return names(vocabulary.options, completing: fragment)
    case ("set", 1):
      let option = words[0].lowercased()
      if let items = vocabulary.optionListItems[option],
        fragment.contains(",") || fragment.hasPrefix("-")
      {
        return listItems(items, completing: fragment)
      }
      guard let values = vocabulary.optionValues[option] else { return nil }
      return names(values, completing: fragment)
    case ("keys", _): return names(vocabulary.fields, completing: fragment)
    default: return nil
    }
  }

  /// The names that start with `fragment` (ignoring case, as the shell reads them).
  private static func names(_ names: [String], completing fragment: Substring) -> LineCompletion {
    let typed = fragment.lowercased()
    let matching = names.filter { $0.lowercased().hasPrefix(typed) }
    return LineCompletion(
      replacing: fragment.count,
      candidates: matching.map { Candidate(text: $0, display: $0, endsWord: true) })
  }

  /// The items of a comma-separated list that complete its last one in `fragment` (after its
  /// `-`, if any), but for those the list already names: `-popularity,-le` offers
  /// `-popularity,-length`.
  private static func listItems(
    _ items: [String], completing fragment: Substring
  ) -> LineCompletion {
    var itemStart = fragment.lastIndex(of: ",").map(fragment.index(after:)) ?? fragment.startIndex
    if fragment[itemStart...].hasPrefix("-") { itemStart = fragment.index(after: itemStart) }
    let head = fragment[..<itemStart]
    let typed = fragment[itemStart...].lowercased()
    let named = Set(
      head.split(separator: ",").map { $0.drop { $0 == "-" }.lowercased() })
    let matching = items.filter { $0.lowercased().hasPrefix(typed) && !named.contains($0) }
    return LineCompletion(
      replacing: fragment.count,
      candidates: matching.map { Candidate(text: head + $0, display: $0, endsWord: true) })
  }

  /// The files and folders whose paths start with `fragment` (hidden ones only when the name
  /// typed starts with a dot), folders with a `/` after them.
  private static func paths(
    completing fragment: Substring, list: (String) -> [Entry]?
  ) -> LineCompletion {
    let slash = fragment.lastIndex(of: "/")
    let folder = slash.map { String(fragment[...$0]) } ?? ""
    let prefix = slash.map { fragment[fragment.index(after: $0)...] } ?? fragment
    let entries = list(folder.isEmpty ? "." : folder) ?? []
    let candidates =
      entries
      .filter { $0.name.hasPrefix(prefix) && (prefix.hasPrefix(".") || !$0.name.hasPrefix(".")) }
      .sorted { $0.name < $1.name }
      .map { entry in
        let shown = entry.name + (entry.isFolder ? "/" : "")
        return Candidate(text: folder + shown, display: shown, endsWord: false)
      }
    return LineCompletion(replacing: fragment.count, candidates: candidates)
  }

  /// The longest prefix every candidate starts with.
  var commonPrefix: String {
    guard var common = candidates.first?.text else { return "" }
    for candidate in candidates.dropFirst() {
      common = String(zip(common, candidate.text).prefix { $0 == $1 }.map(\.0))
    }
    return common
  }
}
