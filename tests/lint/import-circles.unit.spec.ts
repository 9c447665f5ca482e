import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import madge from 'madge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * ESLint's import-x/no-cycle never follows `import type` (it has no option to), so a circle made of
 * type imports passes `pnpm lint`. This check walks every import, type imports included, with madge.
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
  });
  afterAll(async () => {
    await rm(scratch, { recursive: true, force: true });
  });

  it('finds a circle closed by a type-only import', async () => {
    expect(await circlesIn([join(scratch, 'types')])).toEqual([[expect.stringMatching(/page\.ts$/), expect.stringMatching(/tab\.ts$/)]]);
  });

  it('finds none in the repository', async () => {
    // a few seconds on an idle machine; minutes when CI runs it beside the typecheck of every package
    expect(await circlesIn(['apps', 'packages', 'tests', 'bench'].map((d) => join(root, d)))).toEqual([]);
  }, 300_000);
});
