import Foundation

/// Number and duration formatting shared by the shell's output.
enum NumberText {
  /// A number without a trailing ".0": `2`, `0.25`.
  static func compact(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
  }

  /// A count and its noun, singular for one: `1 record`, `2 records`.
  ///
  /// - Parameters:
  ///   - count: The count.
  ///   - noun: The noun, singular; its plural adds "s".
  /// - Returns: The text.
  static func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  /// A score with three decimals: `0.012`.
  static func score(_ value: Double) -> String {
    String(format: "%.3f", value)
  }

  /// A score with enough digits to compare products: `0.0123456`.
  static func precise(_ value: Double) -> String {
    String(format: "%.6g", value)
  }

  /// A duration in milliseconds with one decimal: `12.3 ms`.
  static func milliseconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let millis = Double(seconds) * 1000 + Double(attoseconds) / 1e15
    return String(format: "%.1f ms", millis)
  }

  /// A duration rounded to whole milliseconds: `+50ms`, for `:type` timestamps.
  static func stamp(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let millis = Double(seconds) * 1000 + Double(attoseconds) / 1e15
    return String(format: "+%.0fms", millis)
  }

  /// A duration as whole milliseconds when it is one: `200ms`, otherwise `12.5ms`.
  static func setting(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let millis = Double(seconds) * 1000 + Double(attoseconds) / 1e15
    return compact(millis) + "ms"
  }
}
