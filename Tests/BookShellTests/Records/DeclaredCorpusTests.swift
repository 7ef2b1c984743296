import FuseCore
import Models
import Services
import Testing

@testable import BookShell

/// A fourth corpus, declared only in the tests (`Recipe.profile`), searched through the shell:
/// everything the shell knows of a corpus comes from its profile.
@MainActor @Suite struct DeclaredCorpusTests {
  /// The shipped books and the test's recipes, in that order.
  static func corpora() throws -> [any ShellCorpus] {
    [
      try RecordCorpus(Book.profile, records: EmbeddedCorpus.books()),
      try RecordCorpus(Recipe.profile, records: Recipe.samples),
    ]
  }

  @Test func aCorpusDeclaredInTheTestsIsSearchedLikeTheShippedOnes() async throws {
    let harness = try ShellHarness(corpora: Self.corpora(), start: "recipes")
    let text = await harness.transcript([
      ":set limit 1", "risoto", ":keys", ":keys ingredients cuisine:2", "italian",
    ])
    #expect(
      text == """
        limit = 1
        1 result for "risoto" in recipes (0.0 ms)
         1. Risotto alla Milanese (Italian)  score 0.403
              name: [Risotto] alla Milanese
        keys for recipes: name:2 ingredients
        fields: name, ingredients, cuisine; set them with :keys FIELD[:WEIGHT] …
        keys for recipes: ingredients cuisine:2
        1 result for "italian" in recipes (0.0 ms)
         1. Risotto alla Milanese (Italian)  score 0.010
              cuisine: [Italian]

        """)
    harness.output.clear()
    await harness.shell.printBanner()
    #expect(harness.output.text.hasPrefix("BookShell — fuzzy search over 516 books and 3 recipes."))
  }

  @Test func theCorpusJoinsHelpAllAddAndRemove() async throws {
    let harness = try ShellHarness(corpora: Self.corpora())
    let text = await harness.transcript([
      ":help", ":corpus all", ":set limit 1", "shakshuka", ":corpus recipes", "shakshuka",
      #":add {"name": "Shakshouka verte", "cuisine": "Tunisian", "ingredients": ["eggs"]}"#,
      ":remove 1", ":corpus songs",
    ])
    #expect(text.contains("Corpora: books, recipes, all."))
    #expect(text.contains("searching all corpora at once (books and recipes, concurrently)"))
    #expect(text.contains("\n 1. Shakshuka (Maghrebi)  (recipes)  score"))
    #expect(text.contains("added: Shakshouka verte (Tunisian)\nrecipes now has 4 records"))
    #expect(text.contains("removed: Shakshuka (Maghrebi)\nrecipes now has 3 records"))
    #expect(text.contains("invalid corpus 'songs': allowed is books, recipes, all."))
  }

  @Test func allAsJSONIsOneArrayLabelledByCorpus() async throws {
    let output = BufferedOutput()
    try await OneShotQuery.run(
      "pad thai", corpora: ShellCorpora(Self.corpora()), corpus: .all, limit: 1, json: true,
      style: TextStyle(colors: false), output: output)
    let results = try #require(try JSONValue(parsing: output.text).arrayValue)
    let recipe = try #require(results.first { $0["corpus"] == "recipes" }, "\(output.text)")
    #expect(recipe["item"]?["name"] == "Pad Thai")
    #expect(recipe["item"]?["ingredients"] == ["rice noodles", "tamarind"])
  }
}
