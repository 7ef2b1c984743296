#!/usr/bin/env bash
# Adopts the package as a newcomer would: a new package whose manifest is the README's (the
# ```swift block that starts with `// swift-tools-version`), pasted as it is except that its
# `.package(url: …, from: …)` line is the README's line for a clone on disk
# (`.package(path: "../fuse-swift")`), and whose sources are the README's quick start. Builds it
# (any compiler warning fails) and runs it: the quick start must find "The Hobbit", and the app
# layers the manifest lists must link and run; the manifest declares no target but the app,
# the one the README gives code for. Then the README's module-alias target, pasted
# beside a `Models` target of the app's own, must build and use both modules.
#
#   bash .ci/consumer.sh
#
# The clone is of the committed tree (HEAD), in a folder named `fuse-swift`, as the README says.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

git clone --quiet "$PWD" "$scratch/fuse-swift"
git -C "$scratch/fuse-swift" checkout --quiet --detach "$(git rev-parse HEAD)"
if [ -n "$(git status --porcelain --untracked-files=no)" ]; then
  echo "consumer: note: uncommitted changes are not in the clone; it builds HEAD $(git rev-parse --short HEAD)" >&2
fi

python3 - README.md "$scratch/consumer" <<'PY'
import os, re, sys

readme, consumer = sys.argv[1], sys.argv[2]
blocks = re.findall(r"```swift\n(.*?)\n```", open(readme, encoding="utf-8").read(), re.S)
manifests = [b for b in blocks if b.startswith("// swift-tools-version")]
quick_starts = [b for b in blocks if b.startswith("import FuseCore") and "func quickStart()" in b]
if len(manifests) != 1 or len(quick_starts) != 1:
    sys.exit(f"consumer: README.md needs one manifest block and one quick start; found {len(manifests)} and {len(quick_starts)}")
manifest, quick_start = manifests[0], quick_starts[0]
text = open(readme, encoding="utf-8").read()
path_lines = set(re.findall(r'`(\.package\(path: "\.\./fuse-swift"\))`', text))
if len(path_lines) != 1:
    sys.exit("consumer: README.md must give one `.package(path: \"../fuse-swift\")` line for a clone")
aliases = [b for b in blocks if b.startswith("// An app whose own target is called Models.")]
if len(aliases) != 1:
    sys.exit(f"consumer: README.md needs one module-alias block; found {len(aliases)}")

dependency = re.compile(r'\.package\(url: "[^"]+", from: "[0-9]+\.[0-9]+\.[0-9]+"\)')
if len(dependency.findall(manifest)) != 1:
    sys.exit("consumer: the README's manifest needs exactly one `.package(url: \"…\", from: \"X.Y.Z\")` line")
manifest = dependency.sub(path_lines.pop(), manifest)

targets = re.findall(r'\.(target|executableTarget)\(\s*name: "([^"]+)"', manifest)
executables = [name for kind, name in targets if kind == "executableTarget"]
if len(executables) != 1:
    sys.exit(f"consumer: the README's manifest needs one executable target (the app); found {executables}")
app = executables[0]
# Only the app is given code (the quick start and a main.swift); a target the README declares
# without code for it would not build in a reader's package.
if len(targets) != 1:
    sys.exit(f"consumer: the README's manifest declares targets it gives no code for: {[n for _, n in targets if n != app]}")
app_products = set(re.findall(
    r'\.product\(name: "([^"]+)", package: "fuse-swift"\)',
    manifest[manifest.index(f'name: "{app}"'):]))
missing = {"FuseCore", "Models", "Services", "ViewModels", "ServiceBackends"} - app_products
if missing:
    sys.exit(f"consumer: the README's app target does not list {sorted(missing)}")

os.makedirs(consumer)
with open(os.path.join(consumer, "Package.swift"), "w", encoding="utf-8") as f:
    f.write(manifest + "\n")
for kind, name in targets:
    folder = os.path.join(consumer, "Sources", name)
    os.makedirs(folder)
    with open(os.path.join(folder, "QuickStart.swift"), "w", encoding="utf-8") as f:
        f.write(quick_start + "\n")
with open(os.path.join(consumer, "Sources", app, "main.swift"), "w", encoding="utf-8") as f:
    f.write('''import Models
import ServiceBackends
import Services
import ViewModels

// The README's quick start, then one search through each app layer.
print("quick start: \\(try quickStart().map(\\.item.title))")
let corpus = try EmbeddedCorpus.all()
let books = try BookSearchService(books: corpus.books)
print("services: \\(try await books.search("tolkein").count) hit(s) for 'tolkein'")
let model = SearchViewModel(service: books, debounceInterval: .milliseconds(100))
print("view-model: \\(model.state.phase)")
''')
print(f"consumer: {consumer}: the README's manifest (targets {', '.join(n for _, n in targets)}) and quick start")

# The alias block is one target: pasted into a package beside a Models target of the app's own.
clash = consumer + "-clash"
os.makedirs(os.path.join(clash, "Sources", "Models"))
os.makedirs(os.path.join(clash, "Sources", "BookFinder"))
with open(os.path.join(clash, "Package.swift"), "w", encoding="utf-8") as f:
    f.write('''// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "BookFinder",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  dependencies: [.package(path: "../fuse-swift")],
  targets: [
    .target(name: "Models"),
''' + aliases[0] + ''',
  ]
)
''')
with open(os.path.join(clash, "Sources", "Models", "Invoice.swift"), "w", encoding="utf-8") as f:
    f.write("/// The app's own model.\npublic struct Invoice: Sendable {\n  public init() {}\n}\n")
with open(os.path.join(clash, "Sources", "BookFinder", "main.swift"), "w", encoding="utf-8") as f:
    f.write('''import FuseModels
import Models
import Services

let invoice = Invoice()
let books = try BookSearchService(books: EmbeddedCorpus.books())
print("alias: \\(invoice) beside \\(try await books.search("tolkein").count) hit(s) for 'tolkein'")
''')
PY

cat "$scratch/consumer/Package.swift"
# build_and_run FOLDER: builds the package in FOLDER (a warning or an error fails) and prints
# what its BookFinder app prints (its failure fails).
build_and_run() {
  local log=$scratch/$(basename "$1").log output
  (cd "$1" && swift build 2>&1) | tee "$log" >&2
  if grep -E '(^|[^a-z])(warning|error):' "$log" > /dev/null; then
    echo "consumer: $(basename "$1") did not build cleanly (above)" >&2
    exit 1
  fi
  output=$(cd "$1" && swift run --skip-build BookFinder 2>&1) || {
    printf '%s\n' "$output" >&2
    echo "consumer: the app of $(basename "$1") failed" >&2
    exit 1
  }
  printf '%s\n' "$output"
}
output=$(build_and_run "$scratch/consumer")
printf '%s\n' "$output"
grep -qxF 'quick start: ["The Hobbit"]' <<<"$output" || {
  echo "consumer: the quick start did not print [\"The Hobbit\"]" >&2
  exit 1
}
grep -qE '^services: [1-9][0-9]* hit\(s\)' <<<"$output" || {
  echo "consumer: the services search found nothing" >&2
  exit 1
}

clash_output=$(build_and_run "$scratch/consumer-clash")
printf '%s\n' "$clash_output"
grep -qE '^alias: Invoice\(\) beside [1-9][0-9]* hit\(s\)' <<<"$clash_output" || {
  echo "consumer: the module-alias app did not use both Models modules" >&2
  exit 1
}
echo "consumer: a new package built from the README's lines ran the quick start, and the alias"
