#!/usr/bin/env bash
# Every bench in its smoke mode (seconds each; bench/smoke.ts), so none rots: CI runs this after the build.
# Figures printed here are not measurements; run `pnpm bench:<name>` for those.
set -uo pipefail
cd "$(dirname "$0")/.."
export BENCH_SMOKE=1
failed=()
for bench in core auth server catalog changes topology notifications load datatable health chart bundle; do
  printf '\n--> bench:%s (smoke)\n' "$bench"
  started=$SECONDS
  if ! timeout 600 pnpm --silent "bench:$bench"; then failed+=("$bench"); fi
  printf '    %s s\n' $((SECONDS - started))
done
if [ ${#failed[@]} -gt 0 ]; then
  printf 'Benches that failed their smoke run: %s\n' "${failed[*]}"
  exit 1
fi
