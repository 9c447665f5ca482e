import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The repository's root: where eslint.config.js applies (files outside it are not linted). */
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const scratch = join(root, `.lint-fixture-${process.pid}`);

/** `pnpm lint` runs the repository's ESLint config; its import-x/no-cycle rule refuses import circles. */
describe('the lint rule against import circles', () => {
  beforeAll(async () => {
    await mkdir(join(scratch, 'circle'), { recursive: true });
    await mkdir(join(scratch, 'line'), { recursive: true });
    await writeFile(join(scratch, 'circle', 'a.ts'), "import { b } from './b';\nexport const a = (): number => b() + 1;\n");
    await writeFile(join(scratch, 'circle', 'b.ts'), "import type { Shape } from './c';\nimport { c } from './c';\nexport const b = (): number => c({ n: 1 } satisfies Shape);\n");
    await writeFile(join(scratch, 'circle', 'c.ts'), "import { a } from './a';\nexport interface Shape { n: number }\nexport const c = (s: Shape): number => s.n + (a.length);\n");
    await writeFile(join(scratch, 'line', 'a.ts'), "import { b } from './b';\nexport const a = (): number => b() + 1;\n");
    await writeFile(join(scratch, 'line', 'b.ts'), 'export const b = (): number => 1;\n');
  });
  afterAll(async () => {
    await rm(scratch, { recursive: true, force: true });
  });

  const cycleErrors = async (folder: string) => {
    const results = await new ESLint({ cwd: root }).lintFiles([join(scratch, folder, '*.ts')]);
    return results.flatMap((r) => r.messages.filter((m) => m.ruleId === 'import-x/no-cycle').map((m) => `${r.filePath.slice(scratch.length + 1)}: ${m.severity === 2 ? 'error' : 'warning'}`));
  };

  it('fails every file of a circle of three', async () => {
    expect((await cycleErrors('circle')).sort()).toEqual(['circle/a.ts: error', 'circle/b.ts: error', 'circle/c.ts: error']);
  });

  it('passes imports that go one way', async () => {
    expect(await cycleErrors('line')).toEqual([]);
  });
});
