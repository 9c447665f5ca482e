#!/usr/bin/env bash
# The product exactly as `npm start` runs it (scripts/start.sh without its build step): the embedded
# PGlite with its single connection, in-process jobs, demo mode and demo data by default, whatever the
# environment of the test run says. Only the data folder (and the mail folder) are a fresh temporary
# one instead of .data/, so every run starts from the demo data and the working copy is left alone;
# it is removed when the server stops (Playwright's gracefulShutdown sends SIGTERM to the group).
set -euo pipefail
cd "$(dirname "$0")/../.."
# the real-database CI settings (and anything else that would steer the server away from the defaults)
unset DATABASE_URL DATABASE_POOL_SIZE REDIS_URL WORKERS_IN_PROCESS DEMO_MODE SEED_DEMO SMTP_URL WEB_DIST_DIR HOST
dir="$(mktemp -d -t eqa-e2e-embedded.XXXXXX)"
trap 'rm -rf "$dir"' EXIT
export EQA_DATA_DIR="$dir/pglite" MAIL_DIR="$dir/mail"
export GIT_HASH="${GIT_HASH:-$(git rev-parse --short HEAD 2>/dev/null || echo dev)}"
node apps/server/dist/seed-demo.js
node --max-semi-space-size=64 apps/server/dist/main.js &
pid=$!
trap 'kill -TERM "$pid" 2>/dev/null || true' TERM INT
status=0
wait "$pid" || status=$?
# a signal ends the first wait at once: wait again for the server to have closed the database
if kill -0 "$pid" 2>/dev/null; then wait "$pid" || status=$?; fi
exit "$status"
