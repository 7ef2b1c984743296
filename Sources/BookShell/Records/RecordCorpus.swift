internal import Foundation
import FuseCore
import Models
import Services
import ViewModels

/// A ``ShellCorpus`` over one corpus's ``Services/SearchService`` actor, made from the corpus's
/// `CorpusProfile`: its name, fields, title lines, JSON form and decoder all come from there.
struct RecordCorpus<Record: Hashable & Sendable>: ShellCorpus {
  /// The corpus's declaration.
  let profile: CorpusProfile<Record>
  /// The corpus actor.
  let service: SearchService<Record>
  /// The profile's options, read once (`:keys` and `:show` start from them).
  let defaults: FuseOptions<Record>

  /// Indexes a corpus's records with the profile's options changed by `settings`.
  ///
  /// - Parameters:
  ///   - profile: The corpus's profile.
  ///   - records: Its records.
  ///   - settings: Options and keys.
  /// - Throws: `FuseError` for invalid settings.
  init(_ profile: CorpusProfile<Record>, records: [Record], settings: ShellSettings)
    throws(FuseError)
  {
    self.profile = profile
    defaults = try profile.options
    service = try SearchService(
      records, options: settings.options(for: profile), ranking: settings.ranking(for: profile))
  }

  var name: CorpusName { CorpusName(profile.name) }

  var fieldNames: [String] { profile.fieldNames }

  var member: SearchCatalog.Member { SearchCatalog.Member(profile, service: service) }

  func hits(in found: SearchCatalog.Results) -> [ShellHit] {
    found[profile].map { ShellHit($0, in: profile) }
  }

  func count() async -> Int {
    await service.count
  }

  func search(_ query: String, limit: Int) async throws -> [ShellHit] {
    try await service.limited(to: limit).search(query).map { ShellHit($0, in: profile) }
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
      records = try profile.decode(CorpusLoader.contents(ofFile: path), path)
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

  func reconfigure(_ settings: ShellSettings) async throws(ShellError) {
    do {
      try await service.reconfigure(options: settings.options(for: profile))
    } catch {
      throw ShellError.fuse(error)
    }
  }

  func rerank(_ settings: ShellSettings) async {
    await service.setRanking(settings.ranking(for: profile))
  }

  func keySpecs(in settings: ShellSettings) -> [KeySpec] {
    settings.keySpecs(for: name, defaults: defaults)
  }

  func value(of option: ShellOption, in settings: ShellSettings) -> String {
    if option == .rank { return settings.ranking(for: profile).description }
    var options = defaults
    settings.fuse.apply(to: &options)
    return option.value(in: settings, options: options)
  }
}
