/// The shell's commands: spelling, arguments and one-line summary.
///
/// Parsing, `:help` and the unknown-command suggestions all read this one table.
enum ShellCommandTable {
  /// The commands, by the name typed after the colon; parsing switches over every case, so a
  /// row added to the table without a parser does not compile.
  enum Name: String, Sendable, Hashable, CaseIterable {
    /// `:help`
    case help
    /// `:corpus`
    case corpus
    /// `:load`
    case load
    /// `:keys`
    case keys
    /// `:set`
    case set
    /// `:show`
    case show
    /// `:add`
    case add
    /// `:remove`
    case remove
    /// `:type`
    case type
    /// `:live`
    case live
    /// `:stats`
    case stats
    /// `:explain`
    case explain
    /// `:quit`
    case quit
  }

  /// One row of the table.
  struct Entry: Sendable, Hashable {
    /// The command.
    var command: Name
    /// The arguments, as the usage line shows them.
    var arguments: String
    /// What the command does.
    var summary: String

    /// The name typed after the colon.
    var name: String { command.rawValue }
  }

  /// Every command, in the order `:help` lists them.
  static let entries: [Entry] = [
    Entry(
      command: .help, arguments: "[COMMAND]",
      summary: "show this help, or one command's with what it takes"),
    Entry(
      command: .corpus, arguments: "[NAME]",
      summary: "search another corpus, or all at once (concurrently); no NAME: which is searched"),
    Entry(
      command: .load, arguments: "NAME [FILE] [--keys K]",
      summary:
        "load a JSON array into a corpus and search it; no FILE: the shipped Data/NAME.json"),
    Entry(
      command: .keys, arguments: "FIELD[:WEIGHT] …",
      summary: "choose the current corpus's keys and weights; no arguments lists them"),
    Entry(
      command: .set, arguments: "OPTION [VALUE]",
      summary: "set an option, or show its value (see :show for every option)"),
    Entry(command: .show, arguments: "", summary: "show the current corpus, keys and options"),
    Entry(
      command: .add, arguments: "JSON",
      summary: "add a record (a JSON object, or an array of them) to the current corpus"),
    Entry(command: .remove, arguments: "N", summary: "remove result N of the last search"),
    Entry(
      command: .type, arguments: "TEXT",
      summary: "replay TEXT one character at a time and print the view-model's events"),
    Entry(
      command: .live, arguments: "",
      summary: "search as you type (terminal only); arrows select, Enter prints, Esc returns"),
    Entry(command: .stats, arguments: "", summary: "search latency: count, p50, p95, max"),
    Entry(
      command: .explain, arguments: "N",
      summary: "why result N matched: per key value, score, weight, norm and the product"),
    Entry(
      command: .quit, arguments: "",
      summary: "leave the shell (also :exit, :q, :q!, quit, exit and Ctrl-D)"),
  ]

  /// The command names.
  static var names: [String] { entries.map(\.name) }

  /// Other names of commands: `:exit` is `:quit`.
  static let aliases: [String: Name] = ["exit": .quit]

  /// Spellings of commands that are not names, and Tab does not offer: `:q!` is `:quit`, as in
  /// vi.
  static let shorthands: [String: Name] = ["q!": .quit]

  /// The names a command may be typed by (the table's, then the aliases), for completion.
  static var typedNames: [String] { names + aliases.keys.sorted() }

  /// The command a typed name means: the one with this name, alias or shorthand, or else the
  /// only one whose name (or alias) begins with it (`:co` is `:corpus`, `:q` is `:quit`),
  /// ignoring case.
  ///
  /// - Parameter typed: The name typed after the colon.
  /// - Returns: The command's row.
  /// - Throws: ``ShellError/ambiguousCommand(_:candidates:)`` when it begins several names, and
  ///   ``ShellError/unknownCommand(_:suggestion:)`` (with the closest name) when it begins none.
  static func entry(named typed: String) throws(ShellError) -> Entry {
    let name = typed.lowercased()
    func row(_ command: Name) -> Entry? { entries.first { $0.command == command } }
    if let exact = entries.first(where: { $0.name == name }) { return exact }
    if let alias = aliases[name] ?? shorthands[name], let entry = row(alias) { return entry }
    if !name.isEmpty {
      let matches = typedNames.filter { $0.hasPrefix(name) }
      let commands = Set(matches.compactMap { Name(rawValue: $0) ?? aliases[$0] })
      if commands.count == 1, let command = commands.first, let entry = row(command) {
        return entry
      }
      if commands.count > 1 {
        throw ShellError.ambiguousCommand(ShellError.clipped(typed), candidates: matches)
      }
    }
    throw ShellError.unknownCommand(
      ShellError.clipped(typed), suggestion: Suggestions.closest(to: typed, in: names))
  }

  /// The usage arguments of a command.
  ///
  /// - Parameter name: A command name from the table.
  /// - Returns: Its argument line, or "" when it takes none.
  static func arguments(of name: String) -> String {
    entries.first { $0.name == name }?.arguments ?? ""
  }

  /// `:help COMMAND`'s text: the command's usage and summary, then what its arguments may be
  /// (the options and their values for `:set`, the corpora for `:corpus` and `:load`).
  ///
  /// - Parameters:
  ///   - command: The command.
  ///   - corpora: The session's corpora, in order.
  /// - Returns: The text.
  static func helpText(for command: Name, corpora: [CorpusName]) -> String {
    guard let entry = entries.first(where: { $0.command == command }) else { return "" }
    var lines = [
      "usage: :" + entry.name + (entry.arguments.isEmpty ? "" : " " + entry.arguments),
      "  " + entry.summary,
    ]
    let names = (corpora + [.all]).map(\.rawValue).joined(separator: ", ")
    switch command {
    case .set:
      let width = ShellOptions.names.map(\.count).max() ?? 0
      lines.append("Options and their values:")
      for name in ShellOptions.names {
        let padding = String(repeating: " ", count: width - name.count + 2)
        lines.append("  " + name + padding + ShellOptions.allowed(for: name))
      }
    case .corpus:
      lines.append("Corpora: \(names).")
    case .load:
      lines.append(
        "NAME is a corpus (\(corpora.map(\.rawValue).joined(separator: ", "))) or a new one; FILE"
          + " is a JSON array of objects or strings (- is refused: start the shell with --data -"
          + " for standard input); --keys 'title^2,author.name' searches those dotted paths,"
          + " weights after ^ or :, 'meta\\.title' the field named meta.title. Quote a path or a"
          + " name with spaces.")
    case .keys:
      lines.append(
        "FIELD is a field of the current corpus (:keys alone lists them), WEIGHT above 0; a"
          + " dotted FIELD is a path (author.name), and a backslash makes the next character"
          + " part of a name: 'meta\\.title' is the field named meta.title (quote it, as :keys"
          + " prints it).")
    default:
      break
    }
    return lines.joined(separator: "\n")
  }

  /// The `:help` text.
  ///
  /// - Parameter corpora: The session's corpora, in order.
  /// - Returns: The text.
  static func helpText(corpora: [CorpusName]) -> String {
    let width = entries.map { $0.name.count + $0.arguments.count + 2 }.max() ?? 0
    var lines = ["Commands:"]
    for entry in entries {
      let usage = ":" + entry.name + (entry.arguments.isEmpty ? "" : " " + entry.arguments)
      let padding = String(repeating: " ", count: max(1, width - usage.count + 2))
      lines.append("  " + usage + padding + entry.summary)
    }
    lines += [
      "",
      "Any other line is a query for the current corpus, searched when you press Enter: every"
        + " line is answered, in order, typed, pasted or piped (a line is a submitted query, as"
        + " a search field's Enter is). Search as you type, debounced and cancelling the search"
        + " under way, is :live; :type shows the view-model's debounce and cancellation events.",
      "Keys: ←/→, Home/End, Ctrl-A/E, Alt-B/F, Ctrl-W, Ctrl-U/K, Ctrl-Y, Ctrl-T edit; ↑/↓"
        + " recall, Ctrl-R searches the history; Tab completes; Ctrl-C cancels the line, a search"
        + " or a :load; Ctrl-Z suspends (fg comes back); Ctrl-D on an empty line leaves (so do"
        + " :quit, :q, :q!, :exit, quit and exit).",
      "Corpora: " + (corpora + [.all]).map(\.rawValue).joined(separator: ", ") + ".",
      ":load NAME FILE --keys 'title^2,author.name,tags' makes NAME a corpus of any JSON array"
        + " of objects or strings, searched at those dotted paths (weights after ^ or :);"
        + " without --keys, at every string field of its first records. Paths may be quoted and"
        + " start with ~.",
      "Options for :set: " + ShellOptions.names.joined(separator: ", ") + ".",
    ]
    return lines.joined(separator: "\n")
  }
}
