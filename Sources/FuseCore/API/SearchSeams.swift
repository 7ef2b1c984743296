/// Test seams of one string search: observers called at points of the scan, and switches that
/// send it down an alternative path that gives the same results.
///
/// A search takes them as an argument (``Fuse/Search/search(_:limit:seams:)`` and
/// ``Fuse/Search/search(_:limit:cancellationCheckInterval:seams:)``); a searcher keeps none.
/// Every other search uses ``none``: no observer, every path allowed.
package struct SearchSeams {
  /// Called with the record position at every cancellation check of a cancellable search;
  /// lets tests cancel deterministically in the middle of a scan.
  package var cancellationCheckObserver: ((_ record: Int) -> Void)?
  /// Called by a parallel scan's helper thread with each chunk it is about to scan (its
  /// position in the schedule); lets tests hold a helper back, as a busy machine would, and see
  /// that the search does not wait for it.
  package var scanHelperWillScan: (@Sendable (_ chunk: Int) -> Void)?
  /// Whether fuzzy searches may prefilter texts in batches, several at once (the default);
  /// tests turn it off to compare with the one-text-at-a-time prefilter.
  package var allowsBatchPrefilter: Bool
  /// Whether token searches may go term by term through the searcher's term-match cache (the
  /// default, when nothing needs per-text details); tests turn it off to compare with
  /// text-by-text searches.
  package var allowsTermMatchCache: Bool

  /// Seams with the given observers and switches; by default, those of ``none``.
  package init(
    cancellationCheckObserver: ((_ record: Int) -> Void)? = nil,
    scanHelperWillScan: (@Sendable (_ chunk: Int) -> Void)? = nil,
    allowsBatchPrefilter: Bool = true, allowsTermMatchCache: Bool = true
  ) {
    self.cancellationCheckObserver = cancellationCheckObserver
    self.scanHelperWillScan = scanHelperWillScan
    self.allowsBatchPrefilter = allowsBatchPrefilter
    self.allowsTermMatchCache = allowsTermMatchCache
  }

  /// What every search outside tests uses: no observer, every path allowed.
  package static var none: SearchSeams { SearchSeams() }
}
