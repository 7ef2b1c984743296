import FuseCore
public import Models

extension Book: ProfiledRecord {
  /// The books corpus: searched by title (weight 2), author and original title, and by year on
  /// request; each book named as "Title — Author (year)".
  ///
  /// Its popularity (``SearchRanking/Rules/popularity``) is the book's number of Goodreads
  /// ratings (``Book/ratingsCount``, the `ratings_count` of goodbooks-10k's `books.csv`; see
  /// `Data/README.md`): of two books that match equally well, the one more people have rated.
  public static let profile = CorpusProfile<Book>(
    name: "books",
    fields: [
      CorpusField("title", \.title, weight: 2), CorpusField("author", \.author, weight: 1),
      CorpusField("originalTitle", \.originalTitle, weight: 1),
      CorpusField("year", text: { $0.year.map(String.init) }),
    ],
    ranking: .relevance(nameKeys: ["author"]),
    popularity: CorpusPopularity("Goodreads ratings") { book in
      book.ratingsCount.map(Double.init)
    },
    titleLine: { book in "\(book.title) — \(book.author)" + (book.year.map { " (\($0))" } ?? "") },
    json: { book in
      var members: [JSONValue.Member] = [
        .init("title", .string(book.title)), .init("author", .string(book.author)),
        .init("year", book.year.map { .number(Double($0)) } ?? .null),
      ]
      if let originalTitle = book.originalTitle {
        members.append(.init("originalTitle", .string(originalTitle)))
      }
      if let ratingsCount = book.ratingsCount {
        members.append(.init("ratingsCount", .number(Double(ratingsCount))))
      }
      return .object(members)
    },
    embedded: EmbeddedCorpus.books, bundled: \Corpus.books)
}
