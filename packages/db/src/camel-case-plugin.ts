import { CamelCasePlugin, type UnknownRow } from 'kysely';

/** Names converted before (column names and aliases are few; a flood of new ones starts over). */
const NAMES_KEPT = 10_000;

/**
 * Kysely's CamelCasePlugin (snake_case in SQL, camelCase in TypeScript) with JSON contents left
 * alone (`maintainNestedObjectKeys`), made cheaper for the rows every request reads: each name is
 * converted once and then looked up (the plugin converts every key of every row, character by
 * character), and a row is copied key by key without copying its array values (which, with nested
 * keys maintained, the plugin copies unchanged).
 */
export class CamelCase extends CamelCasePlugin {
  private readonly camel = new Map<string, string>();
  private readonly snake = new Map<string, string>();

  constructor() {
    super({ maintainNestedObjectKeys: true });
  }

  protected override camelCase(name: string): string {
    return remembered(this.camel, name, (n) => super.camelCase(n));
  }

  protected override snakeCase(name: string): string {
    return remembered(this.snake, name, (n) => super.snakeCase(n));
  }

  protected override mapRow(row: UnknownRow): UnknownRow {
    const out: UnknownRow = {};
    for (const key in row) out[this.camelCase(key)] = row[key];
    return out;
  }
}

function remembered(names: Map<string, string>, name: string, convert: (name: string) => string): string {
  let converted = names.get(name);
  if (converted === undefined) {
    converted = convert(name);
    if (names.size >= NAMES_KEPT) names.clear();
    names.set(name, converted);
  }
  return converted;
}
