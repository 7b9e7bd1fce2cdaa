#!/usr/bin/env bash
# Reproducible builds: this commit, cloned into two different folders (different path lengths), built for
# this machine's platform with scripts/build.ts, must give byte-identical binaries, and neither may hold the
# folder it was built in. With an argument, that binary (e.g. dist/chematic-mcp, built from a clean checkout
# of the same commit) must be identical too.
#
#   bash scripts/check-reproducible.sh [dist/chematic-mcp]
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
also="${1:-}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
commit=$(git -C "$repo" rev-parse HEAD)

build() {
  local dir=$1
  git clone --quiet --no-checkout "$repo" "$dir"
  git -C "$dir" checkout --quiet "$commit"
  (cd "$dir" && bun install --frozen-lockfile --silent >/dev/null && bun scripts/build.ts "$dir/out/chematic-mcp" >/dev/null)
  # Bun embeds the output file's name (/$bunfs/root/chematic-mcp), so both builds use the same one.
  if grep -a -q -F "$dir" "$dir/out/chematic-mcp"; then
    echo "reproducibility check failed: the binary built in $dir contains that folder's path"
    exit 1
  fi
}

started=$SECONDS
build "$work/a"
build "$work/another-folder/b"
a=$(sha256sum "$work/a/out/chematic-mcp" | cut -d' ' -f1)
b=$(sha256sum "$work/another-folder/b/out/chematic-mcp" | cut -d' ' -f1)
echo "commit $commit, built in two folders: $a / $b"
if [ "$a" != "$b" ]; then
  echo "reproducibility check failed: the two builds differ ($(cmp -l "$work/a/out/chematic-mcp" "$work/another-folder/b/out/chematic-mcp" | wc -l) bytes)"
  exit 1
fi
if [ -n "$also" ]; then
  c=$(sha256sum "$also" | cut -d' ' -f1)
  echo "$also: $c"
  if [ "$c" != "$a" ]; then echo "reproducibility check failed: $also differs from the two builds"; exit 1; fi
fi
echo "reproducible: identical SHA-256 $a ($((SECONDS - started)) s)"
