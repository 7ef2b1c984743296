extension Fuse.Search {
  /// The texts the searcher indexed for the document at `refIndex`, grouped by key: what a
  /// search of that document reads.
  ///
  /// One group per key of the index, in key order; each holds the key's texts for this
  /// document as given (before case folding or diacritic stripping), a list key's items in list
  /// order. A key whose value is absent or blank (Fuse.js does not index blank texts) has an
  /// empty group. A collection of strings has a single group. The texts follow the searcher's
  /// current keys, so a client that ranks or highlights by "the searched texts" reads them here
  /// instead of keeping its own copy of the keys.
  ///
  /// ```swift
  /// struct Film { var title: String; var cast: [String] }
  /// let films = try Fuse.Search(
  ///   [Film(title: "Alien", cast: ["Sigourney Weaver", "Tom Skerritt"])],
  ///   options: FuseOptions(keys: [try FuseKey(\Film.title, weight: 2), try FuseKey(\Film.cast)]))
  /// films.indexedTexts(refIndex: 0)  // [["Alien"], ["Sigourney Weaver", "Tom Skerritt"]]
  /// ```
  ///
  /// - Parameter refIndex: The document's position in ``documents``.
  /// - Returns: The texts grouped by key, or `[]` when the document has no record in the index
  ///   (a blank string in a collection of strings, or a position outside the collection).
  /// - Complexity: O(log *n*) to find the document's record (O(*n*) for an index given with its
  ///   records out of document order), plus O(*k* + *f*) for *k* keys and *f* texts.
  public func indexedTexts(refIndex: Int) -> [[String]] {
    guard let record = store.record(forDocIndex: refIndex) else { return [] }
    return store.textsByKey(ofRecord: record)
  }
}

extension Fuse.Search {
  /// How many distinct texts the searcher indexed, after its normalisation: the bound of the
  /// text numbers ``forEachIndexedText(refIndex:_:)`` gives.
  package var distinctIndexedTextCount: Int { store.textStart.count }

  /// Calls `body` with each text the searcher indexed for the document at `refIndex`, in the
  /// order ``indexedTexts(refIndex:)`` groups them: the text's key position (0 for a
  /// collection of strings), the number of its normalised text (texts that normalise alike
  /// share it; below ``distinctIndexedTextCount``) and the text as given.
  ///
  /// - Complexity: O(log *n*) to find the document's record, as for
  ///   ``indexedTexts(refIndex:)``, plus O(*f*) for its *f* texts.
  package func forEachIndexedText(
    refIndex: Int, _ body: (_ key: Int, _ textNumber: Int, _ text: String) -> Void
  ) {
    guard let record = store.record(forDocIndex: refIndex) else { return }
    store.forEachField(ofRecord: record) { key, textID, text in
      body(max(0, key), textID, text)
    }
  }
}

extension Fuse.Search {
  /// The texts the searcher indexed for the document at `refIndex` of its first key (the
  /// document itself, in a collection of strings): its title or name, as
  /// `indexedTexts(refIndex: refIndex).first` gives them, without the other groups.
  ///
  /// - Complexity: O(log *n*) to find the document's record, as for
  ///   ``indexedTexts(refIndex:)``, plus O(*t*) for its *t* texts of that key.
  package func primaryTexts(refIndex: Int) -> [String] {
    guard let record = store.record(forDocIndex: refIndex) else { return [] }
    return store.primaryTexts(ofRecord: record)
  }
}
