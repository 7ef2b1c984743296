import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Where the line editor's history is kept between sessions, and how it is read and written:
/// one line per entry, UTF-8, appended as lines are entered and cut to the newest
/// ``LineHistory/capacity`` lines when a session starts and ends.
struct HistoryFile: Sendable, Hashable {
  /// The file's path.
  let path: String
  /// Whether appending makes the file's missing folders (the default places do; a file the
  /// user names must be in a folder that exists).
  let makesFolders: Bool

  /// The history file the environment asks for: `BOOKSHELL_HISTORY` when set (empty turns the
  /// history off; its folder must exist, none is made), else
  /// `$XDG_STATE_HOME/bookshell/history` (an absolute `XDG_STATE_HOME` only, as the XDG spec
  /// says), else `~/.local/state/bookshell/history` (both make their missing folders, as the
  /// XDG spec says).
  ///
  /// - Parameter variables: The environment.
  /// - Returns: The file, or `nil` for no history file.
  static func location(in variables: [String: String]) -> HistoryFile? {
    if let chosen = variables["BOOKSHELL_HISTORY"] {
      return chosen.isEmpty ? nil : HistoryFile(path: chosen, makesFolders: false)
    }
    if let state = variables["XDG_STATE_HOME"], state.hasPrefix("/") {
      return HistoryFile(path: state + "/bookshell/history", makesFolders: true)
    }
    guard let home = variables["HOME"], !home.isEmpty else { return nil }
    return HistoryFile(path: home + "/.local/state/bookshell/history", makesFolders: true)
  }

  /// A problem with the file, as the one-line warning says it.
  struct Problem: Error, Sendable, Hashable {
    /// "cannot read the history file /path: permission denied".
    var message: String
  }

  /// The entries in the file, oldest first; none when it does not exist yet.
  ///
  /// - Throws: ``Problem`` when it exists but cannot be read.
  func read() throws(Problem) -> [String] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      guard errno == ENOENT else { throw problem(reading: errno) }
      return []
    }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        bytes += chunk[..<count]
      } else if count < 0 && errno == EINTR {
        continue
      } else if count < 0 {
        throw problem(reading: errno)
      } else {
        break
      }
    }
    return String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
  }

  /// Checks that the file can be kept: its folder exists, or will be made.
  ///
  /// - Throws: ``Problem`` when the folder of a file that makes no folders does not exist.
  func checkFolder() throws(Problem) {
    guard !makesFolders, let slash = path.lastIndex(of: "/") else { return }
    let folder = slash == path.startIndex ? "/" : String(path[..<slash])
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue
    else {
      throw Problem(
        message: "cannot keep the history file \(path): the folder \(folder) does not exist")
    }
  }

  /// Appends one entry, making the file (mode 600), and its folders (mode 700) if
  /// ``makesFolders``.
  ///
  /// - Parameter entry: The line, without a line break.
  /// - Throws: ``Problem`` when it cannot be written.
  func append(_ entry: String) throws(Problem) {
    if makesFolders { try makeFolder() }
    let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw problem(writing: errno) }
    defer { close(descriptor) }
    let bytes = Array((entry + "\n").utf8)
    let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    guard written == bytes.count else { throw problem(writing: errno) }
  }

  /// Cuts the file to its newest `capacity` entries (written to a new file that replaces it, so
  /// a crash never leaves half a history); does nothing when it holds no more.
  ///
  /// - Parameter capacity: The most entries kept.
  /// - Throws: ``Problem`` when it cannot be read or written.
  func trim(to capacity: Int) throws(Problem) {
    let entries = try read()
    guard entries.count > capacity else { return }
    let kept = entries.suffix(capacity).map { $0 + "\n" }.joined()
    let temporary = path + ".new"
    guard
      FileManager.default.createFile(
        atPath: temporary, contents: Data(kept.utf8), attributes: [.posixPermissions: 0o600])
    else { throw Problem(message: "cannot write the history file \(temporary)") }
    guard rename(temporary, path) == 0 else {
      let error = errno
      unlink(temporary)
      throw problem(writing: error)
    }
  }

  /// Makes the file's folders (mode 700) if they do not exist.
  private func makeFolder() throws(Problem) {
    let folders = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
    var folder = ""
    for (position, name) in folders.enumerated() {
      folder += (position == 0 ? "" : "/") + name
      guard !name.isEmpty, name != ".", name != ".." else { continue }
      if mkdir(folder, 0o700) != 0 && errno != EEXIST { throw problem(writing: errno) }
    }
  }

  /// The problem of a failed read, from its `errno`.
  private func problem(reading error: Int32) -> Problem {
    Problem(message: "cannot read the history file \(path): \(Self.describe(error))")
  }

  /// The problem of a failed write, from its `errno`.
  private func problem(writing error: Int32) -> Problem {
    Problem(message: "cannot write the history file \(path): \(Self.describe(error))")
  }

  /// An `errno` in words: "permission denied", "is a directory".
  private static func describe(_ error: Int32) -> String {
    String(cString: strerror(error)).lowercased()
  }
}
