#!/usr/bin/env bash
# Proves `bunx chematic-mcp` works from the published tarball: npm pack, install that tarball into an
# empty folder (its dependencies come from the npm registry), run it over stdio, and check that the
# tarball holds only what is needed.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

tarball=$(cd "$repo" && npm pack --silent --pack-destination "$work")
contents=$(tar -tzf "$work/$tarball")
fail() { echo "pack test failed: $1"; exit 1; }
grep -q '^package/src/main.ts$' <<<"$contents" || fail "src/main.ts missing from the tarball"
grep -q '^package/src/data/sascore-fpscores.ts$' <<<"$contents" || fail "generated data missing from the tarball"
grep -q '^package/src/data/sascore-fpscores.bin.gz$' <<<"$contents" || fail "the SA score table missing from the tarball"
grep -q '^package/LICENSE$' <<<"$contents" || fail "LICENSE missing from the tarball"
grep -q '^package/THIRD_PARTY_NOTICES.md$' <<<"$contents" || fail "THIRD_PARTY_NOTICES.md missing from the tarball"
if grep -Eq '^package/(test|validation|scripts|node_modules|dist)/' <<<"$contents"; then fail "the tarball holds tests, validation, scripts, node_modules or dist"; fi

mkdir "$work/app" && cd "$work/app"
echo '{"name":"pack-test","private":true}' > package.json
bun add --silent "$work/$tarball" >/dev/null

meta='"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}'
out=$(printf '%s\n' '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"calc_properties","arguments":{"smiles":"CC(=O)Oc1ccccc1C(=O)O"},'"$meta"'}}' \
  | bunx chematic-mcp 2>/dev/null)
grep -q '"mw":180.159' <<<"$out" || fail "bunx chematic-mcp did not answer calc_properties: $out"
# generate_3d loads OpenChemLib from the installed package (node_modules above ours), not from a bundle.
out=$(printf '%s\n' '{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"generate_3d","arguments":{"smiles":"C[C@H](N)C(=O)O"},'"$meta"'}}' \
  | bunx chematic-mcp 2>/dev/null)
grep -q '"atom_count":13' <<<"$out" && grep -q 'MMFF94 minimisation' <<<"$out" || fail "bunx chematic-mcp did not answer generate_3d: $out"
bunx chematic-mcp --licenses | grep -q '^# Third-party notices$' || fail "bunx chematic-mcp --licenses does not print the third-party notices"
version=$(bunx chematic-mcp --version)
[ "$version" = "chematic-mcp $(cd "$repo" && bun -e 'console.log(require("./package.json").version)')" ] || fail "--version says $version"
echo "pack test passed: $tarball ($(du -h "$work/$tarball" | cut -f1)), $(wc -l <<<"$contents") files, bunx answered calc_properties and generate_3d"
