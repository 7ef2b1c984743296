/// Formats one line of the tour: a bracketed pattern label padded to a column, then the text.
enum PatternLine {
  /// The column where the text after the label starts.
  static let labelWidth = 12
  /// How many names a line lists before it elides the rest.
  static let shownNames = 3

  /// `label` padded to ``labelWidth`` (at least one space), followed by `text`.
  static func make(_ label: String, _ text: String) -> String {
    label + String(repeating: " ", count: max(1, labelWidth - label.count)) + text
  }

  /// "N hit(s) for 'query' → ["first", "second", "third", …]", the guide's sample-output form.
  static func hits(_ names: [String], for query: String) -> String {
    hits(names, described: "'\(query)'")
  }

  /// "N hit(s) for final query 'query' → ["first", …]", for the debounced line.
  static func hits(_ names: [String], forFinalQuery query: String) -> String {
    hits(names, described: "final query '\(query)'")
  }

  /// "N hit(s) for DESCRIPTION → ["first", "second", "third", …]": names quoted as Swift prints
  /// an array of strings (escapes included), the rest elided.
  private static func hits(_ names: [String], described description: String) -> String {
    let shown = names.prefix(shownNames).map { String(reflecting: $0) }.joined(separator: ", ")
    let more = names.count > shownNames ? ", …" : ""
    return "\(names.count) hit(s) for \(description) → [\(shown)\(more)]"
  }

  /// A duration in milliseconds with one decimal, such as "3.2".
  static func milliseconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let tenths = (Double(seconds) * 10_000 + Double(attoseconds) / 100_000_000_000_000).rounded()
    return "\(Int(tenths) / 10).\(Int(tenths) % 10)"
  }
}
