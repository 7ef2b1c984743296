/// A book: its title, its author and the year it was first published.
///
/// `Book` decodes the records of a books JSON array such as
/// `{"title":"The Hobbit","author":"J.R.R. Tolkien","year":1937}`. `year` may be `null` or
/// absent, and `originalTitle` (the title in the original language or script) and
/// `ratingsCount` are optional.
///
/// ```swift
/// let hobbit = Book(title: "The Hobbit", author: "J.R.R. Tolkien", year: 1937)
/// ```
public struct Book: Sendable, Hashable, Codable, Identifiable {
  /// The title, as displayed.
  public var title: String
  /// The author, or several authors separated by commas.
  public var author: String
  /// The year of first publication, or `nil` when unknown; negative years are BC.
  public var year: Int?
  /// The title in the original language or script, when it differs from ``title``.
  public var originalTitle: String?
  /// How many ratings the book has on Goodreads, when known: the books corpus declares it as its
  /// popularity (`Data/README.md` says where it comes from).
  public var ratingsCount: Int?

  /// Creates a book from its fields.
  ///
  /// - Parameters:
  ///   - title: The title, as displayed.
  ///   - author: The author, or several authors separated by commas.
  ///   - year: The year of first publication, or `nil` when unknown.
  ///   - originalTitle: The title in the original language or script, if it differs.
  ///   - ratingsCount: How many ratings the book has on Goodreads, or `nil` when unknown.
  public init(
    title: String, author: String, year: Int?, originalTitle: String? = nil,
    ratingsCount: Int? = nil
  ) {
    self.title = title
    self.author = author
    self.year = year
    self.originalTitle = originalTitle
    self.ratingsCount = ratingsCount
  }

  /// A stable identifier derived from the title, the author and the year.
  ///
  /// Two books with the same title, author and year share an identifier. The identifier is not
  /// stored, so JSON files need no `id` field and none is written when encoding.
  public var id: String {
    RecordID.make(title, author, year.map(String.init) ?? "")
  }
}
