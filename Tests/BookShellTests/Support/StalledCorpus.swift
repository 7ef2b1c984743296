import Foundation
import FuseCore
import Services
import TestSupport

@testable import BookShell

/// A corpus whose searches and loads wait on a clock nobody advances, so only cancellation
/// ends them (for the Ctrl-C tests); everything else is the wrapped corpus's.
struct StalledCorpus: ShellCorpus {
  /// The corpus wrapped.
  let base: any ShellCorpus
  /// The clock searches and loads wait on (a test waits for them to park on it).
  let stall: ManualClock

  var name: CorpusName { base.name }
  var fieldNames: [String] { base.fieldNames }
  var member: SearchCatalog.Member { base.member }
  func group(in found: SearchCatalog.Results) -> ShellResultGroup { base.group(in: found) }
  func count() async -> Int { await base.count() }

  /// Waits until cancelled, then throws `CancellationError`.
  func search(_ query: String, limit: Int) async throws -> ShellResultGroup {
    try await stall.sleep(for: .seconds(1))
    return try await base.search(query, limit: limit)
  }

  func explain(_ query: String, refIndex: Int) async -> Fuse.ScoreExplanation? {
    await base.explain(query, refIndex: refIndex)
  }

  func relevanceExplanation(_ query: String, refIndex: Int) async -> RelevanceExplanation? {
    await base.relevanceExplanation(query, refIndex: refIndex)
  }

  func ranking() async -> SearchRanking { await base.ranking() }

  /// Waits until cancelled (reading the file, as it were), then throws
  /// ``ShellError/loadCancelled(_:)``.
  func load(
    _ data: consuming Data, source: String, parsed: @escaping @MainActor @Sendable (Int) -> Void
  ) async throws(ShellError) -> Int {
    do {
      try await stall.sleep(for: .seconds(1))
    } catch {
      throw ShellError.loadCancelled(name)
    }
    return try await base.load(consume data, source: source, parsed: parsed)
  }

  func add(json: String) async throws(ShellError) -> [String] { try await base.add(json: json) }
  func remove(_ hit: ShellHit) async -> Bool { await base.remove(hit) }
  func keySpecs() async -> [KeySpec] { await base.keySpecs() }
  func setKeys(_ specs: [KeySpec]) async throws(ShellError) { try await base.setKeys(specs) }

  func set(_ option: String, to text: String, session: ShellSettings) async throws(ShellError) {
    try await base.set(option, to: text, session: session)
  }

  func value(of option: String, session: ShellSettings) async -> String {
    await base.value(of: option, session: session)
  }
}
