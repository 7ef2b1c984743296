internal import Foundation
import FuseCore
import Models
import Services

extension Shell {
  /// `:load NAME FILE`: parses the file off the main actor, then replaces the corpus's
  /// records; on any error the corpus keeps its data.
  func load(_ path: String, into name: CorpusName) async throws(ShellError) {
    switch name {
    case .books: try await load(path, into: service.books)
    case .movies: try await load(path, into: service.movies)
    case .people: try await load(path, into: service.people)
    case .all: throw ShellError.needsSingleCorpus(command: "load")
    }
  }

  /// Loads a file into one actor, printing a progress line per phase.
  private func load<Record: ShellRecord>(
    _ path: String, into actor: SearchService<Record>
  ) async throws(ShellError) {
    let name = Record.corpus.rawValue
    let stopwatch = Stopwatch(clock: environment.clock)
    say("loading \(TextStyle.printable(path)) into \(name): parsing…")
    let records: [Record]
    do {
      records = try await Self.readRecords(Record.self, path: path)
    } catch {
      throw ShellError.load(error)
    }
    let parsed = stopwatch.elapsed()
    say("  parsed \(records.count) records in \(NumberText.milliseconds(parsed)); indexing…")
    do {
      try await actor.setCollection(records)
    } catch {
      throw ShellError.fuse(error)
    }
    lastResults = []
    let total = stopwatch.elapsed()
    say("loaded \(records.count) \(name) (\(NumberText.milliseconds(total)) in all)")
  }

  /// Reads and decodes a corpus file on the concurrent executor.
  @concurrent
  private static func readRecords<Record: ShellRecord>(
    _ type: Record.Type, path: String
  ) async throws(CorpusLoadError) -> [Record] {
    try CorpusLoader.load(type, fromFile: path)
  }

  /// `:keys …`: lists or replaces the current corpus's keys.
  func setKeys(_ specs: [String]) async throws(ShellError) {
    let fields: [String]
    switch corpus {
    case .books: fields = Book.fieldNames
    case .movies: fields = Movie.fieldNames
    case .people: fields = Person.fieldNames
    case .all: throw ShellError.needsSingleCorpus(command: "keys")
    }
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
      let previous = settings
      settings.keys[corpus] = parsed
      do {
        try await reconfigure([corpus])
      } catch {
        settings = previous
        throw error
      }
    }
    let keys = (settings.keys[corpus] ?? []).map(\.description).joined(separator: " ")
    say("keys for \(corpus.rawValue): \(keys)")
    if specs.isEmpty {
      say("fields: \(fields.joined(separator: ", ")); set them with :keys FIELD[:WEIGHT] …")
    }
  }

  /// `:add JSON`: decodes one record (an object) or several (an array) and appends them.
  func add(_ json: String) async throws(ShellError) {
    switch corpus {
    case .books: try await add(json, to: service.books)
    case .movies: try await add(json, to: service.movies)
    case .people: try await add(json, to: service.people)
    case .all: throw ShellError.needsSingleCorpus(command: "add")
    }
  }

  /// Decodes and appends records to one actor.
  private func add<Record: ShellRecord>(
    _ json: String, to actor: SearchService<Record>
  ) async throws(ShellError) {
    let text = json.first == "[" ? json : "[" + json + "]"
    let records: [Record]
    do {
      records = try CorpusLoader.decode(Record.self, from: Data(text.utf8), source: ":add")
    } catch {
      throw ShellError.invalidRecord(error)
    }
    await actor.add(contentsOf: records)
    for record in records { say("added: \(TextStyle.printable(record.titleLine))") }
    say("\(Record.corpus.rawValue) now has \(await actor.count) records")
  }

  /// `:remove N`: removes result N of the last search from its corpus.
  func remove(_ number: Int) async throws(ShellError) {
    let hit = try result(number)
    let removed: Bool
    switch hit.record {
    case let book as Book: removed = await remove(book, at: hit.refIndex, from: service.books)
    case let movie as Movie: removed = await remove(movie, at: hit.refIndex, from: service.movies)
    case let person as Person:
      removed = await remove(person, at: hit.refIndex, from: service.people)
    default: removed = false
    }
    lastResults = []
    guard removed else {
      say("result \(number) changed since the search; search again and retry")
      return
    }
    say("removed: \(TextStyle.printable(hit.titleLine))")
    say("\(hit.corpus.rawValue) now has \(await count(of: hit.corpus)) records")
  }

  /// Removes a record if it is still at its position.
  private func remove<Record: ShellRecord>(
    _ record: Record, at position: Int, from actor: SearchService<Record>
  ) async -> Bool {
    let removed = await actor.remove { candidate, index in
      index == position && candidate == record
    }
    return !removed.isEmpty
  }
}
