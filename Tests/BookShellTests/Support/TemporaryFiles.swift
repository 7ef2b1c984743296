import Foundation

/// Files in a fresh temporary directory that is removed when the value goes away, so tests
/// leave nothing behind in the system temporary directory.
final class TemporaryFiles {
  let directory: URL

  init() throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("BookShellTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: directory)
  }

  /// Writes `bytes` to a file called `name` and returns its path.
  func write(_ bytes: [UInt8], to name: String) throws -> String {
    let url = directory.appendingPathComponent(name)
    try Data(bytes).write(to: url)
    return url.path
  }

  /// Writes `text` as UTF-8 to a file called `name` and returns its path.
  func write(_ text: String, to name: String) throws -> String {
    try write(Array(text.utf8), to: name)
  }
}
