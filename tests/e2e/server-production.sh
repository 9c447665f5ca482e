#!/usr/bin/env bash
# The product as a new provider starts it (README, "Production start"): a fresh, empty PostgreSQL
# database `eqa_e2e_prod_<port>` on the server of DATABASE_URL, the production bootstrap
# (`node apps/server/dist/bootstrap.js` with the BOOTSTRAP_* variables playwright.config.ts passes),
# then the built server with NODE_ENV=production: no demo mode, no demo data, MAIL_FROM, PUBLIC_URL
# and the secrets set, mails written to MAIL_DIR. With REDIS_URL jobs go through BullMQ (a prefix of
# its own, workers in this process), as server.sh does.
set -euo pipefail
cd "$(dirname "$0")/../.."
if [[ -z "${DATABASE_URL:-}" ]]; then
  echo "server-production.sh: the production walk needs PostgreSQL (DATABASE_URL), as production does" >&2
  exit 1
fi
# whatever would steer the server away from production
unset DEMO_MODE SEED_DEMO SMTP_URL WEB_DIST_DIR EQA_DATA_DIR WORKERS_IN_PROCESS QUEUE_PREFIX SUPPORT_EMAIL
admin="$DATABASE_URL"
base="${admin%/*}"
db="eqa_e2e_prod_${PORT:-3102}"
psql "$admin" -qc "DROP DATABASE IF EXISTS $db WITH (FORCE)" >/dev/null
psql "$admin" -qc "CREATE DATABASE $db" >/dev/null
export DATABASE_URL="$base/$db"
if [[ -n "${REDIS_URL:-}" ]]; then
  export WORKERS_IN_PROCESS=true QUEUE_PREFIX="$db"
  if command -v redis-cli >/dev/null; then
    redis-cli -u "$REDIS_URL" --scan --pattern "$QUEUE_PREFIX:*" | xargs -r -n 500 redis-cli -u "$REDIS_URL" DEL >/dev/null
  else
    QUEUE_PREFIX="${db}_$(date +%s)_$$"
  fi
fi
export MAIL_DIR="${MAIL_DIR:-$(mktemp -d)}"
mkdir -p "$MAIL_DIR" && rm -f "$MAIL_DIR"/*.eml

node apps/server/dist/bootstrap.js

export NODE_ENV=production
export PUBLIC_URL="${PUBLIC_URL:-http://127.0.0.1:${PORT:-3102}}"
export ALTCHA_HMAC_KEY="e2e-production-altcha-key-$(head -c 16 /dev/urandom | od -An -tx1 | tr -d ' \n')"
export SAMPLE_LINK_SECRET="e2e-production-sample-link-secret-$(head -c 16 /dev/urandom | od -An -tx1 | tr -d ' \n')"
# The bot-check's work, tuned as the README allows (ALTCHA_COST / ALTCHA_MAX_NUMBER): the walk solves
# the challenges of the two laboratories it registers over REST in Node, on a machine of 2 cores.
export ALTCHA_COST="${ALTCHA_COST:-50}" ALTCHA_MAX_NUMBER="${ALTCHA_MAX_NUMBER:-2000}"
export GIT_HASH="${GIT_HASH:-$(git rev-parse --short HEAD 2>/dev/null || echo dev)}"
exec node apps/server/dist/main.js
