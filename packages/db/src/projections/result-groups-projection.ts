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

interface AddedGroup extends GroupName {
  ordinal: number;
}

/**
 * The lab's result groups on `result_groups` (a catalog table: the first group of a lab and those
 * of the seed are made outside the stream): a ResultGroupAdded inserts its row (its id, ordinal,
 * name and comment), a ResultGroupUpdated writes the name and comment onto it. Replaying the events
 * in order gives the same rows again (an added row already there keeps its place and takes the
 * name), so a rebuild does not empty the table (it has no tables of its own). One insert for the
 * groups a batch adds, then one update for the groups it renames, each with its last name. An
 * added ordinal another row holds breaks the table's unique key: the command fails, nothing is
 * stored.
 */
export const resultGroupsProjection: Projection<LabSurveyEvent> = {
  name: 'result_groups',
  handles: [RESULT_EVENT_TYPES.resultGroupAdded, RESULT_EVENT_TYPES.resultGroupUpdated],
  // rows of result_groups, written in place (a rebuild replays the adds and names onto them)
  tables: [],
  async handle(trx, events) {
    const added = groupsInsert(events);
    if (added) await added.execute(trx);
    const names = namesUpdate(events);
    if (names) await names.execute(trx);
  },
};

function groupsInsert(events: readonly LabSurveyEvent[]): RawBuilder<unknown> | null {
  const added: AddedGroup[] = [];
  for (const { labId, surveyId, event } of events) {
    if (event.type !== RESULT_EVENT_TYPES.resultGroupAdded) continue;
    const { resultGroupId: id, ordinal, name, comment } = event.data;
    added.push({ id, labId, surveyId, ordinal, name, comment });
  }
  if (added.length === 0) return null;
  return sql`insert into result_groups (id, lab_id, survey_id, ordinal, name, comment)
    select id, lab_id, survey_id, ordinal, name, comment from (${unnestRows(addedColumns, added)}) g
    on conflict (id) do update set name = excluded.name, comment = excluded.comment`;
}

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

const addedColumns: ReadonlyArray<UnnestColumn<AddedGroup>> = [...nameColumns, { name: 'ordinal', type: 'int', value: (g) => g.ordinal }];
