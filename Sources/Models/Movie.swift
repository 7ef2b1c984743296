/// A film: its title, release year, director, main cast and genres.
///
/// `Movie` decodes the records of a movies JSON array such as
/// `{"title":"Alien","year":1979,"cast":["Sigourney Weaver"],"genres":["Horror"]}`.
/// `title`, `year`, `cast` and `genres` are required (the arrays may be empty); `director` is
/// optional.
///
/// ```swift
/// let alien = Movie(
///   title: "Alien", year: 1979, director: "Ridley Scott",
///   cast: ["Sigourney Weaver"], genres: ["Horror", "Science Fiction"])
/// ```
public struct Movie: Sendable, Hashable, Codable, Identifiable {
  /// The title, as displayed.
  public var title: String
  /// The year of release.
  public var year: Int
  /// The director, when known.
  public var director: String?
  /// Main cast members, top billing first; may be empty.
  public var cast: [String]
  /// Genres, such as `"Drama"` or `"Comedy"`; may be empty.
  public var genres: [String]

  /// Creates a film from its fields.
  ///
  /// - Parameters:
  ///   - title: The title, as displayed.
  ///   - year: The year of release.
  ///   - director: The director, or `nil` when unknown.
  ///   - cast: Main cast members, top billing first.
  ///   - genres: Genres, such as `"Drama"`.
  public init(
    title: String, year: Int, director: String? = nil, cast: [String] = [],
    genres: [String] = []
  ) {
    self.title = title
    self.year = year
    self.director = director
    self.cast = cast
    self.genres = genres
  }

  /// A stable identifier derived from the title, the year and the director.
  ///
  /// Different films that share a title and a year keep distinct identifiers when their
  /// directors are known. The identifier is not stored or encoded.
  public var id: String {
    RecordID.make(title, String(year), director ?? "")
  }
}
