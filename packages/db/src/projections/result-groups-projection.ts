import { sql, type RawBuilder } from 'kysely';
import { RESULT_EVENT_TYPES } from '@eqa/core';
import { unnestRows, type UnnestColumn } from '../batching/unnest';
import type { LabSurveyEvent } from './lab-survey-event';
import type { Projection } from './projection';

interface GroupName {
  id: number;
  labId: number;
  surveyId: number;
  name: string | null;
  comment: string | null;
}

/**
 * A lab's name and comment of its result group, written onto its row of `result_groups` (a
 * catalog table: the rows themselves are not event-sourced). Replaying the updates in order gives
 * the same names again, so a rebuild does not empty the table (it has no tables of its own). One
 * update for all groups of a batch, each with the last name its events give it.
 */
export const resultGroupNamesProjection: Projection<LabSurveyEvent> = {
  name: 'result_group_names',
  handles: [RESULT_EVENT_TYPES.resultGroupUpdated],
  // rows of result_groups, written in place (a rebuild replays the names onto them)
  tables: [],
  async handle(trx, events) {
    const statement = namesUpdate(events);
    if (statement) await statement.execute(trx);
  },
};

function namesUpdate(events: readonly LabSurveyEvent[]): RawBuilder<unknown> | null {
  const last = new Map<string, GroupName>();
  for (const { labId, surveyId, event } of events) {
    if (event.type !== RESULT_EVENT_TYPES.resultGroupUpdated) continue;
    const { resultGroupId: id, name, comment } = event.data;
    last.set(`${labId}:${surveyId}:${id}`, { id, labId, surveyId, name, comment });
  }
  if (last.size === 0) return null;
  return sql`update result_groups g set name = n.name, comment = n.comment
    from (${unnestRows(nameColumns, [...last.values()])}) n
    where g.id = n.id and g.lab_id = n.lab_id and g.survey_id = n.survey_id`;
}

const nameColumns: ReadonlyArray<UnnestColumn<GroupName>> = [
  { name: 'id', type: 'int', value: (g) => g.id },
  { name: 'lab_id', type: 'int', value: (g) => g.labId },
  { name: 'survey_id', type: 'int', value: (g) => g.surveyId },
  { name: 'name', type: 'text', value: (g) => g.name },
  { name: 'comment', type: 'text', value: (g) => g.comment },
];
