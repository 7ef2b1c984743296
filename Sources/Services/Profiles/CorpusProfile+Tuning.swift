public import FuseCore

extension CorpusProfile {
  /// The options the package's corpora are searched with, apart from their keys: the one home
  /// of the product's tuning.
  ///
  /// They were chosen by measurement on labelled queries (see `Benchmarks/README.md`,
  /// "Relevance"): token search (each query word is matched on its own, so "austen emma" finds
  /// *Emma* by Jane Austen), a threshold stricter than Fuse.js's 0.6 that still lets a typo in
  /// three letters match ("stv" finds Steve), diacritics ignored ("amelie" finds *Amélie*), field-norm weight 0.5 (a long text is
  /// penalised half as much as with Fuse.js's default), and scores included. A profile's
  /// ``ranking`` then re-orders the best candidates. Every other option is Fuse.js's default.
  public static var productTuning: FuseOptions<Record> {
    var options = FuseOptions<Record>()
    options.includeScore = true
    options.useTokenSearch = true
    options.threshold = 0.4
    options.ignoreDiacritics = true
    options.fieldNormWeight = 0.5
    return options
  }
}
