package import Foundation

/// A fresh directory under the system temporary directory, removed when the value goes away,
/// so tests leave nothing behind; test support, shared by the Models and BookShell tests.
package final class TemporaryDirectory {
  /// The directory.
  package let url: URL

  /// Creates an empty directory.
  ///
  /// - Throws: The file system's error when it cannot be created.
  package init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("fuse-swift-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// Writes `bytes` to a file called `name` and returns its path.
  ///
  /// - Parameters:
  ///   - bytes: The contents.
  ///   - name: The file name inside the directory.
  /// - Returns: The file's path.
  /// - Throws: The file system's error.
  package func write(_ bytes: [UInt8], to name: String) throws -> String {
    let fileURL = url.appendingPathComponent(name)
    try Data(bytes).write(to: fileURL)
    return fileURL.path
  }

  /// Writes `text` as UTF-8 to a file called `name` and returns its path.
  ///
  /// - Parameters:
  ///   - text: The contents.
  ///   - name: The file name inside the directory.
  /// - Returns: The file's path.
  /// - Throws: The file system's error.
  package func write(_ text: String, to name: String) throws -> String {
    try write(Array(text.utf8), to: name)
  }
}

/// Runs `body` with a fresh temporary directory, removed afterwards.
///
/// - Parameter body: The work; it receives the directory.
/// - Returns: What `body` returns.
/// - Throws: What creating the directory or `body` throws.
package func withTemporaryDirectory<Result>(
  _ body: (TemporaryDirectory) throws -> Result
) throws -> Result {
  let directory = try TemporaryDirectory()
  defer { withExtendedLifetime(directory) {} }
  return try body(directory)
}
