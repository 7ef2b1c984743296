import Testing

@testable import Models

@Suite struct ModelsSmokeTests {
  @Test func moduleLinks() {
    #expect(Bool(true))
  }
}
