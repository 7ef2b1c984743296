import Foundation
import FuseCore
import Models
import Services
import Testing

@testable import BookShell

@Suite struct OptionValidationTests {
  /// The corpora `--corpus` accepts here (the session's own come from its profiles).
  static let corpora: [CorpusName] = ["books", "movies", "people"]

  /// The values `:set` starts from in the books corpus: its profile's options and ranking.
  static func values() throws -> OptionValues<Book> {
    OptionValues(
      search: try Book.profile.options, ranking: Book.profile.ranking, session: ShellSettings())
  }

  /// A valid value for every option, other than its value in `values()`.
  static let changes = [
    ("threshold", "0.25", "0.25"), ("distance", "40", "40"), ("location", "3", "3"),
    ("ignoreLocation", "on", "true"), ("ignoreDiacritics", "no", "false"),
    ("isCaseSensitive", "TRUE", "true"), ("useExtendedSearch", "1", "true"),
    ("useTokenSearch", "false", "false"), ("limit", "5", "5"), ("minMatchCharLength", "2", "2"),
    ("fieldNormWeight", "0.75", "0.75"), ("debounce", "150", "150ms"),
    ("typeInterval", "20ms", "20ms"), ("rank", "FUSE", "fuse"),
    ("rules", "Typos,phrase", "phrase,typos"),
  ]

  @Test func theTableHasOneRowPerOptionAndEveryRowAValidChange() {
    #expect(ShellOptions.names == Self.changes.map(\.0))
    #expect(Set(ShellOptions.names).count == ShellOptions.names.count)
  }

  /// Each row writes its own field and no other (no fallback branch picks a field).
  @Test(arguments: changes)
  func eachOptionWritesItsOwnFieldOnly(name: String, value: String, shown: String) throws {
    let table = ShellOptions.table(for: Book.self)
    let option = try #require(ShellOptions.option(named: name, for: Book.self))
    var values = try Self.values()
    let before = table.map { $0.value(in: values) }
    try option.apply(value, to: &values)
    #expect(option.value(in: values) == shown)
    let changed = zip(table, zip(before, table.map { $0.value(in: values) }))
      .filter { $1.0 != $1.1 }.map(\.0.name)
    #expect(changed == [name])
  }

  @Test(
    arguments: [
      ("threshold", "1"), ("debounce", "0.5s"), ("debounce", "0"), ("rank", "relevance"),
      ("rules", "none"), ("rules", "-popularity"),
    ])
  func acceptsBoundaryValues(name: String, value: String) throws {
    let option = try #require(ShellOptions.option(named: name, for: Book.self))
    var values = try Self.values()
    try option.apply(value, to: &values)
  }

  @Test(
    arguments: [
      ("threshold", "1.5"), ("threshold", "nan"), ("threshold", "high"), ("distance", "-1"),
      ("location", "1.5"), ("ignoreLocation", "maybe"), ("limit", "0"),
      ("minMatchCharLength", "-2"), ("fieldNormWeight", "-1"), ("fieldNormWeight", "inf"),
      ("debounce", "11s"), ("debounce", "-5"), ("typeInterval", "fast"), ("rank", "best"),
      ("rules", "typo"), ("rules", "phrase,-typos"), ("rules", ""),
    ])
  func rejectsInvalidValuesSayingWhatIsAllowed(name: String, value: String) throws {
    let table = ShellOptions.table(for: Book.self)
    let option = try #require(ShellOptions.option(named: name, for: Book.self))
    var values = try Self.values()
    let before = table.map { $0.value(in: values) }
    #expect(
      throws: ShellError.invalidValue(what: name, value: value, allowed: option.allowed)
    ) {
      try option.apply(value, to: &values)
    }
    #expect(table.map { $0.value(in: values) } == before, "an invalid value changes nothing")
  }

  @Test func invalidValueMessageNamesTheAllowedValues() throws {
    let option = try #require(ShellOptions.option(named: "threshold", for: Book.self))
    var values = try Self.values()
    do {
      try option.apply("2", to: &values)
      Issue.record("expected an error")
    } catch {
      #expect(error.report.message == "invalid threshold '2': allowed is a number from 0 to 1.")
    }
  }

  @Test func sessionOptionsNeedNoCorpus() throws {
    var settings = ShellSettings()
    try ShellOptions.apply("limit", "3", to: &settings)
    #expect(settings.limit == 3)
    #expect(ShellOptions.value(of: "limit", in: settings) == "3")
    #expect(ShellOptions.value(of: "threshold", in: settings) == nil, "a search option")
    #expect(
      throws: ShellError.invalidValue(what: "limit", value: "0", allowed: "a whole number ≥ 1")
    ) {
      try ShellOptions.apply("limit", "0", to: &settings)
    }
    #expect(settings.limit == 3)
    #expect(try ShellOptions.name(matching: "TYPEINTERVAL") == "typeInterval")
    #expect(ShellOptions.scope(of: "rank") == .ranking)
  }

  @Test func keySpecsAreCheckedAgainstTheRecordsFields() throws {
    #expect(try KeySpec(parsing: "title:2", fields: ["title"]) == KeySpec("title", weight: 2))
    #expect(try KeySpec(parsing: "title^2", fields: ["title"]) == KeySpec("title", weight: 2))
    #expect(throws: ShellError.invalidValue(what: "key", value: "isbn", allowed: "title, author")) {
      try KeySpec(parsing: "isbn", fields: ["title", "author"])
    }
    #expect(throws: ShellError.self) { try KeySpec(parsing: "title:-1", fields: ["title"]) }
    #expect(throws: ShellError.self) { try KeySpec(parsing: "title:x", fields: ["title"]) }
    #expect(throws: ShellError.self) { try KeySpec(parsing: "title^0", fields: ["title"]) }
  }

  /// `--version` prints one line, the package's version (the newest released in CHANGELOG.md,
  /// past its Unreleased section) and the Fuse.js release the engine follows, and exits 0.
  @Test func versionPrintsOneLineAndExitsZero() throws {
    let outcome = try Executable.run(["--version"])
    #expect(outcome.status == 0, "\(outcome)")
    #expect(outcome.stderr.isEmpty, "\(outcome.stderr)")
    let changelog = try String(
      contentsOf: Executable.packageRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    let newest = try #require(
      changelog.split(separator: "\n").first { $0.hasPrefix("## ") && $0 != "## Unreleased" }?
        .dropFirst(3))
    #expect(outcome.stdout == "BookShell \(newest) (Fuse.js \(Fuse.version))\n")
    #expect(try LaunchOptions(parsing: ["--version"], corpora: Self.corpora).version)
  }

  @Test func launchFlagsParseAndReportUsageErrors() throws {
    let options = try LaunchOptions(
      parsing: ["--corpus", "movies", "--query", "kubrick", "--json"], corpora: Self.corpora)
    #expect(options.corpus == "movies")
    #expect(options.query == "kubrick")
    #expect(options.json)
    #expect(try LaunchOptions(parsing: ["--json"], corpora: Self.corpora).json, "JSON Lines")
    #expect(try LaunchOptions(parsing: ["--bail"], corpora: Self.corpora).bail)
    #expect(try LaunchOptions(parsing: ["--json", "--live"], corpora: Self.corpora).live)
    #expect(throws: ShellError.self) {
      try LaunchOptions(parsing: ["--corpus"], corpora: Self.corpora)
    }
    #expect(throws: ShellError.self) {
      try LaunchOptions(parsing: ["--corpus", "films"], corpora: Self.corpora)
    }
    #expect(throws: ShellError.self) {
      try LaunchOptions(parsing: ["--qeury", "x"], corpora: Self.corpora)
    }
    #expect(throws: ShellError.self) {
      try LaunchOptions(parsing: ["--corpus", "all", "--data", "x"], corpora: Self.corpora)
    }
    do {
      _ = try LaunchOptions(parsing: ["--qeury", "x"], corpora: Self.corpora)
    } catch {
      #expect(error.report.exitCode == 2)
      #expect(error.report.message.hasPrefix("unknown argument '--qeury'; did you mean --query?"))
    }
  }

  @Test func launchFlagsTakeTheCorporaTheyAreGiven() throws {
    let songs = try LaunchOptions(parsing: ["--corpus", "Songs"], corpora: ["songs", "books"])
    #expect(songs.corpus == "songs")
    #expect(try LaunchOptions(parsing: [], corpora: ["songs", "books"]).corpus == "songs")
    do {
      _ = try LaunchOptions(parsing: ["--corpus", "movies"], corpora: ["songs", "books"])
      Issue.record("expected an error")
    } catch {
      #expect(
        error.report.message.hasPrefix("invalid corpus 'movies': allowed is songs, books, all"))
    }
    let usage = LaunchOptions.usage(corpora: ["songs", "books"])
    #expect(usage.contains("--corpus NAME   start in songs, books or all (default: songs)"))
  }
}
