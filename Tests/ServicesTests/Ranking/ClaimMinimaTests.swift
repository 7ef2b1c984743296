import Testing

@testable import Services

/// The tree of minima over the groups' claims.
@Suite struct ClaimMinimaTests {
  @Test func theMinimumOfEveryRunIsTheSmallestClaimInIt() {
    var generator = SystemRandomNumberGenerator()
    for count in [0, 1, 2, 3, 5, 8, 13, 64, 100] {
      let starts = (0..<count).map { _ in Int32.random(in: -1...6, using: &generator) }
      let minima = ClaimMinima(starts)
      for low in 0...count {
        for high in low...count {
          let claimed = (low..<high).filter { starts[$0] >= 0 }
          let best = claimed.min { (starts[$0], $0) < (starts[$1], $1) }
          let found = minima.minimum(in: low..<high)
          #expect(found?.group == best, "\(starts) \(low)..<\(high)")
          #expect(found?.start == best.map { Int(starts[$0]) })
        }
      }
    }
  }
}
