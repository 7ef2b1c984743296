import FuseCore
import Services
import ViewModels

extension Shell: SearchViewModelObserver {
  /// Prints published results (or redraws the live screen), and during `:type` every event.
  func searchViewModel(
    didUpdate state: SearchViewModelState<ShellResultGroup>, event: SearchViewModelEvent
  ) {
    if let screen = self.state.liveScreen {
      screen.update(state)
      return
    }
    if let trace = self.state.typing { say(traceLine(for: event, state: state, stamped: trace)) }
    switch event {
    case .resultsPublished(let query, _, let latency):
      lastResults = state.results.flatMap(\.hits)
      lastResultsQuery = query
      resultsClearedBy = nil
      if environment.printsJSON {
        output.write(FuseResultJSON.json(state.results, corpus: corpus).jsonText + "\n")
        return
      }
      let printer = ResultPrinter(style: style)
      for line in printer.lines(for: state.results, query: query, corpus: corpus, latency: latency)
      {
        writeLine(line)
      }
    case .searchFailed(let query, _):
      let reason = state.error.map { String(describing: $0) } ?? "unknown error"
      hadFailure = true
      errorOutput.write(
        style.error("search for \"\(ShellError.clipped(query))\" failed: \(reason)") + "\n")
    default:
      return
    }
  }

  /// One line describing a view-model event, stamped with the time since `:type` began.
  ///
  /// - Parameters:
  ///   - event: The event.
  ///   - state: The state it left (published results count their hits, not their groups).
  ///   - trace: The `:type` under way.
  /// - Returns: The line.
  func traceLine(
    for event: SearchViewModelEvent, state: SearchViewModelState<ShellResultGroup>,
    stamped trace: TypingTrace
  ) -> String {
    let stamp = NumberText.stamp(trace.stopwatch.elapsed())
    let text: String
    switch event {
    case .debounceStarted(let query, let interval):
      text = "debounce started for \"\(query)\" (\(NumberText.setting(interval)))"
    case .debounceCancelled(let query):
      text = "debounce cancelled for \"\(query)\""
    case .searchStarted(let query):
      text = "search started for \"\(query)\""
    case .searchCancelled(let query):
      text = "search cancelled for \"\(query)\""
    case .resultsPublished(let query, _, let latency):
      let count = state.results.reduce(0) { $0 + $1.hits.count }
      text = "results published for \"\(query)\": \(count) in \(NumberText.milliseconds(latency))"
    case .searchFailed(let query, _):
      text = "search failed for \"\(query)\""
    case .staleResultsDropped(let query):
      text = "stale results dropped for \"\(query)\""
    case .cleared:
      text = "cleared"
    }
    return style.dim("  [\(stamp)]") + " " + TextStyle.printable(text)
  }
}
