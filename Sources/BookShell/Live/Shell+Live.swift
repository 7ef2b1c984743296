import FuseCore
import ViewModels

extension Shell {
  /// `:live`: search as you type until Enter (which shows the selected record), Esc, Ctrl-C,
  /// Ctrl-D or the end of input; then back to line mode, where what was typed after the key
  /// that left goes on as typed input.
  ///
  /// - Throws: ``ShellError/notATerminal`` when stdin is not a TTY, or
  ///   ``ShellError/liveModeUnavailable(_:)`` (nothing changes then).
  func runLive() async throws(ShellError) {
    switch try await live(LiveOptions()) {
    case .chosen(let hit):
      sayWhole(TextStyle.printable(hit.titleLine))
      sayWhole(TextStyle.printable(hit.json.jsonText))
    case .noMatch(let query) where !Fuse.isBlank(query):
      say("no result for \"\(TextStyle.printable(ShellError.clipped(query)))\"; left live mode")
    case .noMatch, .cancelled:
      say("left live mode")
    }
  }

  /// Runs a live-mode session on the terminal: draws on `/dev/tty` (the alternate screen, or
  /// rows below the cursor), reads keys until one ends the session, and restores the terminal
  /// on every way out (fatal signals included).
  ///
  /// The screen fills its rows with results, as fzf does (``LiveResults``): the searches ask for
  /// as many as show, more as the selection scrolls, and a blank query lists the records.
  ///
  /// Enter acts on the query on screen: if its search is waiting out its debounce or running,
  /// Enter waits for it (through the view-model) and takes that result. In the picker a paste
  /// is typed into the query, its line breaks as spaces (as fzf does); in `:live` a pasted line
  /// break is Enter. Ctrl-Z suspends the process (the screen and terminal given back first,
  /// taken again on `fg`); a resize redraws at once.
  ///
  /// For `:live`, keys read after the one that ended the session, and the rest of a paste
  /// after its first line break, are given back to the input for line mode.
  ///
  /// - Parameter options: The picker's or `:live`'s options.
  /// - Returns: How the session ended.
  /// - Throws: ``ShellError/notATerminal`` when stdin is not a TTY;
  ///   ``ShellError/liveModeUnavailable(_:)`` when the terminal cannot be drawn on.
  func live(_ options: LiveOptions) async throws(ShellError) -> LiveOutcome {
    guard let terminal = environment.terminal else { throw ShellError.notATerminal }
    let device: TerminalDevice
    do {
      device = try TerminalDevice()
    } catch {
      throw ShellError(error)
    }
    // Watch for resizes before the first measure, so none is missed in between.
    let resizes = TerminalResizes.sizes(ofDescriptor: device.descriptor)
    let canvas = LiveCanvas(
      output: device.output, presentation: options.presentation, colors: style.colors)
    let screen = LiveScreen(
      canvas: canvas, corpus: corpus, options: options, measure: { device.size })
    SignalScreenRestore.set(canvas.signalRestoreSequence, on: device.descriptor)
    inputHold.setEchoOff(true)
    defer {
      if state.liveScreen === screen { state.leave() }
      screen.close(erasingLine: !options.isPicker)
      terminal.restore()
      SignalScreenRestore.clear()
      inputHold.setEchoOff(false)
    }
    do {
      try terminal.enterRawMode()
    } catch {
      throw ShellError(error)
    }
    state.enter(.live(screen))
    let results = LiveResults(screen: screen, service: service, viewModel: viewModel)
    viewModel.addObserver(results)
    defer {
      viewModel.removeObserver(results)
      results.stop()
    }
    let watcher = Task { @MainActor [weak screen, weak results] in
      for await _ in resizes {
        screen?.draw()
        results?.refresh()
      }
    }
    defer { watcher.cancel() }

    viewModel.queryChanged(to: screen.query)
    if !Fuse.isBlank(screen.query) { viewModel.submit() }
    screen.update(viewModel.state)
    screen.open()
    results.refresh()
    let outcome = await readKeys(
      on: screen, results: results, terminal: terminal, device: device,
      restoring: canvas.signalRestoreSequence, options: options)
    state.leave()
    if !options.isPicker { viewModel.queryChanged(to: "") }
    return outcome
  }

  /// Reads keys until one ends the session.
  ///
  /// - Parameters:
  ///   - screen: The screen keys apply to.
  ///   - results: What fetches the screen's results.
  ///   - terminal: The terminal's mode (given back while suspended).
  ///   - device: The terminal drawn on.
  ///   - restoreSequence: What puts the screen back after a fatal signal.
  ///   - options: The picker's or `:live`'s options.
  /// - Returns: How the session ended.
  private func readKeys(
    on screen: LiveScreen, results: LiveResults, terminal: TerminalMode,
    device: TerminalDevice, restoring restoreSequence: String, options: LiveOptions
  ) async -> LiveOutcome {
    let keys = KeyReader(
      input: input, clock: environment.clock, escapeDelay: EscapeDelay.fromEnvironment)
    /// Ends the session: what the batch holds after `position` goes back to the input for
    /// line mode (`:live` only), after `extra`.
    func finish(
      _ outcome: LiveOutcome, batch: [Key], after position: Int, extra: [Key] = []
    ) -> LiveOutcome {
      if !options.isPicker { keys.unread(extra + batch[(position + 1)...]) }
      return outcome
    }
    while let batch = await keys.nextKeys() {
      for (position, key) in batch.enumerated() {
        switch key {
        case .escape, .control("c"), .control("d"), .control("g"):
          return finish(.cancelled, batch: batch, after: position)
        case .enter:
          return finish(
            await choose(on: screen, results: results), batch: batch, after: position)
        case .paste(let text) where text.contains("\n") && !options.isPicker:
          // Each pasted line break is Enter: the text before the first goes into the query,
          // what follows it is typed input for what comes after live mode.
          let lineBreak = text.firstIndex(of: "\n") ?? text.endIndex
          if screen.apply(.paste(String(text[..<lineBreak]))) {
            viewModel.queryChanged(to: screen.query)
          }
          let rest = String(text[text.index(after: lineBreak)...])
          return finish(
            await choose(on: screen, results: results), batch: batch, after: position,
            extra: rest.isEmpty ? [] : [.paste(rest)])
        case .control("z"):
          guard suspend(screen, terminal: terminal, device: device, restoring: restoreSequence)
          else {
            return finish(.cancelled, batch: batch, after: position)
          }
          results.refresh()
        default:
          if screen.apply(key) { viewModel.queryChanged(to: screen.query) }
          results.refresh()
        }
      }
    }
    return .cancelled
  }

  /// Enter: waits for the search of the query on screen if it is pending or running (or for
  /// the listing of the records under a blank query), then takes the selected result of that
  /// query.
  private func choose(on screen: LiveScreen, results: LiveResults) async -> LiveOutcome {
    await results.finish()
    guard screen.resultsAnswerQuery, let hit = screen.selectedHit else {
      return .noMatch(query: screen.query)
    }
    return .chosen(hit)
  }

  /// Ctrl-Z: gives the screen and the terminal back, stops the process group as the terminal's
  /// Ctrl-Z would, and once continued (`fg`) takes them again and redraws.
  ///
  /// - Parameters:
  ///   - screen: The screen to give back and redraw.
  ///   - terminal: The terminal's mode.
  ///   - device: The terminal drawn on.
  ///   - restoreSequence: What puts the screen back after a fatal signal.
  /// - Returns: `false` when raw mode cannot be entered again (the session must end).
  private func suspend(
    _ screen: LiveScreen, terminal: TerminalMode, device: TerminalDevice,
    restoring restoreSequence: String
  ) -> Bool {
    screen.close()
    terminal.restore()
    SignalScreenRestore.clear()
    ProcessSuspension.suspendUntilContinued()
    // Continued (`fg`): the window may have changed meanwhile.
    SignalScreenRestore.set(restoreSequence, on: device.descriptor)
    do {
      try terminal.enterRawMode()
    } catch {
      return false
    }
    screen.open()
    return true
  }
}
