import Testing
import ViewModels

@Suite struct SearchLatencyStatisticsTests {
  private func milliseconds(_ values: [Int]) -> [Duration] { values.map { .milliseconds($0) } }

  @Test func noSamples() {
    let statistics = SearchLatencyStatistics(samples: [])
    #expect(statistics.count == 0)
    #expect(statistics.p50 == nil)
    #expect(statistics.p95 == nil)
    #expect(statistics.max == nil)
  }

  @Test func oneSampleIsEveryPercentile() {
    let statistics = SearchLatencyStatistics(samples: [.milliseconds(7)])
    #expect(statistics.count == 1)
    #expect(statistics.p50 == .milliseconds(7))
    #expect(statistics.p95 == .milliseconds(7))
    #expect(statistics.max == .milliseconds(7))
  }

  @Test(arguments: [
    (Array(1...10), 5, 10, 10),
    (Array(1...20), 10, 19, 20),
    (Array(1...100), 50, 95, 100),
    ([9, 1, 5, 3, 7], 5, 9, 9),
    ([4, 4, 4, 100], 4, 100, 100),
  ])
  func nearestRank(samples: [Int], p50: Int, p95: Int, max: Int) {
    let statistics = SearchLatencyStatistics(samples: milliseconds(samples).shuffled())
    #expect(statistics.count == samples.count)
    #expect(statistics.p50 == .milliseconds(p50))
    #expect(statistics.p95 == .milliseconds(p95))
    #expect(statistics.max == .milliseconds(max))
  }

  @Test func theRingKeepsTheMostRecentSamples() {
    var ring = LatencySamples(capacity: 3)
    for value in 1...5 {
      ring.record(.milliseconds(value))
    }
    #expect(ring.samples.sorted() == milliseconds([3, 4, 5]))
    #expect(ring.statistics.count == 3)
    ring.removeAll()
    #expect(ring.statistics.count == 0)
    ring.record(.milliseconds(8))
    #expect(ring.samples == milliseconds([8]))
  }
}
