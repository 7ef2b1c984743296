import Foundation
import TestSupport
import Testing

@testable import BookShell

/// The line editor's history and its file.
@MainActor @Suite struct LineHistoryTests {
  @Test func entriesFollowBashsRules() {
    var warnings: [String] = []
    let history = LineHistory(file: nil) { warnings.append($0) }
    for line in ["dune", "dune", " secret", "", "   ", "hobbit", "dune"] { history.add(line) }
    #expect(history.entries == ["dune", "hobbit", "dune"])
    #expect(warnings.isEmpty)
  }

  @Test func theFileIsAppendedAndCapped() throws {
    let directory = try TemporaryDirectory()
    let file = HistoryFile(path: directory.url.path + "/a/b/history", makesFolders: true)
    var warnings: [String] = []
    let history = LineHistory(file: file) { warnings.append($0) }
    for number in 1...(LineHistory.capacity + 5) { history.add("q\(number)") }
    #expect(history.entries.count == LineHistory.capacity)
    #expect(try file.read().count == LineHistory.capacity + 5, "appended as entered")
    history.close()
    let kept = try file.read()
    #expect(kept.count == LineHistory.capacity)
    #expect(kept.first == "q6" && kept.last == "q1005")
    #expect(LineHistory(file: file) { warnings.append($0) }.entries == kept)
    #expect(warnings.isEmpty)
  }

  /// The file `BOOKSHELL_HISTORY` names is kept only in a folder that exists: none is made,
  /// and a missing one is one warning at the start; the default places make their folders.
  @Test func aChosenFileMakesNoFolder() throws {
    let directory = try TemporaryDirectory()
    let path = directory.url.path + "/missing/dir/h"
    let file = try #require(HistoryFile.location(in: ["BOOKSHELL_HISTORY": path]))
    var warnings: [String] = []
    let history = LineHistory(file: file) { warnings.append($0) }
    #expect(
      warnings == [
        "warning: cannot keep the history file \(path): the folder \(directory.url.path)"
          + "/missing/dir does not exist; history is off for this session"
      ])
    history.add("dune")
    history.close()
    #expect(history.entries == ["dune"])
    #expect(warnings.count == 1)
    #expect(!FileManager.default.fileExists(atPath: directory.url.path + "/missing"))

    let state = try #require(HistoryFile.location(in: ["XDG_STATE_HOME": directory.url.path]))
    LineHistory(file: state) { warnings.append($0) }.add("dune")
    #expect(try state.read() == ["dune"], "the default place makes its folder")
    #expect(warnings.count == 1)
  }

  @Test func whereTheFileIs() {
    #expect(
      HistoryFile.location(in: ["XDG_STATE_HOME": "/state", "HOME": "/home/u"])?.path
        == "/state/bookshell/history")
    #expect(
      HistoryFile.location(in: ["XDG_STATE_HOME": "relative", "HOME": "/home/u"])?.path
        == "/home/u/.local/state/bookshell/history", "XDG_STATE_HOME must be absolute")
    #expect(
      HistoryFile.location(in: ["BOOKSHELL_HISTORY": "/x/h", "XDG_STATE_HOME": "/state"])?.path
        == "/x/h")
    #expect(HistoryFile.location(in: ["BOOKSHELL_HISTORY": "", "HOME": "/home/u"]) == nil)
    #expect(HistoryFile.location(in: [:]) == nil)
  }
}
