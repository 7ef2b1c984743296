import Testing

@testable import FuseCore

/// ``JavaScriptString``: JavaScript's `===` on strings, not Swift's canonical equivalence.
@Suite struct JavaScriptStringTests {
  static let nfc = "caf\u{E9}"
  static let nfd = "cafe\u{301}"

  @Test func canonicallyEquivalentSpellingsAreDifferentStrings() {
    #expect(Self.nfc == Self.nfd)  // Swift's view, which Fuse.js does not share
    #expect(!JavaScriptString.equal(Self.nfc, Self.nfd))
    #expect(JavaScriptString(Self.nfc) != JavaScriptString(Self.nfd))
    #expect(!JavaScriptString.equal("K", "\u{212A}"))  // KELVIN SIGN
    #expect(Set([Self.nfc, Self.nfd].map { JavaScriptString($0) }).count == 2)
    #expect(Set([Self.nfc, Self.nfd]).count == 1)
  }

  @Test func queriesAreTheSameOnlyWithTheSameCodeUnits() {
    #expect(Fuse.isSameQuery("caf\u{E9}", "caf\u{E9}"))
    #expect(!Fuse.isSameQuery("caf\u{E9}", "cafe\u{301}"))
    #expect(!Fuse.isSameQuery("K", "\u{212A}"))
    #expect(!Fuse.isSameQuery("dune", "dune "))
    #expect(Fuse.isSameQuery("", ""))
  }

  @Test func equalCodeUnitsAreEqualAndHashAlike() {
    let long = String(repeating: "é𝄞x", count: 40)
    let copy = String(decoding: Array(long.utf16), as: UTF16.self)
    #expect(JavaScriptString.equal(long, copy))
    #expect(JavaScriptString(long).hashValue == JavaScriptString(copy).hashValue)
    #expect(JavaScriptString("").hashValue == JavaScriptString(String()).hashValue)
    #expect(JavaScriptString.equal("", ""))
    #expect(!JavaScriptString.equal("a", "ab"))
    #expect(JavaScriptString.equal(nil, nil))
    #expect(!JavaScriptString.equal("a", nil))
  }

  @Test func jsonValuesComparePropertyNamesAndStringsByCodeUnits() {
    let nfcObject: JSONValue = [Self.nfc: "x"]
    let nfdObject: JSONValue = [Self.nfd: "x"]
    #expect(nfcObject != nfdObject)
    #expect(JSONValue.string(Self.nfc) != JSONValue.string(Self.nfd))
    #expect(Set([nfcObject, nfdObject]).count == 2)
    let both: JSONValue = [Self.nfc: "apple", Self.nfd: "zebra"]
    #expect(both[Self.nfd] == "zebra")
    #expect(both[Self.nfc] == "apple")
    #expect(both.javaScriptProperties.count == 2)
  }
}
