#!/usr/bin/env bash
# Builds the DocC documentation of the library modules (FuseCore, Models, Services, ViewModels,
# ServiceBackends)
# with the toolchain's own `docc`: no package plugin, no dependency.
#
#   bash .ci/docs.sh            # build .build/docs/<Module>.doccarchive; any docc warning fails
#   bash .ci/docs.sh --preview  # build, then serve every module at http://localhost:8000/
#
# Symbol graphs come from `swift build` (-emit-symbol-graph) in a scratch directory of their
# own (.build/docs/build), so the flags do not invalidate the ordinary debug build; each module's
# catalogue (Sources/<Module>/<Module>.docc) is then converted with `docc convert
# --additional-symbol-graph-dir`, warnings as errors (a broken ``Symbol`` link is a warning).
set -euo pipefail
cd "$(dirname "$0")/.."

modules=(FuseCore Models Services ViewModels ServiceBackends)
# catalogue MODULE: the module's DocC catalogue (ServiceBackends sits inside ViewModels' folder).
catalogue() {
  case $1 in
    ServiceBackends) echo Sources/ViewModels/ServiceBackends/ServiceBackends.docc ;;
    *) echo "Sources/$1/$1.docc" ;;
  esac
}
out=.build/docs
graphs=$out/symbol-graphs
# The compiler rewrites a module's graphs whenever it rebuilds the module, so graphs left by an
# earlier run are current; only the per-module copies and the outputs are made afresh.
rm -rf "$out"/*.doccarchive "$out/site"
for module in "${modules[@]}"; do rm -rf "${graphs:?}/$module"; done
mkdir -p "$graphs"

echo "docs: emitting symbol graphs (swift build --target ServiceBackends builds all five modules)"
swift build --scratch-path "$out/build" --target ServiceBackends \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs" \
  -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public

status=0
for module in "${modules[@]}"; do
  # A module's own graph plus the extensions it declares on other modules' types
  # (Services@FuseCore.symbols.json documents Services' additions to FuseCore).
  dir=$graphs/$module
  mkdir -p "$dir"
  cp "$graphs/$module.symbols.json" "$dir/"
  for extension in "$graphs/$module@"*.symbols.json; do
    [ -e "$extension" ] && cp "$extension" "$dir/"
  done
  echo "docs: docc convert $module"
  if ! docc convert "$(catalogue "$module")" \
    --additional-symbol-graph-dir "$dir" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "fuse-swift.$module" \
    --output-path "$out/$module.doccarchive" \
    --transform-for-static-hosting --hosting-base-path "$module" \
    --warnings-as-errors; then
    echo "docs: docc reported problems in $module (above)" >&2
    status=1
  fi
done
[ "$status" = 0 ] || exit "$status"
echo "docs: built ${modules[*]} into $out/"

if [ "${1:-}" = --preview ]; then
  # One static site: each archive under its module's name, the entry page per module being
  # /<Module>/documentation/<module>/.
  mkdir -p "$out/site"
  for module in "${modules[@]}"; do cp -R "$out/$module.doccarchive" "$out/site/$module"; done
  {
    echo "<!doctype html><title>fuse-swift documentation</title><ul>"
    for module in "${modules[@]}"; do
      lower=$(tr '[:upper:]' '[:lower:]' <<<"$module")
      echo "<li><a href=\"$module/documentation/$lower/\">$module</a></li>"
    done
    echo "</ul>"
  } >"$out/site/index.html"
  echo "docs: serving http://localhost:${PORT:-8000}/ (Ctrl-C stops)"
  cd "$out/site" && exec python3 -m http.server "${PORT:-8000}"
fi
