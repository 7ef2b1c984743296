import FuseCore
import ViewModels

extension Shell {
  /// Starts the tasks that take SIGINT and window resizes from the environment's streams.
  ///
  /// - Returns: The tasks, to cancel when the session ends.
  func watchTerminal() -> [Task<Void, Never>] {
    var watchers: [Task<Void, Never>] = []
    if let interrupts = environment.interrupts {
      watchers.append(
        Task { [weak self] in
          for await _ in interrupts { self?.interrupted() }
        })
    }
    if let resizes = environment.resizes {
      watchers.append(
        Task { [weak self] in
          for await _ in resizes { self?.editor?.redraw() }
        })
    }
    return watchers
  }

  /// Ctrl-C as SIGINT (the terminal sends it while the editor is not reading): cancels the
  /// `:load` or the search under way, stops `:type`, or drops the line being typed; nothing
  /// loaded is lost and the session goes on.
  func interrupted() {
    switch state.interrupted(editing: editor != nil, showsPrompt: environment.showsPrompt) {
    case .none:
      return
    case .cancelLoad(let load):
      load.cancel()
    case .cancelSearch, .stopTyping:
      let query = viewModel.state.query
      // The view-model's own cancellation: an empty query cancels the search under way (or its
      // debounce), and nothing is published for it.
      viewModel.queryChanged(to: "")
      if !Fuse.isBlank(query) {
        say("search for \"\(TextStyle.printable(ShellError.clipped(query)))\" cancelled")
      }
    case .interruptEditor:
      editor?.interruptFromSignal()
    case .newPrompt:
      input.discardPartialLine()
      promptOutput.write("\n" + prompt)
    }
  }

  /// Runs a `:load` so that Ctrl-C can cancel it.
  ///
  /// - Parameters:
  ///   - name: The corpus loaded into.
  ///   - isNew: Whether the load adds the corpus.
  ///   - parsed: Told the number of records once parsed, unless the load was cancelled.
  ///   - work: The load, given its ``RunningLoad`` (to see a cancellation) and the `parsed`
  ///     to call once the records are parsed (indexing follows); it returns the number of
  ///     records loaded.
  /// - Returns: The number of records loaded, or the load's error
  ///   (``ShellError/loadCancelled(_:isNew:)`` when Ctrl-C cancelled it).
  func cancellableLoad(
    into name: CorpusName, isNew: Bool, parsed: @escaping @MainActor @Sendable (Int) -> Void,
    _ work:
      @escaping @MainActor (
        _ load: RunningLoad, _ parsed: @escaping @MainActor @Sendable (Int) -> Void
      ) async throws(ShellError) -> Int
  ) async -> Result<Int, ShellError> {
    let load = RunningLoad(corpus: name, isNew: isNew)
    state.enter(.loading(load))
    defer { state.leave() }
    let reportParsed: @MainActor @Sendable (Int) -> Void = { count in
      guard !load.isCancelled else { return }
      load.isIndexing = true
      parsed(count)
    }
    return await load.run {
      do throws(ShellError) {
        return .success(try await work(load, reportParsed))
      } catch {
        return .failure(error)
      }
    }
  }
}
