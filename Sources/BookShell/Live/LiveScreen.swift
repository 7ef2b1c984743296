import FuseCore
import ViewModels

/// The live-mode screen: the query line and the results, redrawn in place (on the terminal's
/// alternate screen) after every keystroke and every published result.
@MainActor
final class LiveScreen {
  /// Where to draw.
  private let output: any ShellOutput
  /// The markup.
  private let style: TextStyle
  /// The corpus, for the prompt.
  private let corpus: CorpusName
  /// The query line being typed (the cursor stays at its end: only keys that edit there apply).
  private(set) var line = EditableLine(maximumLength: Shell.maximumQueryLength)
  /// The selected result, from 0.
  private(set) var selection = 0
  /// The view-model's last state.
  private(set) var state = SearchViewModelState<ShellResultGroup>()
  /// Whether the alternate screen is on.
  private var isOpen = false
  /// The most result lines drawn.
  static let visibleResults = 15

  /// Creates the screen.
  ///
  /// - Parameters:
  ///   - output: Where to draw.
  ///   - style: The markup.
  ///   - corpus: The corpus searched.
  init(output: any ShellOutput, style: TextStyle, corpus: CorpusName) {
    self.output = output
    self.style = style
    self.corpus = corpus
  }

  /// The results shown, every group's in turn.
  var hits: [ShellHit] { state.results.flatMap(\.hits) }

  /// The selected result, if any.
  var selectedHit: ShellHit? {
    let hits = hits
    return hits.indices.contains(selection) ? hits[selection] : nil
  }

  /// The query as typed.
  var query: String { line.text }

  /// Applies a key to the query or the selection: text and pastes are added to the query,
  /// Backspace, Ctrl-U and Ctrl-W delete from it, ↑ and ↓ move the selection; other keys do
  /// nothing here.
  ///
  /// - Parameter key: The key.
  /// - Returns: Whether the query changed.
  func apply(_ key: Key) -> Bool {
    switch key {
    case .text, .backspace, .control("u"), .control("w"):
      return line.apply(key) == .changedText
    case .paste(let text):
      return line.apply(.text(text)) == .changedText
    case .up:
      selection = max(0, selection - 1)
    case .down:
      selection = min(max(0, min(hits.count, Self.visibleResults) - 1), selection + 1)
    default:
      break
    }
    return false
  }

  /// Takes a new view-model state and redraws.
  func update(_ newState: SearchViewModelState<ShellResultGroup>) {
    defer { if isOpen { draw() } }
    if !Self.isSameResultsQuery(newState.resultsQuery, state.resultsQuery) { selection = 0 }
    state = newState
    selection = min(selection, max(0, hits.count - 1))
  }

  /// Whether two results queries are the same query (Fuse.js's identity; `nil` is no results).
  private static func isSameResultsQuery(_ lhs: String?, _ rhs: String?) -> Bool {
    switch (lhs, rhs) {
    case (let lhs?, let rhs?): Fuse.isSameQuery(lhs, rhs)
    case (nil, nil): true
    default: false
    }
  }

  /// Switches to the alternate screen.
  func open() {
    isOpen = true
    output.write("\u{1B}[?1049h")
    draw()
  }

  /// Leaves the alternate screen, back to line mode's scrollback, and erases the line the cursor
  /// returns to: it holds the terminal's echo of keys typed right after `:live` (before raw mode
  /// turned echo off), which live mode has already used as its query.
  func close() {
    guard isOpen else { return }
    isOpen = false
    output.write("\u{1B}[2J\u{1B}[H\u{1B}[?1049l\r\u{1B}[K")
  }

  /// Redraws everything, cursor left at the end of the query.
  func draw() {
    var screen = "\u{1B}[H\u{1B}[2J"
    let promptText = "live \(corpus.rawValue)> "
    screen += style.bold(promptText) + TextStyle.printable(query) + "\n"
    let status: String
    switch state.phase {
    case .idle: status = "type to search"
    case .debouncing, .searching: status = "searching…"
    case .showingResults:
      status =
        "\(hits.count) results"
        + (state.latency.map { " in \(NumberText.milliseconds($0))" } ?? "")
    case .failed: status = "search failed"
    }
    screen += style.dim("\(status) · ↑/↓ select · Enter print · Esc/Ctrl-C back") + "\n"
    let printer = ResultPrinter(style: style)
    for (offset, hit) in hits.prefix(Self.visibleResults).enumerated() {
      let marker = offset == selection ? style.bold(">") : " "
      let title = TextStyle.printable(hit.titleLine)
      let match =
        hit.matches.first.map {
          "  " + ResultPrinter.label(of: $0) + ": " + printer.highlighted($0)
        } ?? ""
      screen += "\(marker) \(title)" + style.dim(match) + "\n"
    }
    let column = promptText.count + query.count + 1
    screen += "\u{1B}[1;\(column)H"
    output.write(screen)
  }
}
