#!/usr/bin/env bash
# Repeats the ViewModels test suite to show it is deterministic:
# `.ci/loop-viewmodel-tests.sh [--runs N] [--load]`, 200 runs by default.
exec "$(dirname "$0")/loop-tests.sh" --filter ViewModelsTests --runs 200 "$@"
