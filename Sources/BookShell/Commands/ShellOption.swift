import FuseCore
import Services

/// An option `:set` can change, with the values it allows.
enum ShellOption: String, Sendable, CaseIterable {
  /// Fuse's `threshold`.
  case threshold
  /// Fuse's `distance`.
  case distance
  /// Fuse's `location`.
  case location
  /// Fuse's `ignoreLocation`.
  case ignoreLocation
  /// Fuse's `ignoreDiacritics`.
  case ignoreDiacritics
  /// Fuse's `isCaseSensitive`.
  case isCaseSensitive
  /// Fuse's `useExtendedSearch`.
  case useExtendedSearch
  /// Fuse's `useTokenSearch`.
  case useTokenSearch
  /// The most results per corpus.
  case limit
  /// Fuse's `minMatchCharLength`.
  case minMatchCharLength
  /// Fuse's `fieldNormWeight`.
  case fieldNormWeight
  /// The view-model's debounce interval.
  case debounce
  /// The pause between the characters `:type` replays.
  case typeInterval
  /// The order results are shown in: Fuse.js's (`fuse`) or the Services' relevance order.
  case rank

  /// The kinds of value an option takes.
  enum Kind {
    /// `true`/`false` (also `on`/`off`, `yes`/`no`, `1`/`0`).
    case bool
    /// A number from 0 to 1.
    case unitInterval
    /// A finite number ≥ 0.
    case nonNegativeNumber
    /// A whole number ≥ `minimum`.
    case integer(minimum: Int)
    /// A duration from 0 to 10 s: `200`, `200ms`, `0.5s`.
    case duration
    /// A ranking order's name (`SearchRanking.Order`).
    case order
  }

  /// The kind of value this option takes.
  var kind: Kind {
    switch self {
    case .threshold: .unitInterval
    case .distance, .location, .minMatchCharLength: .integer(minimum: 0)
    case .limit: .integer(minimum: 1)
    case .ignoreLocation, .ignoreDiacritics, .isCaseSensitive, .useExtendedSearch,
      .useTokenSearch:
      .bool
    case .fieldNormWeight: .nonNegativeNumber
    case .debounce, .typeInterval: .duration
    case .rank: .order
    }
  }

  /// The values allowed, in words.
  var allowed: String {
    switch kind {
    case .bool: "true or false"
    case .unitInterval: "a number from 0 to 1"
    case .nonNegativeNumber: "a number ≥ 0"
    case .integer(let minimum): "a whole number ≥ \(minimum)"
    case .duration: "a duration from 0 to 10s, such as 200ms, 0.5s or 150"
    case .order: SearchRanking.Order.allCases.map(\.rawValue).joined(separator: " or ")
    }
  }

  /// The option names users may type, for messages.
  static var names: [String] { allCases.map(\.rawValue) }

  /// Finds an option by name (case-insensitive).
  ///
  /// - Parameter name: The typed name.
  /// - Throws: ``ShellError/unknownOption(_:suggestion:)`` with the closest name.
  init(named name: String) throws(ShellError) {
    guard let option = Self.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() })
    else {
      throw ShellError.unknownOption(
        name, suggestion: Suggestions.closest(to: name, in: Self.names))
    }
    self = option
  }

  /// This option's value, as `:show` prints it.
  ///
  /// - Parameters:
  ///   - settings: The shell's settings (limit and timing).
  ///   - options: A corpus's options in force (the Fuse options).
  /// - Returns: The value's text.
  func value<Element>(in settings: ShellSettings, options: FuseOptions<Element>) -> String {
    switch self {
    case .threshold: NumberText.compact(options.threshold)
    case .distance: String(options.distance)
    case .location: String(options.location)
    case .ignoreLocation: String(options.ignoreLocation)
    case .ignoreDiacritics: String(options.ignoreDiacritics)
    case .isCaseSensitive: String(options.isCaseSensitive)
    case .useExtendedSearch: String(options.useExtendedSearch)
    case .useTokenSearch: String(options.useTokenSearch)
    case .limit: String(settings.limit)
    case .minMatchCharLength: String(options.minMatchCharLength)
    case .fieldNormWeight: NumberText.compact(options.fieldNormWeight)
    case .debounce: NumberText.setting(settings.debounce)
    case .typeInterval: NumberText.setting(settings.typeInterval)
    case .rank: settings.rank?.rawValue ?? "the corpus's default"
    }
  }

  /// Sets this option in `settings` from typed text, checking the value.
  ///
  /// - Parameters:
  ///   - text: The typed value.
  ///   - settings: The settings to change; unchanged when the value is invalid.
  /// - Throws: ``ShellError/invalidValue(what:value:allowed:)`` saying what is allowed.
  func apply(_ text: String, to settings: inout ShellSettings) throws(ShellError) {
    let invalid = ShellError.invalidValue(what: rawValue, value: text, allowed: allowed)
    switch kind {
    case .bool:
      guard let value = Self.bool(text) else { throw invalid }
      switch self {
      case .ignoreLocation: settings.fuse.ignoreLocation = value
      case .ignoreDiacritics: settings.fuse.ignoreDiacritics = value
      case .isCaseSensitive: settings.fuse.isCaseSensitive = value
      case .useExtendedSearch: settings.fuse.useExtendedSearch = value
      default: settings.fuse.useTokenSearch = value
      }
    case .unitInterval:
      guard let value = Double(text), value.isFinite, (0...1).contains(value) else { throw invalid }
      settings.fuse.threshold = value
    case .nonNegativeNumber:
      guard let value = Double(text), value.isFinite, value >= 0 else { throw invalid }
      settings.fuse.fieldNormWeight = value
    case .integer(let minimum):
      guard let value = Int(text), value >= minimum else { throw invalid }
      switch self {
      case .distance: settings.fuse.distance = value
      case .location: settings.fuse.location = value
      case .minMatchCharLength: settings.fuse.minMatchCharLength = value
      default: settings.limit = value
      }
    case .duration:
      guard let value = Self.duration(text) else { throw invalid }
      if self == .debounce { settings.debounce = value } else { settings.typeInterval = value }
    case .order:
      guard let value = SearchRanking.Order(rawValue: text.lowercased()) else { throw invalid }
      settings.rank = value
    }
  }

  /// Parses a boolean as typed.
  private static func bool(_ text: String) -> Bool? {
    switch text.lowercased() {
    case "true", "on", "yes", "1": true
    case "false", "off", "no", "0": false
    default: nil
    }
  }

  /// Parses `200`, `200ms` or `0.5s` into a duration from 0 to 10 s.
  private static func duration(_ text: String) -> Duration? {
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
  }
}
