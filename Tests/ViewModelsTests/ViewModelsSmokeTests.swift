import Testing

@testable import ViewModels

@Suite struct ViewModelsSmokeTests {
  @Test func moduleLinks() {
    #expect(Bool(true))
  }
}
