import ViewModels

extension Shell: SearchViewModelObserver {
  /// Prints published results (or redraws the live screen), and during `:type` every event.
  func searchViewModel(didUpdate state: SearchViewModelState<ShellHit>, event: SearchViewModelEvent)
  {
    if let liveScreen {
      liveScreen.update(state)
      return
    }
    if tracesEvents { say(traceLine(for: event)) }
    switch event {
    case .resultsPublished(let query, _, let latency):
      lastResults = state.results
      lastResultsQuery = query
      let printer = ResultPrinter(style: style)
      for line in printer.lines(for: state.results, query: query, corpus: corpus, latency: latency)
      {
        say(line)
      }
    case .searchFailed(let query, _):
      let reason = state.error.map { String(describing: $0) } ?? "unknown error"
      say(style.error("search for \"\(ShellError.clipped(query))\" failed: \(reason)"))
    default:
      return
    }
    if isAwaitingInput && environment.showsPrompt { output.write(prompt) }
  }

  /// One line describing a view-model event, stamped with the time since `:type` began.
  func traceLine(for event: SearchViewModelEvent) -> String {
    let stamp = traceStopwatch.map { NumberText.stamp($0.elapsed()) } ?? ""
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
    case .resultsPublished(let query, let count, let latency):
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
