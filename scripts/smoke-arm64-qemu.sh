#!/usr/bin/env bash
# Runs the linux-arm64 release binary on this (x86-64) machine under Debian's qemu-user, so a platform
# besides the host is actually run: initialize, tools/list and one tool call (scripts/smoke-binary.ts).
#
#   bash scripts/smoke-arm64-qemu.sh dist/chematic-mcp-linux-arm64
#
# Installs what it needs when missing (as root): qemu-user (the emulator), qemu-user-binfmt (its binfmt_misc
# entry) and libc6-arm64-cross (the arm64 C library the binary links). The binfmt_misc entry is needed
# because the server's tool workers are the same binary started again, which the kernel can only run
# through the emulator if binfmt_misc names it.
set -euo pipefail
binary=${1:?usage: smoke-arm64-qemu.sh BINARY}
repo="$(cd "$(dirname "$0")/.." && pwd)"
SYSROOT=/usr/aarch64-linux-gnu
BINFMT_CONF=/usr/lib/binfmt.d/qemu-aarch64.conf

need_root() {
  if [ "$(id -u)" != 0 ]; then
    echo "smoke-arm64-qemu: $1 needs root (apt-get install -y qemu-user qemu-user-binfmt libc6-arm64-cross, then register $BINFMT_CONF with binfmt_misc); run as root or install them first" >&2
    exit 1
  fi
}

started=$SECONDS
if ! command -v qemu-aarch64 >/dev/null || [ ! -e "$BINFMT_CONF" ] || [ ! -e "$SYSROOT/lib/ld-linux-aarch64.so.1" ]; then
  need_root "installing qemu-user"
  echo "installing qemu-user, qemu-user-binfmt and libc6-arm64-cross from Debian"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends qemu-user qemu-user-binfmt libc6-arm64-cross >/dev/null
fi
if [ ! -e /proc/sys/fs/binfmt_misc/qemu-aarch64 ]; then
  need_root "registering qemu-aarch64 with binfmt_misc"
  [ -e /proc/sys/fs/binfmt_misc/register ] || mount -t binfmt_misc binfmt_misc /proc/sys/fs/binfmt_misc
  # The kernel reads the \x escapes of Debian's entry itself.
  cat "$BINFMT_CONF" > /proc/sys/fs/binfmt_misc/register
fi
echo "qemu-user ready ($(qemu-aarch64 --version | head -1)) in $((SECONDS - started)) s"

cd "$repo"
# Emulation computes many times slower than the machine: RDKit's WebAssembly start-up and the first answer may take
# minutes on a busy machine, and calc_properties went past the binary's default 10 s tool limit under qemu at load
# 20-30. The binary gets a tool limit that fits emulation (--tool-timeout-ms), and the smoke test waits longer still
# for each answer, so a slow emulated answer is told apart from none.
TOOL_TIMEOUT_MS=${SMOKE_TOOL_TIMEOUT_MS:-300000}
ANSWER_TIMEOUT_MS=${SMOKE_ANSWER_TIMEOUT_MS:-600000}
bun scripts/smoke-binary.ts --launcher "qemu-aarch64 -L $SYSROOT" --env "QEMU_LD_PREFIX=$SYSROOT" --one-call \
  --tool-timeout-ms "$TOOL_TIMEOUT_MS" --answer-timeout-ms "$ANSWER_TIMEOUT_MS" "$binary"
echo "arm64 under qemu-user: $((SECONDS - started)) s in all"
