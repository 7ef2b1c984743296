/// The command-line flags of the executable.
struct LaunchOptions: Sendable, Hashable {
  /// `--corpus NAME`: the corpus to start with (default books).
  var corpus = CorpusName.books
  /// `--data FILE`: a JSON file that replaces the start corpus's records.
  var dataFile: String?
  /// `--query TEXT`: search once, print and exit (with `--live`: the picker's first query).
  var query: String?
  /// `--json`: print the `--query` results as JSON in Fuse.js's result shape (with `--live`:
  /// the chosen record as JSON).
  var json = false
  /// `--no-color`: never use ANSI colours.
  var noColor = false
  /// `--live`: pick a record, as fzf does.
  var live = false
  /// `--height N` or `--height N%`: with `--live`, draw on that many rows below the cursor.
  var height: LiveHeight?
  /// `--help`: print the usage and exit.
  var help = false

  /// The usage text for `--help`.
  static let usage = """
    usage: BookShell [--corpus NAME] [--data FILE] [--query TEXT [--json]] [--no-color]
           BookShell --live [--query TEXT] [--json] [--height N[%]] [--corpus NAME] [--data FILE]

      --corpus NAME   start in books, movies, people or all (default: books)
      --data FILE     load FILE (a JSON array of records) into that corpus first
      --query TEXT    search TEXT once, print the results and exit (1 when nothing matches)
      --json          with --query: print the results as JSON, in Fuse.js's result shape
      --no-color      no colours (colours are also off when NO_COLOR is set or stdout is no TTY)
      --live          pick a record as you type (stdin must be a terminal): the screen is drawn
                      on the terminal, Enter prints the record's title line (its JSON with
                      --json) to stdout; --query TEXT starts with TEXT
      --height N[%]   with --live: draw on N rows (or N% of the window) below the cursor
                      instead of the whole screen
      --help          show this help

    Without --query or --live, BookShell reads queries and :commands from stdin (type :help).
    Exit codes: 0 success, 1 no match for --query (or at Enter with --live), 2 usage or data
    error, 130 --live left with Esc or Ctrl-C.
    ESCDELAY=MS sets how long Esc waits for the rest of a key in live mode (default 50).
    """

  /// Parses the arguments (without the program name).
  ///
  /// - Parameter arguments: The arguments.
  /// - Throws: ``ShellError/usage(_:)`` for an unknown flag, a missing value or a bad
  ///   combination.
  init(parsing arguments: [String]) throws(ShellError) {
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
        guard let corpus = CorpusName(rawValue: name.lowercased()) else {
          throw ShellError.usage(
            "invalid corpus '\(ShellError.clipped(name))': allowed is \(CorpusName.allowedNames)")
        }
        self.corpus = corpus
      case "--data": dataFile = try value(for: argument)
      case "--query": query = try value(for: argument)
      case "--json": json = true
      case "--no-color": noColor = true
      case "--live": live = true
      case "--height": height = try LiveHeight(parsing: try value(for: argument))
      case "--help", "-h": help = true
      default:
        let flags = [
          "--corpus", "--data", "--query", "--json", "--no-color", "--live", "--height", "--help",
        ]
        let hint =
          Suggestions.closest(to: argument, in: flags).map { "; did you mean \($0)?" } ?? ""
        throw ShellError.usage("unknown argument '\(ShellError.clipped(argument))'\(hint)")
      }
    }
    if json && query == nil && !live {
      throw ShellError.usage("--json needs --query TEXT or --live")
    }
    if height != nil && !live { throw ShellError.usage("--height needs --live") }
    if dataFile != nil && corpus == .all {
      throw ShellError.usage("--data needs --corpus books, movies or people")
    }
  }
}
