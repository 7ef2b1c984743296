import Testing

@testable import BookShell

@Suite struct BookShellSmokeTests {
  @Test func moduleLinks() {
    #expect(Bool(true))
  }
}
