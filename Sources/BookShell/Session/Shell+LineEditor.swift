import Foundation

extension Shell {
  /// The line editor over the session's input and output, with the history file the
  /// environment names (its warnings on the error output) and completion from the shell's
  /// tables.
  func makeEditor() -> LineEditor {
    let history = LineHistory(file: environment.historyFile) { [weak self] warning in
      self?.warn(warning)
    }
    return LineEditor(
      input: input, output: promptOutput,
      drawsOn: environment.promptsOnErrorOutput ? 2 : 1, clock: environment.clock,
      escapeDelay: EscapeDelay.fromEnvironment, terminal: environment.terminal, history: history,
      complete: { [weak self] text in self?.completion(for: text) },
      columns: environment.columns)
  }

  /// The prompt as the editor draws it.
  var editorPrompt: LineEditor.Prompt {
    LineEditor.Prompt(styled: prompt, plain: "\(corpus.rawValue)> ")
  }

  /// What Tab completes for the text before the cursor: names from the command table, the
  /// corpora, the `:set` options and the current corpus's fields, and files after `:load NAME`.
  func completion(for text: Substring) -> LineCompletion? {
    let vocabulary = LineCompletion.Vocabulary(
      commands: ShellCommandTable.typedNames,
      corpora: (corpora.names + [.all]).map(\.rawValue),
      loadableCorpora: corpora.names.map(\.rawValue),
      options: ShellOptions.names,
      optionValues: ShellOptions.choices, optionListItems: ShellOptions.listItems,
      fields: (corpora.table[corpus]?.fieldNames ?? []).map(KeySpec.word))
    return LineCompletion.completing(
      text, vocabulary: vocabulary,
      resolve: { name in try? ShellCommandTable.entry(named: name).name },
      list: Self.listFolder)
  }

  /// The entries of a folder, `~` standing for the home folder; `nil` when it cannot be read.
  static func listFolder(_ path: String) -> [LineCompletion.Entry]? {
    var folder = path
    if folder == "~" || folder.hasPrefix("~/") {
      folder = FileManager.default.homeDirectoryForCurrentUser.path + folder.dropFirst()
    }
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
      return nil
    }
    return names.map { name in
      var isFolder: ObjCBool = false
      let full = (folder as NSString).appendingPathComponent(name)
      _ = FileManager.default.fileExists(atPath: full, isDirectory: &isFolder)
      return LineCompletion.Entry(name: name, isFolder: isFolder.boolValue)
    }
  }
}
