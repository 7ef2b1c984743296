/// Searches one normalised text (UTF-16 units) for a compiled query.
protocol TextSearcher: AnyObject {
  func search(_ text: UnsafeBufferPointer<UInt16>) -> SearchOutcome
}
