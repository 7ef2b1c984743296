import Foundation
import Testing

@testable import Models

@Suite struct PersonTests {
  @Test func decodesTheSharedCorpusShape() throws {
    let json = """
      [{"name":"Harold Lloyd","role":"actor","knownFor":"The Sin of Harold Diddlebock"}]
      """
    let people = try JSONDecoder().decode([Person].self, from: Data(json.utf8))
    #expect(
      people == [
        Person(name: "Harold Lloyd", role: "actor", knownFor: "The Sin of Harold Diddlebock")
      ])
  }

  @Test func readsHowManySourcesListThePersonWhenTheRecordSays() throws {
    let json = """
      [{"name":"Ernest Hemingway","role":"author","knownFor":"The Old Man and the Sea","sources":2},
      {"name":"Mariel Hemingway","role":"actor","knownFor":"Bad Moon"}]
      """
    for people in [
      try JSONDecoder().decode([Person].self, from: Data(json.utf8)),
      try CorpusLoader.decode(Person.self, from: Data(json.utf8), source: "p"),
    ] {
      #expect(people.map(\.sources) == [2, nil])
    }
  }

  @Test func roundTripsThroughCodable() throws {
    let people = [
      Person(name: "Bong Joon-ho", role: "director", knownFor: "Parasite (기생충)"),
      Person(name: "Émile Zola", role: "author", knownFor: "Germinal"),
      Person(name: "Ernest Hemingway", role: "author", knownFor: "Fiesta", sources: 2),
    ]
    let data = try JSONEncoder().encode(people)
    #expect(try JSONDecoder().decode([Person].self, from: data) == people)
  }

  @Test func oneNameWithTwoRolesHasTwoIDs() {
    let author = Person(name: "Ernest Hemingway", role: "author", knownFor: "A")
    let laureate = Person(name: "Ernest Hemingway", role: "Nobel laureate", knownFor: "B")
    #expect(author.id != laureate.id)
    #expect(author.id == Person(name: "Ernest Hemingway", role: "author", knownFor: "C").id)
  }
}
