#!/usr/bin/env bash
# Repeats the shell's pseudo-terminal tests (line mode with its editor, history, Ctrl-C,
# typed-ahead keys, loads, terminal conventions, habits and readable output; live mode and the
# picker at several window sizes, terminal restore, the pty harness itself, and the key
# reader's escape timeout and the resize signal) to show they are reliable:
# `.ci/loop-shell-tests.sh [--runs N] [--load]`, 50 runs by default.
exec "$(dirname "$0")/loop-tests.sh" \
  --filter "LineModeTests|LineModeTerminalTests|LineEditorTerminalTests|HistoryTerminalTests|InterruptTerminalTests|TypeAheadTerminalTests|LoadTerminalTests|TerminalConventionTests|HabitTests|LiveModeTests|LiveScreenSizeTests|LiveEditingTests|LiveEnterTests|LivePickerTests|LiveDisplayTests|TerminalRestoreTests|PseudoTerminalTests|KeyReaderTests|TerminalSizeTests|OutputTerminalTests" \
  --runs 50 "$@"
