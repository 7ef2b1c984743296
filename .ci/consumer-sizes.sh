#!/usr/bin/env bash
# Three tiny apps, each depending by path on a clone of this repository and on one product, as
# an adopter's would: `search` (FuseCore: the README's quick start), `typing` (ViewModels, over
# a backend of its own) and `everything` (every library product, the embedded corpus searched
# through the view-model). Builds them in release mode, prints each linked binary's size
# (stripped, as shipped) and fails if the view-model app links any symbol of Models or Services:
# an app with its own backend carries no record model and no corpus.
#
#   bash .ci/consumer-sizes.sh            # the check, then one line per app
#   bash .ci/consumer-sizes.sh --markdown # the same, the sizes as the README's table column
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
git clone --quiet "$PWD" "$scratch/fuse-swift"
git -C "$scratch/fuse-swift" checkout --quiet --detach "$(git rev-parse HEAD)"

app=$scratch/apps
mkdir -p "$app/Sources/search" "$app/Sources/typing" "$app/Sources/everything"
cat > "$app/Package.swift" <<'SWIFT'
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "Apps",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  dependencies: [.package(path: "../fuse-swift")],
  targets: [
    .executableTarget(
      name: "search", dependencies: [.product(name: "FuseCore", package: "fuse-swift")]),
    .executableTarget(
      name: "typing", dependencies: [.product(name: "ViewModels", package: "fuse-swift")]),
    .executableTarget(
      name: "everything",
      dependencies: [
        .product(name: "FuseCore", package: "fuse-swift"),
        .product(name: "Models", package: "fuse-swift"),
        .product(name: "Services", package: "fuse-swift"),
        .product(name: "ViewModels", package: "fuse-swift"),
        .product(name: "ServiceBackends", package: "fuse-swift"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
SWIFT
cat > "$app/Sources/search/main.swift" <<'SWIFT'
import FuseCore

struct Book: Codable, Sendable {
  var title: String
  var author: String
}

let books = [
  Book(title: "Pride and Prejudice", author: "Jane Austen"),
  Book(title: "The Hobbit", author: "J. R. R. Tolkien"),
]
let options = try FuseOptions<Book>(keys: [try FuseKey(\.title, weight: 2), "author"])
print(try Fuse.Search(books, options: options).search("tolkein").map(\.item.title))
SWIFT
cat > "$app/Sources/typing/main.swift" <<'SWIFT'
import ViewModels

struct Titles: SearchViewModelService {
  let titles: [String]

  @concurrent func search(_ query: String) async throws -> [String] {
    titles.filter { $0.lowercased().hasPrefix(query.lowercased()) }
  }
}

let typing = SearchViewModel(
  service: Titles(titles: ["Dune", "Dracula", "Emma"]), debounceInterval: .zero)
typing.queryChanged(to: "d")
await typing.finishPendingSearch()
print(typing.state.results)
SWIFT
cat > "$app/Sources/everything/main.swift" <<'SWIFT'
import FuseCore
import Models
import ServiceBackends
import Services
import ViewModels

let books = try BookSearchService(books: EmbeddedCorpus.books())
let typing = SearchViewModel(service: books.limited(to: 3), debounceInterval: .zero)
typing.queryChanged(to: "tolkein")
await typing.finishPendingSearch()
print(typing.state.results.map(\.item.title))
SWIFT

log=$scratch/build.log
(cd "$app" && swift build -c release 2>&1) > "$log" || { cat "$log"; exit 1; }
if grep -E '(^|[^a-z])warning:' "$log" > /dev/null; then
  cat "$log"
  echo "consumer-sizes: compiler warnings (listed above)" >&2
  exit 1
fi
bin=$(cd "$app" && swift build -c release --show-bin-path)

# Each app must run and find what it searched for.
expect() {
  local output
  output=$("$bin/$1")
  grep -qF "$2" <<<"$output" || {
    echo "consumer-sizes: $1 printed $output, not $2" >&2
    exit 1
  }
}
expect search '"The Hobbit"'
expect typing '["Dune", "Dracula"]'
expect everything '"The Hobbit"'

# The view-model app links no symbol of Models or Services (demangled: `Models.Book`,
# `Services.SearchService`, `static Models.EmbeddedCorpus.booksSource`, …).
layers='(^|[^A-Za-z])(Models|Services)\.'
leaked=$(nm "$bin/typing" | swift demangle | grep -E "$layers" || true)
if [ -n "$leaked" ]; then
  printf '%s\n' "$leaked" | head -20
  echo "consumer-sizes: the view-model app links $(wc -l <<<"$leaked") symbol(s) of Models or Services (above)" >&2
  exit 1
fi
# The check above must be able to fail: the app with every product links both layers.
if [ "$(nm "$bin/everything" | swift demangle | grep -E "$layers" | sed -E 's/.*(Models|Services)\..*/\1/' | sort -u | wc -l)" != 2 ]; then
  echo "consumer-sizes: no Models and Services symbols in the app that uses them: the check reads nothing" >&2
  exit 1
fi

for name in search typing everything; do
  strip -o "$scratch/$name.stripped" "$bin/$name"
  bytes=$(stat -c %s "$scratch/$name.stripped")
  if [ "${1:-}" = --markdown ]; then
    printf '| %s | %s KiB |\n' "$name" "$(( (bytes + 1023) / 1024 ))"
  else
    printf 'consumer-sizes: %-10s %8d bytes stripped\n' "$name" "$bytes"
  fi
done
echo "consumer-sizes: the view-model app links no record model and no corpus"
