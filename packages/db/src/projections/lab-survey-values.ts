import { sql, type Transaction } from 'kysely';
import {
  RESULT_EVENT_TYPES,
  resultValueKey,
  valuePositions,
  type ResultCell,
  type ResultEvent,
  type ResultValueData,
} from '@eqa/core';
import type { StoredEvent } from '../event-store/types';
import type { DB } from '../schema';
import { json } from '../tables/columns';
import { parseLabSurveyEvent, type LabSurveyEvent } from './lab-survey-event';
import type { ProjectionBatchContext } from './registry';

/** One current value with its bookkeeping, as kept in memory while events are folded. */
export interface ValueEntry extends ResultCell {
  position: number;
  value: ResultValueData;
  updatedAt: Date;
  updatedBy: number | null;
  updatedByName: string | null;
  streamVersion: number;
}

/** The columns that hold a value (everything but the keys and the bookkeeping). */
export function resultValueColumns(value: ResultValueData) {
  return {
    valueType: value.type,
    value: value.value === null ? null : json(value.value),
    numericValue: value.type === 'numeric' && typeof value.value === 'number' ? value.value : null,
    relation: value.relation,
    unitId: value.unitId,
    convertedValue: value.convertedValue,
    valueId: value.valueId,
    components: value.components === undefined ? null : json(value.components),
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

  private constructor(
    readonly labId: number,
    readonly surveyId: number,
    private readonly entries: Map<string, ValueEntry>,
  ) {}

  /**
   * The current values of the lab in the survey (result_values), or only those of `parameterIds`
   * (enough to fold events that touch only these parameters: see parametersOf). With a batch
   * context, the rows are read once for all projections of the batch (until one of them saves).
   */
  static async load(
    trx: Transaction<DB>,
    labId: number,
    surveyId: number,
    options: { context?: ProjectionBatchContext; parameterIds?: readonly number[] } = {},
  ): Promise<LabSurveyValues> {
    const { context, parameterIds } = options;
    const query = async () => {
      if (parameterIds?.length === 0) return [];
      let rows = trx.selectFrom('resultValues').selectAll().where('labId', '=', labId).where('surveyId', '=', surveyId);
      if (parameterIds) rows = rows.where('parameterId', 'in', [...parameterIds]);
      return rows.execute();
    };
    const key = `${rowsKey(labId, surveyId)}${parameterIds ? [...parameterIds].sort((a, b) => a - b).join(',') : '*'}`;
    const rows = context ? await context.memoize(key, query) : await query();
    const entries = new Map<string, ValueEntry>();
    for (const row of rows) {
      const entry: ValueEntry = {
        parameterId: row.parameterId,
        resultGroupId: row.resultGroupId,
        sampleId: row.sampleId,
        position: row.position,
        value: resultValueFromRow(row),
        updatedAt: row.updatedAt,
        updatedBy: row.updatedBy,
        updatedByName: row.updatedByName,
        streamVersion: row.streamVersion,
      };
      entries.set(keyOf(entry), entry);
    }
    return new LabSurveyValues(labId, surveyId, entries);
  }

  /** Applies one event; answers the entries it removed or replaced, in stable order. */
  apply(event: ResultEvent, stored: StoredEvent): ValueEntry[] {
    switch (event.type) {
      case RESULT_EVENT_TYPES.resultValuesSet: {
        const { values, ...cell } = event.data;
        const dimensions = new Set(values.map((v) => v.dimensionId));
        const previous = this.remove((e) => sameCell(e, cell) && dimensions.has(e.value.dimensionId));
        const positions = valuePositions(values);
        values.forEach((value, index) => {
          const entry: ValueEntry = {
            ...cell,
            position: positions[index] ?? 0,
            value,
            updatedAt: stored.createdAt,
            updatedBy: stored.metadata.userId,
            updatedByName: stored.metadata.userName,
            streamVersion: stored.streamVersion,
          };
          const key = keyOf(entry);
          this.entries.set(key, entry);
          this.markChanged(key, entry);
        });
        return previous;
      }
      case RESULT_EVENT_TYPES.resultValuesCleared: {
        const { dimensionIds, ...cell } = event.data;
        return this.remove((e) => sameCell(e, cell) && (dimensionIds === undefined || dimensionIds.includes(e.value.dimensionId)));
      }
      case RESULT_EVENT_TYPES.parameterResultsDeleted:
        return this.remove((e) => e.parameterId === event.data.parameterId);
      default:
        return [];
    }
  }

  /**
   * Writes the changed keys back: upserts the ones that hold a value, deletes the others (one
   * statement each, in chunks). With a batch context, the rows it memoized are forgotten.
   */
  async save(trx: Transaction<DB>, context?: ProjectionBatchContext): Promise<void> {
    if (this.changed.size === 0) return;
    context?.forgetPrefix(rowsKey(this.labId, this.surveyId));
    const removed: Array<ResultCell & { dimensionId: string; position: number }> = [];
    const rows: ValueEntry[] = [];
    for (const [key, identity] of this.changed) {
      const entry = this.entries.get(key);
      if (entry) rows.push(entry);
      else removed.push(identity);
    }
    for (let i = 0; i < removed.length; i += 1000) {
      const tuples = removed
        .slice(i, i + 1000)
        .map((k) => sql`(${k.parameterId}, ${k.resultGroupId}, ${k.sampleId ?? 0}, ${k.dimensionId}, ${k.position})`);
      await trx
        .deleteFrom('resultValues')
        .where('labId', '=', this.labId)
        .where('surveyId', '=', this.surveyId)
        .where(
          sql<boolean>`(parameter_id, result_group_id, coalesce(sample_id, 0), dimension_id, position) in (${sql.join(tuples)})`,
        )
        .execute();
    }
    for (let i = 0; i < rows.length; i += 500) {
      await trx
        .insertInto('resultValues')
        .values(
          rows.slice(i, i + 500).map((e) => ({
            labId: this.labId,
            surveyId: this.surveyId,
            parameterId: e.parameterId,
            resultGroupId: e.resultGroupId,
            sampleId: e.sampleId,
            dimensionId: e.value.dimensionId,
            position: e.position,
            ...resultValueColumns(e.value),
            updatedAt: e.updatedAt,
            updatedBy: e.updatedBy,
            updatedByName: e.updatedByName,
            streamVersion: e.streamVersion,
          })),
        )
        // the unique index result_values_cell_key
        .onConflict((oc) =>
          oc
            .expression(sql`lab_id, survey_id, parameter_id, result_group_id, coalesce(sample_id, 0), dimension_id, position`)
            .doUpdateSet((eb) => ({
              sampleId: eb.ref('excluded.sampleId'),
              valueType: eb.ref('excluded.valueType'),
              value: eb.ref('excluded.value'),
              numericValue: eb.ref('excluded.numericValue'),
              relation: eb.ref('excluded.relation'),
              unitId: eb.ref('excluded.unitId'),
              convertedValue: eb.ref('excluded.convertedValue'),
              valueId: eb.ref('excluded.valueId'),
              components: eb.ref('excluded.components'),
              fileId: eb.ref('excluded.fileId'),
              fileName: eb.ref('excluded.fileName'),
              mediaType: eb.ref('excluded.mediaType'),
              fileSize: eb.ref('excluded.fileSize'),
              updatedAt: eb.ref('excluded.updatedAt'),
              updatedBy: eb.ref('excluded.updatedBy'),
              updatedByName: eb.ref('excluded.updatedByName'),
              streamVersion: eb.ref('excluded.streamVersion'),
            })),
        )
        .execute();
    }
    this.changed.clear();
  }

  private remove(drop: (entry: ValueEntry) => boolean): ValueEntry[] {
    const removed: ValueEntry[] = [];
    for (const [key, entry] of this.entries) {
      if (!drop(entry)) continue;
      removed.push(entry);
      this.entries.delete(key);
      this.markChanged(key, entry);
    }
    return removed.sort(compareValueEntries);
  }

  private markChanged(key: string, entry: ValueEntry): void {
    const { parameterId, resultGroupId, sampleId, position } = entry;
    this.changed.set(key, { parameterId, resultGroupId, sampleId, dimensionId: entry.value.dimensionId, position });
  }
}

/** The batch-context key (prefix) of a lab-survey's result_values rows. */
function rowsKey(labId: number, surveyId: number): string {
  return `result_values:${labId}:${surveyId}:`;
}

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

function sameCell(a: ResultCell, b: ResultCell): boolean {
  return a.parameterId === b.parameterId && a.resultGroupId === b.resultGroupId && a.sampleId === b.sampleId;
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
