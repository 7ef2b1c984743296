/// A film: its title, release year, director, main cast and genres.
///
/// `Movie` decodes the records of a movies JSON array such as
/// `{"title":"Alien","year":1979,"cast":["Sigourney Weaver"],"genres":["Horror"]}`.
/// `title`, `year`, `cast` and `genres` are required (the arrays may be empty); `director` and
/// `leadLength` are optional.
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
  /// The length, in characters (Unicode code points), of the lead of the film's English
  /// Wikipedia article, when known: a film that is written about more has a longer lead, so
  /// the movies corpus declares it as its popularity (`Data/README.md` says where it comes
  /// from).
  public var leadLength: Int?

  /// Creates a film from its fields.
  ///
  /// - Parameters:
  ///   - title: The title, as displayed.
  ///   - year: The year of release.
  ///   - director: The director, or `nil` when unknown.
  ///   - cast: Main cast members, top billing first.
  ///   - genres: Genres, such as `"Drama"`.
  ///   - leadLength: The length of the film's Wikipedia lead, or `nil` when unknown.
  public init(
    title: String, year: Int, director: String? = nil, cast: [String] = [],
    genres: [String] = [], leadLength: Int? = nil
  ) {
    self.title = title
    self.year = year
    self.director = director
    self.cast = cast
    self.genres = genres
    self.leadLength = leadLength
  }

  /// A stable identifier derived from the title, the year and the director.
  ///
  /// Different films that share a title and a year keep distinct identifiers when their
  /// directors are known. The identifier is not stored or encoded.
  public var id: String {
    RecordID.make(title, String(year), director ?? "")
  }
}
