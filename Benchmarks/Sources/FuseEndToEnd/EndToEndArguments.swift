/// The command line of `FuseEndToEnd`.
struct EndToEndArguments {
  /// The folder holding `books.json`, `movies.json` and `people.json`.
  var dataDirectory = "Data"
  /// How many times each corpus is loaded, indexed and searched; the medians are reported.
  var runs = 5
  /// `--catalog FILE`: time `:corpus all` (one catalog over the three corpora) with the
  /// queries of this labelled queries file instead of the per-corpus runs.
  var catalogQueries: String?
  /// `--queries N`: how many of the file's queries the catalog run searches.
  var catalogQueryCount = 90
  /// `--passes N`: how many times the catalog run searches each query.
  var catalogPasses = 5
  /// `--documents`: time loading `movies.json` as typed films and as documents instead.
  var documents = false
  /// Whether to print the usage and stop.
  var help = false

  static let usage = """
    usage: FuseEndToEnd [--data DIR] [--runs N]
           FuseEndToEnd [--data DIR] --catalog QUERIES.json [--queries N] [--passes N]
           FuseEndToEnd [--data DIR] --documents [--runs N]

      --data DIR      the folder with books.json, movies.json and people.json (default: Data)
      --runs N        load + index + first query N times per corpus; medians are reported
                      (default 5)
      --catalog FILE  instead: one SearchCatalog over the three corpora (`:corpus all`),
                      searched with N queries of a labelled queries file, one at a time
      --queries N     how many of the file's queries, spread over it (default 90)
      --passes N      how many times each query is searched (default 5)
      --documents     instead: load and index movies.json as typed films and as documents
                      of any JSON (keys title^2 and cast both ways), alternating, N runs each
      --help          this text

    Times, in this process, what `BookShell --data FILE --query Q` does for each corpus file,
    checks the records and hits, and ends with one JSON line; exits 1 when a check fails.
    With --catalog, the JSON line has the search's wall and CPU times and a digest of the hits.
    """

  /// Parses the arguments (without the program name).
  ///
  /// - Parameter arguments: The arguments.
  /// - Throws: ``EndToEndError`` for an unknown flag or a bad value.
  init(_ arguments: [String]) throws(EndToEndError) {
    var rest = arguments[...]
    while let flag = rest.popFirst() {
      switch flag {
      case "--data":
        guard let value = rest.popFirst() else { throw EndToEndError("--data needs a folder") }
        dataDirectory = value
      case "--runs":
        guard let value = rest.popFirst(), let count = Int(value), count >= 1 else {
          throw EndToEndError("--runs needs an integer ≥ 1")
        }
        runs = count
      case "--catalog":
        guard let value = rest.popFirst() else {
          throw EndToEndError("--catalog needs a queries file")
        }
        catalogQueries = value
      case "--queries", "--passes":
        guard let value = rest.popFirst(), let count = Int(value), count >= 1 else {
          throw EndToEndError("\(flag) needs an integer ≥ 1")
        }
        if flag == "--queries" { catalogQueryCount = count } else { catalogPasses = count }
      case "--documents":
        documents = true
      case "--help", "-h":
        help = true
      default:
        throw EndToEndError("unknown argument \(flag) (see --help)")
      }
    }
  }
}

/// A usage or data error, printed on stderr with exit status 2.
struct EndToEndError: Error, CustomStringConvertible {
  /// The message.
  var description: String

  /// Creates an error with a message.
  init(_ description: String) {
    self.description = description
  }
}
