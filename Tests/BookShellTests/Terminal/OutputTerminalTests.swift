import Foundation
import TestSupport
import Testing

/// Output that reads right, on a pseudo-terminal through the built executable.
///
/// At several window sizes: the heading says what the score is where the order contradicts
/// it, a record shows at most two match lines and how many more matched, a long match is cut,
/// `:explain` gives the rank's evidence and the Fuse.js score, and loads, errors and `:add` are
/// worded right. Every line is read off the screen whole, however many rows the window wrapped
/// it on.
@Suite(.serialized) struct OutputTerminalTests {
  /// A line as the screen shows it: its text (the rows autowrap continued it on joined) and
  /// the rows it takes.
  struct WrittenLine: CustomStringConvertible {
    /// The text, trailing blanks removed.
    var text: String
    /// The rows it is drawn on.
    var rows: Range<Int>

    var description: String { "\(rows): \(text)" }
  }

  /// The screen's lines as the program wrote them: each row joined with the rows autowrap
  /// continued it on, blank lines at the end left out.
  static func writtenLines(_ screen: TerminalScreen) -> [WrittenLine] {
    let wrapped = Set(screen.wrappedRows)
    var lines: [WrittenLine] = []
    var text = ""
    var first = 0
    for row in 0..<screen.rows {
      if wrapped.contains(row) {
        // Every cell: a blank at the last column is part of the text, not padding.
        text += (0..<screen.columns).map { screen.cell(row: row, column: $0).text }.joined()
      } else {
        lines.append(WrittenLine(text: text + screen.line(row), rows: first..<row + 1))
        text = ""
        first = row + 1
      }
    }
    while lines.last?.text == "" { lines.removeLast() }
    return lines
  }

  /// `text` with each measured time (`12.3 ms`) written `T ms`, as it changes from run to run.
  static func timesHidden(_ text: String) -> String {
    text.replacing(#/\d+\.\d ms/#, with: "T ms")
  }

  /// Clears the screen (Ctrl-L), types `command` and Enter, waits for the answer, and checks
  /// what a user sees: the command on the top row, then `lines` (times hidden, see
  /// ``timesHidden(_:)``), each on as many rows as its width needs, then `prompt` with the
  /// cursor after it.
  ///
  /// - Parameters:
  ///   - terminal: The shell, at a prompt.
  ///   - command: The line typed.
  ///   - lines: The lines expected between the command and the next prompt.
  ///   - before: The prompt the command is typed at.
  ///   - prompt: The prompt expected after the answer.
  /// - Returns: The lines between the command and the prompt, as shown (times not hidden).
  @discardableResult
  static func expectAnswer(
    _ terminal: PseudoTerminal, to command: String, _ lines: [String],
    at before: String = "books> ", prompt: String = "books> ",
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> [String] {
    let mark = terminal.mark
    terminal.type("\u{0C}" + command + "\r")
    // The line break the editor writes on Enter: the screen was cleared before it.
    try #require(
      terminal.waitFor("\n", after: mark, timeout: PseudoTerminal.lineModeTimeout),
      "\(command): never entered: \(terminal.screen)", sourceLocation: sourceLocation)
    let screen = try terminal.requireScreen(command, sourceLocation: sourceLocation) {
      $0.cursor.row > 0 && $0.cursorLine == prompt
    }
    let written = writtenLines(screen)
    #expect(
      written.first?.text == before + command, "the command on the top row: \(screen)",
      sourceLocation: sourceLocation)
    #expect(
      written.last?.text == String(prompt.dropLast()), "the prompt last: \(screen)",
      sourceLocation: sourceLocation)
    let folds = unfolded(written.dropFirst().dropLast().map(\.text), as: lines)
    let shown = folds.map(\.text)
    // A line on one row reads as expected; a folded one the same but for the spaces the folds
    // took and the indents they gave.
    let same =
      folds.count == lines.count
      && zip(folds, lines).allSatisfy { fold, line in
        timesHidden(fold.text) == line || (fold.rows > 1 && loose(fold.text) == loose(line))
      }
    #expect(
      same, "\(shown.map(timesHidden)) is not \(lines):\n\(screen)",
      sourceLocation: sourceLocation)
    // The cursor after the prompt, on the last row written.
    #expect(
      screen.cursor.row == written.last?.rows.last, "\(screen)", sourceLocation: sourceLocation)
    #expect(screen.cursor.column == prompt.count, "\(screen)", sourceLocation: sourceLocation)
    // Every line of the answer folded at a space to the window's width, not cut by the
    // window's margin (the command typed is the line editor's, which the window wraps).
    let command = written.first?.rows ?? 0..<0
    #expect(
      screen.wrappedRows.allSatisfy(command.contains), "\(screen)",
      sourceLocation: sourceLocation)
    return shown
  }

  /// `text` with each run of spaces written as one: a fold drops the spaces it is made at.
  static func spacesCollapsed(_ text: String) -> String {
    text.replacing(#/ {2,}/#, with: " ")
  }

  /// `text` without its spaces, each time (`12.3`, or a hidden time's `T`) written `N`: a fold
  /// may part a time from its unit.
  static func loose(_ text: String) -> String {
    text.replacing(#/\bT ms/#, with: "N ms").replacing(#/\d+\.\d\b/#, with: "N")
      .replacing(" ", with: "")
  }

  /// The screen's rows joined back into the lines they fold: a row that starts with a space
  /// continues the line before it while the two together still begin the expected line.
  static func unfolded(_ rows: [String], as expected: [String]) -> [(text: String, rows: Int)] {
    var lines: [(text: String, rows: Int)] = []
    var rest = rows[...]
    for line in expected {
      guard var joined = rest.popFirst() else { break }
      var count = 1
      while let next = rest.first, next.hasPrefix(" "), loose(joined) != loose(line),
        loose(line).hasPrefix(loose(joined + next))
      {
        joined += next
        count += 1
        rest = rest.dropFirst()
      }
      lines.append((joined, count))
    }
    return lines + rest.map { ($0, 1) }
  }

  /// The seven results of `tolkein` the relevance order gives (Tolkien's books first, whose
  /// Fuse.js score is worse than Pippi Longstocking's).
  static let tolkein = [
    "7 results for \"tolkein\" in books (T ms) · relevance order; the score is Fuse.js's,"
      + " 0 = exact",
    " 1. The Hobbit — J.R.R. Tolkien (1937)  score 0.768",
    "      author: J.R.R. [Tolkien]",
    " 2. The Lord of the Rings — J.R.R. Tolkien (1954)  score 0.768",
    "      author: J.R.R. [Tolkien]",
    " 3. The Fellowship of the Ring — J.R.R. Tolkien (1954)  score 0.768",
    "      author: J.R.R. [Tolkien]",
    " 4. The Two Towers — J.R.R. Tolkien (1954)  score 0.768",
    "      author: J.R.R. [Tolkien]",
    " 5. The Return of the King — J.R.R. Tolkien (1955)  score 0.768",
    "      author: J.R.R. [Tolkien]",
    " 6. The Silmarillion — J.R.R. Tolkien (1977)  score 0.768",
    "      author: J.R.R. [Tolkien]",
    " 7. Pippi Longstocking — Astrid Lindgren (1945)  score 0.590",
    "      title: Pippi Longs[to]c[kin]g",
  ]

  /// Where the relevance order puts a worse Fuse.js score first the heading says what the
  /// order and the score are; where the scores are in order it says nothing more.
  @Test(arguments: [(80, 24), (40, 30), (120, 30)])
  func theHeadingSaysWhatTheScoreIs(columns: Int, rows: Int) throws {
    let terminal = try PseudoTerminal.lineMode(columns: columns, rows: rows)
    try Self.expectAnswer(terminal, to: ":set limit 8", ["limit = 8"])
    try Self.expectAnswer(terminal, to: "tolkein", Self.tolkein)
    try Self.expectAnswer(terminal, to: ":set limit 2", ["limit = 2"])
    try Self.expectAnswer(
      terminal, to: "pride",
      [
        "2 results for \"pride\" in books (T ms)",
        " 1. Pride and Prejudice — Jane Austen (1813)  score 0.072",
        "      title: [Pride] and Prejudice",
        " 2. The Prime of Miss Jean Brodie — Muriel Spark (1961)  score 0.493",
        "      title: The [Pri]m[e] of Miss Jean Brodie",
        "      author: Mu[rie]l Spark",
      ])
    terminal.quit()
  }

  /// A record shows the best match of at most two keys; where more matched, the last line
  /// ends with how many more, and only there.
  @Test(arguments: [(80, 24), (120, 30)])
  func atMostTwoMatchLinesPerRecordThenHowManyMore(columns: Int, rows: Int) throws {
    let terminal = try PseudoTerminal.lineMode(columns: columns, rows: rows)
    try Self.expectAnswer(terminal, to: ":set limit 5", ["limit = 5"])
    let shown = try Self.expectAnswer(
      terminal, to: "s",
      [
        "5 results for \"s\" in books (T ms)",
        " 1. Satantango — László Krasznahorkai (1985)  score 0.001",
        "      title: [S]atantango",
        "      author: Lá[s]zló Kra[s]znahorkai  +1 more",
        " 2. Steppenwolf — Hermann Hesse (1927)  score 0.002",
        "      title: [S]teppenwolf",
        "      author: Hermann He[ss]e  +1 more",
        " 3. Siddhartha — Hermann Hesse (1922)  score 0.007",
        "      title: [S]iddhartha",
        "      author: Hermann He[ss]e",
        " 4. Silence — Shūsaku Endō (1966)  score 0.007",
        "      title: [S]ilence",
        "      author: [S]hū[s]aku Endō",
        " 5. Solaris — Stanisław Lem (1961)  score 0.007",
        "      title: [S]olari[s]",
        "      author: [S]tani[s]ław Lem",
      ])
    #expect(shown.count { $0.hasSuffix("+1 more") } == 2)
    terminal.quit()
  }

  /// In a narrow window the lines fold at their spaces: a film's title line goes on under its
  /// title, its cast line under the cast.
  @Test(arguments: [(40, 10), (80, 24)])
  func matchLinesWrapWholeInANarrowWindow(columns: Int, rows: Int) throws {
    let terminal = try PseudoTerminal.lineMode(
      arguments: ["--no-color", "--corpus", "movies"], columns: columns, rows: rows,
      prompt: "movies> ")
    try Self.expectAnswer(
      terminal, to: ":set limit 1", ["limit = 1"], at: "movies> ", prompt: "movies> ")
    try Self.expectAnswer(
      terminal, to: "o",
      [
        "1 result for \"o\" in movies (T ms)",
        " 1. Oppenheimer (2023) — dir. Christopher Nolan  score 0.000",
        "      title: [O]ppenheimer",
        "      cast[2]: R[o]bert D[o]wney Jr.  +3 more",
      ], at: "movies> ", prompt: "movies> ")
    let screen = terminal.screen
    if columns == 40 {
      // The heading fits; the title line and the cast line do not, and go on on the next row
      // under the text they continue.
      #expect(screen.line(3) == "    Christopher Nolan  score 0.000", "\(screen)")
      #expect(screen.line(6) == "               more", "\(screen)")
    }
    terminal.quit()
  }

  /// `:help` folds its long lines (up to 208 characters) at their spaces to the window's width,
  /// a folded line going on under its text: no row is one the terminal's own wrapping
  /// continued, which cuts words where the row ends.
  @Test(arguments: [(80, 60), (50, 100)])
  func helpFoldsToTheWindow(columns: Int, rows: Int) throws {
    let terminal = try PseudoTerminal.lineMode(columns: columns, rows: rows)
    terminal.type(":help\r")
    let screen = try terminal.requireScreen("the help, then the prompt") {
      $0.lines.contains { $0.hasPrefix("Options for :set") } && $0.cursorLine == "books> "
    }
    let command = try #require(screen.lines.firstIndex(of: "books> :help"), "\(screen)")
    #expect(screen.wrappedRows.filter { $0 > command } == [], "\(screen)")
    let keys = try #require(screen.lines.firstIndex { $0.hasPrefix("Keys: ") }, "\(screen)")
    #expect(screen.line(keys + 1).hasPrefix("  "), "\(screen)")
    terminal.quit()
  }

  /// The banner folds at spaces to the window, as every other line does: no row wraps.
  @Test(arguments: [(50, 24), (40, 24)])
  func theBannerFoldsToTheWindow(columns: Int, rows: Int) throws {
    let terminal = try PseudoTerminal.lineMode(columns: columns, rows: rows)
    let screen = try terminal.requireScreen("the banner, then the prompt") {
      $0.cursorLine == "books> "
    }
    #expect(screen.lines.contains { $0.hasPrefix("BookShell") }, "\(screen)")
    #expect(screen.wrappedRows == [], "\(screen)")
    terminal.quit()
  }

  /// A match longer than 200 characters is cut there with `…`, and the line wraps whole.
  @Test(arguments: [(80, 24), (40, 24)])
  func aLongMatchIsCutAt200Characters(columns: Int, rows: Int) throws {
    let directory = try TemporaryDirectory()
    let words = Array(repeating: "lorem ipsum dolor sit amet", count: 10).joined(separator: " ")
    let title = "Zyzzyva " + words
    let file = try directory.write(
      #"[{"title": "\#(title)", "author": "Ann Onymous"}]"#, to: "books.json")
    let terminal = try PseudoTerminal.lineMode(
      arguments: ["--no-color", "--data", file], columns: columns, rows: rows)
    let cut = String(("[Zyzzyva] " + words).prefix(202))
    #expect(cut.hasSuffix(" lor"), "the match's first 200 characters and the brackets")
    try Self.expectAnswer(
      terminal, to: "zyzzyva",
      [
        "1 result for \"zyzzyva\" in books (T ms)",
        " 1. \(title) — Ann Onymous  score 0.275",
        "      title: \(cut)…",
      ])
    terminal.quit()
  }

  /// `:explain N` gives the relevance order's evidence for the rank (phrase, typos per word,
  /// whole text, surnames, text start, length, and for a surname alone the credits of its
  /// person) and the engine's breakdown of the Fuse.js score.
  @Test(arguments: [(80, 24), (120, 30)])
  func explainGivesTheRanksEvidenceAndTheScore(columns: Int, rows: Int) throws {
    let terminal = try PseudoTerminal.lineMode(columns: columns, rows: rows)
    try Self.expectAnswer(terminal, to: ":set limit 8", ["limit = 8"])
    try Self.expectAnswer(terminal, to: "tolkein", Self.tolkein)
    try Self.expectAnswer(
      terminal, to: ":explain 7",
      [
        "result 7: Pippi Longstocking — Astrid Lindgren (1945)",
        "  rank 7 of 7 in books, relevance order (each rule decides only where the ones before"
          + " tie):",
        "    phrase: not in any text",
        "    typos: 4.5 (tolkein 4.5)",
        "    whole text: no",
        "    surnames: none",
        "    text start: no",
        "    length: 2 words (tolkein 2; a title's or name's words count half)",
        "    then Fuse.js's order",
        "  Fuse.js score 0.590499 (0 is an exact match, 1 no match), the product of its"
          + " matched values:",
        "  title: Pippi Longs[to]c[kin]g",
        "      score 0.285714; weight 0.5, norm 0.841; 0.285714^0.4205 = 0.590499",
        "  total = 0.590499 (the search reported 0.590499)",
      ])
    try Self.expectAnswer(
      terminal, to: ":explain 1",
      [
        "result 1: The Hobbit — J.R.R. Tolkien (1937)",
        "  rank 1 of 7 in books, relevance order (each rule decides only where the ones before"
          + " tie):",
        "    phrase: not in any text",
        "    typos: 1 (tolkein 1)",
        "    whole text: no",
        "    surnames: 1 (tolkein)",
        "    text start: no",
        "    length: 4 words (tolkein 4; a title's or name's words count half)",
        "    better known: credited in 6 records (tolkein)",
        "    then Fuse.js's order",
        "  Fuse.js score 0.76844 (0 is an exact match, 1 no match), the product of its"
          + " matched values:",
        "  author: J.R.R. [Tolkien]",
        "      score 0.285714; weight 0.25, norm 0.841; 0.285714^0.21025 = 0.76844",
        "  total = 0.76844 (the search reported 0.76844)",
      ])
    terminal.quit()
  }

  /// `:explain` of a match on one key gives its factor as the total once, not
  /// `total = x = x`.
  @Test(arguments: [(80, 24), (40, 30)])
  func explainOnOneKeyGivesTheTotalOnce(columns: Int, rows: Int) throws {
    let terminal = try PseudoTerminal.lineMode(columns: columns, rows: rows)
    try Self.expectAnswer(terminal, to: ":keys title", ["keys for books: title"])
    try Self.expectAnswer(terminal, to: ":set limit 1", ["limit = 1"])
    try Self.expectAnswer(
      terminal, to: "dune",
      [
        "1 result for \"dune\" in books (T ms)", " 1. Dune — Frank Herbert (1965)  score 0.001",
        "      title: [Dune]",
      ])
    let shown = try Self.expectAnswer(
      terminal, to: ":explain 1",
      [
        "result 1: Dune — Frank Herbert (1965)",
        "  rank 1 of 1 in books, relevance order (each rule decides only where the ones before"
          + " tie):",
        "    phrase: the whole query is in a text",
        "    typos: 0 (dune 0)",
        "    whole text: yes, the query is its own title or name",
        "    surnames: none",
        "    text start: yes, the query starts a title or a name",
        "    length: 0.5 words (dune 0.5; a title's or name's words count half)",
        "    then Fuse.js's order",
        "  Fuse.js score 0.001 (0 is an exact match, 1 no match), the product of its matched"
          + " values:",
        "  title: [Dune]",
        "      score 0.001; weight 1, norm 1; 0.001^1 = 0.001",
        "  total = 0.001 (the search reported 0.001)",
      ])
    #expect(!shown.contains { $0.contains(#/total = (\S+) = \1/#) }, "\(shown)")
    terminal.quit()
  }

  /// `:explain 1` after `:remove 1` says the removal changed the results, not that there was
  /// no search.
  @Test(arguments: [(80, 24), (40, 10)])
  func explainAfterRemoveSaysTheResultsChanged(columns: Int, rows: Int) throws {
    let terminal = try PseudoTerminal.lineMode(columns: columns, rows: rows)
    try Self.expectAnswer(terminal, to: ":set limit 1", ["limit = 1"])
    try Self.expectAnswer(
      terminal, to: "dune",
      [
        "1 result for \"dune\" in books (T ms)",
        " 1. Dune — Frank Herbert (1965)  score 0.032",
        "      title: [Dune]",
      ])
    try Self.expectAnswer(
      terminal, to: ":remove 1",
      ["removed: Dune — Frank Herbert (1965)", "books now has 515 records"])
    try Self.expectAnswer(
      terminal, to: ":explain 1",
      ["there is no result 1: :remove changed the results; search again."])
    terminal.quit()
  }

  /// The wording of a load (one record is "1 record"), of `:load all FILE` (load names one
  /// corpus), of a missing file (one line, no "parsing…" before it) and of `:add`.
  @Test(arguments: [(80, 24), (40, 24)])
  func loadsErrorsAndAddAreWordedRight(columns: Int, rows: Int) throws {
    let directory = try TemporaryDirectory()
    let one = try directory.write(
      #"[{"title": "Heat", "year": 1995, "cast": [], "genres": []}]"#, to: "one.json")
    let terminal = try PseudoTerminal.lineMode(columns: columns, rows: rows)
    try Self.expectAnswer(
      terminal, to: ":load movies \(one)",
      [
        "loading \(one) into movies: parsing…",
        "  parsed 1 record in T ms; indexing…",
        "loaded 1 record into movies (T ms in all); searching movies now",
      ], prompt: "movies> ")
    try Self.expectAnswer(
      terminal, to: ":load all \(one)",
      [
        ":load loads one corpus: name it, as in :load movies or :load songs FILE (all is every"
          + " corpus, not one)."
      ], at: "movies> ", prompt: "movies> ")
    try Self.expectAnswer(
      terminal, to: ":load movies /nonexistent/movies.json",
      ["could not load /nonexistent/movies.json: file not found; the corpus is unchanged."],
      at: "movies> ", prompt: "movies> ")
    try Self.expectAnswer(
      terminal, to: ":corpus people", ["searching people (317 records)"], at: "movies> ",
      prompt: "people> ")
    try Self.expectAnswer(
      terminal, to: #":add {"name": 3}"#,
      [
        "could not add the record: record at index 0 has the wrong type in field \"name\""
          + " (expected a string); nothing was added."
      ], at: "people> ", prompt: "people> ")
    try Self.expectAnswer(
      terminal,
      to: #":add {"name": "Albert Einstein", "role": "Nobel laureate", "knownFor": "#
        + #""for his services to Theoretical Physics"}"#,
      [
        "added: Albert Einstein — Nobel laureate, for his services to Theoretical Physics",
        "people now has 318 records",
      ], at: "people> ", prompt: "people> ")
    terminal.quit()
  }
}
