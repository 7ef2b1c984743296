import FuseCore
import ViewModels

extension Shell {
  /// `:live`: search as you type on the terminal until Esc, Ctrl-C, Ctrl-D, Enter or the end
  /// of input; the terminal is restored on every way out.
  ///
  /// - Throws: ``ShellError/notATerminal`` when stdin is not a TTY (nothing changes then).
  func runLive() async throws(ShellError) {
    guard let terminal = environment.terminal else { throw ShellError.notATerminal }
    try terminal.enterRawMode()
    let screen = LiveScreen(output: output, style: style, corpus: corpus)
    liveScreen = screen
    var chosen: ShellHit?
    defer {
      liveScreen = nil
      screen.close()
      terminal.restore()
    }
    viewModel.queryChanged(to: "")
    screen.update(viewModel.state)
    screen.open()
    let keys = KeyReader(input: input, clock: environment.clock)
    reading: while let batch = await keys.nextKeys() {
      for key in batch {
        switch key {
        case .escape, .control("c"), .control("d"):
          break reading
        case .enter:
          chosen = screen.selectedHit
          break reading
        default:
          if screen.apply(key) {
            viewModel.queryChanged(to: screen.query)
          }
          screen.update(viewModel.state)
        }
      }
    }
    liveScreen = nil
    screen.close()
    terminal.restore()
    viewModel.queryChanged(to: "")
    if let chosen {
      say(TextStyle.printable(chosen.titleLine))
      say(TextStyle.printable(chosen.json.jsonText))
    } else {
      say("left live mode")
    }
  }
}
