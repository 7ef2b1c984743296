import Foundation
import FuseCore
import Models
import Services
import ViewModels

/// A ``ShellCorpus`` over one record type's ``Services/SearchService`` actor.
struct RecordCorpus<Record: ShellRecord>: ShellCorpus {
  /// The corpus actor.
  let service: SearchService<Record>
  /// The record type's service defaults, read once (`:keys` and `:show` start from them).
  let defaults: FuseOptions<Record>

  /// Wraps an actor.
  ///
  /// - Parameter service: The corpus actor.
  /// - Throws: `FuseError` if the record type's default options cannot be made (not expected).
  init(_ service: SearchService<Record>) throws(FuseError) {
    self.service = service
    defaults = try Record.defaultOptions
  }

  var name: CorpusName { Record.corpus }

  var fieldNames: [String] { Record.fieldNames }

  func count() async -> Int {
    await service.count
  }

  func search(_ query: String, limit: Int) async throws -> [ShellHit] {
    try await service.limited(to: limit).search(query).map(ShellHit.init)
  }

  func explain(_ query: String, refIndex: Int) async -> Fuse.ScoreExplanation? {
    await service.explain(query, refIndex: refIndex)
  }

  @concurrent
  func load(fromFile path: String, parsed: @escaping @MainActor @Sendable (Int) -> Void)
    async throws(ShellError) -> Int
  {
    let records: [Record]
    do {
      records = try CorpusLoader.load(Record.self, fromFile: path)
    } catch {
      throw ShellError.load(error)
    }
    await parsed(records.count)
    do {
      try await service.setCollection(records)
    } catch {
      throw ShellError.fuse(error)
    }
    return records.count
  }

  func add(json: String) async throws(ShellError) -> [String] {
    let text = json.first == "[" ? json : "[" + json + "]"
    let records: [Record]
    do {
      records = try CorpusLoader.decode(Record.self, from: Data(text.utf8), source: ":add")
    } catch {
      throw ShellError.invalidRecord(error)
    }
    await service.add(contentsOf: records)
    return records.map(\.titleLine)
  }

  func remove(_ hit: ShellHit) async -> Bool {
    guard let record = hit.record as? Record else { return false }
    let position = hit.refIndex
    let removed = await service.remove { candidate, index in
      index == position && candidate == record
    }
    return !removed.isEmpty
  }

  func reconfigure(_ settings: ShellSettings) async throws(ShellError) {
    do {
      try await service.reconfigure(options: settings.options(for: Record.self))
    } catch {
      throw ShellError.fuse(error)
    }
  }

  func rerank(_ settings: ShellSettings) async {
    await service.setRanking(settings.ranking(for: Record.self))
  }

  func keySpecs(in settings: ShellSettings) -> [KeySpec] {
    settings.keySpecs(defaults: defaults)
  }

  func value(of option: ShellOption, in settings: ShellSettings) -> String {
    if option == .rank { return settings.ranking(for: Record.self).description }
    var options = defaults
    settings.fuse.apply(to: &options)
    return option.value(in: settings, options: options)
  }
}
