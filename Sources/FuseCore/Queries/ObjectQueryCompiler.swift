/// Compiles a 7.6 object ("MongoDB-style") field query such as `{"$startsWith": "old"}` into
/// extended-search OR groups of AND-ed matchers (Fuse.js's `compileFieldQuery`).
enum ObjectQueryCompiler {
  static let and = "$and"
  static let or = "$or"
  static let not = "$not"

  // Operator names are JavaScript strings (compared code unit for code unit).
  static let operatorKinds: [JavaScriptString: ExtendedMatcher.Kind] = [
    "$fuzzy": .fuzzy, "$eq": .exact, "$contains": .include, "$startsWith": .prefixExact,
    "$endsWith": .suffixExact,
  ]
  static let negatedKinds: [JavaScriptString: ExtendedMatcher.Kind] = [
    "$contains": .inverseExact, "$startsWith": .inversePrefixExact,
    "$endsWith": .inverseSuffixExact,
  ]

  static func isAndOr(_ name: String) -> Bool {
    JavaScriptString.equal(name, and) || JavaScriptString.equal(name, or)
  }

  static func isPlainObject(_ value: JSONValue) -> Bool {
    if case .object = value { return true }
    return false
  }

  static func compile(_ fieldValue: JSONValue, keyPath: String, settings: BitapSettings)
    throws(FuseError) -> ExtendedSearcher
  {
    ExtendedSearcher(
      groups: try groups(fieldValue, keyPath: keyPath, settings: settings),
      includeMatches: settings.includeMatches)
  }

  static func groups(_ fieldValue: JSONValue, keyPath: String, settings: BitapSettings)
    throws(FuseError) -> [[ExtendedMatcher]]
  {
    func invalid(_ reason: String) -> FuseError {
      FuseError.invalidFieldQuery(key: keyPath, reason: reason)
    }
    guard isPlainObject(fieldValue) else { throw invalid("field query must be an object") }
    let properties = fieldValue.javaScriptProperties
    guard !properties.isEmpty else { throw invalid("empty query") }
    let keys = properties.map(\.key)
    let hasAnd = keys.contains { JavaScriptString.equal($0, and) }
    let hasOr = keys.contains { JavaScriptString.equal($0, or) }
    guard hasAnd || hasOr else {
      return [try clause(fieldValue, keyPath: keyPath, settings: settings)]
    }
    guard keys.count == 1 else { throw invalid("operators cannot be mixed with $and/$or") }
    if hasAnd {
      return [try andGroup(properties[0].value, keyPath: keyPath, settings: settings)]
    }
    guard case .array(let members) = properties[0].value, !members.isEmpty else {
      throw invalid("$or must be a non-empty array")
    }
    var groups: [[ExtendedMatcher]] = []
    for member in members {
      let memberProperties = member.javaScriptProperties
      if isPlainObject(member),
        memberProperties.contains(where: { JavaScriptString.equal($0.key, and) })
      {
        guard memberProperties.count == 1 else { throw invalid("$and cannot have siblings") }
        groups.append(try andGroup(memberProperties[0].value, keyPath: keyPath, settings: settings))
      } else {
        groups.append(try clause(member, keyPath: keyPath, settings: settings))
      }
    }
    return groups
  }

  static func andGroup(_ value: JSONValue, keyPath: String, settings: BitapSettings)
    throws(FuseError) -> [ExtendedMatcher]
  {
    guard case .array(let clauses) = value, !clauses.isEmpty else {
      throw FuseError.invalidFieldQuery(key: keyPath, reason: "$and must be a non-empty array")
    }
    var group: [ExtendedMatcher] = []
    for member in clauses {
      group.append(contentsOf: try clause(member, keyPath: keyPath, settings: settings))
    }
    return group
  }

  /// One operator-only object: an AND group.
  static func clause(_ value: JSONValue, keyPath: String, settings: BitapSettings) throws(FuseError)
    -> [ExtendedMatcher]
  {
    func invalid(_ reason: String) -> FuseError {
      FuseError.invalidFieldQuery(key: keyPath, reason: reason)
    }
    guard isPlainObject(value) else { throw invalid("each clause must be an operator object") }
    let operators = value.javaScriptProperties
    guard !operators.isEmpty else { throw invalid("empty query") }
    var group: [ExtendedMatcher] = []
    for (name, operand) in operators {
      if isAndOr(name) { throw invalid("\(name) cannot be nested") }
      let kind: ExtendedMatcher.Kind
      let raw: JSONValue
      var valueOperator = name
      if JavaScriptString.equal(name, not) {
        guard isPlainObject(operand) else { throw invalid("$not must wrap an operator object") }
        let inner = operand.javaScriptProperties
        guard inner.count == 1 else { throw invalid("$not must wrap exactly one operator") }
        let innerName = inner[0].key
        if JavaScriptString.equal(innerName, not) { throw invalid("$not cannot be nested") }
        if isAndOr(innerName) {
          throw invalid("\(innerName) cannot be used inside $not")
        }
        guard operatorKinds[JavaScriptString(innerName)] != nil else {
          throw FuseError.unknownQueryOperator(innerName)
        }
        guard let negated = negatedKinds[JavaScriptString(innerName)] else {
          throw invalid("'\(innerName)' cannot be negated")
        }
        kind = negated
        raw = inner[0].value
        valueOperator = innerName
      } else {
        guard let positive = operatorKinds[JavaScriptString(name)] else {
          throw FuseError.unknownQueryOperator(name)
        }
        kind = positive
        raw = operand
      }
      guard case .string(let text) = raw else {
        throw invalid("value for '\(valueOperator)' must be a string")
      }
      let normalized = settings.normalization.units(text)
      guard !normalized.isEmpty else {
        throw FuseError.emptyQueryValue(operator: valueOperator, key: keyPath)
      }
      group.append(ExtendedMatcher(kind: kind, value: normalized, settings: settings))
    }
    return group
  }
}
