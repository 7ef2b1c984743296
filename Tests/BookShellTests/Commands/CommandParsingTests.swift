import Testing

@testable import BookShell

@Suite struct CommandParsingTests {
  @Test(
    arguments: [
      (":help", ShellCommand.help(nil)),
      (":help set", .help(.set)),
      (":help :LOAD", .help(.load)),
      (":corpus movies", .corpus("movies")),
      (":corpus ALL", .corpus(.all)),
      (":corpus", .corpus(nil)),
      (
        ":load movies Data/movies.json",
        .load("movies", path: "Data/movies.json", keys: nil)
      ),
      (":load books my file.json", .load("books", path: "my file.json", keys: nil)),
      (":load Movies", .load("movies", path: nil, keys: nil)),
      (
        #":load songs "My Music/songs.json""#,
        .load("songs", path: "My Music/songs.json", keys: nil)
      ),
      (":load songs '~/a b.json' ", .load("songs", path: "~/a b.json", keys: nil)),
      (
        ":load songs s.json --keys 'title^2,artist.name'",
        .load("songs", path: "s.json", keys: "title^2,artist.name")
      ),
      (
        ":load songs x--keys.json --keys=title", .load("songs", path: "x--keys.json", keys: "title")
      ),
      (":load songs --keys title", .load("songs", path: nil, keys: "title")),
      (
        ":load songs --keys 'title^2,artist' s.json",
        .load("songs", path: "s.json", keys: "title^2,artist")
      ),
      (#":load songs my\ music/s.json"#, .load("songs", path: "my music/s.json", keys: nil)),
      (#":load 'songs' "a 'b'.json""#, .load("songs", path: "a 'b'.json", keys: nil)),
      (":keys", .keys([])),
      (":keys title:2 author", .keys(["title:2", "author"])),
      (":set threshold 0.3", .set("threshold", value: "0.3")),
      (":set IGNORELOCATION on", .set("ignoreLocation", value: "on")),
      (":set LIMIT", .showOption("limit")),
      (":show", .show),
      (
        #":add {"name": "Ada", "role": "x", "knownFor": "y"}"#,
        .add(json: #"{"name": "Ada", "role": "x", "knownFor": "y"}"#)
      ),
      (":remove 2", .remove(2)),
      (":type  pride and", .type("pride and")),
      (":live", .live),
      (":stats", .stats),
      (":explain 1", .explain(1)),
      (":quit", .quit),
      (":quit  ", .quit),
      (":q!", .quit),
      (":Q! ", .quit),
    ])
  func parses(line: String, command: ShellCommand) throws {
    #expect(try ShellCommand(parsing: line) == command)
  }

  @Test(
    arguments: [
      (":hlep", ShellError.unknownCommand("hlep", suggestion: "help")),
      (":quti", .unknownCommand("quti", suggestion: "quit")),
      (":explian 1", .unknownCommand("explian", suggestion: "explain")),
      (":stast", .unknownCommand("stast", suggestion: "stats")),
      (":s", .ambiguousCommand("s", candidates: ["set", "show", "stats"])),
      (":e 1", .ambiguousCommand("e", candidates: ["explain", "exit"])),
      (":zzzzzz", .unknownCommand("zzzzzz", suggestion: nil)),
      (":corpus movies books", .wrongArguments(command: "corpus", usage: "[NAME]")),
      (":load all x.json", .loadNeedsName),
      (":load", .wrongArguments(command: "load", usage: "NAME [FILE] [--keys K]")),
      (
        ":load songs s.json --keys",
        .wrongArguments(command: "load", usage: "NAME [FILE] [--keys K]")
      ),
      (
        ":load 2songs s.json",
        .invalidValue(
          what: "corpus name", value: "2songs", allowed: "a letter, then letters, digits, - or _")
      ),
      (
        #":load "my corpus" f.json"#,
        .invalidValue(
          what: "corpus name", value: "my corpus",
          allowed: "a letter, then letters, digits, - or _")
      ),
      (
        ":load songs 'open.json",
        .wrongArguments(command: "load", usage: "NAME [FILE] [--keys K]")
      ),
      (":set", .wrongArguments(command: "set", usage: "OPTION [VALUE]")),
      (":set threshold 0.3 0.4", .wrongArguments(command: "set", usage: "OPTION [VALUE]")),
      (":set treshold", .unknownOption("treshold", suggestion: "threshold")),
      (":set treshold 1", .unknownOption("treshold", suggestion: "threshold")),
      (
        ":explain 0",
        .invalidValue(
          what: "result number", value: "0",
          allowed: "a result number from the last search (1, 2, …)")
      ),
      (
        ":remove x",
        .invalidValue(
          what: "result number", value: "x",
          allowed: "a result number from the last search (1, 2, …)")
      ),
      (":type", .wrongArguments(command: "type", usage: "TEXT")),
      (":help set show", .wrongArguments(command: "help", usage: "[COMMAND]")),
      (":help zzzzzz", .unknownCommand("zzzzzz", suggestion: nil)),
    ])
  func rejects(line: String, error: ShellError) {
    #expect(throws: error) { try ShellCommand(parsing: line) }
  }

  @Test func unknownCommandMessageSuggestsTheClosest() {
    let message = ShellError.unknownCommand("hlep", suggestion: "help").report
    #expect(
      message.message == "unknown command :hlep. Did you mean :help? Type :help for the list.")
    #expect(message.exitCode == 2)
  }

  @Test func everyCommandHasOneTableRowAndParsesToItself() throws {
    #expect(ShellCommandTable.entries.map(\.command) == ShellCommandTable.Name.allCases)
    #expect(try ShellCommand(parsing: ":quit") == .quit)
    #expect(try ShellCommand(parsing: ":stats") == .stats)
    #expect(throws: ShellError.self) { try ShellCommand(parsing: ":quitting") }
  }

  /// `:help set` gives the usage, the summary and every option with the values it takes.
  @Test func helpForACommandSaysWhatItTakes() {
    let help = ShellCommandTable.helpText(for: .set, corpora: ["books", "songs"])
    let lines = help.split(separator: "\n").map(String.init)
    #expect(lines.first == "usage: :set OPTION [VALUE]")
    for option in ShellOptions.names {
      #expect(
        lines.contains {
          $0.hasPrefix("  \(option) ") && $0.hasSuffix(ShellOptions.allowed(for: option))
        },
        "\(option) in \(help)")
    }
    #expect(
      ShellCommandTable.helpText(for: .corpus, corpora: ["books", "songs"])
        .hasSuffix("Corpora: books, songs, all."))
  }

  @Test func helpListsEveryCommandOfTheTable() {
    let help = ShellCommandTable.helpText(corpora: ["books", "songs"])
    for entry in ShellCommandTable.entries {
      #expect(help.contains(":" + entry.name), "\(entry.name) is missing from :help")
    }
    #expect(help.contains("every line is answered, in order"), "lines are never coalesced")
    #expect(help.contains("debounced and cancelling the search under way, is :live; :type shows"))
    // One line a paragraph: the shell folds it to the window's width.
    #expect(!help.contains("every\nline"))
    #expect(help.contains("Ctrl-C cancels the line, a search or a :load"))
    #expect(help.contains("Corpora: books, songs, all."), "the corpora come from the session")
    #expect(
      ShellCommandTable.names == [
        "help", "corpus", "load", "keys", "set", "show", "add", "remove", "type", "live", "stats",
        "explain", "quit",
      ])
  }
}

@Suite struct SuggestionTests {
  @Test(arguments: [
    ("kitten", "sitting", 3), ("", "abc", 3), ("abc", "abc", 0), ("flaw", "lawn", 2),
    ("Fuß", "Fus", 1), ("hlep", "help", 1), ("ab", "ba", 1),
  ])
  func editDistance(first: String, second: String, distance: Int) {
    #expect(Suggestions.editDistance(first, second) == distance)
    #expect(Suggestions.editDistance(second, first) == distance)
  }

  @Test func closestIgnoresCaseAndFarNames() {
    #expect(Suggestions.closest(to: "CORPSU", in: ShellCommandTable.names) == "corpus")
    #expect(Suggestions.closest(to: "q", in: ShellCommandTable.names) == "quit")
    #expect(Suggestions.closest(to: "banana", in: ShellCommandTable.names) == nil)
    #expect(Suggestions.closest(to: "", in: ShellCommandTable.names) == nil)
  }
}
