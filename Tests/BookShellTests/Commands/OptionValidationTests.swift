import Models
import Services
import Testing

@testable import BookShell

@Suite struct OptionValidationTests {
  /// The corpora `--corpus` accepts here (the session's own come from its profiles).
  static let corpora: [CorpusName] = ["books", "movies", "people"]

  @Test(
    arguments: [
      (ShellOption.threshold, "0.25", "0.25"), (.threshold, "1", "1"), (.distance, "40", "40"),
      (.location, "3", "3"), (.ignoreLocation, "on", "true"), (.ignoreDiacritics, "yes", "true"),
      (.isCaseSensitive, "TRUE", "true"), (.useExtendedSearch, "1", "true"),
      (.useTokenSearch, "false", "false"), (.limit, "5", "5"), (.minMatchCharLength, "2", "2"),
      (.fieldNormWeight, "0.5", "0.5"), (.debounce, "150", "150ms"), (.debounce, "0.5s", "500ms"),
      (.debounce, "0", "0ms"), (.typeInterval, "20ms", "20ms"),
    ])
  func acceptsValidValues(option: ShellOption, value: String, shown: String) throws {
    var settings = ShellSettings()
    try option.apply(value, to: &settings)
    try settings.validate()
    #expect(option.value(in: settings, options: try settings.options(for: Book.profile)) == shown)
  }

  @Test(
    arguments: [
      (ShellOption.threshold, "1.5"), (.threshold, "nan"), (.threshold, "high"), (.distance, "-1"),
      (.location, "1.5"), (.ignoreLocation, "maybe"), (.limit, "0"), (.minMatchCharLength, "-2"),
      (.fieldNormWeight, "-1"), (.fieldNormWeight, "inf"), (.debounce, "11s"), (.debounce, "-5"),
      (.typeInterval, "fast"),
    ])
  func rejectsInvalidValuesSayingWhatIsAllowed(option: ShellOption, value: String) {
    var settings = ShellSettings()
    #expect(
      throws: ShellError.invalidValue(what: option.rawValue, value: value, allowed: option.allowed)
    ) {
      try option.apply(value, to: &settings)
    }
    #expect(settings == ShellSettings(), "an invalid value leaves the settings unchanged")
  }

  @Test func invalidValueMessageNamesTheAllowedValues() {
    var settings = ShellSettings()
    do {
      try ShellOption.threshold.apply("2", to: &settings)
      Issue.record("expected an error")
    } catch {
      #expect(error.report.message == "invalid threshold '2': allowed is a number from 0 to 1.")
    }
  }

  @Test func keySpecsAreCheckedAgainstTheRecordsFields() throws {
    #expect(try KeySpec(parsing: "title:2", fields: ["title"]) == KeySpec("title", weight: 2))
    #expect(throws: ShellError.invalidValue(what: "key", value: "isbn", allowed: "title, author")) {
      try KeySpec(parsing: "isbn", fields: ["title", "author"])
    }
    #expect(throws: ShellError.self) { try KeySpec(parsing: "title:-1", fields: ["title"]) }
    #expect(throws: ShellError.self) { try KeySpec(parsing: "title:x", fields: ["title"]) }
  }

  @Test func launchFlagsParseAndReportUsageErrors() throws {
    let options = try LaunchOptions(
      parsing: ["--corpus", "movies", "--query", "kubrick", "--json"], corpora: Self.corpora)
    #expect(options.corpus == "movies")
    #expect(options.query == "kubrick")
    #expect(options.json)
    #expect(throws: ShellError.self) {
      try LaunchOptions(parsing: ["--json"], corpora: Self.corpora)
    }
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
