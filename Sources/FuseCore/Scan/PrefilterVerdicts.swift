/// What the batched prefilter said about the fields of one scanned record range whose texts
/// no other field shares (shared texts keep theirs in the ``OutcomeMemo``).
struct PrefilterVerdicts {
  /// One field's verdict.
  enum Verdict: UInt8 {
    /// Not prefiltered: search it as usual.
    case unknown
    /// It cannot match.
    case rejected
    /// It may match: search it without prefiltering it again.
    case passed
  }

  /// The first field of the range.
  let firstField: Int
  private var verdicts: [Verdict]

  /// All unknown, for `count` fields from `firstField`.
  init(firstField: Int, count: Int) {
    self.firstField = firstField
    verdicts = [Verdict](repeating: .unknown, count: count)
  }

  /// The verdict on `field`.
  @inline(__always)
  func verdict(ofField field: Int) -> Verdict { verdicts[field - firstField] }

  /// Records the verdict on `field`.
  @inline(__always)
  mutating func set(_ verdict: Verdict, ofField field: Int) {
    verdicts[field - firstField] = verdict
  }
}
