import Testing

@testable import Services

/// The prefix claims over a collection's own titles or names: the form they compare, the
/// records a query is assigned to, and the prefixes no record may take.
@Suite struct PrefixClaimsTests {
  /// The scalars of `text`.
  private static func scalars(_ text: String) -> [UInt32] { text.unicodeScalars.map(\.value) }

  /// The claims over one text per record, the first key's, as names or not.
  private static func claims(
    _ texts: [String], names: Bool, share: Double
  ) -> (PrefixClaims, RecordWordIndex) {
    let names = names ? NameCounts([Int.max]) : NameCounts([0])
    var index = RecordWordIndex(count: texts.count, names: names) { [[texts[$0]]] }
    let claims = index.prefixClaims(share: share)
    return (claims, index)
  }

  @Test func theTypedFormIsLowerCasedWithItsAccentsAndWithoutATrailingParenthetical() {
    let summoning = "The Summoning (Darkest Powers, #1)"
    #expect(
      PrefixClaims.typedForm(of: summoning, stripsSuffix: true) == Self.scalars("the summoning"))
    #expect(
      PrefixClaims.typedForm(of: summoning, stripsSuffix: false)
        == Self.scalars("the summoning (darkest powers, #1)"))
    #expect(PrefixClaims.typedForm(of: "Amélie", stripsSuffix: true) == Self.scalars("amélie"))
    // A decomposed accent is composed, as a typed one is.
    #expect(
      PrefixClaims.typedForm(of: "Ame\u{301}lie", stripsSuffix: true) == Self.scalars("amélie"))
    #expect(
      PrefixClaims.typedForm(of: "(Untitled)", stripsSuffix: true) == Self.scalars("(untitled)"))
  }

  @Test func aQueryGoesToTheRecordThatClaimsIt() {
    let (claims, index) = Self.claims(["Stardust", "Stars", "Stars"], names: false, share: 0.5)
    // Stars (twice) is first within half its letters only from "st" on; Stardust still is
    // from "stard", which is its alone.
    #expect(claims.claimants(of: Self.scalars("sta"), index: index) == [1, 2])
    #expect(claims.claims(1, query: Self.scalars("sta"), index: index))
    #expect(!claims.claims(0, query: Self.scalars("sta"), index: index))
    #expect(claims.claimants(of: Self.scalars("stard"), index: index) == [0])
    #expect(claims.claimStart(ofRecord: 0) == 5)
    #expect(claims.claimants(of: Self.scalars("tars"), index: index).isEmpty)
    #expect(claims.claimants(of: Self.scalars("stardusty"), index: index).isEmpty)
  }

  @Test func aSurnameIsNoOnesPrefix() {
    // "cherry" is Neneh Cherry's surname: the surname rule puts her first there, so Cherry
    // Jones claims only what follows it.
    let texts = ["Cherry Jones", "Neneh Cherry"]
    let (asNames, index) = Self.claims(texts, names: true, share: 0.55)
    #expect(asNames.claimants(of: Self.scalars("cherry"), index: index).isEmpty)
    #expect(asNames.claimants(of: Self.scalars("che"), index: index).isEmpty)
    #expect(asNames.claimants(of: Self.scalars("cherry "), index: index) == [0])
    let (asTitles, titles) = Self.claims(texts, names: false, share: 0.55)
    #expect(asTitles.claimants(of: Self.scalars("cherry"), index: titles) == [0])
  }

  @Test func theClaimantsOfAQueryAreTheRecordsWhoseClaimHoldsIt() {
    // On random collections, every prefix of every text (and a few that begin none) goes to
    // exactly the records whose own text it begins, no shorter than their claims.
    var generator = SystemRandomNumberGenerator()
    let letters = ["a", "b", " "]
    for _ in 0..<200 {
      let count = Int.random(in: 1...12, using: &generator)
      let texts = (0..<count).map { _ in
        String(
          (0..<Int.random(in: 1...7, using: &generator)).map { _ in
            Character(letters.randomElement(using: &generator) ?? "a")
          })
      }
      let (claims, index) = Self.claims(texts, names: false, share: 0.5)
      var queries = Set(texts.flatMap { text in (0...text.count).map { String(text.prefix($0)) } })
      queries.formUnion(["ab", "ba", "bb", "aaaaaaaa"])
      for query in queries {
        let typed = Self.scalars(query)
        let expected = (0..<count).filter { record in
          guard let start = claims.claimStart(ofRecord: record) else { return false }
          let own = index.ownText(ofRecord: record)
          return typed.count >= 2 && typed.count >= start && own.starts(with: typed)
        }
        #expect(claims.claimants(of: typed, index: index) == expected, "\(texts) \(query)")
      }
    }
  }
}
