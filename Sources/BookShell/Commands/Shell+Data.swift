import Foundation

extension Shell {
  /// `:load NAME FILE`: parses the file off the main actor, then replaces the corpus's
  /// records, printing a progress line per phase; on any error the corpus keeps its data.
  func load(_ path: String, into name: CorpusName) async throws(ShellError) {
    let corpus = try corpora.corpus(name, for: "load")
    holdInput()
    let stopwatch = Stopwatch(clock: environment.clock)
    // Progress only for a file that is there: a missing one is just its error.
    if FileManager.default.isReadableFile(atPath: path) {
      say("loading \(TextStyle.printable(path)) into \(name.rawValue): parsing…")
    }
    let count = try await cancellableLoad(corpus, fromFile: path) { [weak self] count in
      guard let self else { return }
      let parsed = stopwatch.elapsed()
      say(
        "  parsed \(NumberText.count(count, "record")) in \(NumberText.milliseconds(parsed));"
          + " indexing…")
    }
    clearResults(by: "load")
    let total = stopwatch.elapsed()
    say(
      "loaded \(NumberText.count(count, "record")) into \(name.rawValue)"
        + " (\(NumberText.milliseconds(total)) in all)")
  }

  /// `:keys …`: lists or replaces the current corpus's keys.
  func setKeys(_ specs: [String]) async throws(ShellError) {
    let current = try corpora.corpus(corpus, for: "keys")
    let fields = current.fieldNames
    if !specs.isEmpty {
      var parsed: [KeySpec] = []
      for text in specs {
        let spec = try KeySpec(parsing: text, fields: fields)
        guard !parsed.contains(where: { $0.field == spec.field }) else {
          throw ShellError.invalidValue(
            what: "keys", value: specs.joined(separator: " "), allowed: "each field once")
        }
        parsed.append(spec)
      }
      try await current.setKeys(parsed)
      clearResults(by: "keys")
    }
    let keys = await current.keySpecs().map(\.description).joined(separator: " ")
    say("keys for \(current.name.rawValue): \(keys)")
    if specs.isEmpty {
      say("fields: \(fields.joined(separator: ", ")); set them with :keys FIELD[:WEIGHT] …")
    }
  }

  /// `:add JSON`: decodes one record (an object) or several (an array) and appends them.
  func add(_ json: String) async throws(ShellError) {
    let current = try corpora.corpus(corpus, for: "add")
    let added = try await current.add(json: json)
    for title in added { say("added: \(TextStyle.printable(title))") }
    say("\(current.name.rawValue) now has \(NumberText.count(await current.count(), "record"))")
  }

  /// `:remove N`: removes result N of the last search from its corpus.
  func remove(_ number: Int) async throws(ShellError) {
    let hit = try result(number)
    let owner = try corpora.corpus(hit.corpus, for: "remove")
    let removed = await owner.remove(hit)
    clearResults(by: "remove")
    guard removed else {
      report(.resultChanged(number: number))
      return
    }
    say("removed: \(TextStyle.printable(hit.titleLine))")
    say("\(hit.corpus.rawValue) now has \(NumberText.count(await owner.count(), "record"))")
  }
}

extension Shell {
  /// Keeps keys typed from now on out of the output.
  ///
  /// A terminal's echo would put them in the middle of a `:load`'s progress lines;
  /// ``releaseHeldInput()`` lets them be shown after the last line. Does nothing without a
  /// terminal.
  func holdInput() {
    guard let terminal = environment.terminal, let ledger = input.ledger else { return }
    ledger.setHolding(true)
    do {
      try terminal.holdInput()
    } catch {
      ledger.setHolding(false)
    }
  }

  /// Ends ``holdInput()``: the terminal echoes again, and what was typed meanwhile is shown
  /// after the prompt as the next line is read.
  func releaseHeldInput() {
    guard let terminal = environment.terminal, terminal.isHoldingInput else { return }
    terminal.restore()
    input.ledger?.setHolding(false)
  }
}
