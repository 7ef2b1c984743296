import Services

/// How an option's value is typed and shown: `true`/`on`, `0.3`, `200ms`, `fuse`.
///
/// A format checks only the form of a value; the ranges of the Fuse options are checked by
/// `FuseOptions.validate()`, their one home.
struct OptionFormat<Value>: Sendable {
  /// The value typed, or `nil` when the text is not of this form.
  let parse: @Sendable (String) -> Value?
  /// The value as `:show` prints it.
  let show: @Sendable (Value) -> String
  /// The values allowed, in words, unless the option says more precisely.
  let allowed: String?
  /// The values Tab offers after the option's name: each value of a format with few (`true`,
  /// `false`; `fuse`, `relevance`), none for a number or a duration.
  var choices: [String] = []
  /// The names a comma-separated list value is made of, each of which may begin with `-`: Tab
  /// completes the one being typed after a comma or a `-` (none for a value of one word).
  var listItems: [String] = []
}

extension OptionFormat where Value == Bool {
  /// `true`/`false`, also `on`/`off`, `yes`/`no`, `1`/`0`.
  static var flag: Self {
    OptionFormat(
      parse: { text in
        switch text.lowercased() {
        case "true", "on", "yes", "1": true
        case "false", "off", "no", "0": false
        default: nil
        }
      },
      show: { String($0) }, allowed: "true or false", choices: ["true", "false"])
  }
}

extension OptionFormat where Value == Double {
  /// A number (its range is the option's).
  static var number: Self {
    OptionFormat(parse: { Double($0) }, show: NumberText.compact, allowed: nil)
  }
}

extension OptionFormat where Value == Int {
  /// A whole number (its range is the option's).
  static var wholeNumber: Self {
    OptionFormat(parse: { Int($0) }, show: { String($0) }, allowed: nil)
  }

  /// A whole number of at least `minimum`, for a setting of the shell's own.
  ///
  /// - Parameter minimum: The smallest value allowed.
  /// - Returns: The format.
  static func count(atLeast minimum: Int) -> Self {
    OptionFormat(
      parse: { text in Int(text).flatMap { $0 >= minimum ? $0 : nil } },
      show: { String($0) }, allowed: "a whole number ≥ \(minimum)")
  }
}

extension OptionFormat where Value == Duration {
  /// A duration from 0 to 10 s: `200`, `200ms` or `0.5s`.
  static var duration: Self {
    OptionFormat(
      parse: { text in
        let lowered = text.lowercased()
        var number = Substring(lowered)
        var scale = 1.0
        if lowered.hasSuffix("ms") {
          number = lowered.dropLast(2)
        } else if lowered.hasSuffix("s") {
          number = lowered.dropLast()
          scale = 1000
        }
        guard let value = Double(number), value.isFinite else { return nil }
        let millis = value * scale
        guard (0...10_000).contains(millis) else { return nil }
        return .microseconds(Int64((millis * 1000).rounded()))
      },
      show: NumberText.setting, allowed: "a duration from 0 to 10s, such as 200ms, 0.5s or 150")
  }
}

extension OptionFormat where Value == SearchRanking.Order {
  /// A ranking order's name: `fuse` or `relevance`.
  static var order: Self {
    OptionFormat(
      parse: { SearchRanking.Order(rawValue: $0.lowercased()) }, show: \.rawValue,
      allowed: SearchRanking.Order.allCases.map(\.rawValue).joined(separator: " or "),
      choices: SearchRanking.Order.allCases.map(\.rawValue))
  }
}

extension OptionFormat where Value == SearchRanking.Rules {
  /// The relevance order's rules as a comma-separated list (`SearchRanking.Rules(list:)`):
  /// rule names, `all` or `none`, or `-NAME,…` for every rule but those.
  static var rules: Self {
    OptionFormat(
      parse: { SearchRanking.Rules(list: $0.lowercased()) }, show: \.description,
      allowed: "rule names separated by commas, all, none, or -NAME,… for every rule but those;"
        + " the rules: \(SearchRanking.Rules.named.map(\.name).joined(separator: ", "))",
      choices: ["all", "none"] + SearchRanking.Rules.named.map(\.name),
      listItems: SearchRanking.Rules.named.map(\.name))
  }
}
