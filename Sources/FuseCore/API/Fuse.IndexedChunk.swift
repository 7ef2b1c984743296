extension Fuse {
  /// The texts a searcher's index build stored for some consecutive records, handed to a
  /// reader of them (``IndexedChunkReader``) while the build goes on: for each record, what
  /// ``Search/forEachIndexedText(refIndex:_:)`` gives once the searcher is built.
  ///
  /// A client that works on every indexed text (splitting them into words, say) reads them
  /// here on the thread that reads the documents, which waits for the storing thread most of
  /// the time, rather than after the whole index is built.
  package struct IndexedChunk: Sendable {
    /// Per record: its document's position (ascending; a document without a record, a blank
    /// string in a collection of strings, has no entry).
    package let documentPositions: [Int]
    /// Record *i*'s texts are `fieldKey[fieldStart[i]..<fieldStart[i + 1]]` and alike.
    let fieldStart: [Int]
    /// Per text: its key position (-1 in a collection of strings).
    let fieldKey: [Int32]
    /// Per text: the number of its normalised text, as ``Search/forEachIndexedText(refIndex:_:)``
    /// gives it.
    let fieldTextNumber: [Int32]
    /// Per text: the text as given.
    let fieldText: [String]

    /// The number of records.
    package var recordCount: Int { documentPositions.count }

    /// The texts of the chunk's record `record` (below ``recordCount``), as text positions for
    /// ``key(ofText:)``, ``textNumber(ofText:)`` and ``text(_:)``, in the order
    /// ``Search/forEachIndexedText(refIndex:_:)`` gives them for its document.
    @inline(__always)
    package func texts(ofRecord record: Int) -> Range<Int> {
      fieldStart[record]..<fieldStart[record + 1]
    }

    /// The key position of the text at `position` (``texts(ofRecord:)``).
    @inline(__always)
    package func key(ofText position: Int) -> Int { max(0, Int(fieldKey[position])) }

    /// The number of the normalised text at `position` (``texts(ofRecord:)``), as
    /// ``Search/forEachIndexedText(refIndex:_:)`` gives it.
    @inline(__always)
    package func textNumber(ofText position: Int) -> Int { Int(fieldTextNumber[position]) }

    /// The text at `position` (``texts(ofRecord:)``), as given.
    @inline(__always)
    package func text(_ position: Int) -> String { fieldText[position] }
  }

  /// Reads the texts of a searcher's index build as it stores them: called once per
  /// ``IndexedChunk``, the records in document order, every record's once, one call at a time,
  /// before the searcher's initialiser returns (on the thread that reads the documents).
  package typealias IndexedChunkReader = @Sendable (IndexedChunk) -> Void
}
