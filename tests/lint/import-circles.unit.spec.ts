import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import madge from 'madge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The repository's one check against import circles: madge walks every import, type imports
 * included. (ESLint's import-x/no-cycle never followed `import type` and took four fifths of the
 * lint's time, so the lint has no such rule: issue 37.) A circle between workspace packages is
 * refused by turbo's package graph.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const scratch = join(root, `.circle-fixture-${process.pid}`);

const circlesIn = async (paths: string[]): Promise<string[][]> => {
  const result = await madge(paths, {
    baseDir: root,
    fileExtensions: ['ts', 'tsx'],
    tsConfig: join(root, 'tsconfig.base.json'),
    excludeRegExp: [/node_modules/, /\/dist\//, /\.d\.ts$/],
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
  });
  return result.circular();
};

describe('import circles, type imports included', () => {
  beforeAll(async () => {
    await mkdir(join(scratch, 'types'), { recursive: true });
    await writeFile(join(scratch, 'types', 'page.ts'), "import { tabBody } from './tab';\nexport type Lab = { id: number };\nexport const page = (lab: Lab): string => tabBody(lab);\n");
    await writeFile(join(scratch, 'types', 'tab.ts'), "import type { Lab } from './page';\nexport const tabBody = (lab: Lab): string => String(lab.id);\n");
    await mkdir(join(scratch, 'circle'), { recursive: true });
    await writeFile(join(scratch, 'circle', 'a.ts'), "import { b } from './b';\nexport const a = (): number => b() + 1;\n");
    await writeFile(join(scratch, 'circle', 'b.ts'), "import { c } from './c';\nexport const b = (): number => c(1);\n");
    await writeFile(join(scratch, 'circle', 'c.ts'), "import { a } from './a';\nexport const c = (n: number): number => n + a.length;\n");
    await mkdir(join(scratch, 'line'), { recursive: true });
    await writeFile(join(scratch, 'line', 'a.ts'), "import { b } from './b';\nexport const a = (): number => b() + 1;\n");
    await writeFile(join(scratch, 'line', 'b.ts'), 'export const b = (): number => 1;\n');
  });
  afterAll(async () => {
    await rm(scratch, { recursive: true, force: true });
  });

  it('finds a circle closed by a type-only import', async () => {
    expect(await circlesIn([join(scratch, 'types')])).toEqual([[expect.stringMatching(/page\.ts$/), expect.stringMatching(/tab\.ts$/)]]);
  });

  it('finds a circle of three value imports', async () => {
    const circles = await circlesIn([join(scratch, 'circle')]);
    expect(circles).toHaveLength(1);
    expect(circles[0]?.map((file) => file.replace(/^.*\/circle\//, '')).sort()).toEqual(['a.ts', 'b.ts', 'c.ts']);
  });

  it('passes imports that go one way', async () => {
    expect(await circlesIn([join(scratch, 'line')])).toEqual([]);
  });

  it('finds none in the repository', async () => {
    // a few seconds on an idle machine; minutes when CI runs it beside the typecheck of every package
    expect(await circlesIn(['apps', 'packages', 'tests', 'bench'].map((d) => join(root, d)))).toEqual([]);
  }, 300_000);
});
