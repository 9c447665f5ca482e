import { sql, type RawBuilder } from 'kysely';
import {
  parameterKeyPrefix,
  RESULT_EVENT_TYPES,
  resultValueKey,
  sameResultCell,
  valuePositions,
  type ResultCell,
  type ResultEvent,
  type ResultValueData,
} from '@eqa/core';
import type { StoredEvent } from '../event-store/types';
import type { Executor } from '../schema';
import { columnList, unnestRows, type UnnestColumn } from '../batching/unnest';
import { parseLabSurveyEvent, type LabSurveyEvent } from './lab-survey-event';
import type { ProjectionBatchContext } from './registry';

/** One current value, as kept in memory while events are folded (core's CurrentResultValue). */
export interface ValueEntry extends ResultCell {
  position: number;
  value: ResultValueData;
}

/** Who set a value and when: the bookkeeping columns of the rows the events write. */
interface Written {
  updatedAt: Date;
  updatedBy: number | null;
  updatedByName: string | null;
  streamVersion: number;
}

/**
 * The columns of a result_values row that hold a value (everything but the keys and the
 * bookkeeping), as read back: resultValueFromRow's inverse.
 */
export function resultValueColumns(value: ResultValueData) {
  return {
    valueType: value.type,
    value: value.value,
    numericValue: value.type === 'numeric' && typeof value.value === 'number' ? value.value : null,
    relation: value.relation,
    unitId: value.unitId,
    convertedValue: value.convertedValue,
    valueId: value.valueId,
    components: value.components ?? null,
    fileId: value.fileId ?? null,
    fileName: value.name ?? null,
    mediaType: value.mediaType ?? null,
    fileSize: value.size ?? null,
  };
}

/** A row of result_values as the value it holds (what the form shows). */
export function resultValueFromRow(row: {
  dimensionId: string;
  valueType: ResultValueData['type'];
  value: string | number | null;
  relation: ResultValueData['relation'];
  unitId: number | null;
  convertedValue: number | null;
  valueId: number | null;
  components: ResultValueData['components'] | null;
  fileId: number | null;
  fileName: string | null;
  mediaType: string | null;
  fileSize: number | null;
}): ResultValueData {
  return {
    dimensionId: row.dimensionId,
    type: row.valueType,
    value: row.value,
    relation: row.relation,
    unitId: row.unitId,
    convertedValue: row.convertedValue,
    valueId: row.valueId,
    ...(row.components === null ? {} : { components: row.components }),
    ...(row.fileId === null ? {} : { fileId: row.fileId }),
    ...(row.fileName === null ? {} : { name: row.fileName }),
    ...(row.mediaType === null ? {} : { mediaType: row.mediaType }),
    ...(row.fileSize === null ? {} : { size: row.fileSize }),
  };
}

const keyOf = (entry: ResultCell & { position: number; value: ResultValueData }) =>
  resultValueKey(entry, entry.value.dimensionId, entry.position);

/** Stable order of values: result group, sample (none last), dimension, position. */
export function compareValueEntries(a: ValueEntry, b: ValueEntry): number {
  const sample = (s: number | null) => (s === null ? Number.MAX_SAFE_INTEGER : s);
  return (
    a.parameterId - b.parameterId ||
    a.resultGroupId - b.resultGroupId ||
    sample(a.sampleId) - sample(b.sampleId) ||
    (a.value.dimensionId < b.value.dimensionId ? -1 : a.value.dimensionId > b.value.dimensionId ? 1 : 0) ||
    a.position - b.position
  );
}

/**
 * The current values of one lab in one survey, loaded once and then evolved in memory event by
 * event (the same rules as core's `evolve`), remembering which keys changed so only those are
 * written back. Lets the projections handle all events of an append, or a rebuild batch, with a
 * few queries instead of several per event.
 */
export class LabSurveyValues {
  /** The keys changed since the load (or the last save), with what identifies their row. */
  private readonly changed = new Map<string, ResultCell & { dimensionId: string; position: number }>();
  /** The bookkeeping of the values the events set, by key. */
  private readonly written = new Map<string, Written>();
  /** Whether each changed key held a value before its first change (for the row count). */
  private readonly existed = new Map<string, boolean>();

  private constructor(
    readonly labId: number,
    readonly surveyId: number,
    private readonly entries: Map<string, ValueEntry>,
  ) {}

  /**
   * The current values of several lab-surveys, each only of the parameters given (enough to fold
   * events that touch only these parameters: see parametersOf), in one query. With a batch context,
   * the rows are read once for all projections of the batch (until one of them saves).
   */
  static async loadAll(
    db: Executor,
    targets: ReadonlyArray<{ labId: number; surveyId: number; parameterIds: readonly number[] }>,
    context?: ProjectionBatchContext,
  ): Promise<Map<string, LabSurveyValues>> {
    const all = new Map<string, LabSurveyValues>();
    const unknown: Array<{ labId: number; surveyId: number; parameterId: number }> = [];
    for (const t of targets) {
      const values = new LabSurveyValues(t.labId, t.surveyId, new Map());
      all.set(labSurveyKey(t.labId, t.surveyId), values);
      const known = context?.knownValues?.get(labSurveyKey(t.labId, t.surveyId));
      if (known) {
        // the state's keys are the entries' keys (resultValueKey): those of each parameter share a prefix
        const prefixes = t.parameterIds.map(parameterKeyPrefix);
        for (const key in known) {
          if (prefixes.some((prefix) => key.startsWith(prefix))) values.entries.set(key, known[key] as ValueEntry);
        }
      } else {
        for (const parameterId of t.parameterIds) unknown.push({ labId: t.labId, surveyId: t.surveyId, parameterId });
      }
    }
    if (unknown.length === 0) return all;
    const query = () =>
      db
        .selectFrom('resultValues as rv')
        .selectAll()
        .where(sql<boolean>`(rv.lab_id, rv.survey_id, rv.parameter_id) in (${unnestRows(cellKeyColumns, unknown)})`)
        .execute();
    const memoKey = `${ROWS_KEY}${unknown.map((k) => `${k.labId}:${k.surveyId}:${k.parameterId}`).sort().join(',')}`;
    const rows = context ? await context.memoize(memoKey, query) : await query();
    for (const row of rows) {
      const entry: ValueEntry = {
        parameterId: row.parameterId,
        resultGroupId: row.resultGroupId,
        sampleId: row.sampleId,
        position: row.position,
        value: resultValueFromRow(row),
      };
      all.get(labSurveyKey(row.labId, row.surveyId))?.entries.set(keyOf(entry), entry);
    }
    return all;
  }

  /**
   * The values of the lab-surveys of `events` with the events folded in, in order (loadAll, then
   * apply); `each` is told every event with the entries it removed or replaced. The fold stays in
   * the context for foldedFor.
   */
  static async foldAll(
    db: Executor,
    events: readonly StoredEvent[],
    context: ProjectionBatchContext,
    each?: (item: LabSurveyEvent, previous: ValueEntry[]) => void,
  ): Promise<Map<string, LabSurveyValues>> {
    const groups = groupByLabSurvey(events);
    const all = await LabSurveyValues.loadAll(db, groups.map(valuesTarget), context);
    for (const group of groups) {
      for (const item of group) {
        const values = all.get(labSurveyKey(item.labId, item.surveyId));
        const previous = values ? values.apply(item.event, item.stored) : [];
        each?.(item, previous);
      }
    }
    context.foldedValues = { events, values: all };
    return all;
  }

  /**
   * The fold foldAll left in the context, when its events of the kinds of `events` are exactly
   * `events`, in order (the other kinds change no values); else null. Taken: a fold is written once.
   */
  static foldedFor(events: readonly StoredEvent[], context: ProjectionBatchContext): Map<string, LabSurveyValues> | null {
    const folded = context.foldedValues;
    context.foldedValues = null;
    if (!folded) return null;
    let at = 0;
    for (const event of folded.events) {
      if (!VALUE_EVENT_TYPES.has(event.type)) continue;
      if (events[at] !== event) return null;
      at += 1;
    }
    return at === events.length ? folded.values : null;
  }

  /** Applies one event; answers the entries it removed or replaced, in stable order. */
  apply(event: ResultEvent, stored: StoredEvent): ValueEntry[] {
    switch (event.type) {
      case RESULT_EVENT_TYPES.resultValuesSet: {
        const { values, ...cell } = event.data;
        const dimensions = new Set(values.map((v) => v.dimensionId));
        const previous = this.remove((e) => sameResultCell(e, cell) && dimensions.has(e.value.dimensionId));
        const positions = valuePositions(values);
        values.forEach((value, index) => {
          const entry: ValueEntry = { ...cell, position: positions[index] ?? 0, value };
          const key = keyOf(entry);
          this.markChanged(key, entry, this.entries.has(key));
          this.entries.set(key, entry);
          this.written.set(key, {
            updatedAt: stored.createdAt,
            updatedBy: stored.metadata.userId,
            updatedByName: stored.metadata.userName,
            streamVersion: stored.streamVersion,
          });
        });
        return previous;
      }
      case RESULT_EVENT_TYPES.resultValuesCleared: {
        const { dimensionIds, ...cell } = event.data;
        return this.remove((e) => sameResultCell(e, cell) && (dimensionIds === undefined || dimensionIds.includes(e.value.dimensionId)));
      }
      case RESULT_EVENT_TYPES.parameterResultsDeleted:
        return this.remove((e) => e.parameterId === event.data.parameterId);
      default:
        return [];
    }
  }

  /**
   * The writes of the changed keys of several lab-surveys (for one statement: see
   * PlanningProjection): a delete of the keys that went, an upsert of those that hold a value
   * (whatever the number of rows, one statement text each). Leaves in the context how many rows
   * each lab-survey gains, and forgets the rows it memoized.
   */
  static planAll(all: Iterable<LabSurveyValues>, context: ProjectionBatchContext): Array<RawBuilder<unknown>> {
    const removed: CellValueKey[] = [];
    const rows: ValueRow[] = [];
    for (const values of all) {
      let gained = 0;
      for (const [key, identity] of values.changed) {
        const entry = values.entries.get(key);
        const written = values.written.get(key);
        if (entry && !written) throw new Error(`result_values ${key}: a changed value no event set`);
        if (entry && written) rows.push({ ...entry, ...written, labId: values.labId, surveyId: values.surveyId, columns: resultValueColumns(entry.value) });
        else removed.push({ ...identity, labId: values.labId, surveyId: values.surveyId });
        gained += (entry ? 1 : 0) - (values.existed.get(key) ? 1 : 0);
      }
      const key = labSurveyKey(values.labId, values.surveyId);
      context.valueCountChanges.set(key, (context.valueCountChanges.get(key) ?? 0) + gained);
      values.changed.clear();
      values.written.clear();
      values.existed.clear();
    }
    const statements: Array<RawBuilder<unknown>> = [];
    if (removed.length === 0 && rows.length === 0) return statements;
    context.forgetPrefix(ROWS_KEY);
    if (removed.length > 0) {
      statements.push(sql`delete from result_values
        where (lab_id, survey_id, parameter_id, result_group_id, coalesce(sample_id, 0), dimension_id, position)
          in (${unnestRows(removedKeyColumns, removed)})`);
    }
    if (rows.length > 0) {
      // conflict target: the unique index result_values_cell_key
      statements.push(sql`insert into result_values ${columnList(valueRowColumns)} ${unnestRows(valueRowColumns, rows)}
        on conflict (lab_id, survey_id, parameter_id, result_group_id, coalesce(sample_id, 0), dimension_id, position)
        do update set ${sql.join(UPDATED_COLUMNS.map((c) => sql`${sql.id(c)} = excluded.${sql.id(c)}`))}`);
    }
    return statements;
  }

  private remove(drop: (entry: ValueEntry) => boolean): ValueEntry[] {
    const removed: ValueEntry[] = [];
    for (const [key, entry] of this.entries) {
      if (!drop(entry)) continue;
      removed.push(entry);
      this.markChanged(key, entry, true);
      this.entries.delete(key);
    }
    return removed.sort(compareValueEntries);
  }

  /** Marks a key changed; `existed`: whether it held a value just before this change. */
  private markChanged(key: string, entry: ValueEntry, existed: boolean): void {
    const { parameterId, resultGroupId, sampleId, position } = entry;
    if (!this.changed.has(key)) this.existed.set(key, existed);
    this.changed.set(key, { parameterId, resultGroupId, sampleId, dimensionId: entry.value.dimensionId, position });
  }
}

/** The events that change values (LabSurveyValues.apply ignores the others). */
export const VALUE_EVENT_TYPES: ReadonlySet<string> = new Set([
  RESULT_EVENT_TYPES.resultValuesSet,
  RESULT_EVENT_TYPES.resultValuesCleared,
  RESULT_EVENT_TYPES.parameterResultsDeleted,
]);

/** The batch-context key prefix of result_values rows. */
const ROWS_KEY = 'result_values:';

export function labSurveyKey(labId: number, surveyId: number): string {
  return `${labId}:${surveyId}`;
}

const cellKeyColumns: ReadonlyArray<UnnestColumn<{ labId: number; surveyId: number; parameterId: number }>> = [
  { name: 'lab_id', type: 'int', value: (k) => k.labId },
  { name: 'survey_id', type: 'int', value: (k) => k.surveyId },
  { name: 'parameter_id', type: 'int', value: (k) => k.parameterId },
];

/** A value's place: lab-survey, cell, dimension, position. */
type CellValueKey = ResultCell & { labId: number; surveyId: number; dimensionId: string; position: number };

const removedKeyColumns: ReadonlyArray<UnnestColumn<CellValueKey>> = [
  { name: 'lab_id', type: 'int', value: (k) => k.labId },
  { name: 'survey_id', type: 'int', value: (k) => k.surveyId },
  { name: 'parameter_id', type: 'int', value: (k) => k.parameterId },
  { name: 'result_group_id', type: 'int', value: (k) => k.resultGroupId },
  { name: 'sample_id', type: 'int', value: (k) => k.sampleId ?? 0 },
  { name: 'dimension_id', type: 'text', value: (k) => k.dimensionId },
  { name: 'position', type: 'int', value: (k) => k.position },
];

type ValueRow = ValueEntry & Written & { labId: number; surveyId: number; columns: ReturnType<typeof resultValueColumns> };

/** The columns of a result_values row, as arrays. */
const valueRowColumns: ReadonlyArray<UnnestColumn<ValueRow>> = [
  { name: 'lab_id', type: 'int', value: (r) => r.labId },
  { name: 'survey_id', type: 'int', value: (r) => r.surveyId },
  { name: 'parameter_id', type: 'int', value: (r) => r.parameterId },
  { name: 'result_group_id', type: 'int', value: (r) => r.resultGroupId },
  { name: 'sample_id', type: 'int', value: (r) => r.sampleId },
  { name: 'dimension_id', type: 'text', value: (r) => r.value.dimensionId },
  { name: 'position', type: 'int', value: (r) => r.position },
  { name: 'value_type', type: 'text', value: (r) => r.columns.valueType },
  { name: 'value', type: 'jsonb', value: (r) => r.columns.value },
  { name: 'numeric_value', type: 'numeric', value: (r) => r.columns.numericValue },
  { name: 'relation', type: 'text', value: (r) => r.columns.relation },
  { name: 'unit_id', type: 'int', value: (r) => r.columns.unitId },
  { name: 'converted_value', type: 'numeric', value: (r) => r.columns.convertedValue },
  { name: 'value_id', type: 'int', value: (r) => r.columns.valueId },
  { name: 'components', type: 'jsonb', value: (r) => r.columns.components },
  { name: 'file_id', type: 'int', value: (r) => r.columns.fileId },
  { name: 'file_name', type: 'text', value: (r) => r.columns.fileName },
  { name: 'media_type', type: 'text', value: (r) => r.columns.mediaType },
  { name: 'file_size', type: 'bigint', value: (r) => r.columns.fileSize },
  { name: 'updated_at', type: 'timestamptz', value: (r) => r.updatedAt },
  { name: 'updated_by', type: 'int', value: (r) => r.updatedBy },
  { name: 'updated_by_name', type: 'text', value: (r) => r.updatedByName },
  { name: 'stream_version', type: 'int', value: (r) => r.streamVersion },
];

/** What an upsert replaces: everything but the key. */
const UPDATED_COLUMNS = valueRowColumns
  .map((c) => c.name)
  .filter((name) => !['lab_id', 'survey_id', 'parameter_id', 'result_group_id', 'dimension_id', 'position'].includes(name));


/**
 * The parameters whose values the events change: a lab-survey's values folded from only these
 * parameters' rows give the same changes (the other events touch no values).
 */
export function parametersOf(events: readonly LabSurveyEvent[]): number[] {
  const ids = new Set<number>();
  for (const { event } of events) {
    if (event.type === RESULT_EVENT_TYPES.resultValuesSet || event.type === RESULT_EVENT_TYPES.resultValuesCleared || event.type === RESULT_EVENT_TYPES.parameterResultsDeleted) {
      ids.add(event.data.parameterId);
    }
  }
  return [...ids];
}

/** What LabSurveyValues.loadAll needs to fold a lab-survey's events: the parameters they touch. */
export function valuesTarget(group: readonly LabSurveyEvent[]): { labId: number; surveyId: number; parameterIds: number[] } {
  const first = group[0];
  if (!first) throw new Error('valuesTarget: an empty group');
  return { labId: first.labId, surveyId: first.surveyId, parameterIds: parametersOf(group) };
}

/** Parses stored events and groups them by lab-survey stream, keeping their order. */
export function groupByLabSurvey(events: readonly StoredEvent[]): LabSurveyEvent[][] {
  const groups = new Map<string, LabSurveyEvent[]>();
  for (const stored of events) {
    const parsed = parseLabSurveyEvent(stored);
    const group = groups.get(stored.streamId) ?? [];
    group.push(parsed);
    groups.set(stored.streamId, group);
  }
  return [...groups.values()];
}
