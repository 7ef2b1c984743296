// Fuzz target: BookShell's command-line parser (`ShellCommand(parsing:)`), and what the shell
// does next with a parsed `:set` or `:keys` (apply the value, build options, search) or an error
// (format its report).
//
// Checks: parsing is case-insensitive in the command name and deterministic; every error has a
// non-empty, bounded message with exit code 2; a `:set` either changes the setting and yields
// valid options whose searches keep the result invariants, or fails and leaves the settings as
// they were.
//
// Input: the line as UTF-8 (a ":" is put in front when missing).
import FuseCore
import Models
import Services

/// A few books to search after a `:set`.
private let books = (try? EmbeddedCorpus.books()).map { Array($0.prefix(12)) } ?? []

/// libFuzzer's entry point: runs one input and traps when an invariant breaks.
///
/// - Parameters:
///   - data: The input's bytes.
///   - count: The number of bytes.
/// - Returns: 0, as libFuzzer expects.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzShellCommand(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
  var line = String(decoding: UnsafeRawBufferPointer(start: data, count: count), as: UTF8.self)
  if !line.hasPrefix(":") { line = ":" + line }
  let command: ShellCommand
  do {
    command = try ShellCommand(parsing: line)
  } catch {
    checkReport(error, line: line)
    return 0
  }
  let name = line.drop { $0 == ":" }.prefix { !$0.isWhitespace }
  let upper = ":" + name.uppercased() + line.drop { $0 == ":" }.dropFirst(name.count)
  if name.allSatisfy(\.isASCII) {
    fuzzCheck((try? ShellCommand(parsing: upper)) == command, "case changes the command: \(line)")
  }
  fuzzCheck((try? ShellCommand(parsing: line)) == command, "parsing is not deterministic: \(line)")

  var settings = ShellSettings()
  switch command {
  case .set(let option, let value):
    let before = settings
    do {
      try option.apply(value, to: &settings)
    } catch {
      fuzzCheck(settings == before, "a failed :set changed the settings: \(line)")
      checkReport(error, line: line)
      return 0
    }
    if let options = try? settings.options(for: Book.profile) {
      _ = option.value(in: settings, options: options)
    }
  case .keys(let specs):
    var parsed: [KeySpec] = []
    for spec in specs {
      guard let key = try? KeySpec(parsing: spec, fields: Book.profile.fieldNames) else { return 0 }
      parsed.append(key)
    }
    if !parsed.isEmpty { settings.keys["books"] = parsed }
  default:
    return 0
  }
  guard let options = try? settings.options(for: Book.profile),
    let fuse = try? Fuse.Search(books, options: options)
  else { return 0 }
  let results = fuse.search("the war", limit: settings.limit)
  checkResults(
    results, documentCount: books.count, limit: settings.limit, sorted: true,
    context: "after \(line)")
  var stringOptions = FuseOptions<String>()
  settings.fuse.apply(to: &stringOptions)
  if let match = try? Fuse.match("the war", in: "War and Peace", options: stringOptions) {
    fuzzCheck(isValidScore(match.score), "match score \(match.score) after \(line)")
  }
  return 0
}

/// An error's report: non-empty, bounded (values are clipped), exit code 2.
private func checkReport(_ error: ShellError, line: String) {
  let report = error.report
  fuzzCheck(!report.message.isEmpty, "empty error message for \(line)")
  fuzzCheck(report.exitCode == 2, "exit code \(report.exitCode) for \(line)")
  fuzzCheck(report.message.count <= 600, "unbounded error message for \(line.count) characters")
}
