import Testing

@testable import FuseCore

@Suite struct FuseOptionsTests {
  @Test func defaultsAreFuseJSDefaults() {
    let options = FuseOptions<String>()
    #expect(options.threshold == 0.6)
    #expect(options.distance == 100)
    #expect(options.location == 0)
    #expect(options.minMatchCharLength == 1)
    #expect(options.shouldSort)
    #expect(!options.includeScore && !options.includeMatches && !options.isCaseSensitive)
    #expect(options.fieldNormWeight == 1)
    #expect(options.tokenMatch == .any)
  }

  /// Both initialisers read the one set of defaults: the validating one, with every other
  /// parameter left out, gives what `init()` gives.
  @Test func bothInitialisersGiveTheSameDefaults() throws {
    let plain = FuseOptions<String>()
    let validated = try FuseOptions<String>(keys: [])
    #expect(validated.keys.isEmpty && plain.keys.isEmpty)
    #expect(validated.isCaseSensitive == plain.isCaseSensitive)
    #expect(validated.ignoreDiacritics == plain.ignoreDiacritics)
    #expect(validated.includeScore == plain.includeScore)
    #expect(validated.includeMatches == plain.includeMatches)
    #expect(validated.shouldSort == plain.shouldSort)
    #expect(validated.sortFn == nil && plain.sortFn == nil)
    #expect(validated.findAllMatches == plain.findAllMatches)
    #expect(validated.minMatchCharLength == plain.minMatchCharLength)
    #expect(validated.location == plain.location)
    #expect(validated.threshold == plain.threshold)
    #expect(validated.distance == plain.distance)
    #expect(validated.ignoreLocation == plain.ignoreLocation)
    #expect(validated.useExtendedSearch == plain.useExtendedSearch)
    #expect(validated.getFn == nil && plain.getFn == nil)
    #expect(validated.ignoreFieldNorm == plain.ignoreFieldNorm)
    #expect(validated.fieldNormWeight == plain.fieldNormWeight)
    #expect(validated.useTokenSearch == plain.useTokenSearch)
    #expect(validated.tokenize.isDefaultPattern && plain.tokenize.isDefaultPattern)
    #expect(validated.tokenMatch == plain.tokenMatch)
  }

  @Test(arguments: [-0.1, 1.5, Double.nan, .infinity])
  func thresholdOutsideZeroToOneIsRejected(_ threshold: Double) {
    #expect {
      try FuseOptions<String>(threshold: threshold)
    } throws: { error in
      guard case FuseError.invalidOption(let name, _, let reason) = error else { return false }
      return name == "threshold" && reason.contains("between 0 and 1")
    }
  }

  @Test func negativeDistanceLocationAndLengthsAreRejected() {
    #expect(
      throws: FuseError.invalidOption(name: "distance", value: "-1", reason: "must not be negative")
    ) {
      try FuseOptions<String>(distance: -1)
    }
    #expect(
      throws: FuseError.invalidOption(name: "location", value: "-3", reason: "must not be negative")
    ) {
      try FuseOptions<String>(location: -3)
    }
    #expect(throws: FuseError.self) { try FuseOptions<String>(minMatchCharLength: -1) }
    #expect(throws: FuseError.self) { try FuseOptions<String>(fieldNormWeight: -1) }
  }

  @Test(arguments: [0.0, -2.0, .nan])
  func nonPositiveKeyWeightsAreRejectedWithTheKeyNamed(_ weight: Double) {
    #expect {
      try FuseOptions<JSONValue>(keys: [FuseKey(path: "title", weight: weight)])
    } throws: { error in
      guard case FuseError.invalidKeyWeight(let keyID, _) = error else { return false }
      return keyID == "title"
        && (error as? FuseError)?.fuseJSMessage
          == "Property 'weight' in key 'title' must be a positive integer"
    }
  }

  /// A string-literal key cannot throw, and a key's weight may be changed after it is made: the
  /// options check every weight again.
  @Test(arguments: [0.0, -2.0, .nan, .infinity])
  func weightsOfLiteralOrEditedKeysAreCheckedByTheOptions(_ weight: Double) throws {
    var literal: FuseKey<JSONValue> = "title"
    literal.weight = weight
    #expect {
      try FuseOptions<JSONValue>(keys: [literal])
    } throws: { error in
      guard case FuseError.invalidKeyWeight(let keyID, let given) = error else { return false }
      return keyID == "title" && (given == weight || (given.isNaN && weight.isNaN))
    }
    var edited = try FuseKey<JSONValue>(path: "author.name", weight: 2)
    edited.weight = weight
    #expect(throws: FuseError.self) { try FuseOptions<JSONValue>(keys: [edited]) }
  }

  @Test func optionsEditedAfterInitAreCheckedBySearch() throws {
    var options = try FuseOptions<String>(threshold: 0.4)
    options.threshold = 7
    #expect(throws: FuseError.self) { try Fuse.Search(["a"], options: options) }
  }

  @Test func errorsDescribeWhatAndWhere() {
    let error = FuseError.invalidOption(
      name: "threshold", value: "2.0", reason: "must be between 0 and 1")
    #expect(error.description == "invalid option 'threshold': 2.0 (must be between 0 and 1)")
    #expect(FuseError.invalidDocIndex(index: 9, count: 2).description.contains("9"))
  }
}
