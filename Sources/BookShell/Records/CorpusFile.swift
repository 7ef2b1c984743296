import Foundation
import Models

/// A corpus file as the user names it: the path resolved to an absolute one, the shipped
/// corpora's files found wherever the shell runs, and the bytes read.
enum CorpusFile {
  /// The folder of the real corpora that ship with the package (`Data/` at the repository's
  /// root), fixed when the shell is compiled: this file's path, four levels up.
  ///
  /// It costs the binary one path string (no corpus is copied into it or beside it), and holds
  /// as long as the checkout the shell was built from does; a shell moved elsewhere names the
  /// path it looked for.
  static let shippedFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Data").path

  /// The shipped file of a corpus the package declares (`Data/movies.json`), whether or not
  /// it is there.
  ///
  /// - Parameter name: The corpus's name.
  /// - Returns: The file's absolute path.
  static func shipped(_ name: CorpusName) -> String {
    URL(fileURLWithPath: shippedFolder).appendingPathComponent(name.rawValue + ".json").path
  }

  /// The name that stands for the standard input, as for every Unix tool that takes a file.
  static let standardInput = "-"

  /// How messages name what a path reads: the path, or `standard input` for ``standardInput``.
  ///
  /// - Parameter path: A path as ``resolve(_:in:home:)`` gives it.
  /// - Returns: The name for messages.
  static func source(_ path: String) -> String {
    path == standardInput ? "standard input" : path
  }

  /// A path as typed, made absolute: `~` expanded (to `$HOME`, as a shell does) and `~user`
  /// (to that user's home), a relative path taken from `directory`, `.` and `..` resolved.
  ///
  /// - Parameters:
  ///   - typed: The path (already without its quotes).
  ///   - directory: The folder a relative path starts from (default: the working directory).
  ///   - home: The home folder `~` stands for (default: `$HOME`, else the user's).
  /// - Returns: The absolute path, or ``standardInput`` as it is.
  static func resolve(
    _ typed: String, in directory: String = FileManager.default.currentDirectoryPath,
    home: String? = ProcessInfo.processInfo.environment["HOME"]
  ) -> String {
    if typed == standardInput { return typed }
    var expanded = typed
    if typed == "~" || typed.hasPrefix("~/") {
      let folder = home.flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
      expanded = folder + typed.dropFirst()
    } else if typed.hasPrefix("~") {
      expanded = NSString(string: typed).expandingTildeInPath
    }
    let base = URL(fileURLWithPath: directory, isDirectory: true)
    return URL(fileURLWithPath: expanded, relativeTo: base).standardizedFileURL.path
  }

  /// Reads a file's bytes, or the standard input's to their end, off the main actor.
  ///
  /// - Parameter path: An absolute path (a regular file, a named pipe, `/dev/stdin`, a process
  ///   substitution), or ``standardInput``.
  /// - Returns: The contents.
  /// - Throws: ``ShellError/load(_:)`` naming the path (or `standard input`): not found, a
  ///   directory, no permission, a failed read.
  @concurrent
  static func read(_ path: String) async throws(ShellError) -> Data {
    do {
      if path == standardInput {
        return try CorpusLoader.contents(ofDescriptor: 0, source: source(path))
      }
      return try CorpusLoader.contents(ofFile: path)
    } catch {
      throw ShellError.load(error)
    }
  }
}
