import FuseCore
import Services

/// A record type the package does not ship: a corpus declared only in the shell's tests, to
/// show that the shell's table, commands, help and output all come from a profile.
struct Recipe: Hashable, Sendable, Codable {
  var name: String
  var cuisine: String
  var ingredients: [String]

  /// The recipes corpus: name (weight 2) and ingredients; cuisine on request.
  static let profile = CorpusProfile<Recipe>(
    name: "recipes",
    fields: [
      CorpusField("name", \.name, weight: 2), CorpusField("ingredients", \.ingredients, weight: 1),
      CorpusField("cuisine", \.cuisine),
    ],
    titleLine: { "\($0.name) (\($0.cuisine))" },
    json: {
      .object([
        .init("name", .string($0.name)), .init("cuisine", .string($0.cuisine)),
        .init("ingredients", .array($0.ingredients.map(JSONValue.string))),
      ])
    })

  /// A few recipes.
  static let samples = [
    Recipe(name: "Risotto alla Milanese", cuisine: "Italian", ingredients: ["rice", "saffron"]),
    Recipe(name: "Pad Thai", cuisine: "Thai", ingredients: ["rice noodles", "tamarind"]),
    Recipe(name: "Shakshuka", cuisine: "Maghrebi", ingredients: ["eggs", "tomatoes"]),
  ]
}
