#!/usr/bin/env bash
# Builds and runs the libFuzzer targets in Tests/Fuzz.
#
#   bash .ci/fuzz.sh TARGET|all SECONDS [extra libFuzzer flags…]    (SECONDS 0: build only)
#
# Each target is one Swift file, Tests/Fuzz/Targets/TARGET.swift, compiled with the shared
# helpers in Tests/Fuzz/Support against the package's library modules, which are built here with
# swiftc (not SwiftPM: libFuzzer supplies `main`, which SwiftPM's executables and test bundles
# cannot share) with `-sanitize=fuzzer,address` and `-enable-testing`. The BookShell sources
# (minus its `@main` file) are compiled into the shell target itself.
#
# A target runs for SECONDS on a scratch copy of its checked-in seed corpus
# (Tests/Fuzz/Corpus/TARGET) plus Tests/Fuzz/Corpus/TARGET.dict if present; new inputs stay in
# .build/fuzz/corpus/TARGET, crashes go to .build/fuzz/artifacts/TARGET. The script prints the
# executions per target and in total, and fails if any target crashed (an invariant failure traps).
# One fuzzer process runs at a time.
set -euo pipefail
cd "$(dirname "$0")/.."

targets_dir=Tests/Fuzz/Targets
all_targets=(extended_query logical_query match index_json corpus_loader shell_command)

if [ $# -lt 2 ]; then
  echo "usage: $0 TARGET|all SECONDS [libFuzzer flags…]   (targets: ${all_targets[*]})" >&2
  exit 2
fi
which=$1
seconds=$2
shift 2
if [ "$which" = all ]; then
  targets=("${all_targets[@]}")
else
  targets=("$which")
fi
for target in "${targets[@]}"; do
  [ -f "$targets_dir/$target.swift" ] || { echo "fuzz: no target '$target'" >&2; exit 2; }
done

out=${FUZZ_OUT:-.build/fuzz}
mkdir -p "$out/lib" "$out/bin"
flags=(-parse-as-library -swift-version 6 -package-name fuse_swift
  -enable-upcoming-feature ExistentialAny -enable-upcoming-feature MemberImportVisibility
  -sanitize=fuzzer,address -O -assert-config Debug -g -use-ld=lld -I "$out/lib" -L "$out/lib")

# module_sources NAME: the Swift files of library module NAME, as the manifest places them
# (ServiceBackends sits in Sources/ViewModels/ServiceBackends, which ViewModels excludes).
module_sources() {
  case $1 in
    ServiceBackends) find Sources/ViewModels/ServiceBackends -name '*.swift' | sort ;;
    ViewModels)
      find Sources/ViewModels -path Sources/ViewModels/ServiceBackends -prune -o -name '*.swift' \
        -print | sort
      ;;
    *) find "Sources/$1" -name '*.swift' | sort ;;
  esac
}

# build_module NAME: a static library and module for NAME, rebuilt when a source changed.
build_module() {
  local name=$1 lib="$out/lib/lib$1.a" file changed=""
  if [ -f "$lib" ]; then
    while IFS= read -r file; do
      if [ "$file" -nt "$lib" ]; then changed=$file; break; fi
    done < <(module_sources "$name")
    [ -n "$changed" ] || return 0
  fi
  echo "fuzz: building module $name"
  # shellcheck disable=SC2046 # one argument per source path (no path has a space)
  swiftc "${flags[@]}" -enable-testing -module-name "$name" -emit-module \
    -emit-module-path "$out/lib/$name.swiftmodule" -emit-library -static -o "$lib" \
    $(module_sources "$name")
}

# build_target NAME: the fuzzer binary for one target.
build_target() {
  local target=$1 sources=("$targets_dir/$1.swift" Tests/Fuzz/Support/*.swift) libs=(-lFuseCore -lFoundation -lFoundationEssentials -lswiftSynchronization -lswiftDispatch -ldispatch -lBlocksRuntime)
  case $target in
    corpus_loader) libs+=(-lModels) ;;
    shell_command)
      libs+=(-lModels -lServices -lViewModels -lServiceBackends)
      while IFS= read -r file; do
        [ "$(basename "$file")" = BookShell.swift ] || sources+=("$file")
      done < <(find Sources/BookShell -name '*.swift' | sort)
      ;;
  esac
  echo "fuzz: building target $target"
  swiftc "${flags[@]}" -module-name "Fuzz_$target" "${sources[@]}" "${libs[@]}" \
    -o "$out/bin/$target"
}

for module in FuseCore Models Services ViewModels ServiceBackends; do build_module "$module"; done
for target in "${targets[@]}"; do build_target "$target"; done
if [ "$seconds" = 0 ]; then exit 0; fi  # build only (then run one input: .build/fuzz/bin/TARGET FILE)

# The Swift runtime's backtracer and ASan both want the crash; let ASan report it.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:allocator_may_return_null=1}
total=0
failed=()
for target in "${targets[@]}"; do
  corpus="$out/corpus/$target"
  artifacts="$out/artifacts/$target/"
  mkdir -p "$corpus" "$artifacts"
  dict=()
  [ -f "Tests/Fuzz/Corpus/$target.dict" ] && dict=(-dict="Tests/Fuzz/Corpus/$target.dict")
  log="$out/$target.log"
  echo "fuzz: running $target for ${seconds}s"
  status=0
  "$out/bin/$target" "$corpus" "Tests/Fuzz/Corpus/$target" "${dict[@]}" \
    -max_total_time="$seconds" -max_len=4096 -timeout=20 -rss_limit_mb=2048 \
    -print_final_stats=1 -artifact_prefix="$artifacts" "$@" >"$log" 2>&1 || status=$?
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
  runs=${runs:-0}
  total=$((total + runs))
  if [ "$status" -ne 0 ]; then
    failed+=("$target")
    tail -n 60 "$log" >&2
    echo "fuzz: $target FAILED after $runs executions (log: $log; inputs in $artifacts)" >&2
  else
    echo "fuzz: $target: $runs executions"
  fi
done
echo "fuzz: total executions: $total"
if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzz: failing targets: ${failed[*]}" >&2
  exit 1
fi
