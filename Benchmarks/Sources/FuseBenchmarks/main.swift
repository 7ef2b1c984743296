import Foundation
import FuseCore

/// Runs one benchmark in this process and prints its JSON line.
///
/// - Returns: Whether the run passed (verified, or verification not applicable).
func runOnce(_ arguments: Arguments) throws(BenchmarkError) -> Bool {
  let settings = arguments.settings
  let corpus = try BenchCorpus(
    contentsOf: arguments.corpus ?? "", keepJSON: settings.keyForm == .json)
  let load = LoadMemory.afterLoading()
  let count = settings.records ?? corpus.recordCount
  let outcome: (report: RunReport, failures: [String])
  switch settings.keyForm {
  case .json:
    let documents = scaled(corpus.jsonRecords ?? [], to: count)
    outcome = try runBenchmark(
      documents: documents, keys: KeyForm.jsonKeys(corpus.keys), corpus: corpus,
      settings: settings, load: load)
  case .keypath, .closure, .path:
    let documents = scaled(corpus.books, to: count)
    outcome = try runBenchmark(
      documents: documents, keys: settings.keyForm.bookKeys(corpus.keys), corpus: corpus,
      settings: settings, load: load)
  }
  for failure in outcome.failures {
    printError("FAIL \(failure)")
  }
  if let note = outcome.report.verificationNote {
    printError("note: verification \(note)")
  }
  print(outcome.report.jsonLine)
  return outcome.report.verified ?? true
}

/// Writes a line to standard error.
func printError(_ text: String) {
  FileHandle.standardError.write(Data((text + "\n").utf8))
}

do {
  let arguments = try Arguments(Array(CommandLine.arguments.dropFirst()))
  if arguments.help {
    print(Arguments.usage)
  } else if let sizes = arguments.scale {
    if !(try runScalingTable(arguments, sizes: sizes)) { exit(1) }
  } else if !(try runOnce(arguments)) {
    exit(1)
  }
} catch {
  printError("FuseBenchmarks: \(error)")
  exit(2)
}
