import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCircles, importGraph } from './import-graph';

/**
 * The repository's one check against import circles: every import, type imports included, resolved
 * as the compiler resolves it (import-graph.ts). ESLint's import-x/no-cycle never followed `import
 * type` and took four fifths of the lint's time; madge, which followed, took 30 s for the repository
 * (its resolver walks the file system for every import) against about 2 s here (issue 37). A circle
 * between workspace packages is refused by turbo's package graph as well.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const scratch = join(root, `.circle-fixture-${process.pid}`);

const circlesIn = async (paths: string[]): Promise<string[][]> => importCircles(importGraph({ roots: paths, tsConfig: join(root, 'tsconfig.base.json') }));

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

  it('follows dynamic imports and re-exports', async () => {
    await mkdir(join(scratch, 'lazy'), { recursive: true });
    await writeFile(join(scratch, 'lazy', 'index.ts'), "export { page } from './page';\n");
    await writeFile(join(scratch, 'lazy', 'page.ts'), "export const page = async (): Promise<unknown> => import('./index');\n");
    const circles = await circlesIn([join(scratch, 'lazy')]);
    expect(circles.map((circle) => circle.map((file) => file.replace(/^.*\/lazy\//, '')).sort())).toEqual([['index.ts', 'page.ts']]);
  });

  it('reads the whole repository, workspace packages resolved through their exports', async () => {
    const graph = importGraph({ roots: ['apps', 'packages', 'tests', 'bench'].map((d) => join(root, d)), tsConfig: join(root, 'tsconfig.base.json') });
    expect(graph.size).toBeGreaterThan(500);
    // the server's entry imports the API package by its name: an edge into packages/api/src
    const main = [...graph.entries()].find(([file]) => file.endsWith('apps/server/src/app.ts'));
    expect(main?.[1].some((target) => target.includes('/packages/api/src/'))).toBe(true);
    expect(importCircles(graph)).toEqual([]);
  });
});
