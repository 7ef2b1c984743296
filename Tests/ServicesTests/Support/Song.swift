import FuseCore
import Services

/// A record type the package does not ship: the fourth corpus of the catalog tests, declared
/// here only, to show that a corpus needs nothing under `Sources/` but its profile.
struct Song: Hashable, Sendable, Codable {
  var title: String
  var artist: String
  var tags: [String]

  /// The songs corpus: title (weight 2), artist and tags.
  static let profile = CorpusProfile<Song>(
    name: "songs",
    fields: [
      CorpusField("title", \.title, weight: 2), CorpusField("artist", \.artist, weight: 1),
      CorpusField("tags", \.tags, weight: 1),
    ],
    titleLine: { "\($0.title) — \($0.artist)" },
    json: { .object([.init("title", .string($0.title)), .init("artist", .string($0.artist))]) })

  /// A few songs.
  static let samples = [
    Song(title: "Bohemian Rhapsody", artist: "Queen", tags: ["rock", "opera"]),
    Song(title: "Yesterday", artist: "The Beatles", tags: ["ballad"]),
    Song(title: "Stairway to Heaven", artist: "Led Zeppelin", tags: ["rock"]),
    Song(title: "Respect", artist: "Aretha Franklin", tags: ["soul"]),
  ]
}
