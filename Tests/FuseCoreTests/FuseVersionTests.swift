import Testing

@testable import FuseCore

@Suite struct FuseVersionTests {
  @Test func reportsTheFuseJSReleaseItPorts() {
    #expect(Fuse.version == "7.6.0-beta.0")
  }
}
