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

    /// Calls `body` with each text of the chunk's record `record` (below ``recordCount``), as
    /// ``Search/forEachIndexedText(refIndex:_:)`` does for its document.
    package func forEachText(
      ofRecord record: Int, _ body: (_ key: Int, _ textNumber: Int, _ text: String) -> Void
    ) {
      for field in fieldStart[record]..<fieldStart[record + 1] {
        body(max(0, Int(fieldKey[field])), Int(fieldTextNumber[field]), fieldText[field])
      }
    }
  }

  /// Reads the texts of a searcher's index build as it stores them: called once per
  /// ``IndexedChunk``, the records in document order, every record's once, one call at a time,
  /// before the searcher's initialiser returns (on the thread that reads the documents).
  package typealias IndexedChunkReader = @Sendable (IndexedChunk) -> Void
}
