import Testing

@testable import FuseCore

/// Compile-time checks: these only build if the types are `Sendable`.
@Suite struct SendableTests {
  func requireSendable<T: Sendable>(_ type: T.Type) -> String { String(describing: type) }

  @Test func valueTypesAreSendableWhenTheirElementIs() {
    let names = [
      requireSendable(FuseOptions<Album>.self), requireSendable(FuseKey<Album>.self),
      requireSendable(FuseResult<Album>.self), requireSendable(FuseMatch.self),
      requireSendable(FuseIndex.self),
      requireSendable(JSONValue.self), requireSendable(FuseError.self),
      requireSendable(Fuse.MatchResult.self),
    ]
    #expect(names.count == 8)
  }

  @Test func resultsCrossTaskBoundaries() async throws {
    let fuse = try Fuse.Search(["alpha", "beta"], options: FuseOptions(includeMatches: true))
    let results = fuse.search("alpha")
    let echoed = await Task.detached { results }.value
    #expect(echoed == results)
  }
}
