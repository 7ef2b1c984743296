extension FuseIndex {
  /// The index as Fuse.js's `index.toJSON()` writes it: `{keys, records}` with raw weights and no getters.
  ///
  /// Fuse.js's `Fuse.parseIndex` reads it, and so does ``init(json:fieldNormWeight:)``.
  ///
  /// - Returns: The JSON value; use ``JSONValue/jsonText`` for text.
  /// - Complexity: O(*n*) in the size of the index.
  public func toJSON() -> JSONValue {
    let keyValues: [JSONValue] = keys.map { key in
      [
        "path": .array(key.path.map(JSONValue.string)), "id": .string(key.id),
        "weight": .number(key.weight), "src": key.source,
      ]
    }
    return ["keys": .array(keyValues), "records": .array(records.map(\.json))]
  }

  /// Loads an index saved by ``toJSON()`` or by Fuse.js (Fuse.js's `Fuse.parseIndex`).
  ///
  /// Records are taken as they are; nothing is recomputed.
  ///
  /// - Parameters:
  ///   - json: The `{keys, records}` value.
  ///   - fieldNormWeight: The norm weight of the index (used for documents added later).
  /// - Throws: ``FuseError/invalidIndex(reason:)`` naming the record or key that is malformed, or
  ///   a second record for the same document.
  public init(json: JSONValue, fieldNormWeight: Double = 1) throws(FuseError) {
    guard case .object = json else {
      throw FuseError.invalidIndex(reason: "expected an object with 'keys' and 'records'")
    }
    guard case .array(let keyValues)? = json["keys"] else {
      throw FuseError.invalidIndex(reason: "'keys' must be an array")
    }
    guard case .array(let recordValues)? = json["records"] else {
      throw FuseError.invalidIndex(reason: "'records' must be an array")
    }
    var keys: [Key] = []
    for (position, value) in keyValues.enumerated() {
      keys.append(try Key(json: value, position: position))
    }
    var records: [Record] = []
    records.reserveCapacity(recordValues.count)
    var indexed = Set<Int>()
    for (position, value) in recordValues.enumerated() {
      let record = try Record(json: value, position: position)
      // Two records for one document would make it a result twice.
      guard indexed.insert(record.docIndex).inserted else {
        throw FuseError.invalidIndex(
          reason: "record \(position): document \(record.docIndex) already has a record")
      }
      records.append(record)
    }
    self.init(keys: keys, records: records, fieldNormWeight: fieldNormWeight)
  }

  /// Loads an index from JSON text (see ``init(json:fieldNormWeight:)``).
  ///
  /// - Parameters:
  ///   - jsonText: The JSON text.
  ///   - fieldNormWeight: The norm weight of the index.
  /// - Throws: ``FuseError/invalidIndex(reason:)`` for malformed JSON (with line and column) or
  ///   a malformed index.
  public init(jsonText: String, fieldNormWeight: Double = 1) throws(FuseError) {
    let json: JSONValue
    do {
      json = try JSONValue(parsing: jsonText)
    } catch {
      throw FuseError.invalidIndex(reason: "malformed JSON: \(error)")
    }
    try self.init(json: json, fieldNormWeight: fieldNormWeight)
  }
}

extension FuseIndex.Key {
  init(json: JSONValue, position: Int) throws(FuseError) {
    func fail(_ reason: String) -> FuseError {
      FuseError.invalidIndex(reason: "key \(position): \(reason)")
    }
    guard case .array(let segments)? = json["path"] else {
      throw fail("'path' must be an array of strings")
    }
    var path: [String] = []
    for segment in segments {
      guard let text = segment.stringValue else { throw fail("'path' must be an array of strings") }
      path.append(text)
    }
    guard let id = json["id"]?.stringValue else { throw fail("'id' must be a string") }
    guard let weight = json["weight"]?.numberValue, weight.isFinite, weight > 0 else {
      throw fail("'weight' must be a positive number")
    }
    self.init(path: path, id: id, weight: weight, source: json["src"] ?? .string(id))
  }
}

extension FuseIndex.Entry {
  var json: JSONValue {
    if let arrayIndex {
      return ["v": .string(text), "i": .number(Double(arrayIndex)), "n": .number(norm)]
    }
    return ["v": .string(text), "n": .number(norm)]
  }

  init(json: JSONValue, where place: String) throws(FuseError) {
    guard let text = json["v"]?.stringValue else {
      throw FuseError.invalidIndex(reason: "\(place): 'v' must be a string")
    }
    guard let norm = json["n"]?.numberValue, norm.isFinite else {
      throw FuseError.invalidIndex(reason: "\(place): 'n' must be a number")
    }
    var arrayIndex: Int?
    if let value = json["i"], !value.isNull {
      guard let number = value.numberValue, let index = Int(exactly: number) else {
        throw FuseError.invalidIndex(reason: "\(place): 'i' must be an integer")
      }
      arrayIndex = index
    }
    self.init(text: text, arrayIndex: arrayIndex, norm: norm)
  }
}

extension FuseIndex.Record {
  var json: JSONValue {
    switch content {
    case .string(let text, let norm):
      return ["v": .string(text), "i": .number(Double(docIndex)), "n": .number(norm)]
    case .object(let slots):
      let members = slots.map { keyed -> JSONValue.Member in
        switch keyed.slot {
        case .single(let entry): JSONValue.Member(String(keyed.keyPosition), entry.json)
        case .list(let entries):
          JSONValue.Member(String(keyed.keyPosition), .array(entries.map(\.json)))
        }
      }
      return ["i": .number(Double(docIndex)), "$": .object(members)]
    }
  }

  init(json: JSONValue, position: Int) throws(FuseError) {
    let place = "record \(position)"
    guard let number = json["i"]?.numberValue, let docIndex = Int(exactly: number), docIndex >= 0
    else {
      throw FuseError.invalidIndex(reason: "\(place): 'i' must be a non-negative integer")
    }
    if json["v"] != nil {
      let entry = try FuseIndex.Entry(json: json, where: place)
      self.init(docIndex: docIndex, content: .string(text: entry.text, norm: entry.norm))
      return
    }
    guard case .object(let members)? = json["$"] else {
      throw FuseError.invalidIndex(
        reason: "\(place): expected 'v' (string record) or '$' (object record)")
    }
    var slots: [Int: FuseIndex.Slot] = [:]  // a repeated position keeps its last value
    for member in members {
      guard let keyPosition = Int(member.key), keyPosition >= 0 else {
        throw FuseError.invalidIndex(
          reason: "\(place): slot name '\(member.key)' is not a key position")
      }
      let slotPlace = "\(place), key \(keyPosition)"
      switch member.value {
      case .array(let items):
        var entries: [FuseIndex.Entry] = []
        for (offset, item) in items.enumerated() {
          entries.append(try FuseIndex.Entry(json: item, where: "\(slotPlace), item \(offset)"))
        }
        slots[keyPosition] = .list(entries)
      case .null:
        continue
      default:
        slots[keyPosition] = .single(try FuseIndex.Entry(json: member.value, where: slotPlace))
      }
    }
    let ordered = slots.keys.sorted().compactMap { position in
      slots[position].map { FuseIndex.KeyedSlot(keyPosition: position, slot: $0) }
    }
    self.init(docIndex: docIndex, content: .object(ordered))
  }
}
