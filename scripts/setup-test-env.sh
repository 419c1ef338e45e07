#!/usr/bin/env bash
# Installs everything the test suites need on a fresh machine with Node:
# pnpm (from npm), the workspace packages, Debian's Chromium and fonts, and a
# PostgreSQL server. Safe to run again: each step is skipped when already done.
set -euo pipefail
cd "$(dirname "$0")/.."

log() { printf '\n==> %s\n' "$*"; }

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else
    echo "Need root (or sudo) to run: $*" >&2; return 1; fi
}

apt_updated=0
apt_install() {
  if [ "$apt_updated" = 0 ]; then as_root apt-get update -qq; apt_updated=1; fi
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

bash scripts/ensure-pnpm.sh

log "Installing workspace packages"
pnpm install --frozen-lockfile

if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  log "Installing Debian's Chromium and fonts (never 'playwright install')"
  apt_install chromium fonts-liberation fonts-noto-core
fi

if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  log "Installing PostgreSQL for the server tests"
  apt_install postgresql
fi

# The connection tests start a real Redis on a free port; without the binary they skip with that reason.
if ! command -v redis-server >/dev/null; then
  log "Installing Redis for the connection tests"
  apt_install redis-server
fi

# The kubeconfig e2e runs the real kubectl. Another kubectl already on PATH (e.g. the Google Cloud
# SDK's, which owns /usr/bin/kubectl) is used as it is: Debian's package would conflict with it.
if ! command -v kubectl >/dev/null; then
  log "Installing Debian's kubectl (kubernetes-client) for the kubeconfig e2e"
  apt_install kubernetes-client
fi

# Exec checks and exec playbook actions run only inside bubblewrap (S3); the sandbox tests need the real bwrap.
if ! command -v bwrap >/dev/null; then
  log "Installing bubblewrap (bwrap), the exec sandbox"
  apt_install bubblewrap
fi

# bench:load's cluster column (and scripts/cluster.sh) put Debian's HAProxy in front of three servers.
if ! command -v haproxy >/dev/null; then
  log "Installing Debian's HAProxy for the cluster bench"
  apt_install haproxy
fi
