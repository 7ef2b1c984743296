import FuseCore

/// What one benchmark run is asked to do.
struct RunSettings {
  var passes = 5
  var builds = 5
  var keyForm = KeyForm.keypath
  /// The number of records to index; `nil` means the corpus as it is.
  var records: Int?
  /// Search with cancellation checks every this many records (the Services' path); `nil`
  /// means the plain `search(_:)`.
  var checkInterval: Int?
}

/// One query's outcome: hit count and the first five `[refIndex, score]`.
struct Observed {
  var count: Int
  var top: [(refIndex: Int, score: Double)]
}

/// Memory after the corpus was loaded, before the first index build.
struct LoadMemory {
  /// The peak while loading (`VmHWM`): file bytes plus the parsed JSON tree.
  var peakMB: Double?
  /// Resident after loading, with freed heap returned to the system: the documents.
  var residentMB: Double?
  /// Whether the peak was restarted after loading, so the run's peak is its own.
  var peakWasReset: Bool

  /// Measures the load's peak, then releases free heap and restarts the peak.
  static func afterLoading() -> LoadMemory {
    let peak = ProcessMemory.peakResidentMB
    let reset = ProcessMemory.resetPeak()
    return LoadMemory(peakMB: peak, residentMB: ProcessMemory.residentMB, peakWasReset: reset)
  }
}

/// Everything one run measured.
struct RunReport {
  var records: Int
  var queries: Int
  var buildSamples: [Double]
  /// Per query: its cold time, then its time in each timed pass.
  var coldMs: [Double]
  var passMs: [[Double]]
  var queryUnits: [Int]
  /// The peak from the end of loading to the end of the run (the whole process's peak when it
  /// could not be reset).
  var runPeakRSSMB: Double?
  var load: LoadMemory
  /// Process CPU time per query over the timed passes (less disturbed by other processes
  /// sharing the cores than wall time).
  var cpuMsPerQuery: Double
  /// `nil` when verification does not apply (a scaled record count).
  var verified: Bool?
  var verificationNote: String?
  var settings: RunSettings
}

/// Builds the index and times the queries over `documents`.
///
/// - Parameters:
///   - documents: The collection (already scaled).
///   - keys: The keys in the chosen form.
///   - corpus: The corpus (options, queries, expected results).
///   - settings: Passes, builds, form.
///   - load: Memory after loading, before the first build.
/// - Returns: The report; failures are listed on stderr by the caller.
func runBenchmark<Element>(
  documents: [Element], keys: [FuseKey<Element>], corpus: BenchCorpus, settings: RunSettings,
  load: LoadMemory
) throws(BenchmarkError) -> (report: RunReport, failures: [String]) {
  let options: FuseOptions<Element>
  do {
    options = try FuseOptions(
      includeScore: corpus.includeScore, keys: keys, threshold: corpus.threshold)
  } catch {
    throw BenchmarkError("invalid options: \(error)")
  }

  // Index builds: keep only the last searcher alive, so at most one index is resident.
  var search: Fuse.Search<Element>?
  var buildSamples: [Double] = []
  for _ in 0..<max(1, settings.builds) {
    search = nil
    do {
      let built = try timed { () throws(FuseError) in try Fuse.Search(documents, options: options) }
      search = built.value
      buildSamples.append(built.ms)
    } catch {
      throw BenchmarkError("index build failed: \(error)")
    }
  }
  guard let search else { throw BenchmarkError("no index was built") }

  // The search each query runs: plain, or cancellable as the Services call it (never cancelled
  // here, so an error is a failure).
  let checkInterval = settings.checkInterval
  func run(_ query: String) -> [FuseResult<Element>] {
    guard let checkInterval else { return search.search(query) }
    do {
      return try search.search(query, cancellationCheckInterval: checkInterval)
    } catch {
      return []
    }
  }

  // One cold pass: its results are the ones verified.
  var observed: [Observed] = []
  var coldMs: [Double] = []
  for query in corpus.queries {
    let run = timed { run(query) }
    coldMs.append(run.ms)
    observed.append(
      Observed(
        count: run.value.count,
        top: run.value.prefix(5).map { (refIndex: $0.refIndex, score: $0.score ?? .nan) }))
    blackHole(run.value)
  }

  // Timed passes; every pass must return as many hits as the cold pass did.
  var failures: [String] = []
  var passMs = Array(repeating: [Double](), count: corpus.queries.count)
  let cpuStart = ProcessMemory.cpuMilliseconds
  for pass in 0..<max(1, settings.passes) {
    for (position, query) in corpus.queries.enumerated() {
      let run = timed { run(query) }
      passMs[position].append(run.ms)
      if run.value.count != observed[position].count {
        failures.append(
          "query \(position) \"\(query)\": pass \(pass + 1) returned \(run.value.count) hits, "
            + "the cold run \(observed[position].count)")
      }
      blackHole(run.value)
    }
  }
  let cpuMs = ProcessMemory.cpuMilliseconds - cpuStart
  blackHole(search)

  var verified: Bool?
  var note: String?
  if documents.count == corpus.recordCount {
    failures += verify(observed, against: corpus.expected)
    verified = failures.isEmpty
  } else {
    note =
      "skipped: \(documents.count) records are not the corpus's \(corpus.recordCount); "
      + "its expected results apply to the full corpus only"
    if !failures.isEmpty { verified = false }
  }
  let report = RunReport(
    records: documents.count, queries: corpus.queries.count, buildSamples: buildSamples,
    coldMs: coldMs, passMs: passMs, queryUnits: corpus.queries.map(\.utf16.count),
    runPeakRSSMB: ProcessMemory.peakResidentMB, load: load,
    cpuMsPerQuery: cpuMs / Double(max(1, settings.passes) * max(1, corpus.queries.count)),
    verified: verified, verificationNote: note, settings: settings)
  return (report, failures)
}

/// Compares each query's hit count and top five with Fuse.js's: refIndex exactly, scores
/// within 1e-9 relative.
func verify(_ observed: [Observed], against expected: [ExpectedResult]) -> [String] {
  var failures: [String] = []
  for (position, (got, want)) in zip(observed, expected).enumerated() {
    var problems: [String] = []
    if got.count != want.count { problems.append("count \(got.count), expected \(want.count)") }
    if got.top.count != want.top.count {
      problems.append("top has \(got.top.count) entries, expected \(want.top.count)")
    }
    for (rank, (g, w)) in zip(got.top, want.top).enumerated() {
      if g.refIndex != w.refIndex || !scoresAgree(g.score, w.score) {
        problems.append(
          "#\(rank + 1) [\(g.refIndex), \(g.score)], expected [\(w.refIndex), \(w.score)]")
      }
    }
    if !problems.isEmpty {
      failures.append("query \(position) \"\(want.query)\": " + problems.joined(separator: "; "))
    }
  }
  return failures
}

/// Whether two scores agree within 1e-9 relative (so two zeros agree, and NaN never does).
func scoresAgree(_ a: Double, _ b: Double) -> Bool {
  abs(a - b) <= 1e-9 * max(abs(a), abs(b))
}
