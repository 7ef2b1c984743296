/// An inclusive run of matched UTF-16 offsets, `[start, end]`, as Fuse.js reports it.
struct IndexRun: Hashable, Sendable {
  var start: Int
  var end: Int
}

/// Fuse.js's helpers over matched runs.
enum IndexRuns {
  /// Fuse.js's `mergeIndices`: sort by (start, end), then merge runs that overlap or touch.
  static func merge(_ runs: [IndexRun]) -> [IndexRun] {
    guard runs.count > 1 else { return runs }
    let sorted = runs.sorted { ($0.start, $0.end) < ($1.start, $1.end) }
    var merged = [sorted[0]]
    for run in sorted.dropFirst() {
      if run.start <= merged[merged.count - 1].end + 1 {
        merged[merged.count - 1].end = max(merged[merged.count - 1].end, run.end)
      } else {
        merged.append(run)
      }
    }
    return merged
  }

  /// Fuse.js's `convertMaskToIndices`: runs of set entries at least `minLength` long.
  static func fromMask(_ mask: UnsafeMutableBufferPointer<UInt8>, minLength: Int) -> [IndexRun] {
    var runs: [IndexRun] = []
    var start = -1
    for position in 0..<mask.count {
      if mask[position] != 0 {
        if start == -1 { start = position }
      } else if start != -1 {
        if position - start >= minLength { runs.append(IndexRun(start: start, end: position - 1)) }
        start = -1
      }
    }
    if start != -1 && mask.count - start >= minLength {
      runs.append(IndexRun(start: start, end: mask.count - 1))
    }
    return runs
  }
}
