import FuseCore
import Models
import Services
import ViewModels

extension Shell {
  /// Runs a parsed command.
  ///
  /// - Parameter command: The command.
  /// - Returns: `false` for `:quit`.
  /// - Throws: ``ShellError`` for anything the user can fix; the session goes on.
  func execute(_ command: ShellCommand) async throws(ShellError) -> Bool {
    switch command {
    case .help(nil):
      say(ShellCommandTable.helpText(corpora: corpora.names))
    case .help(let command?):
      say(ShellCommandTable.helpText(for: command, corpora: corpora.names))
    case .corpus(let name?):
      try await switchCorpus(to: name)
    case .corpus(nil):
      await sayCorpus()
    case .load(let name, let path, let keys):
      try await load(name, path: path, keys: keys)
    case .keys(let specs):
      try await setKeys(specs)
    case .set(let option, let value):
      try await set(option, to: value)
    case .showOption(let option):
      say("\(option) = \(await shownValue(of: option))")
    case .show:
      await show()
    case .add(let json):
      try await add(json)
    case .remove(let number):
      try await remove(number)
    case .type(let text):
      await type(text)
    case .live:
      try await runLive()
    case .stats:
      showStats()
    case .explain(let number):
      try await explain(number)
    case .quit:
      return false
    }
    return true
  }

  /// `:corpus NAME`: the next query searches another corpus.
  ///
  /// It searches nothing itself, as `:set`, `:keys` and `:load` do not (nor do psql's and
  /// sqlite3's commands), so a script's output holds the answers to its queries only; typing
  /// the query again searches it in the new corpus.
  func switchCorpus(to typed: CorpusName) async throws(ShellError) {
    let name = try corpora.selection(typed)
    service.corpus = name
    clearResults(by: "corpus")
    await sayCorpus()
  }

  /// `:corpus` without a name, and after a switch: which corpus is searched, and its size.
  func sayCorpus() async {
    if corpus == .all {
      let names = ListText.joined(corpora.names.map(\.rawValue), "and")
      say("searching all corpora at once (\(names), concurrently)")
    } else {
      say("searching \(corpus.rawValue) (\(await corpora.count(of: corpus)) records)")
    }
  }

  /// `:set OPTION VALUE`: checks the value and applies it where the option's scope says: the
  /// session's settings, or every corpus's options (re-indexing) or ranking (re-ranking).
  func set(_ option: String, to value: String) async throws(ShellError) {
    switch ShellOptions.scope(of: option) {
    case .session:
      try ShellOptions.apply(option, value, to: &settings)
    case .search, .ranking:
      // A value's validity does not depend on the corpus: an invalid one fails at the first
      // corpus, before any has changed.
      for entry in corpora.all { try await entry.set(option, to: value, session: settings) }
      clearResults(by: "set")
    case nil:
      return
    }
    say("\(option) = \(await shownValue(of: option))")
  }

  /// An option's value as `:show` prints it: for the corpus searched (the first for `all`).
  func shownValue(of option: String) async -> String {
    guard let shown = corpora.table[corpus] ?? corpora.all.first else {
      return ShellOptions.value(of: option, in: settings) ?? ""
    }
    return await shown.value(of: option, session: settings)
  }

  /// `:show`: the corpus, counts, keys and every option with its value and allowed values.
  func show() async {
    say("corpus: \(corpus.rawValue)")
    for entry in corpora.all {
      let keys = await entry.keySpecs().map(\.description).joined(separator: " ")
      say("  \(entry.name.rawValue): \(await entry.count()) records; keys \(keys)")
    }
    say("options:")
    // The options of the corpus searched (of the first corpus for `all`), as in force.
    let width = ShellOptions.names.map(\.count).max() ?? 0
    for option in ShellOptions.names {
      let name = option + String(repeating: " ", count: width - option.count)
      let shown = await shownValue(of: option)
      say("  \(name)  \(shown)  " + style.dim("(\(ShellOptions.allowed(for: option)))"))
    }
  }

  /// `:stats`: latency of the published searches.
  func showStats() {
    let stats = viewModel.latencyStatistics
    guard stats.count > 0, let p50 = stats.p50, let p95 = stats.p95, let max = stats.max else {
      say("no searches yet")
      return
    }
    say(
      "searches: \(stats.count), p50 \(NumberText.milliseconds(p50)), "
        + "p95 \(NumberText.milliseconds(p95)), max \(NumberText.milliseconds(max))")
  }

  /// Forgets the numbered results, which a command has made stale.
  ///
  /// - Parameter command: The command, for the message of a later `:explain` or `:remove`.
  func clearResults(by command: String) {
    lastResults = []
    resultsClearedBy = command
  }

  /// The published result with this 1-based number.
  ///
  /// - Throws: ``ShellError/resultsCleared(number:by:)`` when a command made the results
  ///   stale, ``ShellError/noResults(number:query:)`` when the last search found nothing,
  ///   ``ShellError/noSuchResult(number:count:)`` for a number out of range (or no search yet).
  func result(_ number: Int) throws(ShellError) -> ShellHit {
    guard number >= 1, number <= lastResults.count else {
      if lastResults.isEmpty, let command = resultsClearedBy {
        throw ShellError.resultsCleared(number: number, by: command)
      }
      if lastResults.isEmpty, !lastResultsQuery.isEmpty {
        throw ShellError.noResults(number: number, query: lastResultsQuery)
      }
      throw ShellError.noSuchResult(number: number, count: lastResults.count)
    }
    return lastResults[number - 1]
  }

  /// `:explain N`: why result N ranks where it does (the relevance order's evidence, or
  /// Fuse.js's order) and the engine's own breakdown of its Fuse.js score.
  func explain(_ number: Int) async throws(ShellError) {
    let hit = try result(number)
    let owner = try corpora.corpus(hit.corpus, for: "explain")
    guard let explanation = await owner.explain(lastResultsQuery, refIndex: hit.refIndex),
      let relevance = await owner.relevanceExplanation(lastResultsQuery, refIndex: hit.refIndex)
    else {
      report(.resultChanged(number: number))
      return
    }
    // The rank among the corpus's own results (`:corpus all` merges the corpora's results, each
    // corpus keeping its own order).
    let peers = lastResults.indices.filter { lastResults[$0].corpus == hit.corpus }
    let rank = RankExplanation(
      rank: (peers.firstIndex(of: number - 1) ?? 0) + 1, of: peers.count, corpus: hit.corpus,
      ranking: await owner.ranking(), evidence: relevance)
    say("result \(number): \(TextStyle.printable(hit.titleLine))")
    for line in rank.lines() { say(line) }
    let text = ScoreExplanation(explanation, hit: hit)
    for line in text.lines(style: style) { say(line) }
  }
}
