/// Lists in prose: "books", "books or movies", "books, movies or people".
enum ListText {
  /// The items joined with commas, and the conjunction before the last one.
  ///
  /// - Parameters:
  ///   - items: The items, in order.
  ///   - conjunction: "and" or "or".
  /// - Returns: The list; empty for no items.
  static func joined(_ items: [String], _ conjunction: String) -> String {
    guard let last = items.last else { return "" }
    guard items.count > 1 else { return last }
    return items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
  }
}
