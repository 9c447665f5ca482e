#!/usr/bin/env bash
# Runs pnpm 10 on a machine that may have only Node 20 and npm: installs pnpm through npm when it is
# missing (globally when allowed, else into .data/tools), installs the workspace, then runs `pnpm "$@"`.
set -euo pipefail
cd "$(dirname "$0")/.."
PNPM_VERSION=10.34.9
export TURBO_TELEMETRY_DISABLED=1 CI="${CI:-}" NPM_CONFIG_UPDATE_NOTIFIER=false

find_pnpm() {
  if command -v pnpm >/dev/null 2>&1 && [[ "$(pnpm --version 2>/dev/null)" == 10.* ]]; then echo pnpm; return; fi
  if [[ -x .data/tools/bin/pnpm ]]; then echo "$PWD/.data/tools/bin/pnpm"; return; fi
  return 1
}

if ! PNPM=$(find_pnpm); then
  echo "› installing pnpm $PNPM_VERSION through npm" >&2
  npm install -g "pnpm@$PNPM_VERSION" >/dev/null 2>&1 || npm install --prefix .data/tools -g "pnpm@$PNPM_VERSION" >/dev/null
  PNPM=$(find_pnpm)
fi

if [[ ! -d node_modules/.pnpm ]] || [[ pnpm-lock.yaml -nt node_modules/.modules.yaml ]]; then
  "$PNPM" install --frozen-lockfile
fi
exec "$PNPM" "$@"
