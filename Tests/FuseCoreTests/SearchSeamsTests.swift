import Testing

@testable import FuseCore

/// The test seams a search takes (``SearchSeams``) reach the scan they observe or switch, and a
/// search without them takes every path.
@Suite struct SearchSeamsTests {
  static let documents = (0..<50).map { "record number \($0)" }

  @Test func theSwitchesReachTheScanKernel() throws {
    let fuse = try Fuse.Search(Self.documents, options: FuseOptions())
    let searcher = fuse.makeStringSearcher(for: "number")
    #expect(fuse.scanKernel(for: searcher, seams: .none).runsBatchPrefilterPass)
    let oneByOne = fuse.scanKernel(
      for: searcher, seams: SearchSeams(allowsBatchPrefilter: false))
    #expect(!oneByOne.runsBatchPrefilterPass)
    #expect(fuse.scanKernel(for: searcher, seams: .none).helperWillScan == nil)
    let observed = fuse.scanKernel(
      for: searcher, seams: SearchSeams(scanHelperWillScan: { _ in }))
    #expect(observed.helperWillScan != nil)
  }

  @Test func theTermMatchCacheSwitchDecidesTheTokenPath() throws {
    var options = FuseOptions<String>()
    options.useTokenSearch = true
    let fuse = try Fuse.Search(Self.documents, options: options)
    let token = try #require(fuse.makeStringSearcher(for: "record number") as? TokenSearcher)
    #expect(fuse.usesTermMatches(for: token, seams: .none))
    #expect(!fuse.usesTermMatches(for: token, seams: SearchSeams(allowsTermMatchCache: false)))
  }

  @Test func theCancellationObserverSeesEveryCheck() throws {
    let fuse = try Fuse.Search(Self.documents, options: FuseOptions())
    // The observer runs on the searching thread, as the scan checks.
    final class Checks { var records: [Int] = [] }
    let checks = Checks()
    let seams = SearchSeams(cancellationCheckObserver: { checks.records.append($0) })
    let observed = try fuse.search("number 4", cancellationCheckInterval: 20, seams: seams)
    #expect(checks.records == [0, 20, 40])
    #expect(observed == fuse.search("number 4"))
  }
}
