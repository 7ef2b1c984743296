import FuseCore
import Services

extension Shell {
  /// `:load NAME [FILE] [--keys KEYS]`: reads the file (the shipped `Data/NAME.json` when none
  /// is named), parses and indexes it off the main actor, printing a progress line per phase,
  /// then searches NAME.
  ///
  /// A corpus the package declares is read as its records (unless keys are given); any other
  /// name, or keys, make NAME a corpus of any JSON records, added to the table or replacing
  /// the corpus of that name. On any error, or Ctrl-C, the corpora stay as they were, and the
  /// message says so: the corpus is unchanged, or, for a new name, no corpus was added; nothing
  /// is printed before the file is read (so a missing file is one line).
  ///
  /// - Parameters:
  ///   - name: The corpus.
  ///   - typedPath: The path as typed, or `nil` for the shipped file.
  ///   - typedKeys: The `--keys` list as typed, or `nil`.
  /// - Throws: ``ShellError`` naming the file's absolute path.
  func load(_ name: CorpusName, path typedPath: String?, keys typedKeys: String?)
    async throws(ShellError)
  {
    let keys = try typedKeys.map { (text) throws(ShellError) in try KeySpec.list(parsing: text) }
    let path: String
    if typedPath == CorpusFile.standardInput {
      // The session reads its commands and keys there, so only a launch can read it as data.
      throw ShellError.usage(
        ":load cannot read standard input, where the shell reads its commands: "
          + "start it with --data - (cat FILE | BookShell --data - --corpus NAME)")
    } else if let typedPath {
      path = CorpusFile.resolve(typedPath)
    } else {
      guard BuiltInCorpora.names.contains(name.rawValue) else {
        throw ShellError.loadNeedsFile(name.rawValue)
      }
      path = CorpusFile.shipped(name)
    }
    inputHold.hold()
    let stopwatch = Stopwatch(clock: environment.clock)
    let parsed: @MainActor @Sendable (Int) -> Void = { [weak self] count in
      guard let self else { return }
      let time = NumberText.milliseconds(stopwatch.elapsed())
      say("  parsed \(NumberText.counted(count, "record")) in \(time); indexing…")
    }
    let target = LoadTarget(name, in: corpora)
    // Ctrl-C cancels from the file's reading on; the corpora change only once it is all done.
    let loaded = await cancellableLoad(into: name, isNew: target != .existing, parsed: parsed) {
      [weak self] load, parsed throws(ShellError) -> Int in
      guard let self else { throw ShellError.loadCancelled(name) }
      let data = try await CorpusFile.read(path)
      // Cancelled while reading, the shell has moved on: nothing more is printed.
      guard !load.isCancelled else { throw ShellError.loadCancelled(name) }
      say("loading \(TextStyle.printable(path)) into \(name.rawValue): parsing…")
      let outcome = try await CorpusLoad.load(
        consume data, source: path, into: name, keys: keys, corpora: corpora, parsed: parsed,
        isCancelled: { load.isCancelled })
      service.corpora = outcome.corpora
      if let note = outcome.note { say(note) }
      return outcome.count
    }
    let count = try loaded.mapError { $0.said(for: target) }.get()
    clearResults(by: "load")
    let switched = corpus != name
    service.corpus = name
    let time = NumberText.milliseconds(stopwatch.elapsed())
    say(
      "loaded \(NumberText.counted(count, "record")) into \(name.rawValue) (\(time) in all)"
        + (switched ? "; searching \(name.rawValue) now" : ""))
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
      let words = fields.map(KeySpec.word).joined(separator: ", ")
      say("fields: \(words); set them with :keys FIELD[:WEIGHT] …")
    }
  }

  /// `:add JSON`: decodes one record (an object) or several (an array) and appends them.
  func add(_ json: String) async throws(ShellError) {
    let current = try corpora.corpus(corpus, for: "add")
    let added = try await current.add(json: json)
    for title in added { say("added: \(TextStyle.printable(title))") }
    say("\(current.name.rawValue) now has \(NumberText.counted(await current.count(), "record"))")
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
    say("\(hit.corpus.rawValue) now has \(NumberText.counted(await owner.count(), "record"))")
  }
}
