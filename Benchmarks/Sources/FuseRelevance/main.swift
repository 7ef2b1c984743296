import Foundation
import FuseCore
import Models
import Services

/// One corpus's run: its queries' outcomes and search time, with a way to name a record.
struct CorpusRun {
  var corpus: CorpusName
  var outcomes: [QueryOutcome]
  var elapsed: Duration
  var describe: (Int) -> String
}

/// Loads one corpus file, checks the queries' positions against it and runs them.
func runCorpus<Record: Sendable & Decodable>(
  _ corpus: CorpusName, queries: [LabelledQuery], directory: String, arguments: Arguments,
  makeService: ([Record]) throws -> SearchService<Record>, describe: @escaping (Record) -> String
) async throws -> CorpusRun {
  let path = (directory as NSString).appendingPathComponent("\(corpus.rawValue).json")
  let records = try CorpusLoader.load(Record.self, fromFile: path)
  if let bad = queries.first(where: { $0.correct.contains { $0 >= records.count } }) {
    throw RelevanceError(
      "query \"\(bad.query)\" (\(corpus.rawValue)) names a record past the end of \(path), "
        + "which holds \(records.count) records")
  }
  let service = try makeService(records)
  await service.setRanking(arguments.ranking(replacing: service.ranking))
  let (outcomes, elapsed) = try await Evaluation.run(queries, on: service, clock: ContinuousClock())
  return CorpusRun(
    corpus: corpus, outcomes: outcomes, elapsed: elapsed, describe: { describe(records[$0]) })
}

/// Runs the whole evaluation and prints its report.
func evaluate(_ arguments: Arguments) async throws {
  let queries = try LabelledQuery.load(fromFile: arguments.queries ?? "")
  guard !queries.isEmpty else { throw RelevanceError("\(arguments.queries ?? ""): no queries") }
  let directory = arguments.resolvedDataDirectory
  let profile = arguments.profile
  var runs: [CorpusRun] = []
  for corpus in CorpusName.allCases {
    let selected = queries.filter { $0.corpus == corpus }
    if selected.isEmpty { continue }
    switch corpus {
    case .books:
      runs.append(
        try await runCorpus(
          corpus, queries: selected, directory: directory, arguments: arguments,
          makeService: { (books: [Book]) in
            try profile.bookOptions.map {
              try BookSearchService(books, options: $0)
            }
              ?? BookSearchService(books: books)
          }, describe: { "\($0.title) / \($0.author)" }))
    case .movies:
      runs.append(
        try await runCorpus(
          corpus, queries: selected, directory: directory, arguments: arguments,
          makeService: { (movies: [Movie]) in
            try profile.movieOptions.map {
              try MovieSearchService(movies, options: $0)
            }
              ?? MovieSearchService(movies: movies)
          }, describe: { "\($0.title) (\($0.year))" }))
    case .people:
      runs.append(
        try await runCorpus(
          corpus, queries: selected, directory: directory, arguments: arguments,
          makeService: { (people: [Person]) in
            try profile.personOptions.map {
              try PersonSearchService(people, options: $0)
            }
              ?? PersonSearchService(people: people)
          }, describe: { "\($0.name) (\($0.role))" }))
    }
  }
  printReport(runs, misses: arguments.misses)
}

/// Prints the tables, the misses if asked, and the JSON line.
func printReport(_ runs: [CorpusRun], misses: Bool) {
  var total = Tally()
  var totalTime = Duration.zero
  var corpusRows: [Report.Row] = []
  var kindRows: [Report.Row] = []
  for run in runs {
    var tally = Tally()
    var byKind: [String: Tally] = [:]
    for outcome in run.outcomes {
      tally.add(rank: outcome.rank, resultCount: outcome.results.count)
      byKind[outcome.query.kind, default: Tally()].add(
        rank: outcome.rank, resultCount: outcome.results.count)
      if misses, outcome.rank != 1 {
        let got = outcome.results.prefix(3).map { run.describe($0) }.joined(separator: " | ")
        let want = outcome.query.correct.sorted().prefix(2).map { run.describe($0) }
        print(
          "miss \(run.corpus.rawValue)/\(outcome.query.kind) \"\(outcome.query.query)\" "
            + "rank \(outcome.rank.map(String.init) ?? "-") want [\(want.joined(separator: " | "))]"
            + " got [\(got)]")
      }
    }
    let milliseconds = milliseconds(run.elapsed) / Double(max(1, run.outcomes.count))
    corpusRows.append(
      Report.Row(label: run.corpus.rawValue, tally: tally, milliseconds: milliseconds))
    for kind in byKind.keys.sorted() {
      kindRows.append(
        Report.Row(label: "\(run.corpus.rawValue)/\(kind)", tally: byKind[kind] ?? Tally()))
    }
    total.merge(tally)
    totalTime += run.elapsed
  }
  let perQuery = milliseconds(totalTime) / Double(max(1, total.count))
  corpusRows.append(Report.Row(label: "all", tally: total, milliseconds: perQuery))
  print(Report.table(title: "per corpus (limit \(Evaluation.limit))", rows: corpusRows))
  print()
  print(Report.table(title: "per corpus and kind", rows: kindRows))
  print()
  print(Report.jsonLine(total, millisecondsPerQuery: perQuery))
}

/// A duration in milliseconds.
func milliseconds(_ duration: Duration) -> Double {
  let (seconds, attoseconds) = duration.components
  return Double(seconds) * 1_000 + Double(attoseconds) / 1e15
}

/// Writes a line to standard error.
func printError(_ text: String) {
  FileHandle.standardError.write(Data((text + "\n").utf8))
}

do {
  let arguments = try Arguments(Array(CommandLine.arguments.dropFirst()))
  if arguments.help {
    print(Arguments.usage)
  } else {
    try await evaluate(arguments)
  }
} catch {
  printError("FuseRelevance: \(error)")
  exit(2)
}
