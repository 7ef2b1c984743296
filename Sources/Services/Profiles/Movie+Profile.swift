import FuseCore
public import Models

extension Movie: ProfiledRecord {
  /// The movies corpus: searched by title (weight 2), cast, director and genres, and by year on
  /// request; each film named by its title, year and director.
  ///
  /// Its people, for the relevance order, are its director and its first four billed cast
  /// members (``SearchRanking/billedNames``; where 4 comes from: <doc:Ranking>, "What a corpus
  /// declares"); a year typed with a title is matched against the film's release year
  /// (``SearchRanking/Rules/year``).
  ///
  /// Its popularity (``SearchRanking/Rules/popularity``) is the length of the lead of the
  /// film's English Wikipedia article (``Movie/leadLength``, from the `extract` of
  /// prust/wikipedia-movie-data; see `Data/README.md`): a film more is written about has a
  /// longer lead (its reception, box office, awards and sequels), so of two films called
  /// *Rocky* the one of 1976 comes first.
  public static let profile = CorpusProfile<Movie>(
    name: "movies",
    fields: [
      CorpusField("title", \.title, weight: 2), CorpusField("cast", \.cast, weight: 1),
      CorpusField("director", \.director, weight: 1), CorpusField("genres", \.genres, weight: 1),
      CorpusField("year", text: { String($0.year) }),
    ],
    ranking: .relevance(nameKeys: ["cast", "director"], billedNames: 4),
    popularity: CorpusPopularity("article lead", unit: "characters") { movie in
      movie.leadLength.map(Double.init)
    },
    titleLine: { "\($0.title) (\($0.year))" + ($0.director.map { " — dir. \($0)" } ?? "") },
    json: { movie in
      let director = movie.director.map { [JSONValue.Member("director", .string($0))] } ?? []
      return .object(
        [.init("title", .string(movie.title)), .init("year", .number(Double(movie.year)))]
          + director
          + [
            .init("cast", .array(movie.cast.map(JSONValue.string))),
            .init("genres", .array(movie.genres.map(JSONValue.string))),
          ]
          + (movie.leadLength.map { [.init("leadLength", .number(Double($0)))] } ?? []))
    },
    embedded: EmbeddedCorpus.movies, bundled: \Corpus.movies, year: { $0.year })
}
