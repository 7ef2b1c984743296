@testable import FuseCore

extension VectorRunner {
  /// A thrown error, with the phase it was thrown in.
  struct PhasedError {
    var phase: String
    var error: any Error
    var opIndex: Int?
  }

  func runSearch(expected: JSONValue) throws {
    let docs = testCase["docs"]?.arrayValue ?? []
    var opResults: [JSONValue] = []
    let outcome: Result<[FuseResult<JSONValue>], PhasedErrorBox>
    var fuse: Fuse.Search<JSONValue>?
    let unexpressed = UnexpressedTerms()
    do {
      let options = try construct {
        try VectorRunner.options(from: testCase["options"], unexpressed: unexpressed)
      }
      let index = try construct { try prebuiltIndex(docs: docs, options: options) }
      fuse = try construct { try Fuse.Search(docs, options: options, index: index) }
      guard let fuse else { throw Failure(differences: ["no searcher"]) }
      for (position, op) in (testCase["ops"]?.arrayValue ?? []).enumerated() {
        do {
          opResults.append(try apply(op, to: fuse))
        } catch let error as FuseError {
          throw PhasedErrorBox(PhasedError(phase: "op", error: error, opIndex: position))
        }
      }
      let limit = testCase["searchOptions"]?["limit"]?.numberValue.map { Int($0) }
      do {
        outcome = .success(try fuse.search(testCase["query"] ?? .null, limit: limit))
      } catch {
        throw PhasedErrorBox(PhasedError(phase: "search", error: error))
      }
    } catch let boxed as PhasedErrorBox {
      outcome = .failure(boxed)
    }

    if !unexpressed.all.isEmpty {
      throw Failure(differences: ["not expressible in FuseCore"] + unexpressed.all)
    }
    var differences: [String] = []
    switch outcome {
    case .failure(let boxed):
      guard let message = expected["error"]?.stringValue else {
        throw Failure(differences: ["threw in phase \(boxed.value.phase): \(boxed.value.error)"])
      }
      let ours = (boxed.value.error as? FuseError)?.fuseJSMessage
      if ours != message {
        differences.append(
          "error '\(ours ?? String(describing: boxed.value.error))', expected '\(message)'")
      }
      if let phase = expected["phase"]?.stringValue, phase != boxed.value.phase {
        differences.append("error phase \(boxed.value.phase), expected \(phase)")
      }
      if let opIndex = expected["opIndex"]?.numberValue.map({ Int($0) }),
        opIndex != boxed.value.opIndex
      {
        differences.append("error at op \(boxed.value.opIndex ?? -1), expected \(opIndex)")
      }
      if let expectedOps = expected["opResults"]?.arrayValue {
        compare(
          JSONValue.array(opResults), .array(expectedOps), at: "opResults", into: &differences)
      }
    case .success(let results):
      if let message = expected["error"]?.stringValue {
        throw Failure(differences: ["expected error '\(message)' but the search succeeded"])
      }
      compareResults(results, expected["results"]?.arrayValue ?? [], into: &differences)
      if let expectedOps = expected["opResults"]?.arrayValue {
        compare(
          JSONValue.array(opResults), .array(expectedOps), at: "opResults", into: &differences)
      }
      if let expectedDocs = expected["docs"], let fuse {
        compare(JSONValue.array(fuse.documents), expectedDocs, at: "docs", into: &differences)
      }
      if let expectedIndex = expected["index"], let fuse {
        compare(fuse.getIndex().toJSON(), expectedIndex, at: "index", into: &differences)
      }
    }
    if !differences.isEmpty { throw Failure(differences: differences) }
  }

  /// Runs a construct-phase step, tagging a thrown ``FuseError`` with its phase.
  private func construct<T>(_ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let error as FuseError {
      throw PhasedErrorBox(PhasedError(phase: "construct", error: error))
    }
  }

  private func prebuiltIndex(docs: [JSONValue], options: FuseOptions<JSONValue>) throws
    -> FuseIndex?
  {
    guard let spec = testCase["index"] else { return nil }
    let mode = spec.stringValue ?? spec["mode"]?.stringValue ?? ""
    let keys = try spec["keys"].map(VectorRunner.keys(from:)) ?? options.keys
    let built = try Fuse.createIndex(
      keys: keys, documents: docs, fieldNormWeight: options.fieldNormWeight, getFn: options.getFn)
    switch mode {
    case "createIndex": return built
    case "parseIndex":
      return try FuseIndex(
        jsonText: built.toJSON().jsonText, fieldNormWeight: options.fieldNormWeight)
    default: throw Failure(differences: ["unknown index mode \(spec)"])
    }
  }

  private func apply(_ op: JSONValue, to fuse: Fuse.Search<JSONValue>) throws -> JSONValue {
    switch op["op"]?.stringValue {
    case "add":
      fuse.add(op["doc"] ?? .null)
      return .null
    case "remove":
      let targets = Set(
        (op["refIndices"]?.arrayValue ?? []).compactMap { $0.numberValue.map { Int($0) } })
      return .array(fuse.remove { _, position in targets.contains(position) })
    case "removeAt":
      // Swift positions are integers; a fractional JSON index is passed as -1, equally invalid.
      let position = op["index"]?.numberValue.flatMap { Int(exactly: $0) } ?? -1
      return try fuse.removeAt(position)
    case "setCollection":
      try fuse.setCollection(op["docs"]?.arrayValue ?? [])
      return .null
    default:
      throw Failure(differences: ["unknown op \(op)"])
    }
  }

  private func compareResults(
    _ results: [FuseResult<JSONValue>], _ expected: [JSONValue], into differences: inout [String]
  ) {
    if results.count != expected.count {
      differences.append(
        "\(results.count) results, expected \(expected.count): got refIndices \(results.map(\.refIndex))"
      )
    }
    for (position, (result, want)) in zip(results, expected).enumerated() {
      let place = "results[\(position)]"
      if let refIndex = want["refIndex"]?.numberValue.map({ Int($0) }), refIndex != result.refIndex
      {
        differences.append("\(place).refIndex \(result.refIndex), expected \(refIndex)")
        continue
      }
      switch (result.score, want["score"]?.numberValue) {
      case (nil, nil): break
      case (let ours?, let theirs?):
        if !VectorRunner.close(ours, theirs) {
          differences.append("\(place).score \(ours), expected \(theirs)")
        }
      case (let ours, let theirs):
        differences.append(
          "\(place).score \(String(describing: ours)), expected \(String(describing: theirs))")
      }
      let wantMatches = want["matches"]?.arrayValue
      guard let matches = result.matches else {
        if wantMatches != nil { differences.append("\(place).matches missing") }
        continue
      }
      guard let wantMatches else {
        differences.append("\(place).matches present, expected none")
        continue
      }
      compare(
        .array(matches.map(VectorRunner.json)), .array(wantMatches), at: "\(place).matches",
        into: &differences)
    }
  }

  static func json(_ match: FuseMatch) -> JSONValue {
    var members: [JSONValue.Member] = [
      JSONValue.Member(
        "indices",
        .array(
          match.indices.map { [.number(Double($0.lowerBound)), .number(Double($0.upperBound))] })),
      JSONValue.Member("value", .string(match.value)),
    ]
    if let key = match.key { members.append(JSONValue.Member("key", .string(key))) }
    if let refIndex = match.refIndex {
      members.append(JSONValue.Member("refIndex", .number(Double(refIndex))))
    }
    return .object(members)
  }

  func runMatch(expected: JSONValue) throws {
    let options: FuseOptions<JSONValue> = try VectorRunner.options(from: testCase["options"])
    let stringOptions = try FuseOptions<String>(
      isCaseSensitive: options.isCaseSensitive, ignoreDiacritics: options.ignoreDiacritics,
      includeScore: options.includeScore, includeMatches: options.includeMatches,
      findAllMatches: options.findAllMatches, minMatchCharLength: options.minMatchCharLength,
      location: options.location, threshold: options.threshold, distance: options.distance,
      ignoreLocation: options.ignoreLocation, useExtendedSearch: options.useExtendedSearch,
      useTokenSearch: options.useTokenSearch)
    let pattern = testCase["pattern"]?.stringValue ?? ""
    let text = testCase["text"]?.stringValue ?? ""
    var differences: [String] = []
    do {
      let result = try Fuse.match(pattern, in: text, options: stringOptions)
      if let message = expected["error"]?.stringValue {
        throw Failure(differences: ["expected error '\(message)', got a result"])
      }
      if result.isMatch != expected["isMatch"]?.boolValue {
        differences.append("isMatch \(result.isMatch)")
      }
      if let score = expected["score"]?.numberValue, !VectorRunner.close(result.score, score) {
        differences.append("score \(result.score), expected \(score)")
      }
      let ours: JSONValue? = result.indices.map {
        .array($0.map { [.number(Double($0.lowerBound)), .number(Double($0.upperBound))] })
      }
      if ours != expected["indices"] {
        differences.append(
          "indices \(ours.map(\.jsonText) ?? "none"), expected \(expected["indices"]?.jsonText ?? "none")"
        )
      }
    } catch let error as FuseError {
      if error.fuseJSMessage != expected["error"]?.stringValue {
        differences.append("error \(error), expected \(expected["error"]?.jsonText ?? "none")")
      }
    }
    if !differences.isEmpty { throw Failure(differences: differences) }
  }

  func runIndex(expected: JSONValue) throws {
    let options = try VectorRunner.options(from: testCase["options"])
    let index = try Fuse.createIndex(
      keys: options.keys, documents: testCase["docs"]?.arrayValue ?? [],
      fieldNormWeight: options.fieldNormWeight)
    var differences: [String] = []
    compare(index.toJSON(), expected["index"] ?? .null, at: "index", into: &differences)
    if !differences.isEmpty { throw Failure(differences: differences) }
  }

  /// Deep comparison: numbers within 1e-9 relative, objects by key, arrays in order.
  func compare(
    _ ours: JSONValue, _ theirs: JSONValue, at place: String, into differences: inout [String]
  ) {
    switch (ours, theirs) {
    case (.number(let a), .number(let b)):
      if !VectorRunner.close(a, b) { differences.append("\(place): \(a), expected \(b)") }
    case (.array(let a), .array(let b)):
      if a.count != b.count {
        differences.append("\(place): \(ours.jsonText), expected \(theirs.jsonText)")
        return
      }
      for (offset, pair) in zip(a, b).enumerated() {
        compare(pair.0, pair.1, at: "\(place)[\(offset)]", into: &differences)
      }
    case (.object(let a), .object(let b)):
      // Property names are JavaScript strings: NFC and NFD spellings are two names.
      let ourKeys = Set(a.map { JavaScriptString($0.key) })
      let theirKeys = Set(b.map { JavaScriptString($0.key) })
      if ourKeys != theirKeys {
        differences.append(
          "\(place): keys \(a.map(\.key).sorted()), expected \(b.map(\.key).sorted())")
        return
      }
      for member in b {
        compare(
          ours[member.key] ?? .null, member.value, at: "\(place).\(member.key)", into: &differences)
      }
    default:
      if ours != theirs {
        differences.append("\(place): \(ours.jsonText), expected \(theirs.jsonText)")
      }
    }
  }

  static func close(_ a: Double, _ b: Double) -> Bool {
    if a == b { return true }
    return abs(a - b) <= 1e-9 * max(abs(a), abs(b))
  }
}

/// Carries a phased error through `throws` (the phase decides how the case is judged).
struct PhasedErrorBox: Error {
  let value: VectorRunner.PhasedError
  init(_ value: VectorRunner.PhasedError) { self.value = value }
}
