/// The record index and field named by a decoding error's coding path.
///
/// A coding path into a corpus starts with the record's index in the top-level array, followed
/// by keys and nested indices. `[1, "cast", 2]` becomes index `1` and field `cast[2]`.
struct RecordLocation: Equatable {
  /// The index of the record in the top-level array, or `nil` for the array itself.
  var index: Int?
  /// The field inside the record, such as `year` or `cast[2]`; `nil` for the whole record.
  var field: String?

  init(_ codingPath: [any CodingKey]) {
    guard let first = codingPath.first, let index = first.intValue else {
      self.index = nil
      self.field = nil
      return
    }
    self.index = index
    var field = ""
    for key in codingPath.dropFirst() {
      if let position = key.intValue {
        field += "[\(position)]"
      } else {
        field += field.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    self.field = field.isEmpty ? nil : field
  }
}
