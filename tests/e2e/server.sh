#!/usr/bin/env bash
# The product as the browser tests see it: demo mode, demo data, on a fresh database. With DATABASE_URL
# a fresh database `eqa_e2e_<port>` on that server (a copy of the seeded template) and, with
# REDIS_URL, jobs through BullMQ with workers in this process; without them the embedded PGlite in a
# temporary folder and in-process jobs.
set -euo pipefail
cd "$(dirname "$0")/../.."
export DEMO_MODE=true SEED_DEMO=true
if [[ -n "${DATABASE_URL:-}" ]]; then
  admin="$DATABASE_URL"
  base="${admin%/*}"
  # one database per port, so two runs on one machine (E2E_PORT) keep apart
  db="eqa_e2e_${PORT:-3100}"
  # The seeded demo database is built once per seed bundle into the template eqa_e2e_tpl_<hash of
  # dist/seed-demo.js> (a file lock keeps two servers starting at once from both building it; the
  # template appears under its name only when complete) and copied for every server: a copy takes
  # well under a second, the seed a minute and more.
  tpl="eqa_e2e_tpl_$(sha256sum apps/server/dist/seed-demo.js | cut -c1-16)"
  exists() { [[ "$(psql "$admin" -Atc "SELECT 1 FROM pg_database WHERE datname = '$1'")" == 1 ]]; }
  (
    flock -w 600 9 || { echo "the seed template lock was not free within 10 minutes" >&2; exit 1; }
    if ! exists "$tpl"; then
      psql "$admin" -q -c "ALTER DATABASE ${tpl}_wip WITH IS_TEMPLATE false" -c "DROP DATABASE IF EXISTS ${tpl}_wip WITH (FORCE)" >/dev/null 2>&1 || true
      psql "$admin" -qc "CREATE DATABASE ${tpl}_wip" >/dev/null
      DATABASE_URL="$base/${tpl}_wip" node apps/server/dist/seed-demo.js
      psql "$admin" -q -c "ALTER DATABASE ${tpl}_wip WITH IS_TEMPLATE true ALLOW_CONNECTIONS false" -c "ALTER DATABASE ${tpl}_wip RENAME TO $tpl" >/dev/null
    fi
  ) 9>"${TMPDIR:-/tmp}/eqa-e2e-seed-template.lock"
  psql "$admin" -qc "DROP DATABASE IF EXISTS $db WITH (FORCE)" >/dev/null
  psql "$admin" -qc "CREATE DATABASE $db TEMPLATE $tpl" >/dev/null
  export DATABASE_URL="$base/$db"
  # and its own BullMQ prefix: on a shared Redis another run's workers would take this run's jobs
  if [[ -n "${REDIS_URL:-}" ]]; then
    export WORKERS_IN_PROCESS=true QUEUE_PREFIX="$db"
    # queues as fresh as the database: a job's id is its run's (run-<id>), so an earlier run's
    # finished job under the same prefix would stand in for the new run's job, which never runs
    if command -v redis-cli >/dev/null; then
      redis-cli -u "$REDIS_URL" --scan --pattern "$QUEUE_PREFIX:*" | xargs -r -n 500 redis-cli -u "$REDIS_URL" DEL >/dev/null
    else
      QUEUE_PREFIX="${db}_$(date +%s)_$$"
    fi
  fi
else
  EQA_DATA_DIR="$(mktemp -d)/pglite"
  export EQA_DATA_DIR
fi
export MAIL_DIR="${MAIL_DIR:-$(mktemp -d)}"
# A fresh mail folder: the specs look for the e-mails this run sends.
mkdir -p "$MAIL_DIR" && rm -f "$MAIL_DIR"/*.eml
# on PostgreSQL the copy of the template holds the demo data already
if [[ -z "${DATABASE_URL:-}" ]]; then node apps/server/dist/seed-demo.js; fi
exec node apps/server/dist/main.js
