/// The command-line flags of the executable.
struct LaunchOptions: Sendable, Hashable {
  /// `--corpus NAME`: the corpus to start with (default: the first corpus).
  var corpus: CorpusName
  /// `--data FILE`: a JSON file that replaces the start corpus's records.
  var dataFile: String?
  /// `--query TEXT`: search once, print and exit.
  var query: String?
  /// `--json`: print results as JSON in Fuse.js's result shape (one array per line for the
  /// queries of a session).
  var json = false
  /// `--bail`: stop at the first failed command.
  var bail = false
  /// `--no-color`: never use ANSI colours.
  var noColor = false
  /// `--live`: start in live mode.
  var live = false
  /// `--help`: print the usage and exit.
  var help = false

  /// The usage text for `--help`.
  ///
  /// - Parameter corpora: The corpora's names, in order (the first is the default).
  /// - Returns: The text.
  static func usage(corpora: [CorpusName]) -> String {
    let names = (corpora + [.all]).map(\.rawValue)
    let listed = ListText.joined(names, "or")
    return """
      usage: BookShell [--corpus NAME] [--data FILE] [--query TEXT] [--json] [--bail]
                       [--no-color] [--live]

        --corpus NAME   start in \(listed) (default: \(names.first ?? ""))
        --data FILE     load FILE (a JSON array of records) into that corpus first
        --query TEXT    search TEXT once, print the results and exit (1 when nothing matches)
        --json          print results as JSON, in Fuse.js's result shape: for --query one array,
                        for piped queries one array per line (JSON Lines; other output on stderr)
        --bail          stop at the first command that fails (exit code 2)
        --no-color      no colours (also off when NO_COLOR is set and not empty, when TERM is
                        dumb, and when stdout is no terminal unless CLICOLOR_FORCE=1)
        --live          start in live mode (search as you type; stdin must be a terminal)
        --help          show this help

      Without --query, BookShell reads queries and :commands from stdin (type :help). On a
      terminal it edits lines (arrows, ↑/↓ history, Ctrl-R, Tab), Ctrl-C cancels and Ctrl-D
      leaves. From a pipe or a file it runs them as a script: no banner or prompt, results on
      stdout, errors and warnings on stderr.

      Exit codes: 0 success; 1 no match for --query; 2 a usage or data error, or, for a
      script, a command that failed (a bad command, option or value, a file that does not
      load, a query too long).
      History: $XDG_STATE_HOME/bookshell/history (or ~/.local/state/bookshell/history), the
      last 1000 lines; BOOKSHELL_HISTORY=FILE keeps it elsewhere, BOOKSHELL_HISTORY= not at all.
      """
  }

  /// Parses the arguments (without the program name).
  ///
  /// - Parameters:
  ///   - arguments: The arguments.
  ///   - corpora: The names `--corpus` accepts besides `all`, in order (the first is the
  ///     default).
  /// - Throws: ``ShellError/usage(_:)`` for an unknown flag, a missing value, an unknown corpus
  ///   or a bad combination.
  init(parsing arguments: [String], corpora: [CorpusName]) throws(ShellError) {
    corpus = corpora.first ?? .all
    var remaining = arguments[...]
    func value(for flag: String) throws(ShellError) -> String {
      guard let value = remaining.popFirst() else {
        throw ShellError.usage("\(flag) needs a value")
      }
      return value
    }
    while let argument = remaining.popFirst() {
      switch argument {
      case "--corpus":
        let name = try value(for: argument)
        let corpus = CorpusName(name)
        guard corpus == .all || corpora.contains(corpus) else {
          let allowed = (corpora + [.all]).map(\.rawValue).joined(separator: ", ")
          throw ShellError.usage(
            "invalid corpus '\(ShellError.clipped(name))': allowed is \(allowed)")
        }
        self.corpus = corpus
      case "--data": dataFile = try value(for: argument)
      case "--query": query = try value(for: argument)
      case "--json": json = true
      case "--bail": bail = true
      case "--no-color": noColor = true
      case "--live": live = true
      case "--help", "-h": help = true
      default:
        let flags = [
          "--corpus", "--data", "--query", "--json", "--bail", "--no-color", "--live", "--help",
        ]
        let hint =
          Suggestions.closest(to: argument, in: flags).map { "; did you mean \($0)?" } ?? ""
        throw ShellError.usage("unknown argument '\(ShellError.clipped(argument))'\(hint)")
      }
    }
    if json && live { throw ShellError.usage("--json and --live cannot be combined") }
    if live && query != nil { throw ShellError.usage("--live and --query cannot be combined") }
    if dataFile != nil && corpus == .all {
      let listed = ListText.joined(corpora.map(\.rawValue), "or")
      throw ShellError.usage("--data needs --corpus \(listed)")
    }
  }
}
