import FuseCore
import Services

/// The options of `:set`, in one table: parsing `:set`, checking and writing values, `:show`,
/// `:help` and the unknown-option message all read it.
///
/// Each row names the one field it writes (a key path), so adding an option is adding a row.
enum ShellOptions {
  /// The table, with its `FuseOptions` key paths typed for one record type.
  ///
  /// - Parameter type: The corpus's record type.
  /// - Returns: Every option, in the order `:show` lists them.
  static func table<Record>(for type: Record.Type) -> [ShellOption<Record>] {
    let wholeNumber = "a whole number ≥ 0"
    return [
      .search("threshold", \.threshold, .number, allowed: "a number from 0 to 1"),
      .search("distance", \.distance, .wholeNumber, allowed: wholeNumber),
      .search("location", \.location, .wholeNumber, allowed: wholeNumber),
      .search("ignoreLocation", \.ignoreLocation, .flag),
      .search("ignoreDiacritics", \.ignoreDiacritics, .flag),
      .search("isCaseSensitive", \.isCaseSensitive, .flag),
      .search("useExtendedSearch", \.useExtendedSearch, .flag),
      .search("useTokenSearch", \.useTokenSearch, .flag),
      .session("limit", \.limit, .count(atLeast: 1)),
      .search("minMatchCharLength", \.minMatchCharLength, .wholeNumber, allowed: wholeNumber),
      .search("fieldNormWeight", \.fieldNormWeight, .number, allowed: "a number ≥ 0"),
      .session("debounce", \.debounce, .duration),
      .session("typeInterval", \.typeInterval, .duration),
      // The order with its candidates ("relevance (top 200)"); the rules are their own row.
      .ranking(
        "rank", \.order, .order,
        show: { ranking in
          var order = ranking
          order.rules = .all
          return order.description
        }),
      .ranking("rules", \.rules, .rules),
    ]
  }

  /// The table where no corpus is involved: names, allowed values, scopes and the session's
  /// settings do not depend on the record type (`Never` stands for "no corpus").
  private static let untyped = table(for: Never.self)

  /// The option names, in table order.
  static let names = untyped.map(\.name)

  /// The option a typed name means (case-insensitive).
  ///
  /// - Parameter typed: The name as typed.
  /// - Returns: The option's name as the table spells it.
  /// - Throws: ``ShellError/unknownOption(_:suggestion:)`` with the closest name.
  static func name(matching typed: String) throws(ShellError) -> String {
    guard let name = names.first(where: { $0.lowercased() == typed.lowercased() }) else {
      throw ShellError.unknownOption(typed, suggestion: Suggestions.closest(to: typed, in: names))
    }
    return name
  }

  /// The row of an option, with key paths typed for a record type.
  ///
  /// - Parameters:
  ///   - name: The option's name, as the table spells it.
  ///   - type: The corpus's record type.
  /// - Returns: The row, or `nil` for a name not in the table.
  static func option<Record>(named name: String, for type: Record.Type) -> ShellOption<Record>? {
    table(for: type).first { $0.name == name }
  }

  /// What changing an option rebuilds.
  ///
  /// - Parameter name: The option's name, as the table spells it.
  /// - Returns: Its scope, or `nil` for a name not in the table.
  static func scope(of name: String) -> OptionScope? {
    untyped.first { $0.name == name }?.scope
  }

  /// The values Tab offers after each option's name, by the name in lower case (options of
  /// few values only).
  static let choices: [String: [String]] = Dictionary(
    uniqueKeysWithValues: untyped.filter { !$0.choices.isEmpty }.map {
      ($0.name.lowercased(), $0.choices)
    })

  /// The items of a list value Tab offers after each option's name, by the name in lower case
  /// (options whose value is a comma-separated list only).
  static let listItems: [String: [String]] = Dictionary(
    uniqueKeysWithValues: untyped.filter { !$0.listItems.isEmpty }.map {
      ($0.name.lowercased(), $0.listItems)
    })

  /// The values an option allows, in words.
  ///
  /// - Parameter name: The option's name, as the table spells it.
  /// - Returns: The text, or "" for a name not in the table.
  static func allowed(for name: String) -> String {
    untyped.first { $0.name == name }?.allowed ?? ""
  }

  /// Sets a session option (``OptionScope/session``) in the settings.
  ///
  /// - Parameters:
  ///   - name: The option's name, as the table spells it.
  ///   - text: The typed value.
  ///   - settings: The settings; unchanged when the value is invalid.
  /// - Throws: ``ShellError/invalidValue(what:value:allowed:)``.
  static func apply(_ name: String, _ text: String, to settings: inout ShellSettings)
    throws(ShellError)
  {
    guard let option = untyped.first(where: { $0.name == name }), option.scope == .session else {
      return
    }
    var values = OptionValues<Never>(search: FuseOptions(), ranking: .fuse, session: settings)
    try option.apply(text, to: &values)
    settings = values.session
  }

  /// A session option's value (``OptionScope/session``), as `:show` prints it.
  ///
  /// - Parameters:
  ///   - name: The option's name, as the table spells it.
  ///   - settings: The settings.
  /// - Returns: The value's text, or `nil` for an option of another scope.
  static func value(of name: String, in settings: ShellSettings) -> String? {
    guard let option = untyped.first(where: { $0.name == name }), option.scope == .session else {
      return nil
    }
    return option.value(
      in: OptionValues<Never>(search: FuseOptions(), ranking: .fuse, session: settings))
  }
}
