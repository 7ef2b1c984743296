import Foundation
import Testing

@testable import Models

@Suite struct MovieTests {
  @Test func decodesTheSharedCorpusShapeWithoutDirector() throws {
    let json = """
      [{"title":"Feeding Sea Lions","year":1900,"cast":["Paul Boyton"],"genres":["Short","Silent"]},
      {"title":"Caught","year":1900,"cast":[],"genres":[]}]
      """
    let movies = try JSONDecoder().decode([Movie].self, from: Data(json.utf8))
    #expect(movies.count == 2)
    #expect(movies[0].director == nil)
    #expect(movies[0].cast == ["Paul Boyton"])
    #expect(movies[0].genres == ["Short", "Silent"])
    #expect(movies[1].cast.isEmpty)
  }

  @Test func decodesADirector() throws {
    let json = """
      [{"title":"Parasite","year":2019,"director":"Bong Joon-ho","cast":["Song Kang-ho"],"genres":["Thriller"]}]
      """
    let movie = try #require(try JSONDecoder().decode([Movie].self, from: Data(json.utf8)).first)
    #expect(movie.director == "Bong Joon-ho")
  }

  @Test func readsTheArticleLeadLengthWhenTheRecordHasOne() throws {
    let json = """
      [{"title":"Rocky","year":1976,"cast":["Sylvester Stallone"],"genres":["Sports"],"leadLength":439},
      {"title":"Rocky","year":1948,"cast":["Roddy McDowall"],"genres":["Drama"]},
      {"title":"Caught","year":1900,"cast":[],"genres":[],"leadLength":null}]
      """
    for movies in [
      try JSONDecoder().decode([Movie].self, from: Data(json.utf8)),
      try CorpusLoader.decode(Movie.self, from: Data(json.utf8), source: "m"),
    ] {
      #expect(movies.map(\.leadLength) == [439, nil, nil])
    }
  }

  @Test func encodingWritesTheLeadLengthOnlyWhenKnown() throws {
    let known = try JSONEncoder().encode(Movie(title: "Rocky", year: 1976, leadLength: 439))
    let object = try #require(try JSONSerialization.jsonObject(with: known) as? [String: Any])
    #expect(object["leadLength"] as? Int == 439)
    let unknown = try JSONEncoder().encode(Movie(title: "Rocky", year: 1948))
    let other = try #require(try JSONSerialization.jsonObject(with: unknown) as? [String: Any])
    #expect(other["leadLength"] == nil)
  }

  @Test func roundTripsThroughCodable() throws {
    let movies = [
      Movie(
        title: "Amélie", year: 2001, director: "Jean-Pierre Jeunet",
        cast: ["Audrey Tautou", "Mathieu Kassovitz"], genres: ["Comedy", "Romance"]),
      Movie(title: "Caught", year: 1900),
      Movie(title: "Rocky", year: 1976, leadLength: 439),
    ]
    let data = try JSONEncoder().encode(movies)
    #expect(try JSONDecoder().decode([Movie].self, from: data) == movies)
  }

  @Test func idIncludesTitleYearAndDirector() {
    let a = Movie(title: "Solaris", year: 1972, director: "Andrei Tarkovsky")
    let b = Movie(title: "Solaris", year: 2002, director: "Steven Soderbergh")
    #expect(a.id != b.id)
    #expect(a.id == Movie(title: "Solaris", year: 1972, director: "Andrei Tarkovsky").id)
  }
}
