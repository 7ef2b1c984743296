/// What a load that failed or was cancelled leaves behind, as its message ends.
enum LoadTarget: Sendable, Hashable {
  /// The `--data` file at startup: the shell does not start, and there was no corpus before.
  case startup
  /// A corpus the shell has: it keeps its records.
  case existing
  /// A corpus the load would have added: none is.
  case new(CorpusName)

  /// The target of a load into `name`.
  ///
  /// - Parameters:
  ///   - name: The corpus loaded into.
  ///   - corpora: The corpora before the load.
  init(_ name: CorpusName, in corpora: ShellCorpora) {
    self = corpora.table[name] == nil ? .new(name) : .existing
  }
}

extension ShellError {
  /// This error as a load into `target` reports it: a cancellation says whether a corpus was
  /// to be added, and a file that did not load says what that leaves.
  ///
  /// - Parameter target: What the load was for.
  /// - Returns: The error to report.
  func said(for target: LoadTarget) -> ShellError {
    switch self {
    case .loadCancelled(let name, _):
      return .loadCancelled(name, isNew: target != .existing)
    case .load, .noStringFields:
      return target == .existing ? self : .failedLoad(self, target: target)
    default:
      return self
    }
  }
}
