import FuseCore

/// What `BookShell --version` prints.
enum ShellVersion {
  /// The package's version: the newest in CHANGELOG.md, whose git tag it is.
  static let package = "0.1.0"

  /// The line `--version` prints: the package's version and the Fuse.js release the engine
  /// reproduces ("BookShell 0.1.0 (Fuse.js 7.6.0-beta.0)").
  static var line: String { "BookShell \(package) (Fuse.js \(Fuse.version))" }
}
