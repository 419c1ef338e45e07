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

apt_install() {
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

bash scripts/ensure-pnpm.sh

# Debian packages the suites need and the machine lacks are gathered first, then installed by one apt-get run
# (each run pays for its own index reads and dpkg triggers) while pnpm installs the workspace.
apt_packages=()
need() {
  local reason=$1; shift
  log "Installing $reason"
  apt_packages+=("$@")
}

if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  need "Debian's Chromium and fonts (never 'playwright install')" chromium fonts-liberation fonts-noto-core
fi

if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  need "PostgreSQL for the server tests" postgresql
fi

# The connection tests start a real Redis on a free port; without the binary they skip with that reason.
if ! command -v redis-server >/dev/null; then
  need "Redis for the connection tests" redis-server
fi

# The kubeconfig e2e runs the real kubectl. Another kubectl already on PATH (e.g. the Google Cloud
# SDK's, which owns /usr/bin/kubectl) is used as it is: Debian's package would conflict with it.
if ! command -v kubectl >/dev/null; then
  need "Debian's kubectl (kubernetes-client) for the kubeconfig e2e" kubernetes-client
fi

# Exec checks and exec playbook actions run only inside bubblewrap (S3); the sandbox tests need the real bwrap.
if ! command -v bwrap >/dev/null; then
  need "bubblewrap (bwrap), the exec sandbox" bubblewrap
fi

# bench:load's cluster column (and scripts/cluster.sh) put Debian's HAProxy in front of three servers.
if ! command -v haproxy >/dev/null; then
  need "Debian's HAProxy for the cluster bench" haproxy
fi

apt_pid=
if [ ${#apt_packages[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ]; then
    printf '(apt-get: %s, while the workspace installs)\n' "${apt_packages[*]}"
    apt_install "${apt_packages[@]}" &
    apt_pid=$!
  else
    apt_install "${apt_packages[@]}" # in the foreground, where sudo can ask for a password
  fi
fi

log "Installing workspace packages"
pnpm install --frozen-lockfile

if [ -n "$apt_pid" ] && ! wait "$apt_pid"; then
  echo "apt-get could not install: ${apt_packages[*]}" >&2
  exit 1
fi
