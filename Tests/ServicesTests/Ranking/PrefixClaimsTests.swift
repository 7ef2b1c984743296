import Testing

@testable import Services

/// The prefix claims over a collection's own titles or names: the form they compare, the
/// records a query is assigned to, and the prefixes no record may take.
@Suite struct PrefixClaimsTests {
  /// The scalars of `text`.
  private static func scalars(_ text: String) -> [UInt32] { text.unicodeScalars.map(\.value) }

  /// The claims over one text per record, the first key's, as names or not, worked out for
  /// every text and for `queries`.
  private static func claims(
    _ texts: [String], names: Bool, share: Double, queries: [String] = []
  ) -> (PrefixClaims, RecordWordIndex) {
    let names = names ? NameCounts([Int.max]) : NameCounts([0])
    let index = RecordWordIndex(count: texts.count, names: names) { [[texts[$0]]] }
    var claims = PrefixClaims(index, share: share) { texts[$0] }
    for text in texts + queries {
      claims.prepare(
        for: PrefixClaims.typedForm(of: text, stripsSuffix: false), index: index
      ) { texts[$0] }
    }
    return (claims, index)
  }

  /// From 1 to `most` texts of 1 to `longest` characters drawn from `letters`.
  private static func randomTexts(
    of letters: [Character], most: Int, longest: Int,
    using generator: inout SystemRandomNumberGenerator
  ) -> [String] {
    (0..<Int.random(in: 1...most, using: &generator)).map { _ in
      String(
        (0..<Int.random(in: 1...longest, using: &generator)).map { _ in
          letters.randomElement(using: &generator) ?? "a"
        })
    }
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
    let (claims, _) = Self.claims(["Stardust", "Stars", "Stars"], names: false, share: 0.5)
    // Stars (twice) is first within half its letters only from "st" on; Stardust still is
    // from "stard", which is its alone.
    #expect(claims.claimants(of: Self.scalars("sta")) == [1, 2])
    #expect(claims.claims(1, query: Self.scalars("sta")))
    #expect(!claims.claims(0, query: Self.scalars("sta")))
    #expect(claims.claimants(of: Self.scalars("stard")) == [0])
    #expect(claims.claimStart(ofRecord: 0) == 5)
    #expect(claims.claimants(of: Self.scalars("tars")).isEmpty)
    #expect(claims.claimants(of: Self.scalars("stardusty")).isEmpty)
  }

  @Test func aSurnameIsNoOnesPrefix() {
    // "cherry" is Neneh Cherry's surname: the surname rule puts her first there, so Cherry
    // Jones claims only what follows it.
    let texts = ["Cherry Jones", "Neneh Cherry"]
    let (asNames, _) = Self.claims(texts, names: true, share: 0.55)
    #expect(asNames.claimants(of: Self.scalars("cherry")).isEmpty)
    #expect(asNames.claimants(of: Self.scalars("che")).isEmpty)
    #expect(asNames.claimants(of: Self.scalars("cherry ")) == [0])
    let (asTitles, _) = Self.claims(texts, names: false, share: 0.55)
    #expect(asTitles.claimants(of: Self.scalars("cherry")) == [0])
  }

  @Test func theClaimantsOfAQueryAreTheRecordsWhoseClaimHoldsIt() {
    // On random collections, every prefix of every text (and a few that begin none) goes to
    // exactly the records whose own text it begins, no shorter than their claims.
    var generator = SystemRandomNumberGenerator()
    let letters: [Character] = ["a", "b", " "]
    for _ in 0..<200 {
      let texts = Self.randomTexts(of: letters, most: 12, longest: 7, using: &generator)
      let count = texts.count
      var queries = Set(texts.flatMap { text in (0...text.count).map { String(text.prefix($0)) } })
      queries.formUnion(["ab", "ba", "bb", "aaaaaaaa"])
      let (claims, _) = Self.claims(texts, names: false, share: 0.5, queries: Array(queries))
      for query in queries {
        let typed = Self.scalars(query)
        let expected = (0..<count).filter { record in
          guard let start = claims.claimStart(ofRecord: record) else { return false }
          let own = PrefixClaims.typedForm(of: texts[record], stripsSuffix: true)
          return typed.count >= 2 && typed.count >= start && own.starts(with: typed)
        }
        #expect(claims.claimants(of: typed) == expected, "\(texts) \(query)")
      }
    }
  }

  @Test func eachBucketsClaimsAreThoseOfOneTreeOverEveryText() {
    // No claim is shorter than two letters, so the claims worked out among the texts that
    // begin with the same two are those the whole collection's tree gives: on random
    // collections (with surnames blocked), every record's claim agrees. Parentheses, capitals,
    // accents (one composed, one a letter and a mark) and a wide space make own texts whose
    // typed form differs from the text as written.
    var generator = SystemRandomNumberGenerator()
    let letters: [Character] = [
      "a", "b", "c", " ", " ", "A", "(", ")", "é", "e\u{301}", "\u{3000}",
    ]
    for _ in 0..<300 {
      let texts = Self.randomTexts(of: letters, most: 16, longest: 8, using: &generator)
      let count = texts.count
      let asNames = Bool.random(using: &generator)
      let (claims, index) = Self.claims(texts, names: asNames, share: 0.5)
      // The one tree over every distinct own text, as the claims were once built.
      let own = texts.map { PrefixClaims.typedForm(of: $0, stripsSuffix: true) }
      let order = own.indices.sorted {
        own[$0].lexicographicallyPrecedes(own[$1]) || ($0 < $1 && own[$0] == own[$1])
      }
      var distinct: [ArraySlice<UInt32>] = []
      var weights: [Int] = []
      var textOfRecord = [Int](repeating: -1, count: count)
      for record in order {
        if distinct.last.map({ $0.elementsEqual(own[record]) }) != true {
          distinct.append(own[record][...])
          weights.append(0)
        }
        weights[weights.count - 1] += 1
        textOfRecord[record] = distinct.count - 1
      }
      var tree = PrefixTree(distinct)
      for surname in index.surnames() { tree.blockWord(index.lexicon[surname]) }
      let starts = tree.claims(weights: weights, share: 0.5)
      for record in 0..<count {
        let expected = textOfRecord[record] >= 0 ? Int(starts[textOfRecord[record]]) : -1
        #expect(
          (claims.claimStart(ofRecord: record) ?? -1) == expected, "\(texts) \(record) \(asNames)")
      }
    }
  }
}
