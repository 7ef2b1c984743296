import Foundation
import Services

/// The command line.
struct TypeaheadArguments {
  /// The target file.
  var targets: String?
  /// The folder holding `books.json`, `movies.json` and `people.json`.
  var dataDirectory: String?
  /// The corpora to run, in this order (default: every corpus of the file).
  var corpora: [String]?
  /// The variants to type (default: every variant of the file).
  var variants: [String]?
  /// The search options the services index with.
  var options = TypeaheadOptions.services
  /// The ranking order the services use instead of their default, if any.
  var ranking: SearchRanking.Order?
  /// The relevance ranking's candidate-set size, if not the services' default.
  var candidates: Int?
  /// How many records found by their words join the candidates, if not the services' default.
  var wordCandidates: Int?
  /// The relevance ranking's rules, if not all.
  var rules: SearchRanking.Rules?
  /// Check every N-th search against a plain engine (0: never).
  var verifyEvery = 97
  /// Where to write one JSON line per typed variant (ranks and times per prefix), if anywhere.
  var ranksFile: String?
  /// Print every typed variant whose target is not first at the full text.
  var misses = false
  var help = false

  static let usage = """
    usage: FuseTypeahead [--targets FILE] [options]

      --targets FILE       typeahead targets (the shape of ../shared/typeahead/targets-public.json,
                           the default; without --targets and without that file the run is
                           skipped with a note)
      --data-dir DIR       where DIR/<corpus>.json are read from (default: the package's Data/)
      --corpora LIST       comma-separated corpora to run (default: every corpus of the file)
      --variants LIST      comma-separated variants to type (default: every variant of the file)
      --options NAME       services (each corpus's default options, the default) or fusejs
                           (Fuse.js's own defaults over the same keys: threshold 0.6, equal
                           weights; with --ranking fuse, what Fuse.js itself ranks)
      --ranking NAME       fuse or relevance (default: each service's default ranking)
      --rules LIST         the relevance ranking's rules: names (see SearchRanking.Rules), all,
                           none, or -name,-name… for every rule but those (default: all)
      --candidates N       the relevance ranking's candidate-set size (default: the service's)
      --word-candidates N  how many records found by their words join them (default: the
                           service's; 0: none)
      --verify-every N     check every N-th search against a plain Fuse.Search built with the
                           service's options (default 97; 0: no check)
      --ranks FILE         write one JSON line per typed variant: its rank and wall time per prefix
      --misses             list the typed variants whose target is not first at the full text
      --help               this text

    Every prefix of every target is searched, one after another, through the corpus's default
    service (Services' public API, limit 10), as search-as-you-type sends them. Prints a table
    per corpus and variant, a latency table per corpus, then one JSON line:
    {"options":…,"ranking":…,"corpora":{"books":{"exact":{"n","top1_med","top1_frac_med",
    "top1_never","top3_med","top3_never"},…,"latency_ms":{"p50","p95","max"}},…},"verified":…}
    (a median that is infinite, more than half never there, is null). Exit status 1 when a
    checked search disagrees with the engine, 2 for a usage or input error.
    """

  init(_ arguments: [String]) throws(TypeaheadError) {
    var rest = arguments[...]
    func value(for flag: String) throws(TypeaheadError) -> String {
      guard let next = rest.popFirst() else { throw TypeaheadError("\(flag) needs a value") }
      return next
    }
    func count(for flag: String, minimum: Int) throws(TypeaheadError) -> Int {
      let text = try value(for: flag)
      guard let count = Int(text), count >= minimum else {
        throw TypeaheadError("\(flag) needs an integer ≥ \(minimum), got \(text)")
      }
      return count
    }
    while let flag = rest.popFirst() {
      switch flag {
      case "--targets": targets = try value(for: flag)
      case "--data-dir": dataDirectory = try value(for: flag)
      case "--corpora":
        corpora = try Self.list(try value(for: flag)).map { (name) throws(TypeaheadError) in
          guard BuiltInCorpora.names.contains(name) else {
            throw TypeaheadError(
              "unknown corpus \(name): use \(BuiltInCorpora.names.joined(separator: ", "))")
          }
          return name
        }
      case "--variants": variants = try Self.list(try value(for: flag))
      case "--options":
        let name = try value(for: flag)
        guard let profile = TypeaheadOptions(rawValue: name) else {
          throw TypeaheadError("unknown option set \(name): use services or fusejs")
        }
        options = profile
      case "--ranking":
        let name = try value(for: flag)
        guard let order = SearchRanking.Order(rawValue: name) else {
          throw TypeaheadError("unknown ranking \(name): use fuse or relevance")
        }
        ranking = order
      case "--candidates": candidates = try count(for: flag, minimum: 1)
      case "--word-candidates": wordCandidates = try count(for: flag, minimum: 0)
      case "--verify-every": verifyEvery = try count(for: flag, minimum: 0)
      case "--ranks": ranksFile = try value(for: flag)
      case "--rules":
        let list = try value(for: flag)
        guard let parsed = SearchRanking.Rules(list: list) else {
          let names = SearchRanking.Rules.named.map(\.name).joined(separator: ", ")
          throw TypeaheadError("unknown rule in \(list): use \(names), all or none")
        }
        rules = parsed
      case "--misses": misses = true
      case "--help", "-h": help = true
      default: throw TypeaheadError("unknown argument \(flag)\n\n\(Self.usage)")
      }
    }
  }

  /// The non-empty items of a comma-separated list.
  private static func list(_ text: String) throws(TypeaheadError) -> [String] {
    let items = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    guard !items.isEmpty, items.allSatisfy({ !$0.isEmpty }) else {
      throw TypeaheadError("\"\(text)\" is not a comma-separated list of names")
    }
    return items
  }

  /// The ranking to set on a service, given its own default.
  func ranking(replacing ranking: SearchRanking) -> SearchRanking {
    var result = ranking
    if let order = self.ranking { result.order = order }
    if let candidates { result.candidates = max(1, candidates) }
    if let wordCandidates { result.wordCandidates = wordCandidates }
    if let rules { result.rules = rules }
    return result
  }

  /// The variants of a target to type, in report order: `exact`, `typo`, `surname`, then any
  /// others by name; only those `--variants` chose, if it was given.
  func variantOrder(of names: some Collection<String>) -> [String] {
    let known = ["exact", "typo", "surname"]
    let sorted = names.sorted { left, right in
      (known.firstIndex(of: left) ?? known.count, left)
        < (known.firstIndex(of: right) ?? known.count, right)
    }
    guard let variants else { return sorted }
    return sorted.filter(variants.contains)
  }

  /// The public target file beside the repository, relative to the current directory (the
  /// repository's root, as CI runs it), read when `--targets` is not given.
  static let sharedTargets = "../shared/typeahead/targets-public.json"

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
