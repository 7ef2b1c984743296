import Foundation
import FuseCore
import TestSupport
import Testing

@testable import BookShell

/// A field whose own name has a dot (`"meta.title"`) is named in `--keys`, `:load --keys` and
/// `:keys` with a backslash before the dot (`meta\.title`), as a path segment given whole, while
/// `meta.title` stays the path meta → title; `:show` and `:keys` print such a key quoted
/// (`'meta\.title'`), and the printed key, pasted back, searches the same field.
@Suite struct DottedFieldNameTests {
  /// Records with a field named "meta.title", a nested meta → title, and a field whose name
  /// has a colon.
  static let notes = """
    [
      {"meta.title": "Dune", "meta": {"title": "Arrakis"}, "dc:creator": "Frank Herbert"},
      {"meta.title": "Emma", "meta": {"title": "Highbury"}, "dc:creator": "Jane Austen"}
    ]
    """

  /// Each query's first result, as its number and its title line's first word.
  ///
  /// "1. Dune", or "none" when nothing matched.
  private static func firstHits(_ text: String, queries: [String]) -> [String] {
    let lines = text.split(separator: "\n").map(String.init)
    return queries.map { query in
      guard let header = lines.firstIndex(where: { $0.contains(" for \"\(query)\" in notes") })
      else { return "missing" }
      guard !lines[header].hasPrefix("0 results"), header + 1 < lines.count else { return "none" }
      let line = lines[header + 1].trimmingCharacters(in: .whitespaces)
      return String(line.prefix { $0 != " " }) + " " + line.dropFirst(3).prefix { $0 != " " }
    }
  }

  @MainActor @Test func aBackslashedDotNamesTheFieldAndADotThePath() async throws {
    let files = try TemporaryDirectory()
    let path = try files.write(Self.notes, to: "notes.json")
    let flat = try ShellHarness()
    let flatText = await flat.transcript([
      ":load notes \(path) --keys 'meta\\.title'", "dune", "arrakis",
    ])
    #expect(!flat.shell.hadFailure, "\(flatText)")
    #expect(Self.firstHits(flatText, queries: ["dune", "arrakis"]) == ["1. Dune", "none"])
    let nested = try ShellHarness()
    let nestedText = await nested.transcript([
      ":load notes \(path) --keys meta.title", "dune", "arrakis",
    ])
    #expect(!nested.shell.hadFailure, "\(nestedText)")
    #expect(
      Self.firstHits(nestedText, queries: ["dune", "arrakis"]) == ["none", "1. Arrakis"])
  }

  /// `:show` and `:keys` print the keys as words that `:keys` and `--keys` read back as the
  /// same fields: `'meta\.title:2'` (quoted, as a shell would need it), `meta.title`.
  @MainActor @Test func printedKeysPastedBackSearchTheSameFields() async throws {
    let files = try TemporaryDirectory()
    let path = try files.write(Self.notes, to: "notes.json")
    let harness = try ShellHarness()
    let text = await harness.transcript([
      ":load notes \(path) --keys 'meta\\.title^2,meta.title^2,dc\\:creator'", ":show", ":keys",
    ])
    #expect(!harness.shell.hadFailure, "\(text)")
    let printed = "'meta\\.title:2' meta.title:2 'dc\\:creator'"
    #expect(text.contains("notes: 2 records; keys \(printed)\n"), "\(text)")
    #expect(text.contains("keys for notes: \(printed)\n"), "\(text)")
    // The printed words, pasted into :keys, and one of them into :load --keys. A record's
    // title line comes from the keys it was loaded with (here the nested meta.title).
    let again = try ShellHarness()
    let pasted = await again.transcript([
      ":load notes \(path) --keys meta.title", ":keys \(printed)", ":keys 'meta\\.title:2'",
      "dune", "arrakis", ":load notes \(path) --keys 'meta\\.title:2'", ":show", "emma",
    ])
    #expect(!again.shell.hadFailure, "\(pasted)")
    #expect(pasted.contains("keys for notes: \(printed)\n"), "\(pasted)")
    #expect(pasted.contains("keys for notes: 'meta\\.title:2'\n"), "\(pasted)")
    #expect(pasted.contains("notes: 2 records; keys 'meta\\.title:2'\n"), "\(pasted)")
    #expect(
      Self.firstHits(pasted, queries: ["dune", "arrakis", "emma"])
        == ["1. Arrakis", "none", "1. Emma"])
  }

  /// Loaded without keys, every string field is searched, the dotted names among them, and
  /// the note lists them as `--keys` takes them.
  @MainActor @Test func inferredKeysIncludeDottedNames() async throws {
    let files = try TemporaryDirectory()
    let path = try files.write(Self.notes, to: "notes.json")
    let harness = try ShellHarness()
    let text = await harness.transcript([":load notes \(path)", "dune", "arrakis"])
    #expect(
      text.contains(
        "keys: meta\\.title, meta.title, dc\\:creator (every string field of the first 100 "
          + "records; choose with --keys)\n"), "\(text)")
    // Both find the first record, titled by its first field.
    #expect(Self.firstHits(text, queries: ["dune", "arrakis"]) == ["1. Dune", "1. Dune"])
  }

  /// A path no record has is refused, escaped or not, naming the fields the records have as
  /// `--keys` spells them; the corpora stay as they were.
  @MainActor @Test func unknownDottedNamesAreRejected() async throws {
    let files = try TemporaryDirectory()
    let path = try files.write(Self.notes, to: "notes.json")
    let fields = "meta\\.title, meta.title, dc\\:creator"
    for typed in ["meta\\.titel", "meta.title.x", "meta\\.title\\.x"] {
      let harness = try ShellHarness()
      let text = await harness.transcript([":load notes \(path) --keys '\(typed)'"])
      let expected = "invalid key '\(typed)': allowed is a path the records have: \(fields).\n"
      #expect(text.hasSuffix(expected), "\(typed): \(text)")
      #expect(harness.shell.corpora.names == ["books", "movies", "people"])
    }
  }

  /// A backslash before anything but `.`, `,`, `:`, `^` or another backslash, or at the end,
  /// is an error that says what a backslash is for; so is a field `:keys` does not know, and
  /// the fields `:keys` lists are words it reads back.
  @MainActor @Test func badEscapesAreRejectedClearly() async throws {
    let files = try TemporaryDirectory()
    let path = try files.write(Self.notes, to: "notes.json")
    let allowed =
      "a backslash only before . , : ^ or \\ in a field's name (meta\\.title is the field "
      + "named meta.title)"
    for typed in ["meta\\title", "meta\\", "title,meta\\x^2"] {
      #expect(
        throws: ShellError.invalidValue(what: "keys", value: typed, allowed: allowed)
      ) { try KeySpec.list(parsing: typed) }
      let harness = try ShellHarness()
      let text = await harness.transcript([":load notes \(path) --keys '\(typed)'"])
      #expect(
        text.hasSuffix("invalid keys '\(typed)': allowed is \(allowed).\n"), "\(typed): \(text)")
    }
    let harness = try ShellHarness()
    let text = await harness.transcript([
      ":load notes \(path) --keys meta.title", ":keys 'meta\\title'", ":keys 'meta\\.titel'",
      ":keys",
    ])
    #expect(
      text.contains("invalid key 'meta\\title': allowed is \(allowed).\n"), "\(text)")
    #expect(
      text.contains(
        "invalid key 'meta\\.titel': allowed is meta.title, 'meta\\.title', 'dc\\:creator'.\n"),
      "\(text)")
    #expect(
      text.hasSuffix(
        "fields: meta.title, 'meta\\.title', 'dc\\:creator'; set them with :keys FIELD[:WEIGHT] …\n"
      ),
      "\(text)")
  }

  /// `BookShell --data FILE --keys 'meta\.title'` (the quotes are the outer shell's) searches
  /// the field named "meta.title", and a bad escape exits 2 with the message.
  @Test func theCommandLineTakesTheSameSpelling() throws {
    let files = try TemporaryDirectory()
    let path = try files.write(Self.notes, to: "notes.json")
    let flat = try Executable.run(["--data", path, "--keys", "meta\\.title", "--query", "dune"])
    #expect(flat.status == 0, "\(flat)")
    #expect(flat.stdout.hasPrefix("1 result for \"dune\" in notes\n 1. Dune"), "\(flat)")
    let nested = try Executable.run(["--data", path, "--keys", "meta.title", "--query", "dune"])
    #expect(nested.status == 1, "\(nested)")
    let bad = try Executable.run(["--data", path, "--keys", "meta\\", "--query", "dune"])
    #expect(bad.status == 2, "\(bad)")
    #expect(bad.stderr.hasPrefix("invalid keys 'meta\\': allowed is a backslash only"), "\(bad)")
  }
}

/// The spelling of a key in `--keys` and `:keys`, and the words `:show` prints.
@Suite struct KeySpellingTests {
  @Test func spellingsRoundTrip() throws {
    let cases: [([String], String, String)] = [
      (["title"], "title", "title"),
      (["author", "name"], "author.name", "author.name"),
      (["meta.title"], "meta\\.title", "'meta\\.title'"),
      (["dc:creator"], "dc\\:creator", "'dc\\:creator'"),
      (["a,b", "c^d"], "a\\,b.c\\^d", "'a\\,b.c\\^d'"),
      (["back\\slash"], "back\\\\slash", "'back\\\\slash'"),
      (["first name"], "first name", "'first name'"),
      (["it's"], "it's", "'it'\\''s'"),
    ]
    for (path, spelling, word) in cases {
      let spec = KeySpec(path: path)
      #expect(spec.field == spelling, "\(path)")
      #expect(spec.description == word, "\(path)")
      #expect(try KeySpec.list(parsing: spelling) == [spec], "\(spelling)")
      let words = try CommandWords.split(word, usage: .usage("x"))
      #expect(words == [spelling], "\(word)")
    }
    #expect(
      try KeySpec.list(parsing: "meta\\.title^2,dc\\:creator:3")
        == [KeySpec(path: ["meta.title"], weight: 2), KeySpec(path: ["dc:creator"], weight: 3)])
    #expect(KeySpec(path: ["meta.title"], weight: 2).description == "'meta\\.title:2'")
  }
}

/// Keys whose paths Fuse.js names alike (`meta\.title` and `meta.title` are both `meta.title`)
/// share one weight in the search, so different weights for them are refused rather than
/// silently merged.
@Suite struct SharedKeyIDTests {
  @MainActor @Test func keysNamedAlikeTakeOneWeight() async throws {
    let files = try TemporaryDirectory()
    let path = try files.write(DottedFieldNameTests.notes, to: "notes.json")
    let typed = "meta\\.title^2,meta.title"
    let allowed = "one weight for meta\\.title and meta.title, which matches both name meta.title"
    #expect(
      throws: ShellError.invalidValue(what: "keys", value: typed, allowed: allowed)
    ) { try KeySpec.list(parsing: typed) }
    #expect(try KeySpec.list(parsing: "meta\\.title^2,meta.title^2").count == 2)
    let harness = try ShellHarness()
    let text = await harness.transcript([
      ":load notes \(path) --keys meta.title", ":keys 'meta\\.title:2' meta.title",
      ":keys 'meta\\.title' meta.title",
    ])
    #expect(
      text.contains(
        "invalid keys ''meta\\.title:2' meta.title': allowed is \(allowed).\n"), "\(text)")
    #expect(text.hasSuffix("keys for notes: 'meta\\.title' meta.title\n"), "\(text)")
  }
}
