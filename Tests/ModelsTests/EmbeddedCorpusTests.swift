import Foundation
import Testing

@testable import Models

@Suite struct EmbeddedCorpusTests {
  @Test func hasTheRequiredNumberOfRecords() throws {
    #expect(try EmbeddedCorpus.books().count >= 300)
    #expect(try EmbeddedCorpus.movies().count >= 200)
    #expect(try EmbeddedCorpus.people().count >= 200)
  }

  @Test func allBundlesTheThreeCollections() throws {
    let corpus = try EmbeddedCorpus.all()
    #expect(corpus.books == (try EmbeddedCorpus.books()))
    #expect(corpus.movies == (try EmbeddedCorpus.movies()))
    #expect(corpus.people == (try EmbeddedCorpus.people()))
  }

  @Test func titlesAndNamesAreUnique() throws {
    let books = try EmbeddedCorpus.books()
    let movies = try EmbeddedCorpus.movies()
    let people = try EmbeddedCorpus.people()
    #expect(duplicates(books.map(\.title)).isEmpty)
    #expect(duplicates(movies.map(\.title)).isEmpty)
    #expect(duplicates(people.map(\.name)).isEmpty)
    #expect(Set(books.map(\.id)).count == books.count)
    #expect(Set(movies.map(\.id)).count == movies.count)
    #expect(Set(people.map(\.id)).count == people.count)
  }

  @Test func fieldsAreTrimmedAndNonEmpty() throws {
    for book in try EmbeddedCorpus.books() {
      #expect(isClean(book.title) && isClean(book.author), "\(book)")
      if let originalTitle = book.originalTitle { #expect(isClean(originalTitle), "\(book)") }
    }
    for movie in try EmbeddedCorpus.movies() {
      #expect(isClean(movie.title) && !movie.cast.isEmpty && !movie.genres.isEmpty, "\(movie)")
      #expect(movie.cast.allSatisfy(isClean) && movie.genres.allSatisfy(isClean), "\(movie)")
      #expect((1888...2030).contains(movie.year), "\(movie)")
    }
    for person in try EmbeddedCorpus.people() {
      #expect(isClean(person.name) && isClean(person.role) && isClean(person.knownFor), "\(person)")
    }
  }

  @Test(arguments: [
    ("Steve Jobs", "Walter Isaacson", 2011),
    ("Becoming Steve Jobs", "Brent Schlender, Rick Tetzeli", 2015),
    ("Pride and Prejudice", "Jane Austen", 1813),
    ("The Hobbit", "J.R.R. Tolkien", 1937),
    ("The Lord of the Rings", "J.R.R. Tolkien", 1954),
    ("One Hundred Years of Solitude", "Gabriel García Márquez", 1967),
    ("Germinal", "Émile Zola", 1885),
    ("Norwegian Wood", "Haruki Murakami", 1987),
  ])
  func containsRealBook(title: String, author: String, year: Int) throws {
    let book = try #require(try EmbeddedCorpus.books().first { $0.title == title })
    #expect(book.author == author)
    #expect(book.year == year)
  }

  @Test func keepsNonLatinOriginalTitles() throws {
    let books = try EmbeddedCorpus.books()
    let crime = try #require(books.first { $0.title == "Crime and Punishment" })
    #expect(crime.author == "Fyodor Dostoevsky")
    #expect(crime.originalTitle == "Преступление и наказание")
    let wood = try #require(books.first { $0.title == "Norwegian Wood" })
    #expect(wood.originalTitle == "ノルウェイの森")
    #expect(books.contains { $0.year == nil }, "some books have no known year")
    #expect(books.contains { ($0.year ?? 0) < 0 }, "some books are from before the common era")
  }

  @Test func containsRealMoviesAndPeople() throws {
    let movies = try EmbeddedCorpus.movies()
    let odyssey = try #require(movies.first { $0.title == "2001: A Space Odyssey" })
    #expect(odyssey.year == 1968)
    #expect(odyssey.director == "Stanley Kubrick")
    let parasite = try #require(movies.first { $0.title == "Parasite" })
    #expect(parasite.director == "Bong Joon-ho")
    #expect(parasite.cast.contains("Song Kang-ho"))

    let people = try EmbeddedCorpus.people()
    let kubrick = try #require(people.first { $0.name == "Stanley Kubrick" })
    #expect(kubrick.role == "director")
    #expect(people.contains { $0.name == "J.R.R. Tolkien" && $0.role == "author" })
    #expect(people.contains { $0.name == "Bong Joon-ho" && $0.knownFor.contains("기생충") })
    #expect(people.contains { $0.name == "Selma Lagerlöf" })
  }

  @Test func containsAccentedAndNonLatinText() throws {
    let books = try EmbeddedCorpus.books()
    let movies = try EmbeddedCorpus.movies()
    let people = try EmbeddedCorpus.people()
    let bookText = books.flatMap { [$0.title, $0.author, $0.originalTitle ?? ""] }
    let movieText = movies.flatMap { [$0.title, $0.director ?? ""] + $0.cast }
    let peopleText = people.flatMap { [$0.name, $0.knownFor] }
    for text in [bookText, movieText, peopleText] {
      #expect(text.contains { !$0.unicodeScalars.allSatisfy(\.isASCII) })
    }
    // Cyrillic, CJK (kana or ideographs) and Hangul all occur.
    let all = (bookText + peopleText).joined()
    #expect(all.unicodeScalars.contains { (0x0400...0x04FF).contains($0.value) })
    #expect(all.unicodeScalars.contains { (0x3040...0x30FF).contains($0.value) })
    #expect(all.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) })
    #expect(all.unicodeScalars.contains { (0xAC00...0xD7AF).contains($0.value) })
  }

  @Test func repeatedCallsReturnTheSameRecords() throws {
    #expect(try EmbeddedCorpus.books() == (try EmbeddedCorpus.books()))
  }

  private func duplicates(_ values: [String]) -> [String] {
    Dictionary(grouping: values, by: { $0 }).filter { $0.value.count > 1 }.map(\.key)
  }

  private func isClean(_ text: String) -> Bool {
    !text.isEmpty && text.trimmingCharacters(in: .whitespacesAndNewlines) == text
  }
}
