#!/usr/bin/env bash
# The whole product on one machine: builds the web app, the server and the worker bundles, then starts
# the server (API, tRPC, web app and in-process jobs). Without DATABASE_URL it runs on the embedded
# PostgreSQL (PGlite) in .data/pglite, migrated and seeded with demo data on first start; without
# REDIS_URL the jobs run in-process. PORT overrides 3000.
set -euo pipefail
cd "$(dirname "$0")/.."
export TURBO_TELEMETRY_DISABLED=1
pnpm exec turbo run build --filter=@eqa/web --filter=@eqa/server --filter=@eqa/worker --output-logs=errors-only
export GIT_HASH="${GIT_HASH:-$(git rev-parse --short HEAD 2>/dev/null || echo dev)}"
# a larger young generation: requests' short-lived objects die there instead of being copied and promoted
# (docs/decisions/result-saves-performance.md: ~13 % more result saves per second)
# the demo data first (on the embedded database, or with SEED_DEMO): migrates, seeds what is missing
node apps/server/dist/seed-demo.js
exec node --max-semi-space-size=64 apps/server/dist/main.js
