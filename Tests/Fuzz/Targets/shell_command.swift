// Fuzz target: BookShell's command-line parser (`ShellCommand(parsing:)`), and what the shell
// does next with a parsed `:set` or `:keys` (apply the value, build options, search) or an error
// (format its report).
//
// Checks: parsing is case-insensitive in the command name and deterministic; every error has a
// non-empty, bounded message with exit code 2; a `:set` either changes its own value only and
// yields valid options whose searches keep the result invariants, or fails and changes nothing.
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

  guard var values = try? startValues() else { return 0 }
  // The same change over strings, for `Fuse.match` (the table serves any record type).
  var stringValues = OptionValues<String>(
    search: FuseOptions(), ranking: .fuse, session: ShellSettings())
  switch command {
  case .set(let name, let value):
    guard let option = ShellOptions.option(named: name, for: Book.self) else {
      fuzzCheck(false, "a parsed :set names no option of the table: \(line)")
      return 0
    }
    let table = ShellOptions.table(for: Book.self)
    let before = table.map { $0.value(in: values) }
    do {
      try option.apply(value, to: &values)
    } catch {
      fuzzCheck(
        table.map { $0.value(in: values) } == before, "a failed :set changed a value: \(line)")
      checkReport(error, line: line)
      return 0
    }
    for (other, shown) in zip(table, before) where other.name != name {
      fuzzCheck(other.value(in: values) == shown, ":set \(name) changed \(other.name): \(line)")
    }
    try? ShellOptions.option(named: name, for: String.self)?.apply(value, to: &stringValues)
  case .keys(let specs):
    var keys: [FuseKey<Book>] = []
    for spec in specs {
      guard let key = try? KeySpec(parsing: spec, fields: Book.profile.fieldNames),
        let field = Book.profile.field(named: key.field),
        let made = try? field.key(weight: key.weight)
      else { return 0 }
      keys.append(made)
    }
    if !keys.isEmpty { values.search.keys = keys }
  default:
    return 0
  }
  let limit = values.session.limit
  guard let fuse = try? Fuse.Search(books, options: values.search) else { return 0 }
  let results = fuse.search("the war", limit: limit)
  checkResults(
    results, documentCount: books.count, limit: limit, sorted: true, context: "after \(line)")
  if let match = try? Fuse.match("the war", in: "War and Peace", options: stringValues.search) {
    fuzzCheck(isValidScore(match.score), "match score \(match.score) after \(line)")
  }
  return 0
}

/// The values a session's books corpus starts from: its profile's options (with the matches the
/// shell asks for) and ranking.
private func startValues() throws -> OptionValues<Book> {
  var options = try Book.profile.options
  options.includeMatches = true
  return OptionValues(search: options, ranking: Book.profile.ranking, session: ShellSettings())
}

/// An error's report: non-empty, bounded (values are clipped), exit code 2.
private func checkReport(_ error: ShellError, line: String) {
  let report = error.report
  fuzzCheck(!report.message.isEmpty, "empty error message for \(line)")
  fuzzCheck(report.exitCode == 2, "exit code \(report.exitCode) for \(line)")
  fuzzCheck(report.message.count <= 600, "unbounded error message for \(line.count) characters")
}
