#!/usr/bin/env bash
# Quick start command (1): installs, builds and starts the reference console on
# its embedded database with demo data, and prints where to open it.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-pnpm.sh
echo "==> Installing packages"
pnpm install --frozen-lockfile
# Exec checks and exec playbook actions (the demo has both) run only inside bubblewrap; without it
# they are refused with that reason, never run unsandboxed.
if ! command -v bwrap >/dev/null; then
  if command -v apt-get >/dev/null && { [ "$(id -u)" = 0 ] || command -v sudo >/dev/null; }; then
    echo "==> Installing bubblewrap (bwrap), the exec sandbox"
    as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
    if ! { as_root apt-get update -qq && DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq bubblewrap >/dev/null; }; then
      echo "Could not install bubblewrap: exec checks and actions will be refused until it is installed." >&2
    fi
  else
    echo "bubblewrap (bwrap) is not installed: exec checks and actions will be refused until it is." >&2
  fi
fi
echo "==> Building the packages and the reference console"
pnpm build
echo "==> Starting"
exec pnpm --filter @mission-control/reference start
