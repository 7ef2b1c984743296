import Models
import Services

/// What the shell prints for an error, and the process exit code it implies.
struct ShellErrorReport: Sendable, Hashable {
  /// The message, without a trailing newline.
  var message: String
  /// The exit code when the error ends the process: 1 for no match, 2 for usage errors.
  var exitCode: Int32
}

extension ShellError {
  /// The one mapping from errors to messages and exit codes.
  var report: ShellErrorReport {
    switch self {
    case .unknownCommand(let name, let suggestion):
      let hint = suggestion.map { " Did you mean :\($0)?" } ?? ""
      return usage("unknown command :\(name).\(hint) Type :help for the list.")
    case .ambiguousCommand(let name, let candidates):
      let listed = ListText.joined(candidates.map { ":" + $0 }, "or")
      return usage(":\(name) could be \(listed); type more letters.")
    case .wrongArguments(let command, let usage):
      return self.usage("usage: :\(command)\(usage.isEmpty ? "" : " " + usage)")
    case .invalidValue(let what, let value, let allowed):
      return usage("invalid \(what) '\(Self.clipped(value))': allowed is \(allowed).")
    case .unknownOption(let name, let suggestion):
      let hint = suggestion.map { " Did you mean \($0)?" } ?? ""
      return usage(
        "unknown option '\(Self.clipped(name))'.\(hint) Options: \(ShellOptions.names.joined(separator: ", "))."
      )
    case .fuse(let error):
      return usage("\(error).")
    case .load, .noStringFields:
      return failedLoad(into: .existing)
    case .failedLoad(let error, let target):
      return error.failedLoad(into: target)
    case .loadCancelled(let name, let isNew):
      return usage(
        "load cancelled; "
          + (isNew ? "no corpus \(name.rawValue) was added" : "\(name.rawValue) unchanged"))
    case .loadNeedsName:
      return usage(
        ":load loads one corpus: name it, as in :load movies or :load songs FILE "
          + "(all is every corpus, not one).")
    case .loadNeedsFile(let name):
      let shipped = ListText.joined(BuiltInCorpora.names, "and")
      return usage(
        ":load \(Self.clipped(name)) needs a FILE: only \(shipped) ship with the shell.")
    case .invalidRecord(let error):
      // The source is `:add` itself: the reason alone reads right after "the record".
      let prefix = error.source + ": "
      let reason =
        error.description.hasPrefix(prefix)
        ? String(error.description.dropFirst(prefix.count)) : error.description
      return usage("could not add the record: \(reason); nothing was added.")
    case .needsSingleCorpus(let command):
      return usage(":\(command) works on one corpus; switch to one with :corpus NAME.")
    case .noSuchResult(let number, let count):
      return usage(
        count == 0
          ? "there is no result \(number): search for something first."
          : "there is no result \(number): the last search has \(count) (1–\(count)).")
    case .noResults(let number, let query):
      let shown = TextStyle.printable(Self.clipped(query))
      return usage(
        "there is no result \(number): the last search, for \"\(shown)\", found nothing.")
    case .resultsCleared(let number, let command):
      return usage("there is no result \(number): :\(command) changed the results; search again.")
    case .resultChanged(let number):
      return usage("result \(number) changed since the search; search again and retry.")
    case .notATerminal:
      return usage("live mode needs a terminal, but stdin is not a TTY; staying in line mode.")
    case .liveModeUnavailable(let reason):
      return usage("live mode cannot start: \(reason).")
    case .queryTooLong(let length, let maximum):
      return usage(
        "query too long: \(length) characters (at most \(maximum)); not searched.")
    case .usage(let text):
      return usage(text + "\nRun BookShell --help for the options.")
    case .noMatch(let query):
      return ShellErrorReport(message: "no match for \"\(Self.clipped(query))\"", exitCode: 1)
    }
  }

  /// The report of a failed load: why it failed, then what that leaves (an unchanged corpus,
  /// no new corpus, or, at startup, nothing more); other errors are reported as they are.
  ///
  /// - Parameter target: What the load was for.
  /// - Returns: The report.
  private func failedLoad(into target: LoadTarget) -> ShellErrorReport {
    let reason: String
    switch self {
    case .load(let error):
      reason = "could not load \(error)"
    case .noStringFields(let source, let sampled):
      reason =
        "could not load \(source): its first \(sampled) records have no string field; "
        + "name the fields to search with --keys"
    case .failedLoad(let error, _):
      return error.failedLoad(into: target)
    default:
      return report
    }
    switch target {
    case .startup:
      return usage(reason + ".")
    case .existing:
      return usage(reason + "; the corpus is unchanged.")
    case .new(let name):
      return usage(reason + "; no corpus \(name.rawValue) was added.")
    }
  }

  /// A report with exit code 2.
  private func usage(_ message: String) -> ShellErrorReport {
    ShellErrorReport(message: message, exitCode: 2)
  }

  /// At most 60 characters of a user value, so a 1 MB line gives a short message.
  static func clipped(_ text: String) -> String {
    text.count <= 60 ? text : String(text.prefix(57)) + "…"
  }
}
