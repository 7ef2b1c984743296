import FuseCore
import Services
import ViewModels

extension Shell {
  /// `:type TEXT`: replays TEXT one character at a time, ``ShellSettings/typeInterval`` apart,
  /// printing every view-model event with its time since the first keystroke; then waits out
  /// the debounce and the search.
  func type(_ text: String) async {
    let scalars = text.unicodeScalars.filter { !TextStyle.isControl($0) }
    let characters = Array(
      String(String.UnicodeScalarView(scalars)).prefix(Self.maximumQueryLength))
    say(
      "typing \"\(String(characters))\" one character every \(NumberText.setting(settings.typeInterval)) (debounce \(NumberText.setting(settings.debounce)))"
    )
    state.enter(.typing(TypingTrace(stopwatch: Stopwatch(clock: environment.clock))))
    defer { state.leave() }
    var typed = ""
    for (offset, character) in characters.enumerated() {
      typed.append(character)
      viewModel.queryChanged(to: typed)
      if offset < characters.count - 1 { await environment.pause(settings.typeInterval) }
      // Ctrl-C stops the typing (and cancelled what was pending).
      if state.isTypingStopped { break }
    }
    if !state.isTypingStopped { await environment.pause(settings.debounce) }
    await viewModel.finishPendingSearch()
  }
}
