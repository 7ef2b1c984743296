import Testing

@testable import BookShell

@Suite struct CommandParsingTests {
  @Test func parsesHelp() throws {
    #expect(try ShellCommand(parsing: ":help") == .help)
  }
}
