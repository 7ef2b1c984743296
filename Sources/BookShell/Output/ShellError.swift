import FuseCore
import Models

/// Everything that can go wrong in the shell, with the facts a message needs.
///
/// ``ShellError/report`` is the one place that turns an error into a message and an exit code.
enum ShellError: Error, Sendable, Hashable {
  /// A `:name` that is not a command, with the closest command if there is one.
  case unknownCommand(String, suggestion: String?)
  /// A `:name` that begins several commands' names.
  case ambiguousCommand(String, candidates: [String])
  /// A command was given too few or too many arguments.
  case wrongArguments(command: String, usage: String)
  /// A value is not allowed: what it was for, the value, and what is allowed.
  case invalidValue(what: String, value: String, allowed: String)
  /// `:set` named an option that does not exist.
  case unknownOption(String, suggestion: String?)
  /// FuseCore rejected the options.
  case fuse(FuseError)
  /// A corpus file could not be loaded (the data is unchanged).
  case load(CorpusLoadError)
  /// A `:load` was cancelled (Ctrl-C): the corpus keeps its records, or, for a new one, none
  /// is added.
  case loadCancelled(CorpusName, isNew: Bool = false)
  /// A load failed with the error given (a ``load(_:)`` or ``noStringFields(source:sampled:)``
  /// is said with what the failure leaves: an unchanged corpus, no new one, or no start).
  indirect case failedLoad(ShellError, target: LoadTarget)
  /// A file of JSON objects loaded without keys has no string field in its first records.
  case noStringFields(source: String, sampled: Int)
  /// `:load` was given `all` (or no name it can load into).
  case loadNeedsName
  /// `:load NAME` without a file, for a corpus that ships no file.
  case loadNeedsFile(String)
  /// A record given to `:add` could not be read.
  case invalidRecord(CorpusLoadError)
  /// A command needs one corpus, but `all` is selected.
  case needsSingleCorpus(command: String)
  /// A command refers to result `number`, but there are `count` results.
  case noSuchResult(number: Int, count: Int)
  /// A command refers to result `number`, but the last search, for `query`, found nothing.
  case noResults(number: Int, query: String)
  /// A command refers to result `number`, but `command` made the results stale.
  case resultsCleared(number: Int, by: String)
  /// Result `number` is no longer what the search found (its record changed or moved).
  case resultChanged(number: Int)
  /// Live mode needs a terminal.
  case notATerminal
  /// Live mode cannot draw on this terminal: why.
  case liveModeUnavailable(String)
  /// A query is longer than the shell searches.
  case queryTooLong(length: Int, maximum: Int)
  /// The command line is wrong.
  case usage(String)
  /// `--query` found nothing.
  case noMatch(query: String)
}
