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
pnpm exec turbo run test --output-logs=new-only --concurrency=1 --continue
pnpm --filter @eqa/e2e e2e
