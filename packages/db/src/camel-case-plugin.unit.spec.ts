import { CamelCasePlugin, sql, type QueryResult, type UnknownRow } from 'kysely';
import { describe, expect, it } from 'vitest';
import { CamelCase } from './camel-case-plugin';

const kyselys = new CamelCasePlugin({ maintainNestedObjectKeys: true });
const ours = new CamelCase();
const transform = (plugin: CamelCasePlugin, rows: UnknownRow[]) =>
  plugin.transformResult({ queryId: { queryId: 'q' }, result: { rows } as QueryResult<UnknownRow> });

describe('CamelCase (the cheaper CamelCasePlugin)', () => {
  it('maps rows exactly as kysely\'s plugin with nested keys maintained, twice (names remembered)', async () => {
    const date = new Date('2026-11-21T10:00:00Z');
    const rows: UnknownRow[] = [
      {
        lab_id: 1,
        key_lab_id: 2,
        created_at: date,
        result_groups: [{ id: 1, hidden: false, nested_key: 'x' }],
        description: { en: 'A', hu: 'Á', some_key: 1 },
        mandatory_context_ids: ['method_id', 'kit'],
        already_camelCase: true,
        camelCase: 1,
        x1_y2: null,
        _leading: 'l',
        'upper_Case_MIX': 3,
      },
      { lab_id: 3, empty_array: [], nothing: undefined },
    ];
    for (let round = 0; round < 2; round++) {
      const theirs = await transform(kyselys, rows);
      const mine = await transform(ours, rows);
      expect(mine).toEqual(theirs);
      expect(Object.keys(mine.rows[0] as object)).toEqual(Object.keys(theirs.rows[0] as object));
    }
    // JSON contents are the same objects (nothing copied that the plugin would not change)
    const [first] = (await transform(ours, rows)).rows as Array<Record<string, unknown>>;
    expect(first?.description).toBe(rows[0]?.description);
  });

  it('turns identifiers into snake_case as kysely\'s plugin does', () => {
    const node = sql`select ${sql.ref('labSurveyStatus.streamVersion')}, ${sql.id('resultGroupId')}, ${sql.ref('x1Y2')}`.toOperationNode();
    for (let round = 0; round < 2; round++) {
      expect(ours.transformQuery({ node, queryId: { queryId: 'q' } })).toEqual(kyselys.transformQuery({ node, queryId: { queryId: 'q' } }));
    }
  });
});
