#!/usr/bin/env bash
# pnpm from the npm registry (corepack cannot fetch it here).
set -euo pipefail
if ! command -v pnpm >/dev/null 2>&1; then
  echo "==> Installing pnpm with npm"
  npm install -g pnpm@12 >/dev/null
fi
