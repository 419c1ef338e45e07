#!/usr/bin/env bash
# Quick start command (1): installs, builds and starts the reference console on
# its embedded database with demo data, and prints where to open it.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-pnpm.sh
echo "==> Installing packages"
pnpm install --frozen-lockfile
echo "==> Building the packages and the reference console"
pnpm build
echo "==> Starting"
exec pnpm --filter @mission-control/reference start
