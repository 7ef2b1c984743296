import FuseCore
import Services

/// What changing an option rebuilds: a corpus's searcher, a corpus's ranking, or the session.
enum OptionScope: Sendable, Hashable {
  /// A Fuse option: every corpus re-indexes with it.
  case search
  /// The result order: every corpus re-ranks, without re-indexing.
  case ranking
  /// A setting of the shell itself (limit, timing).
  case session
}

/// One option `:set` changes and `:show` lists: its name, the values it allows, and the one field
/// it writes, through a key path into the corpus's `FuseOptions`, its `SearchRanking` or the
/// session's ``ShellSettings``.
///
/// `Record` is the corpus's record type, which the `FuseOptions` key paths need; ``ShellOptions``
/// holds the table, one row per option.
struct ShellOption<Record>: Sendable {
  /// The name `:set` takes.
  let name: String
  /// The values allowed, in words: what `:show` and error messages say.
  let allowed: String
  /// The values Tab offers (``OptionFormat/choices``).
  let choices: [String]
  /// The items of a list value Tab offers (``OptionFormat/listItems``).
  let listItems: [String]
  /// What a change rebuilds.
  let scope: OptionScope
  /// Parses typed text, writes it and checks the result.
  private let write: @Sendable (String, inout OptionValues<Record>) throws(ShellError) -> Void
  /// The value in force, as `:show` prints it.
  private let read: @Sendable (OptionValues<Record>) -> String

  /// A Fuse option: a field of the corpus's `FuseOptions`, checked by `FuseOptions.validate()`.
  ///
  /// - Parameters:
  ///   - name: The option's name.
  ///   - field: The field it writes.
  ///   - format: How its value is typed and shown.
  ///   - allowed: The values allowed, in words (default: the format's).
  /// - Returns: The option.
  static func search<Value>(
    _ name: String, _ field: any WritableKeyPath<FuseOptions<Record>, Value> & Sendable,
    _ format: OptionFormat<Value>, allowed: String? = nil
  ) -> Self {
    row(
      name, scope: .search, allowed: allowed ?? format.allowed, part: \.search, field: field,
      format: format,
      check: { options in
        do throws(FuseError) {
          try options.validate()
          return nil
        } catch {
          return error
        }
      })
  }

  /// A field of the corpus's `SearchRanking`.
  ///
  /// - Parameters:
  ///   - name: The option's name.
  ///   - field: The field it writes.
  ///   - format: How its value is typed.
  ///   - show: The ranking as `:show` prints the option (default: the field's value).
  /// - Returns: The option.
  static func ranking<Value>(
    _ name: String, _ field: any WritableKeyPath<SearchRanking, Value> & Sendable,
    _ format: OptionFormat<Value>, show: (@Sendable (SearchRanking) -> String)? = nil
  ) -> Self {
    row(
      name, scope: .ranking, allowed: format.allowed, part: \.ranking, field: field,
      format: format, show: show)
  }

  /// A setting of the shell's own; its format is its only check.
  ///
  /// - Parameters:
  ///   - name: The option's name.
  ///   - field: The field it writes.
  ///   - format: How its value is typed and shown.
  /// - Returns: The option.
  static func session<Value>(
    _ name: String, _ field: any WritableKeyPath<ShellSettings, Value> & Sendable,
    _ format: OptionFormat<Value>
  ) -> Self {
    row(
      name, scope: .session, allowed: format.allowed, part: \.session, field: field, format: format)
  }

  /// An option that writes `field` of one part of the values, then checks the part.
  ///
  /// - Parameters:
  ///   - name: The option's name.
  ///   - scope: What a change rebuilds.
  ///   - allowed: The values allowed, in words.
  ///   - part: The part of the values the field belongs to.
  ///   - field: The field the option writes.
  ///   - format: How its value is typed.
  ///   - check: The part's own check, after the write: an error, or `nil` when it is valid
  ///     (default: none).
  ///   - show: The part as `:show` prints the option (default: the field's value).
  /// - Returns: The option.
  private static func row<Part, Value>(
    _ name: String, scope: OptionScope, allowed: String?,
    part: any WritableKeyPath<OptionValues<Record>, Part> & Sendable,
    field: any WritableKeyPath<Part, Value> & Sendable, format: OptionFormat<Value>,
    check: @escaping @Sendable (Part) -> FuseError? = { _ in nil },
    show: (@Sendable (Part) -> String)? = nil
  ) -> Self {
    let allowed = allowed ?? ""
    let show = show ?? { format.show($0[keyPath: field]) }
    return ShellOption(
      name: name, allowed: allowed, choices: format.choices, listItems: format.listItems,
      scope: scope,
      write: { (text, values) throws(ShellError) in
        let invalid = ShellError.invalidValue(what: name, value: text, allowed: allowed)
        guard let value = format.parse(text) else { throw invalid }
        var changed = values[keyPath: part]
        changed[keyPath: field] = value
        if let error = check(changed) {
          // The option's own range is reported as its allowed values; anything else as is.
          guard case .invalidOption(let option, _, _) = error, option == name else {
            throw ShellError.fuse(error)
          }
          throw invalid
        }
        values[keyPath: part] = changed
      },
      read: { show($0[keyPath: part]) })
  }

  /// Sets this option from typed text.
  ///
  /// - Parameters:
  ///   - text: The typed value.
  ///   - values: The values to change; unchanged when the value is invalid.
  /// - Throws: ``ShellError/invalidValue(what:value:allowed:)`` saying what is allowed.
  func apply(_ text: String, to values: inout OptionValues<Record>) throws(ShellError) {
    try write(text, &values)
  }

  /// This option's value, as `:show` prints it.
  ///
  /// - Parameter values: The values in force.
  /// - Returns: The value's text.
  func value(in values: OptionValues<Record>) -> String {
    read(values)
  }
}
