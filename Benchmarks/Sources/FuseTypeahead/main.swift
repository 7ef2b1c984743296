import Foundation
import Models
import Services

/// Runs every chosen corpus and prints the report; returns whether the engine check passed.
func evaluate(_ arguments: TypeaheadArguments) async throws -> Bool {
  let path = arguments.targets ?? TypeaheadArguments.sharedTargets
  if arguments.targets == nil && !FileManager.default.fileExists(atPath: path) {
    print("note: \(path) not found and no --targets given; typeahead run skipped")
    return true
  }
  let targets = try TypeaheadTargets.load(fromFile: path)
  let corpora = arguments.corpora ?? targets.corpusNames
  var ranksHandle: FileHandle?
  if let path = arguments.ranksFile {
    guard FileManager.default.createFile(atPath: path, contents: nil),
      let handle = FileHandle(forWritingAtPath: path)
    else { throw TypeaheadError("\(path): cannot create the file for --ranks") }
    ranksHandle = handle
  }
  defer { try? ranksHandle?.close() }
  let log: ((String) -> Void)? = ranksHandle.map { handle in
    { line in handle.write(Data((line + "\n").utf8)) }
  }
  var runs: [CorpusRun] = []
  for corpus in corpora {
    guard let selected = targets.corpora[corpus], !selected.isEmpty else {
      throw TypeaheadError("\(path): no targets for \(corpus)")
    }
    guard let profile = BuiltInCorpora.profiles.first(where: { $0.name == corpus }) else {
      throw TypeaheadError("no built-in corpus named \(corpus)")
    }
    runs.append(try await run(profile, targets: selected, arguments: arguments, log: log))
  }
  var check = EngineCheck()
  for run in runs { check.merge(run.check) }
  let order = { (names: [String]) in arguments.variantOrder(of: names) }
  if arguments.misses { printMisses(runs, targets: targets) }
  print(TypeaheadReport.keystrokeTable(runs, variantOrder: order))
  print()
  print(TypeaheadReport.latencyTable(runs))
  print()
  let ranking = runs.first.map { "\($0.ranking)" } ?? "-"
  if check.checked > 0 {
    print(
      "checked \(check.checked) searches against a plain Fuse.Search: \(check.failureCount) differ")
  }
  for failure in check.failures { printError("FAIL \(failure)") }
  let verified = check.checked > 0 && check.failureCount == 0
  print(
    TypeaheadReport.jsonLine(
      runs, options: arguments.options, ranking: ranking, verified: verified, variantOrder: order))
  return check.failureCount == 0
}

/// Types `profile`'s targets (opens the profile's record type for ``TypeaheadRun``).
func run<Profile: CorpusProfileProtocol>(
  _ profile: Profile, targets: [TypeaheadTarget], arguments: TypeaheadArguments,
  log: ((String) -> Void)?
) async throws -> CorpusRun {
  try await TypeaheadRun.run(profile.profile, targets: targets, arguments: arguments, log: log)
}

/// Prints the typed variants whose target is not first at the full text.
func printMisses(_ runs: [CorpusRun], targets: TypeaheadTargets) {
  for run in runs {
    let list = targets.corpora[run.corpus] ?? []
    for (variant, outcomes) in run.outcomes.sorted(by: { $0.key < $1.key }) {
      for outcome in outcomes where outcome.ranks.last != 1 {
        let target = list[outcome.target]
        let typed = target.variants[variant]?.typed ?? target.text
        print(
          "miss \(run.corpus)/\(variant) \"\(typed)\" final rank "
            + "\(outcome.ranks.last.map { $0 == 0 ? "-" : "\($0)" } ?? "-")")
      }
    }
  }
}

/// Writes a line to standard error.
func printError(_ text: String) {
  FileHandle.standardError.write(Data((text + "\n").utf8))
}

do {
  let arguments = try TypeaheadArguments(Array(CommandLine.arguments.dropFirst()))
  if arguments.help {
    print(TypeaheadArguments.usage)
  } else if try await !evaluate(arguments) {
    exit(1)
  }
} catch {
  printError("FuseTypeahead: \(error)")
  exit(2)
}
