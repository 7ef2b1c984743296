/// Texts waiting for the batched prefilter (``BitapSearcher/mayMatchBatch(_:)``), in one batch
/// per length span.
///
/// A batch runs as long as its longest text, so texts whose lengths fall in the same span of
/// ``lengthSpan`` units share a batch (texts longer than the last span share the last). A
/// batch is handed to its user as soon as it holds ``width`` texts, and ``flush(_:)`` hands on
/// the batches still partly filled, in order of length span.
///
/// Each text goes with a target, an `Int` its user chooses (a field, a text id, a memo slot),
/// handed back beside it. The storage is raw scratch allocated once per pass, so filling a
/// batch costs no bounds, uniqueness or reference-count checks; the value is not copyable and
/// frees its storage when it ends.
struct LengthSpanBatches: ~Copyable {
  /// Texts whose lengths fall in the same span of this many units share a batch.
  static let lengthSpan = 4
  /// How many length spans have batches of their own; longer texts share the last.
  static let spans = 32
  /// How many texts a batch holds: ``BitapSearcher/batchWidth``.
  ///
  /// Computed, so that it folds to the constant: a stored static initialised from another
  /// global goes through a lazy-initialisation check at every read.
  static var width: Int { BitapSearcher.batchWidth }

  /// Batch `span` is entries `span * width ..< span * width + filled[span]` of `texts` and
  /// `targets`.
  private let texts: UnsafeMutablePointer<UnsafeBufferPointer<UInt16>>
  private let targets: UnsafeMutablePointer<Int>
  private let filled: UnsafeMutablePointer<Int>

  /// Empty batches, one per length span.
  init() {
    texts = .allocate(capacity: Self.spans * Self.width)
    targets = .allocate(capacity: Self.spans * Self.width)
    filled = .allocate(capacity: Self.spans)
    filled.initialize(repeating: 0, count: Self.spans)
  }

  deinit {
    texts.deallocate()
    targets.deallocate()
    filled.deallocate()
  }

  /// The length span, hence the batch, of a text `length` units long.
  @inline(__always)
  static func span(ofLength length: Int) -> Int { min(length / lengthSpan, spans - 1) }

  /// Adds `text` with its `target` to the batch of its length span, and hands that batch to
  /// `decide` when this fills it (the batch is then empty again).
  ///
  /// - Parameters:
  ///   - text: A text within a buffer that outlives the batch it goes to.
  ///   - target: What the user hands back with the text's verdict.
  ///   - decide: Called with a full batch's texts and their targets, in the order added.
  @inline(__always)
  mutating func add(
    _ text: UnsafeBufferPointer<UInt16>, target: Int,
    whenFull decide: (
      _ texts: UnsafeBufferPointer<UnsafeBufferPointer<UInt16>>, _ targets: UnsafeBufferPointer<Int>
    ) -> Void
  ) {
    let span = Self.span(ofLength: text.count)
    let count = filled[span]
    // A full batch is handed on at once, so there is always room in its span.
    assert(count >= 0 && count < Self.width, "a batch fuller than its lanes")
    let entry = span &* Self.width &+ count
    // Both element types are trivial: assigning to uninitialised entries is initialising them.
    texts[entry] = text
    targets[entry] = target
    filled[span] = count &+ 1
    if count &+ 1 == Self.width { hand(span, to: decide) }
  }

  /// Hands every batch still holding texts to `decide`, in order of length span, leaving all
  /// batches empty.
  mutating func flush(
    _ decide: (
      _ texts: UnsafeBufferPointer<UnsafeBufferPointer<UInt16>>, _ targets: UnsafeBufferPointer<Int>
    ) -> Void
  ) {
    for span in 0..<Self.spans where filled[span] > 0 { hand(span, to: decide) }
  }

  /// Hands batch `span` to `decide` and empties it.
  @inline(__always)
  private func hand(
    _ span: Int,
    to decide: (
      _ texts: UnsafeBufferPointer<UnsafeBufferPointer<UInt16>>, _ targets: UnsafeBufferPointer<Int>
    ) -> Void
  ) {
    assert(span >= 0 && span < Self.spans, "a length span out of range")
    let start = span * Self.width
    let count = filled[span]
    assert(count > 0 && count <= Self.width, "a batch handed on empty or overfull")
    decide(
      UnsafeBufferPointer(start: texts + start, count: count),
      UnsafeBufferPointer(start: targets + start, count: count))
    filled[span] = 0
  }
}
