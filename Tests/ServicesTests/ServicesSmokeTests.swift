import Testing

@testable import Services

@Suite struct ServicesSmokeTests {
  @Test func moduleLinks() {
    #expect(Bool(true))
  }
}
