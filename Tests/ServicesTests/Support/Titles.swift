import FuseCore
import Models

extension Array {
  /// The books' titles, in result order.
  func titles() -> [String] where Element == FuseResult<Book> {
    map(\.item.title)
  }

  /// The films' titles, in result order.
  func titles() -> [String] where Element == FuseResult<Movie> {
    map(\.item.title)
  }

  /// The people's names, in result order.
  func names() -> [String] where Element == FuseResult<Person> {
    map(\.item.name)
  }
}
