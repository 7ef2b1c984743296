/// Maps UTF-16 offsets in a normalised text back to ranges of the original string.
///
/// Normalisation is applied scalar by scalar (lower-casing, NFD and stripping never move a unit
/// to another scalar's place, except for the reordering of marks inside one character), so each
/// normalised unit has an origin scalar; ranges are then widened to whole characters.
struct OriginalRangeMapping {
  let original: String
  /// For each normalised UTF-16 unit, the range of the original scalar it came from.
  let origins: [Range<String.Index>]

  init(original: String, normalization: TextNormalization) {
    self.original = original
    var origins: [Range<String.Index>] = []
    let scalars = original.unicodeScalars
    var index = scalars.startIndex
    while index < scalars.endIndex {
      let next = scalars.index(after: index)
      let normalizedCount = normalization.normalize(String(scalars[index])).utf16.count
      origins.append(contentsOf: repeatElement(index..<next, count: normalizedCount))
      index = next
    }
    self.origins = origins
  }

  /// The original ranges for inclusive normalised offsets, widened to characters and merged.
  func ranges(for indices: [ClosedRange<Int>]) -> [Range<String.Index>] {
    guard !origins.isEmpty else { return [] }
    var result: [Range<String.Index>] = []
    for run in indices {
      let first = min(max(run.lowerBound, 0), origins.count - 1)
      let last = min(max(run.upperBound, first), origins.count - 1)
      let lower = characterStart(atOrBefore: origins[first].lowerBound)
      let upper = characterEnd(atOrAfter: origins[last].upperBound)
      guard lower < upper else { continue }
      if let previous = result.last, lower <= previous.upperBound {
        result[result.count - 1] = previous.lowerBound..<max(previous.upperBound, upper)
      } else {
        result.append(lower..<upper)
      }
    }
    return result
  }

  private func characterStart(atOrBefore index: String.Index) -> String.Index {
    var start = original.startIndex
    var current = original.startIndex
    while current < original.endIndex && current <= index {
      start = current
      current = original.index(after: current)
    }
    return start
  }

  private func characterEnd(atOrAfter index: String.Index) -> String.Index {
    var current = original.startIndex
    while current < original.endIndex && current < index {
      current = original.index(after: current)
    }
    return current
  }
}
