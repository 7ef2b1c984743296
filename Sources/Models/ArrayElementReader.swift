import FuseCore

/// A reader of the elements of a text's top-level array, which ``SplitArrayReading`` runs
/// from the array's start and from a guessed element start.
protocol ArrayElementReader: SendableMetatype {
  /// What it reads an element as.
  associatedtype Element: Sendable

  /// A reader at the start of `bytes`.
  init(bytes: UnsafeBufferPointer<UInt8>)

  /// A reader at `position` of `bytes`, inside the top-level array, before an element.
  init(bytes: UnsafeBufferPointer<UInt8>, resumingAt position: Int)

  /// The JSON text being read.
  var json: JSONReader { get set }

  /// Reads the element at the position.
  mutating func readElement() throws -> Element
}
