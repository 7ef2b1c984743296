#!/usr/bin/env bash
# Repeats the shell's pseudo-terminal tests (line mode with its editor, history, Ctrl-C,
# typed-ahead keys, loads, terminal conventions, habits and readable output; live mode and the
# picker at several window sizes, terminal restore, the pty harness itself, the key reader's
# escape timeout and the resize signal, and every suite that runs the built executable) to
# show they are reliable: `.ci/loop-shell-tests.sh [--runs N] [--load]`, 50 runs by default.
exec "$(dirname "$0")/loop-tests.sh" \
  --filter "LiveModeTests|LiveEnterTests|LivePickerTests|LiveDisplayTests|LiveResultsTests|LiveScreenSizeTests|LiveEditingTests|ShellHostileInputEndToEndTests|EndToEndTests|ScriptingTests|HabitTests|DocumentCorpusTests|CorpusFileTests|RelevanceEndToEndTests|TypeAheadTerminalTests|TypedLinesTerminalTests|LoadTerminalTests|TerminalConventionTests|TerminalSizeTests|OutputTerminalTests|LineEditorTerminalTests|LineEditorDrawingTests|LineEditorKeysTests|LineEditorSuspensionTests|TerminalRestoreTests|LineModeTerminalTests|PseudoTerminalTests|RedirectedTerminalTests|HistoryTerminalTests|InterruptTerminalTests|LoadCommandTests|OptionValidationTests|LineModeTests|KeyReaderTests|EscapeDelayTests" \
  --runs 50 "$@"
