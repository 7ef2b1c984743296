import Foundation
import FuseCore
import Models
import Services
import ViewModels

/// A ``ShellCorpus`` over one corpus's ``Services/SearchService`` actor, made from the corpus's
/// `CorpusProfile`: its name, fields, title lines, JSON form and decoder all come from there.
///
/// The actor holds the options and ranking in force: `:set` and `:keys` read them from it,
/// change them and give them back.
struct RecordCorpus<Record: Hashable & Sendable>: ShellCorpus {
  /// The corpus's declaration.
  let profile: CorpusProfile<Record>
  /// The corpus actor.
  let service: SearchService<Record>

  /// Indexes a corpus's records as its profile says, with scores and matches included (the
  /// display needs both).
  ///
  /// - Parameters:
  ///   - profile: The corpus's profile.
  ///   - records: Its records.
  /// - Throws: `FuseError` for an invalid profile.
  init(_ profile: CorpusProfile<Record>, records: [Record]) throws(FuseError) {
    self.profile = profile
    var options = try profile.options
    options.includeScore = true
    options.includeMatches = true
    service = try SearchService(
      records, options: options, ranking: profile.ranking, popularity: profile.popularity)
  }

  /// Indexes a corpus's records as ``init(_:records:)`` does, but stops when the current task
  /// is cancelled (a `:load` interrupted by Ctrl-C): the index build checks for it as a search
  /// does.
  ///
  /// - Parameters:
  ///   - profile: The corpus's profile.
  ///   - records: Its records.
  /// - Throws: ``ShellError/fuse(_:)`` for an invalid profile, ``ShellError/loadCancelled(_:isNew:)``
  ///   when the task was cancelled before the index was built.
  init(_ profile: CorpusProfile<Record>, cancellablyIndexing records: [Record]) throws(ShellError) {
    self.profile = profile
    do {
      var options = try profile.options
      options.includeScore = true
      options.includeMatches = true
      service = try SearchService(
        cancellablyIndexing: records, options: options, ranking: profile.ranking,
        year: profile.year, popularity: profile.popularity)
    } catch let error as FuseError {
      throw ShellError.fuse(error)
    } catch {
      throw ShellError.loadCancelled(CorpusName(profile.name))
    }
  }

  var name: CorpusName { CorpusName(profile.name) }

  var fieldNames: [String] { fieldPaths.map(KeySpec.spelling(of:)) }

  /// The path of each of the profile's fields, in order: the path its key reads.
  private var fieldPaths: [[String]] {
    profile.fields.map { field in
      (try? field.key(weight: 1))?.path ?? KeySpec(field.name).path
    }
  }

  var member: SearchCatalog.Member { SearchCatalog.Member(profile, service: service) }

  func group(in found: SearchCatalog.Results) -> ShellResultGroup {
    ShellResultGroup(
      corpus: name, hits: found[profile].map { ShellHit($0, in: profile) },
      matchCount: found.matchCount(of: profile))
  }

  func count() async -> Int {
    await service.count
  }

  func search(_ query: String, limit: Int) async throws -> ShellResultGroup {
    let found = try await service.countedSearch(query, limit: max(0, limit))
    return ShellResultGroup(
      corpus: name, hits: found.results.map { ShellHit($0, in: profile) },
      matchCount: found.matchCount)
  }

  func explain(_ query: String, refIndex: Int) async -> Fuse.ScoreExplanation? {
    await service.explain(query, refIndex: refIndex)
  }

  func relevanceExplanation(_ query: String, refIndex: Int) async -> RelevanceExplanation? {
    await service.relevanceExplanation(query, refIndex: refIndex)
  }

  func ranking() async -> SearchRanking {
    await service.ranking
  }

  @concurrent
  func load(
    _ data: consuming Data, source: String, parsed: @escaping @MainActor @Sendable (Int) -> Void
  ) async throws(ShellError) -> Int {
    let records: [Record]
    do {
      records = try profile.decode(data, source)
    } catch {
      // Reading stops when the task is cancelled, as indexing does.
      if error.reason == .cancelled { throw ShellError.loadCancelled(name) }
      throw ShellError.load(error)
    }
    // The bytes are not needed once parsed: freed before the index is built.
    _ = consume data
    await parsed(records.count)
    // A cancelled load changes nothing: the new index replaces the old one only once it is
    // built, and its build stops when the task is cancelled.
    guard !Task.isCancelled else { throw ShellError.loadCancelled(name) }
    let previous = await service.records
    do {
      try await service.setCollection(cancellablyIndexing: records)
    } catch let error as FuseError {
      throw ShellError.fuse(error)
    } catch {
      throw ShellError.loadCancelled(name)
    }
    // Cancelled in the instant after the new index took the old one's place: the old records
    // are put back (the whole index built again, which nothing interrupts).
    if Task.isCancelled {
      try? await service.setCollection(previous)
      throw ShellError.loadCancelled(name)
    }
    return records.count
  }

  func add(json: String) async throws(ShellError) -> [String] {
    let text = json.first == "[" ? json : "[" + json + "]"
    let records: [Record]
    do {
      records = try profile.decode(Data(text.utf8), ":add")
    } catch {
      throw ShellError.invalidRecord(error)
    }
    await service.add(contentsOf: records)
    return records.map(profile.titleLine)
  }

  func remove(_ hit: ShellHit) async -> Bool {
    guard let record = hit.record as? Record else { return false }
    let position = hit.refIndex
    let removed = await service.remove { candidate, index in
      index == position && candidate == record
    }
    return !removed.isEmpty
  }

  func keySpecs() async -> [KeySpec] {
    await service.options.keys.map { KeySpec(path: $0.path, weight: $0.weight) }
  }

  func setKeys(_ specs: [KeySpec]) async throws(ShellError) {
    try KeySpec.checkSharedIDs(specs, typed: specs.map(\.description).joined(separator: " "))
    var options = await service.options
    do {
      var keys: [FuseKey<Record>] = []
      let paths = fieldPaths
      for spec in specs {
        let spelled = spec.field
        guard
          let index = paths.firstIndex(where: {
            Fuse.isSameQuery(KeySpec.spelling(of: $0), spelled)
          })
        else { continue }
        keys.append(try profile.fields[index].key(weight: spec.weight))
      }
      options.keys = keys
      try await service.reconfigure(options: options)
    } catch {
      throw ShellError.fuse(error)
    }
  }

  func set(_ option: String, to text: String, session: ShellSettings) async throws(ShellError) {
    guard let option = ShellOptions.option(named: option, for: Record.self) else { return }
    var values = await values(session: session)
    try option.apply(text, to: &values)
    switch option.scope {
    case .search:
      do {
        try await service.reconfigure(options: values.search)
      } catch {
        throw ShellError.fuse(error)
      }
    case .ranking:
      await service.setRanking(values.ranking)
    case .session:
      break
    }
  }

  func value(of option: String, session: ShellSettings) async -> String {
    guard let option = ShellOptions.option(named: option, for: Record.self) else { return "" }
    return option.value(in: await values(session: session))
  }

  /// The values `:set` options read and write: the actor's options and ranking in force.
  private func values(session: ShellSettings) async -> OptionValues<Record> {
    OptionValues(search: await service.options, ranking: await service.ranking, session: session)
  }
}
