#!/usr/bin/env bash
# A local cluster to try several servers on one database: PostgreSQL, three Mission Control servers and Debian's
# HAProxy in front of them (round robin, health-checked on /api/health). Ctrl-C stops all of it; the data stays in
# .data/cluster (delete the folder to start afresh).
#
#   bash scripts/cluster.sh                 install what is missing, build, start, print where to open it
#   MC_CLUSTER_SKIP_BUILD=1 bash scripts/cluster.sh   start from the current build
#
# Settings: MC_CLUSTER_PORT (HAProxy, default 9400; the servers listen on the next odd ports, each with its kube
# API port after it), MC_CLUSTER_PG_PORT (default 54339), MC_CLUSTER_DIR (default .data/cluster).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
lb_port=${MC_CLUSTER_PORT:-9400}
pg_port=${MC_CLUSTER_PG_PORT:-54339}
work=${MC_CLUSTER_DIR:-$root/.data/cluster}
mkdir -p "$work"
work=$(cd "$work" && pwd)

log() { printf '==> %s\n' "$*"; }
as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else
    echo "Need root (or sudo) to run: $*" >&2; return 1; fi
}
need() {
  # need <command or path> <Debian package>
  if command -v "$1" >/dev/null || [ -x "$1" ] || compgen -G "$1" >/dev/null; then return; fi
  log "Installing Debian's $2"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq --no-install-recommends "$2" >/dev/null
}

need haproxy haproxy
need '/usr/lib/postgresql/*/bin/postgres' postgresql
if [ -z "${MC_CLUSTER_SKIP_BUILD:-}" ]; then
  bash scripts/ensure-pnpm.sh
  log "Installing packages"
  pnpm install --frozen-lockfile
  log "Building the packages and the reference console"
  pnpm build
fi

pids=()
pg_bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
pg_dir=$work/postgres
run_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
stop_all() {
  trap - INT TERM EXIT
  log "Stopping the cluster"
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  run_pg "$pg_bin/pg_ctl" -D "$pg_dir" -m fast stop >/dev/null 2>&1 || true
}
trap stop_all INT TERM EXIT

if [ ! -f "$pg_dir/PG_VERSION" ]; then
  log "Creating the cluster's PostgreSQL in $pg_dir"
  mkdir -p "$pg_dir"
  pwfile=$(mktemp)
  printf 'postgres\n' >"$pwfile"
  if [ "$(id -u)" = 0 ]; then chown postgres "$pg_dir" "$pwfile"; fi
  run_pg "$pg_bin/initdb" -D "$pg_dir" -U postgres --auth-local=trust --auth-host=scram-sha-256 \
    --pwfile="$pwfile" >/dev/null
  rm -f "$pwfile"
fi
log "Starting PostgreSQL on 127.0.0.1:$pg_port"
run_pg "$pg_bin/pg_ctl" -D "$pg_dir" -l "$pg_dir/server.log" -w \
  -o "-p $pg_port -k /tmp -c listen_addresses=127.0.0.1 -c max_connections=200" start >/dev/null
run_pg "$pg_bin/psql" -h /tmp -p "$pg_port" -U postgres -tAc \
  "SELECT 1 FROM pg_database WHERE datname = 'mission_control'" | grep -q 1 ||
  run_pg "$pg_bin/psql" -h /tmp -p "$pg_port" -U postgres -qc 'CREATE DATABASE mission_control'
database_url="postgres://postgres:postgres@127.0.0.1:$pg_port/mission_control"

wait_health() {
  for _ in $(seq 1 240); do
    if curl -fsS "http://127.0.0.1:$1/api/health" >/dev/null 2>&1; then return 0; fi
    sleep 0.5
  done
  echo "Server on port $1 did not answer; see $work/server-$2.log" >&2
  return 1
}

# Server 1 seeds the demo data and prints the first sign-in; servers 2 and 3 join the same database.
ports=()
for n in 1 2 3; do
  port=$((lb_port + 2 * n - 1))
  ports+=("$port")
  mkdir -p "$work/server-$n"
  seed=false
  [ "$n" = 1 ] && seed=true
  log "Starting server $n on 127.0.0.1:$port"
  (cd apps/reference && DATABASE_URL=$database_url MC_DATA_DIR="$work/server-$n" PORT=$port HOST=127.0.0.1 \
    MC_PUBLIC_URL="http://localhost:$lb_port" MC_SEED=$seed exec node dist-server/main.js) \
    >"$work/server-$n.log" 2>&1 &
  pids+=($!)
  if [ "$n" = 1 ]; then wait_health "$port" 1; fi
done
wait_health "${ports[1]}" 2
wait_health "${ports[2]}" 3

cat >"$work/haproxy.cfg" <<EOF
global
  maxconn 4096
defaults
  mode http
  timeout connect 5s
  timeout client 60s
  timeout server 60s
  timeout check 10s
  option forwardfor
frontend mission_control
  bind 127.0.0.1:$lb_port
  default_backend servers
backend servers
  balance roundrobin
  option httpchk GET /api/health
  http-check expect status 200
  server s1 127.0.0.1:${ports[0]} check inter 2s fall 3 rise 2
  server s2 127.0.0.1:${ports[1]} check inter 2s fall 3 rise 2
  server s3 127.0.0.1:${ports[2]} check inter 2s fall 3 rise 2
EOF
log "Starting HAProxy on 127.0.0.1:$lb_port"
haproxy -db -f "$work/haproxy.cfg" >"$work/haproxy.log" 2>&1 &
pids+=($!)
wait_health "$lb_port" lb

echo
echo "Mission Control cluster is running at http://localhost:$lb_port/ (HAProxy in front of 3 servers on PostgreSQL)."
grep -h 'Sign in as' "$work/server-1.log" | head -n 1 || true
echo "Servers: ${ports[*]} (logs in $work); PostgreSQL: $database_url. Ctrl-C stops everything."
wait "${pids[0]}"
