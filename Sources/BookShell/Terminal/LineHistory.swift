/// The lines entered before, for the line editor's ↑/↓ and Ctrl-R, kept across sessions in a
/// ``HistoryFile`` when there is one.
///
/// As bash keeps it: a line the same as the one before is not added again, and a line starting
/// with a space is not kept at all (a way to type something the history should not hold).
/// A file that cannot be read or written gives one warning and the session goes on without it.
@MainActor
final class LineHistory {
  /// The most entries kept, in memory and in the file.
  static let capacity = 1_000

  /// The entries, oldest first.
  private(set) var entries: [String] = []
  /// The file, until it fails.
  private var file: HistoryFile?
  /// Where warnings go (one line each, without the line break).
  private let warn: (String) -> Void

  /// A history, read from `file` if there is one.
  ///
  /// - Parameters:
  ///   - file: The file to read and append to, or `nil` for a history of this session only.
  ///   - warn: Shows a one-line warning.
  init(file: HistoryFile?, warn: @escaping (String) -> Void) {
    self.warn = warn
    self.file = file
    guard let file else { return }
    do throws(HistoryFile.Problem) {
      try file.checkFolder()
      try file.trim(to: Self.capacity)
      entries = Array(try file.read().suffix(Self.capacity))
    } catch {
      fail(error)
    }
  }

  /// Adds a line entered (and appends it to the file), unless it is blank, starts with a space
  /// or repeats the newest entry.
  ///
  /// - Parameter line: The line, as entered.
  func add(_ line: String) {
    guard let first = line.first, !first.isWhitespace, line != entries.last else { return }
    entries.append(line)
    if entries.count > Self.capacity { entries.removeFirst(entries.count - Self.capacity) }
    guard let file else { return }
    do throws(HistoryFile.Problem) {
      try file.append(line)
    } catch {
      fail(error)
    }
  }

  /// Cuts the file to ``capacity`` entries at the end of the session.
  func close() {
    guard let file else { return }
    do throws(HistoryFile.Problem) {
      try file.trim(to: Self.capacity)
    } catch {
      fail(error)
    }
  }

  /// Warns once and stops using the file.
  private func fail(_ problem: HistoryFile.Problem) {
    file = nil
    warn("warning: \(problem.message); history is off for this session")
  }
}
