#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server on loopback for the server tests and
# prints its connection string. Usage: eval "$(bash scripts/test-postgres.sh start)"
#                                      bash scripts/test-postgres.sh stop
set -euo pipefail
dir=${MC_TEST_PG_DIR:-/tmp/mc-test-postgres}
port=${MC_TEST_PG_PORT:-54329}
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -n "$bin" ] || { echo "PostgreSQL is not installed (run scripts/setup-test-env.sh)" >&2; exit 1; }

run_pg() {
  # PostgreSQL refuses to run as root; use its own system user when we are root.
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "${1:-start}" in
  start)
    if ! run_pg "$bin/pg_ctl" -D "$dir" status >/dev/null 2>&1; then
      rm -rf "$dir"
      mkdir -p "$dir"
      # TCP logins need the password (the socket stays trust), so a wrong password is really refused:
      # the connection tests and e2e check that the driver's message comes back.
      pwfile=$(mktemp)
      printf 'postgres\n' >"$pwfile"
      [ "$(id -u)" = 0 ] && chown postgres "$dir" "$pwfile"
      run_pg "$bin/initdb" -D "$dir" -U postgres --auth-local=trust --auth-host=scram-sha-256 \
        --pwfile="$pwfile" >/dev/null
      rm -f "$pwfile"
      run_pg "$bin/pg_ctl" -D "$dir" -l "$dir/server.log" -w \
        -o "-p $port -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
    fi
    echo "export TEST_DATABASE_URL=postgres://postgres:postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    run_pg "$bin/pg_ctl" -D "$dir" -m fast stop >/dev/null 2>&1 || true
    ;;
esac
