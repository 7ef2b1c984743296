import FuseCore
import Synchronization

/// Builds a ``RecordWordIndex`` from the texts a searcher's index build hands over as it stores
/// them (``FuseCore/Fuse/IndexedChunkReader``), so that the words are split on the thread that
/// reads the documents, which would otherwise wait for the thread that stores them, instead of
/// after the searcher is built.
///
/// The index equals the one built from the finished searcher
/// (``RecordWordIndex/init(count:textKinds:names:year:readsAmpersand:checkpoint:fields:)``):
/// the records come in order, each distinct normalised text split once per reading.
final class RecordWordBuilder: Sendable {
  /// The index so far and what splitting the next texts needs.
  private struct State: Sendable {
    var index: RecordWordIndex
    var split: TextWords
    var seen = SeenTexts(kinds: 0)
  }

  private let state: Mutex<State>
  /// Record *r*'s year (`nil`: the index keeps no years).
  private let year: (@Sendable (Int) -> Int?)?
  /// How many records the index will have.
  private let expectedRecords: Int

  /// A builder of an index of `count` records whose texts `names` counts are people's names,
  /// keeping each record's `year` if given, reading an ampersand as "and" if `readsAmpersand`.
  init(count: Int, names: NameCounts, year: (@Sendable (Int) -> Int?)?, readsAmpersand: Bool) {
    self.year = year
    expectedRecords = count
    state = Mutex(
      State(
        index: RecordWordIndex(
          names: names, keepsYears: year != nil, readsAmpersand: readsAmpersand),
        split: TextWords("", readsAmpersand: readsAmpersand)))
  }

  /// Appends the records of `chunk` (the next ones), and an empty record for each document
  /// before them that has none.
  func read(_ chunk: Fuse.IndexedChunk) {
    state.withLock { state in
      let isFirst = state.index.recordCount == 0
      for record in 0..<chunk.recordCount {
        let document = chunk.documentPositions[record]
        appendEmpty(upTo: document, in: &state)
        // As `RecordWordIndex.appendRecord` does, in one loop over the chunk's tables: a text
        // whose kind was split before (most are) is copied without reading the text.
        state.index.beginRecord(year: year?(document))
        var places = RecordWordIndex.TextPlaces()
        for text in chunk.texts(ofRecord: record) {
          state.index.appendText(
            key: chunk.key(ofText: text), kind: chunk.textNumber(ofText: text), places: &places,
            splitting: &state.split, seen: &state.seen
          ) { chunk.text(text) }
        }
        state.index.endRecord()
      }
      // The first chunk tells how much room the others will need.
      if isFirst { state.index.reserve(records: expectedRecords) }
    }
  }

  /// The index of `count` records: those read, and an empty record for each document after
  /// them (documents without a record in the searcher's index); call once, after the last
  /// ``read(_:)``.
  func finish(count: Int) -> RecordWordIndex {
    state.withLock { state in
      appendEmpty(upTo: count, in: &state)
      // Hand the index over whole: a copy left here would make its next change copy it all.
      let index = state.index
      state.index = RecordWordIndex(names: index.names)
      return index
    }
  }

  /// Appends an empty record for each document before `document` that has none yet.
  private func appendEmpty(upTo document: Int, in state: inout State) {
    while state.index.recordCount < document {
      state.index.appendRecord(
        state.index.recordCount, year: year?(state.index.recordCount), splitting: &state.split,
        seen: &state.seen
      ) { _, _ in }
    }
  }
}
