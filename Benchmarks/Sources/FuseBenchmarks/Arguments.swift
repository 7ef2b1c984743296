/// The command line.
struct Arguments {
  var corpus: String?
  var settings = RunSettings()
  /// Record counts for a scaling table; each size runs in its own child process.
  var scale: [Int]?
  var help = false

  static let usage = """
    usage: FuseBenchmarks --corpus FILE [options]

      --corpus FILE        a corpus (shape of ../shared/bench/bench-corpus-*.json)
      --passes N           timed passes over all queries after the cold pass (default 5)
      --builds N           index builds; the median is build_ms (default 5)
      --key-form FORM      keypath | closure | path | json (default keypath)
      --records N          index N records: the first N, or the records repeated
                           (verification only applies when N is the corpus size)
      --check-interval N   search with a cancellation check every N records, as the
                           Services do (default: the plain search)
      --scale N,N,...      a scaling table: one child run per size, e.g. 10000,100000,1000000
      --help               this text

    Ends with one JSON line; exits non-zero when verification fails.
    """

  init(_ arguments: [String]) throws(BenchmarkError) {
    var rest = arguments[...]
    func value(for flag: String) throws(BenchmarkError) -> String {
      guard let next = rest.popFirst() else { throw BenchmarkError("\(flag) needs a value") }
      return next
    }
    func count(for flag: String, minimum: Int) throws(BenchmarkError) -> Int {
      let text = try value(for: flag)
      guard let parsed = Int(text.filter { $0 != "_" }), parsed >= minimum else {
        throw BenchmarkError("\(flag) needs an integer ≥ \(minimum), got \(text)")
      }
      return parsed
    }
    while let flag = rest.popFirst() {
      switch flag {
      case "--corpus": corpus = try value(for: flag)
      case "--passes": settings.passes = try count(for: flag, minimum: 1)
      case "--builds": settings.builds = try count(for: flag, minimum: 1)
      case "--records": settings.records = try count(for: flag, minimum: 1)
      case "--check-interval": settings.checkInterval = try count(for: flag, minimum: 1)
      case "--key-form":
        let name = try value(for: flag)
        guard let form = KeyForm(rawValue: name) else {
          throw BenchmarkError("unknown key form \(name): use keypath, closure, path or json")
        }
        settings.keyForm = form
      case "--scale":
        let text = try value(for: flag)
        let sizes = text.split(separator: ",").map { Int($0.filter { $0 != "_" }) }
        guard !sizes.isEmpty, sizes.allSatisfy({ ($0 ?? 0) > 0 }) else {
          throw BenchmarkError("--scale needs positive sizes separated by commas, got \(text)")
        }
        scale = sizes.compactMap(\.self)
      case "--help", "-h": help = true
      default: throw BenchmarkError("unknown argument \(flag)\n\n\(Arguments.usage)")
      }
    }
    if !help && corpus == nil {
      throw BenchmarkError("--corpus FILE is required\n\n\(Arguments.usage)")
    }
  }

  /// The arguments that make a child process repeat this run at another size.
  func childArguments(records: Int) -> [String] {
    [
      "--corpus", corpus ?? "", "--passes", "\(settings.passes)", "--builds", "\(settings.builds)",
      "--key-form", settings.keyForm.rawValue, "--records", "\(records)",
    ] + (settings.checkInterval.map { ["--check-interval", "\($0)"] } ?? [])
  }
}
