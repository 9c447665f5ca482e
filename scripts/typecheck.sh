#!/usr/bin/env bash
# Type-checks the whole workspace in three TypeScript programs instead of one per package: the Node
# packages, apps and benchmarks share their compiler options (tsconfig.base.json), so one program
# (tsconfig.node.json) checks every file of them once, where a program per package checked the packages
# it imports again (135 s of CPU in 8 programs, 34 s in one; the benchmarks' own program checked the
# packages they import again: 38 s). The web (DOM, JSX) and the browser tests keep their own options and
# programs. A package's own `pnpm typecheck` still checks it alone.
set -euo pipefail
cd "$(dirname "$0")/.."
tsc=node_modules/.bin/tsc
status=0
for project in tsconfig.node.json apps/web/tsconfig.json tests/e2e/tsconfig.json; do
  "$tsc" -p "$project" || { echo "typecheck failed: $project" >&2; status=1; }
done
exit "$status"
