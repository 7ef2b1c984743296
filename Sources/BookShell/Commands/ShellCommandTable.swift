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
    Entry(command: .help, arguments: "", summary: "show this help"),
    Entry(
      command: .corpus, arguments: "NAME",
      summary: "search another corpus, or all of them at once (concurrently)"),
    Entry(
      command: .load, arguments: "NAME [FILE] [--keys K]",
      summary:
        "load a JSON array into a corpus and search it; no FILE: the shipped Data/NAME.json"),
    Entry(
      command: .keys, arguments: "FIELD[:WEIGHT] …",
      summary: "choose the current corpus's keys and weights; no arguments lists them"),
    Entry(
      command: .set, arguments: "OPTION VALUE",
      summary: "set an option (see :show for the options and their values)"),
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
    Entry(command: .quit, arguments: "", summary: "leave the shell (Ctrl-D too)"),
  ]

  /// The command names.
  static var names: [String] { entries.map(\.name) }

  /// The usage arguments of a command.
  ///
  /// - Parameter name: A command name from the table.
  /// - Returns: Its argument line, or "" when it takes none.
  static func arguments(of name: String) -> String {
    entries.first { $0.name == name }?.arguments ?? ""
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
      "Any other line is a query for the current corpus. Queries go through the debounced",
      "view-model: lines that arrive faster than the debounce interval (pasted or piped input)",
      "coalesce into one search for the last of them, exactly as fast typing does. A command",
      "first finishes the pending search, and so does the end of input.",
      "Corpora: " + (corpora + [.all]).map(\.rawValue).joined(separator: ", ") + ".",
      ":load NAME FILE --keys 'title^2,author.name,tags' makes NAME a corpus of any JSON array",
      "of objects or strings, searched at those dotted paths (weights after ^); without --keys,",
      "at every string field of its first records. Paths may be quoted and start with ~.",
      "Options for :set: " + ShellOptions.names.joined(separator: ", ") + ".",
    ]
    return lines.joined(separator: "\n")
  }
}
