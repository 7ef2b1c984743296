import Foundation
import Services

/// The command line.
struct Arguments {
  /// The labelled-queries file.
  var queries: String?
  /// The folder holding `books.json`, `movies.json` and `people.json`.
  var dataDirectory: String?
  /// The options the services are built with.
  var profile = OptionProfile.services
  /// The ranking the services use instead of their default, if any.
  var ranking: SearchRanking.Order?
  /// The candidate-set size of the relevance ranking, if not the services' default.
  var candidates: Int?
  /// How many records found by their words join the candidates, if not the services' default.
  var wordCandidates: Int?
  /// The relevance ranking's rules, if not all.
  var rules: SearchRanking.Rules?
  /// Print every query whose first result is wrong.
  var misses = false
  var help = false

  static let usage = """
    usage: FuseRelevance --queries FILE [options]

      --queries FILE     labelled queries (schema of ../shared/relevance/queries-public.json:
                         an array of {"corpus", "query", "kind", "correct": [positions]})
      --data-dir DIR     where DIR/<corpus>.json are read from (default: the package's Data/)
      --options NAME     services (the Services' defaults, as the shell; default), legacy (the
                         shell's defaults before the ranking) or fusejs (Fuse.js's own defaults)
      --ranking NAME     fuse or relevance (default: each service's default ranking)
      --rules LIST       the relevance ranking's rules: names (see SearchRanking.Rules), all,
                         none, or -name,-name… for every rule but those (default: all)
      --candidates N     the relevance ranking's candidate-set size (default: the service's)
      --word-candidates N
                         how many records found by their words join them (default: the
                         service's; 0: none)
      --misses           list the queries whose first result is not right
      --help             this text

    Every query is searched with limit 10 through the Services, one after another. Prints a
    table per corpus and kind, then one JSON line:
    {"n":…,"top1":…,"top5":…,"mrr":…,"zero":…,"ms_per_query":…}
    """

  init(_ arguments: [String]) throws(RelevanceError) {
    var rest = arguments[...]
    func value(for flag: String) throws(RelevanceError) -> String {
      guard let next = rest.popFirst() else { throw RelevanceError("\(flag) needs a value") }
      return next
    }
    while let flag = rest.popFirst() {
      switch flag {
      case "--queries": queries = try value(for: flag)
      case "--data-dir": dataDirectory = try value(for: flag)
      case "--options":
        let name = try value(for: flag)
        guard let profile = OptionProfile(rawValue: name) else {
          throw RelevanceError("unknown option set \(name): use services, legacy or fusejs")
        }
        self.profile = profile
      case "--ranking":
        let name = try value(for: flag)
        guard let order = SearchRanking.Order(rawValue: name) else {
          throw RelevanceError("unknown ranking \(name): use fuse or relevance")
        }
        ranking = order
      case "--candidates":
        let text = try value(for: flag)
        guard let count = Int(text), count >= 1 else {
          throw RelevanceError("--candidates needs an integer ≥ 1, got \(text)")
        }
        candidates = count
      case "--word-candidates":
        let text = try value(for: flag)
        guard let count = Int(text), count >= 0 else {
          throw RelevanceError("--word-candidates needs an integer ≥ 0, got \(text)")
        }
        wordCandidates = count
      case "--rules":
        let list = try value(for: flag)
        guard let parsed = SearchRanking.Rules(list: list) else {
          throw RelevanceError(
            "unknown rule in \(list): use \(SearchRanking.Rules.named.map(\.name).joined(separator: ", ")), all or none"
          )
        }
        rules = parsed
      case "--misses": misses = true
      case "--help", "-h": help = true
      default: throw RelevanceError("unknown argument \(flag)\n\n\(Arguments.usage)")
      }
    }
    if !help && queries == nil {
      throw RelevanceError("--queries FILE is required\n\n\(Arguments.usage)")
    }
  }

  /// The ranking to set on `service`, given its own default.
  func ranking(replacing ranking: SearchRanking) -> SearchRanking {
    var result = ranking
    if let order = self.ranking { result.order = order }
    if let candidates { result.candidates = max(1, candidates) }
    if let wordCandidates { result.wordCandidates = wordCandidates }
    if let rules { result.rules = rules }
    return result
  }

  /// The data folder: the one given, else the package's `Data/` found from this source file's
  /// location, else `Data` in the current directory.
  var resolvedDataDirectory: String {
    if let dataDirectory { return dataDirectory }
    let packageData = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Data").path
    return FileManager.default.fileExists(atPath: packageData) ? packageData : "Data"
  }
}
