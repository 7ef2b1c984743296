import Services

/// The command-line flags of the executable.
struct LaunchOptions: Sendable, Hashable {
  /// `--corpus NAME`: the corpus to start with (default: the first corpus, or the corpus
  /// `--data` loads).
  var corpus: CorpusName
  /// `--data FILE`: a JSON file loaded into ``dataCorpus`` before anything else.
  var dataFile: String?
  /// `--keys KEYS`: the paths and weights `--data`'s records are searched at, as typed.
  var keys: String?
  /// The corpus `--data` loads: `--corpus`'s, else one named after the file (the declared
  /// corpus of that name, such as `movies` for `movies.json`, or a new one).
  var dataCorpus: CorpusName?
  /// Whether ``dataCorpus`` is named after the file, `--corpus` not given.
  var dataCorpusIsFileName = false
  /// `--query TEXT`: search once, print and exit (with `--live`: the picker's first query).
  var query: String?
  /// `--json`: print results as JSON in Fuse.js's result shape: `--query`'s, one array per
  /// line for the queries of a session, or with `--live` the chosen record.
  var json = false
  /// `--bail`: stop at the first failed command.
  var bail = false
  /// `--no-color`: never use ANSI colours.
  var noColor = false
  /// `--live`: pick a record, as fzf does.
  var live = false
  /// `--height N` or `--height N%`: with `--live`, draw on that many rows below the cursor.
  var height: LiveHeight?
  /// `--help`: print the usage and exit.
  var help = false
  /// `--version`: print the version line and exit.
  var version = false
  /// `--rank fuse|relevance`: the result order every corpus starts with.
  ///
  /// It is what `:set rank` sets in a session; `nil` keeps each corpus's own. `fuse` builds
  /// none of the relevance order's index data.
  var rank: SearchRanking.Order?

  /// The usage text for `--help`.
  ///
  /// - Parameter corpora: The corpora's names, in order (the first is the default).
  /// - Returns: The text.
  static func usage(corpora: [CorpusName]) -> String {
    let names = (corpora + [.all]).map(\.rawValue)
    let listed = ListText.joined(names, "or")
    let declared = ListText.joined(corpora.map(\.rawValue), "or")
    return """
      usage: BookShell [--corpus NAME] [--data FILE [--keys KEYS]] [--query TEXT] [--json]
                       [--bail] [--no-color] [--rank fuse|relevance]
             BookShell --live [--query TEXT] [--json] [--height N[%]] [--corpus NAME]
                       [--data FILE [--keys KEYS]]
             BookShell --help | --version

        --corpus NAME   start in \(listed) (default: \(names.first ?? ""))
        --data FILE     load FILE, a JSON array, first: \(declared) records into that corpus,
                        or any objects or strings as a new corpus (named by --corpus, or
                        after FILE: songs.json is songs), which the shell then searches;
                        FILE - reads stdin (then a session reads its keys from the terminal),
                        and a named pipe or <(command) works as a file does
        --keys KEYS     search FILE's records at these dotted paths, weights after ^ (or :):
                        'title^2,author.name,tags' (default: every string field of the
                        first 100 records); a path no record has is an error; a backslash
                        makes the next character part of a name: 'meta\\.title' is the
                        field named meta.title (\\, \\: \\^ \\\\ likewise)
        --query TEXT    search TEXT once, print the results and exit (1 when nothing matches)
        --json          print results as JSON, in Fuse.js's result shape: for --query one array,
                        for piped queries one array per line (JSON Lines; other output on
                        stderr), with --live the chosen record; for all corpora each result
                        names its corpus ("corpus": "movies")
        --bail          stop at the first command that fails (exit code 2)
        --rank ORDER    start every corpus in this result order: relevance (each corpus's
                        default) or fuse (Fuse.js's own, building nothing for the other),
                        as :set rank does in a session
        --no-color      no colours (also off when NO_COLOR is set and not empty, when TERM is
                        dumb, and when stdout is no terminal unless CLICOLOR_FORCE=1)
        --live          pick a record as you type (stdin must be a terminal): the screen is drawn
                        on the terminal, Enter prints the record's title line (its JSON with
                        --json) to stdout; --query TEXT starts with TEXT
        --height N[%]   with --live: draw on N rows (or N% of the window) below the cursor
                        instead of the whole screen
        --help          show this help
        --version       show the version of BookShell and of the Fuse.js it follows

      Without --query or --live, BookShell reads queries and :commands from stdin (type :help).
      On a terminal it edits lines (arrows, ↑/↓ history, Ctrl-R, Tab), Ctrl-C cancels and
      Ctrl-D leaves. From a pipe or a file it runs them as a script: no banner or prompt,
      results on stdout, errors and warnings on stderr; lines starting with # are comments.

      Exit codes: 0 success; 1 no match for --query (or at Enter with --live); 2 a usage or
      data error, or, for a script, a command that failed (a bad command, option or value, a
      file that does not load, a query too long); 130 --live left with Esc or Ctrl-C.
      History: $XDG_STATE_HOME/bookshell/history (or ~/.local/state/bookshell/history), the
      last 1000 lines; BOOKSHELL_HISTORY=FILE keeps it in FILE (in a folder that exists),
      BOOKSHELL_HISTORY= not at all.
      ESCDELAY=MS sets how long Esc waits for the rest of a key (default 50).
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
    var named: (typed: String, name: CorpusName)?
    var remaining = arguments[...]
    func value(for flag: String) throws(ShellError) -> String {
      guard let value = remaining.popFirst() else {
        throw ShellError.usage("\(flag) needs a value")
      }
      return value
    }
    let flags = [
      "--corpus", "--data", "--keys", "--query", "--json", "--bail", "--no-color", "--live",
      "--height", "--help", "--version", "--rank",
    ]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--corpus":
        let typed = try value(for: argument)
        named = (typed, CorpusName(typed))
      case "--data": dataFile = try value(for: argument)
      case "--keys": keys = try value(for: argument)
      case "--query": query = try value(for: argument)
      case "--json": json = true
      case "--bail": bail = true
      case "--no-color": noColor = true
      case "--live": live = true
      case "--height": height = try LiveHeight(parsing: try value(for: argument))
      case "--help", "-h": help = true
      case "--version": version = true
      case "--rank":
        let typed = try value(for: argument)
        let format = OptionFormat<SearchRanking.Order>.order
        guard let order = format.parse(typed) else {
          throw ShellError.usage(
            "invalid --rank '\(ShellError.clipped(typed))': allowed is \(format.allowed ?? "")")
        }
        rank = order
      default:
        let hint =
          Suggestions.closest(to: argument, in: flags).map { "; did you mean \($0)?" } ?? ""
        throw ShellError.usage("unknown argument '\(ShellError.clipped(argument))'\(hint)")
      }
    }
    if height != nil && !live { throw ShellError.usage("--height needs --live") }
    if keys != nil && dataFile == nil { throw ShellError.usage("--keys needs --data FILE") }
    if let named {
      // A new corpus can be named only for the file `--data` loads.
      let known = named.name == .all || corpora.contains(named.name)
      guard known || (dataFile != nil && named.name.isValidNewName) else {
        let allowed = (corpora + [.all]).map(\.rawValue).joined(separator: ", ")
        let more = dataFile == nil ? "" : " or a new name (\(CorpusName.allowedSpelling))"
        throw ShellError.usage(
          "invalid corpus '\(ShellError.clipped(named.typed))': allowed is \(allowed)\(more)")
      }
      corpus = named.name
    }
    if let dataFile {
      if corpus == .all && named != nil {
        let listed = ListText.joined(corpora.map(\.rawValue), "or")
        throw ShellError.usage("--data needs one corpus: --corpus \(listed), or a new name")
      }
      let unnamed =
        dataFile == CorpusFile.standardInput ? "stdin" : CorpusName.from(fileAt: dataFile)
      let target = named?.name ?? unnamed
      dataCorpusIsFileName = named == nil
      dataCorpus = target
      corpus = target
    }
  }
}
