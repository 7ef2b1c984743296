/// Builds the derived identifiers of ``Book``, ``Movie`` and ``Person``.
enum RecordID {
  /// Joins the identifying fields with the ASCII unit separator (U+001F).
  ///
  /// The separator does not occur in titles or names, so different field values never produce
  /// the same identifier by accident.
  static func make(_ fields: String...) -> String {
    fields.joined(separator: "\u{1F}")
  }
}
