#!/usr/bin/env bash
# Negative check: each snippet in .ci/must-not-compile/ other than control.swift must FAIL to
# type-check against the debug build's FuseCore module, with the diagnostic its "Expected
# diagnostic:" line names; control.swift, with the same set-up, must type-check. Run after
# `swift build` (CI does); fails if any snippet starts to compile.
set -euo pipefail
cd "$(dirname "$0")/.."

modules=$(swift build --show-bin-path)/Modules
[ -f "$modules/FuseCore.swiftmodule" ] || {
  echo "must-not-compile: $modules/FuseCore.swiftmodule not found; run swift build first" >&2
  exit 1
}
typecheck() { swiftc -typecheck -swift-version 6 -I "$modules" "$1" 2>&1; }

if ! out=$(typecheck .ci/must-not-compile/control.swift); then
  printf '%s\n' "$out"
  echo "must-not-compile: control.swift does not type-check, so the check proves nothing" >&2
  exit 1
fi

status=0
for snippet in .ci/must-not-compile/*.swift; do
  [ "$(basename "$snippet")" = control.swift ] && continue
  expected=$(sed -n 's|^// Expected diagnostic (extended regex): ||p' "$snippet")
  if out=$(typecheck "$snippet"); then
    echo "must-not-compile: $snippet COMPILES; it must not" >&2
    status=1
  elif ! grep -qE -- "$expected" <<<"$out"; then
    printf '%s\n' "$out"
    echo "must-not-compile: $snippet failed, but not with '$expected' (above)" >&2
    status=1
  else
    echo "must-not-compile: $snippet fails as it must ($expected)"
  fi
done
exit "$status"
