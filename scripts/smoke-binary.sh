#!/usr/bin/env bash
# Smoke test of the compiled binary as a user runs it: from an empty directory,
# with an empty environment (no Bun on PATH, no node_modules), over stdio.
set -euo pipefail
binary="$1"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"

meta='"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}'
out=$(printf '%s\n' \
  '{"jsonrpc":"2.0","id":1,"method":"server/discover","params":{'"$meta"'}}' \
  '{"jsonrpc":"2.0","id":2,"method":"tools/list","params":{'"$meta"'}}' \
  '{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"parse_smiles","arguments":{"smiles":"CC(=O)Oc1ccccc1C(=O)O"},'"$meta"'}}' \
  | env -i "$binary" 2>"$work/stderr")

fail() { echo "smoke test failed: $1"; echo "--- stdout"; echo "$out"; echo "--- stderr"; cat "$work/stderr"; exit 1; }
[ "$(printf '%s\n' "$out" | wc -l)" -eq 3 ] || fail "expected 3 answers"
grep -q '"supportedVersions":\["2026-07-28"\]' <<<"$out" || fail "server/discover"
grep -q '"name":"representation_router"' <<<"$out" || fail "tools/list"
grep -q '"formula":"C9H8O4"' <<<"$out" || fail "parse_smiles"
"$binary" --version | grep -q '^chematic-mcp ' || fail "--version"
set +e
"$binary" --no-such-option 2>/dev/null
code=$?
set -e
[ "$code" -eq 2 ] || fail "usage error should exit 2, got $code"
echo "smoke test passed: $(ls -la "$binary" | awk '{print $5}') bytes, 3 answers, exit codes ok"
