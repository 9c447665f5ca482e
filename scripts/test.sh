#!/usr/bin/env bash
# The whole test suite: typecheck, lint, unit and integration tests (real PostgreSQL and Redis from
# DATABASE_URL / REDIS_URL, default the local servers), then the Playwright tests in real Chromium
# against the built product. Each phase prints its time.
#
# The phases (turbo tasks; the specs' kinds are in vitest.shared.ts):
# 1. build the apps (the browser tests serve the built product);
# 2. typecheck (scripts/typecheck.sh), lint and the unit specs (*.unit.spec.ts, no I/O), side by side;
# 3. the integration specs (*.int.spec.ts), two packages at a time, each running two files at a time,
#    every file on its own copy of the migrated template database;
# 4. the serial integration specs (outages, short timeouts, durations), one file at a time in each
#    package and three packages at a time (they mostly wait: for a lease, an outage, a timeout; each has
#    its own database and Redis), while the browser tests' servers start;
# 5. the browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
export TURBO_TELEMETRY_DISABLED=1
export DATABASE_URL="${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
export REDIS_URL="${REDIS_URL:-redis://127.0.0.1:6379}"

started=$SECONDS
phase() {
  echo "── $1 ($((SECONDS - started)) s since the start) ──"
}

# A phase's output is kept so that a failure is summed up at its end, where a truncated CI log still
# shows it (the failing files and the first lines of each error).
log=$(mktemp)
run_phase() {
  local name="$1"
  shift
  phase "$name"
  local status=0
  "$@" 2>&1 | tee "$log" || status=$?
  if [[ $status -ne 0 ]]; then
    echo "── $name: failures ──"
    sed 's/\x1b\[[0-9;]*m//g' "$log" | grep -E -A12 ' (FAIL|×) |Unhandled (Error|Rejection)|ERR_|Error: |error TS' | head -80
    exit "$status"
  fi
}

run_phase "build" pnpm exec turbo run build --filter=@eqa/web --filter=@eqa/server --filter=@eqa/worker --output-logs=errors-only
# two streams side by side: the type checks (scripts/typecheck.sh, three programs, one core) and the
# lint (one ESLint run over the workspace) followed by the unit specs, two packages at a time (the web's
# component specs alone take longer than the type checks: the other packages' run beside them)
checks() {
  local typecheck_log lint_log status=0
  typecheck_log=$(mktemp) lint_log=$(mktemp)
  bash scripts/typecheck.sh >"$typecheck_log" 2>&1 &
  local typecheck_pid=$!
  { pnpm exec eslint apps/*/src packages/*/src tests bench && pnpm exec turbo run test:unit --output-logs=new-only --concurrency=2 --continue; } >"$lint_log" 2>&1 || status=$?
  wait "$typecheck_pid" || status=$?
  cat "$typecheck_log" "$lint_log"
  rm -f "$typecheck_log" "$lint_log"
  return "$status"
}
run_phase "typecheck, lint, unit tests" checks
run_phase "integration tests" pnpm exec turbo run test:int --output-logs=new-only --concurrency=2 --continue
# The browser tests start beside the serial specs, which leave a third of the cores idle (they wait for
# outages and timeouts): their servers copy or build the seeded database and start meanwhile, and the
# tests themselves wait for the signal the end of the serial phase gives (tests/e2e/support/global-setup.ts,
# at most 30 minutes). Their output is kept and shown from the start when the phase begins.
e2e_log=$(mktemp) e2e_signal="$(mktemp -u)"
trap 'rm -f "$log" "$e2e_log" "$e2e_signal"; [[ -n "${e2e_pid:-}" ]] && kill -- -"$e2e_pid" 2>/dev/null; true' EXIT
E2E_START_SIGNAL="$e2e_signal" setsid pnpm --filter @eqa/e2e e2e >"$e2e_log" 2>&1 &
e2e_pid=$!
run_phase "serial integration tests (the browser tests' servers starting beside them)" pnpm exec turbo run test:int:serial --output-logs=new-only --concurrency=3 --continue
touch "$e2e_signal"
phase "browser tests"
e2e_status=0
tail -n +1 -f --pid="$e2e_pid" "$e2e_log" &
tail_pid=$!
wait "$e2e_pid" || e2e_status=$?
e2e_pid=''
wait "$tail_pid" || true
phase "done"
exit "$e2e_status"
