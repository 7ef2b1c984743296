import Models

/// Synthetic books for tests that need a large collection.
enum GeneratedBooks {
  /// `count` distinct books ("Archive Volume 0" … by "Archivist 0" …).
  static func make(_ count: Int) -> [Book] {
    (0..<count).map { number in
      Book(
        title: "Archive Volume \(number)", author: "Archivist \(number % 1_000)",
        year: 1_900 + number % 120)
    }
  }
}
