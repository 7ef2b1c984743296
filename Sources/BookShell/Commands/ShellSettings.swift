/// The shell's own settings, which `:set` changes: the result limit and the view-model's
/// timing.
///
/// The search options and ranking are not here: each corpus's actor holds the ones in force
/// (its profile's, as changed by `:set` and `:keys`), so they have one home.
struct ShellSettings: Sendable, Hashable {
  /// The most results shown per corpus.
  var limit = 10
  /// The view-model's debounce interval.
  var debounce = Duration.milliseconds(200)
  /// The pause between characters replayed by `:type`.
  var typeInterval = Duration.milliseconds(50)
}
