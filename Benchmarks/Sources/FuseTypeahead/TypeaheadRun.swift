import Foundation
import FuseCore
import Models
import Services

/// One corpus's run: every variant's outcomes, every search's wall time, and the engine check.
struct CorpusRun: Sendable {
  /// The corpus.
  var corpus: String
  /// Outcomes per variant name.
  var outcomes: [String: [TypedOutcome]]
  /// Every search's wall time in milliseconds, in the order searched.
  var milliseconds: [Double]
  /// How many searches were checked against a plain engine, and what disagreed.
  var check: EngineCheck
  /// The ranking the service searched with.
  var ranking: SearchRanking
}

/// Types every prefix of every target of one corpus into the corpus's default service, as the
/// search view-model would send them, limit 10.
enum TypeaheadRun {
  /// The result limit of every search.
  static let limit = 10

  /// Reads the corpus file with the profile, checks the targets' record positions against it,
  /// builds the corpus's default service (the profile's options and ranking) and types every
  /// target.
  ///
  /// - Parameters:
  ///   - profile: The corpus's profile.
  ///   - targets: Its targets.
  ///   - arguments: The command line (data folder, ranking, check interval, variants).
  ///   - log: Receives each search's line for `--ranks`, if wanted.
  /// - Returns: The run.
  static func run<Record>(
    _ profile: CorpusProfile<Record>, targets: [TypeaheadTarget], arguments: TypeaheadArguments,
    log: ((String) -> Void)?
  ) async throws -> CorpusRun {
    let corpus = profile.name
    let directory = arguments.resolvedDataDirectory
    let path = (directory as NSString).appendingPathComponent("\(corpus).json")
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw TypeaheadError("\(path): cannot read the file (\(error.localizedDescription))")
    }
    let records = try profile.decode(data, path)
    if let bad = targets.first(where: { $0.correct.contains { $0 >= records.count } }) {
      throw TypeaheadError(
        "\(corpus) target \(bad.position) (\"\(bad.text)\") names a record past the "
          + "end of \(path), which holds \(records.count) records")
    }
    let service =
      switch arguments.options {
      case .services: try SearchService(records, profile: profile)
      case .fusejs:
        try SearchService(
          records, options: TypeaheadOptions.fuseDefaults(over: profile.options),
          ranking: profile.ranking)
      }
    let ranking = arguments.ranking(replacing: await service.ranking)
    await service.setRanking(ranking)
    let checker =
      arguments.verifyEvery > 0 ? try await EngineChecker(records, service: service) : nil
    var check = EngineCheck()
    var outcomes: [String: [TypedOutcome]] = [:]
    var milliseconds: [Double] = []
    let clock = ContinuousClock()
    for target in targets {
      for name in arguments.variantOrder(of: target.variants.keys) {
        guard let variant = target.variants[name] else { continue }
        var ranks: [Int] = []
        var times: [Double] = []
        for prefix in variant.prefixes {
          let start = clock.now
          let results = try await service.search(prefix, limit: limit)
          let elapsed = start.duration(to: clock.now)
          times.append(Self.milliseconds(elapsed))
          let position = results.firstIndex { target.correct.contains($0.refIndex) }
          ranks.append(position.map { $0 + 1 } ?? 0)
          if let checker, (milliseconds.count + times.count) % arguments.verifyEvery == 0 {
            check.add(checker.check(prefix, results: results, ranking: ranking.order))
          }
        }
        milliseconds += times
        outcomes[name, default: []].append(
          TypedOutcome(
            target: target.position, lengths: variant.prefixes.map(\.unicodeScalars.count),
            ranks: ranks))
        log?(
          Self.logLine(
            corpus: corpus, variant: name, target: target, ranks: ranks, milliseconds: times))
      }
    }
    return CorpusRun(
      corpus: corpus, outcomes: outcomes, milliseconds: milliseconds, check: check,
      ranking: ranking)
  }

  /// A duration in milliseconds.
  static func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1_000 + Double(attoseconds) / 1e15
  }

  /// One JSON line for `--ranks`: the target, the variant, each prefix's rank and wall time.
  private static func logLine(
    corpus: String, variant: String, target: TypeaheadTarget, ranks: [Int],
    milliseconds: [Double]
  ) -> String {
    let text = String(data: (try? JSONEncoder().encode(target.text)) ?? Data(), encoding: .utf8)
    return "{\"corpus\":\"\(corpus)\",\"variant\":\"\(variant)\","
      + "\"target\":\(target.position),\"text\":\(text ?? "\"\""),"
      + "\"ranks\":[\(ranks.map(String.init).joined(separator: ","))],"
      + "\"ms\":[\(milliseconds.map { String(format: "%.3f", $0) }.joined(separator: ","))]}"
  }
}
