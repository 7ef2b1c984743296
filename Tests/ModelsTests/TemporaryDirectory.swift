import Foundation

/// A fresh directory under the system temporary directory, removed by ``remove()``.
struct TemporaryDirectory {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("fuse-models-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// Writes `bytes` to a file called `name` and returns its path.
  func write(_ bytes: [UInt8], to name: String) throws -> String {
    let fileURL = url.appendingPathComponent(name)
    try Data(bytes).write(to: fileURL)
    return fileURL.path
  }

  /// Writes `text` as UTF-8 to a file called `name` and returns its path.
  func write(_ text: String, to name: String) throws -> String {
    try write(Array(text.utf8), to: name)
  }

  func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}

/// Runs `body` with a fresh temporary directory and removes the directory afterwards.
func withTemporaryDirectory<Result>(
  _ body: (TemporaryDirectory) throws -> Result
) throws -> Result {
  let directory = try TemporaryDirectory()
  defer { directory.remove() }
  return try body(directory)
}
