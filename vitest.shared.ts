import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The one vitest setup of every package (its vitest.config.ts passes its folder and what differs).
 * Two kinds of spec, told apart by name, as vitest projects:
 *
 * - `unit`: `*.unit.spec.ts(x)`, no I/O (no database, no Redis, no server): `pnpm test:unit`, run by
 *   turbo side by side with other packages' unit tests.
 * - `int`: `*.int.spec.ts`, real PostgreSQL (a copy of the migrated template per file:
 *   @eqa/db/testing/test-database) and Redis: `pnpm test:int`, two files at a time. Files listed in
 *   `serial` (they take servers down, hold locks against short timeouts or measure durations) run
 *   after the others, one at a time (project `int-serial`, part of `pnpm test:int`).
 *
 * A spec file named neither way would be run by no task: loading the config fails and names it.
 *
 * Specs run in Node. A component spec of the web (`*.unit.spec.tsx`, Testing Library) asks for a DOM
 * in its first line, `// @vitest-environment happy-dom`; the model specs beside it stay in Node.
 *
 * This file imports nothing from vitest (it lies outside every package, where `vitest` does not
 * resolve): each package's config passes the result to vitest's defineConfig, which checks its shape.
 */
export interface PackageTestOptions {
  /** The package folder: `import.meta.dirname` of its vitest.config.ts. */
  root: string;
  /** The folder of the specs, relative to root (default `src`). */
  dir?: string;
  /** Integration specs (relative to root) that must not share the machine with other spec files. */
  serial?: string[];
  /** The test environment (default `node`). */
  environment?: 'node' | 'jsdom';
  /** Files run before each spec file of every project (relative to root). */
  setupFiles?: string[];
}

const UNIT = /\.unit\.spec\.tsx?$/;
const INT = /\.int\.spec\.ts$/;
const ANY_SPEC = /\.(spec|test)\.[cm]?[jt]sx?$/;

function specFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) return [];
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return specFiles(path);
    return ANY_SPEC.test(entry.name) ? [path] : [];
  });
}

/**
 * Throws when a spec file of the package would be run by no task of `scripts/test.sh`: named neither
 * a unit nor an integration spec, or of a kind whose script (`test:unit`, `test:int`,
 * `test:int:serial`) the package lacks; or when a serial file is no integration spec of the package.
 */
export function checkSpecNames(root: string, dir: string, serial: string[]): void {
  const files = specFiles(join(root, dir)).map((file) => relative(root, file));
  const unnamed = files.filter((file) => !UNIT.test(file) && !INT.test(file));
  if (unnamed.length > 0) {
    throw new Error(`spec files named neither *.unit.spec.ts(x) nor *.int.spec.ts, which no test task runs: ${unnamed.join(', ')}`);
  }
  const missing = serial.filter((file) => !files.includes(file) || !INT.test(file));
  if (missing.length > 0) throw new Error(`serial files that are no integration spec of ${root}: ${missing.join(', ')}`);
  const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts?: Record<string, string> }).scripts ?? {};
  const needed = [
    ['test:unit', files.some((file) => UNIT.test(file))],
    ['test:int', files.some((file) => INT.test(file) && !serial.includes(file))],
    ['test:int:serial', serial.length > 0],
  ] as const;
  const lacking = needed.filter(([script, has]) => has && !scripts[script]).map(([script]) => script);
  if (lacking.length > 0) throw new Error(`${root}/package.json lacks the scripts ${lacking.join(', ')} that run its specs`);
}

export function packageTestConfig(options: PackageTestOptions) {
  const dir = options.dir ?? 'src';
  const serial = options.serial ?? [];
  checkSpecNames(options.root, dir, serial);
  const prefix = dir === '.' ? '' : `${dir}/`;
  return {
    test: {
      root: options.root,
      environment: options.environment ?? 'node',
      setupFiles: options.setupFiles ?? [],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      // a package without specs of a kind (no integration specs in core) passes its empty task;
      // checkSpecNames above keeps a misnamed file from passing unseen
      passWithNoTests: true,
      projects: [
        {
          extends: true as const,
          test: {
            name: 'unit',
            include: [`${prefix}**/*.unit.spec.{ts,tsx}`],
            exclude: ['**/node_modules/**'],
            // the files of a worker share the modules they import (issue 37): each file loading the
            // app anew cost more than its tests (core 24 s → 4 s; the web's component specs load MUI
            // once). The specs keep no state in modules between files (no vi.mock).
            isolate: false,
            sequence: { groupOrder: 0 },
          },
        },
        {
          extends: true as const,
          // two files at a time: they mostly wait for PostgreSQL, each on its own database
          // and share the modules they import, as the unit specs do: each file importing the whole API
          // anew was most of the integration time (packages/api: 524 s of 666 s test time was import).
          // Every file builds its own app, database and caches; none keeps state in modules.
          test: { name: 'int', include: [`${prefix}**/*.int.spec.ts`], exclude: ['**/node_modules/**', ...serial], maxWorkers: 2, isolate: false, sequence: { groupOrder: 1 } },
        },
        {
          extends: true as const,
          // the serial specs (servers taken down, short timeouts), one file at a time in one worker, sharing
          // the modules they import as the others do (apps/server's six: 64 → 48 s of CPU, 2026-12-03)
          test: { name: 'int-serial', include: serial.length > 0 ? serial : ['no-serial-specs'], maxWorkers: 1, fileParallelism: false, isolate: false, sequence: { groupOrder: 2 } },
        },
      ],
    },
  };
}
