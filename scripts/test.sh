#!/usr/bin/env bash
# The whole test suite: typecheck, lint, unit and integration tests (real PostgreSQL and Redis from
# DATABASE_URL / REDIS_URL, default the local servers), then the Playwright tests in real Chromium
# against the built product.
set -euo pipefail
cd "$(dirname "$0")/.."
export TURBO_TELEMETRY_DISABLED=1
export DATABASE_URL="${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
export REDIS_URL="${REDIS_URL:-redis://127.0.0.1:6379}"
pnpm exec turbo run build --filter=@eqa/web --filter=@eqa/server --filter=@eqa/worker --output-logs=errors-only
pnpm exec turbo run typecheck lint --output-logs=errors-only --concurrency=2
# The unit and integration output is kept so that a failure is summed up at the end, where a
# truncated CI log still shows it (the failing files and the first lines of each error).
log=$(mktemp)
status=0
pnpm exec turbo run test --output-logs=new-only --concurrency=1 --continue 2>&1 | tee "$log" || status=$?
if [[ $status -ne 0 ]]; then
  echo "── unit and integration failures ──"
  sed 's/\x1b\[[0-9;]*m//g' "$log" | grep -E -A12 ' (FAIL|×) |Unhandled (Error|Rejection)|ERR_|Error: ' | head -80
  rm -f "$log"
  exit "$status"
fi
rm -f "$log"
pnpm --filter @eqa/e2e e2e
