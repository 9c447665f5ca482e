import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import type { DB, Executor } from '@eqa/db';
import type { TAppeal } from './appeal.types';
import { loadAppealAttachments } from './appeal-attachments';

type AppealQuery = SelectQueryBuilder<DB, 'appeals', object>;

/**
 * Appeals as the wire shows them, with their names and history, in filing order (newest first).
 * `where` narrows the appeals (a lab's survey, an org's queue).
 */
export async function loadAppeals(
  db: Executor,
  where: (query: AppealQuery) => AppealQuery,
  page: { offset: number; limit: number } | null = null,
): Promise<{ items: TAppeal[]; total: number }> {
  const base = where(db.selectFrom('appeals') as AppealQuery);
  const countRow = await base.select((eb: ExpressionBuilder<DB, 'appeals'>) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  let query = base
    .innerJoin('labs as l', 'l.id', 'appeals.labId')
    .innerJoin('surveys as s', 's.id', 'appeals.surveyId')
    .innerJoin('rounds as r', 'r.id', 's.roundId')
    .innerJoin('schemeVersions as sv', 'sv.id', 's.schemeVersionId')
    .innerJoin('schemes as sc', 'sc.id', 'sv.schemeId')
    .innerJoin('parameters as p', 'p.id', 'appeals.parameterId')
    .leftJoin('samples as sa', 'sa.id', 'appeals.sampleId')
    .select([
      'appeals.id',
      'appeals.state',
      'appeals.labId',
      'l.shortName as labCode',
      'l.name as labName',
      'appeals.surveyId',
      'sc.shortName as schemeShortName',
      'r.name as roundName',
      'appeals.parameterId',
      'p.name as parameterName',
      'appeals.sampleId',
      'sa.name as sampleName',
      'appeals.reason',
      'appeals.createdAt',
      'appeals.response',
      'appeals.respondedAt',
    ])
    .orderBy('appeals.createdAt', 'desc')
    .orderBy('appeals.id', 'desc');
  if (page) query = query.offset(page.offset).limit(page.limit);
  const rows = await query.execute();
  const ids = rows.map((row) => row.id);
  const [events, attachments] = await Promise.all([
    ids.length === 0 ? [] : db.selectFrom('appealEvents').select(['appealId', 'state', 'note', 'userName', 'createdAt']).where('appealId', 'in', ids).orderBy('id').execute(),
    loadAppealAttachments(db, ids),
  ]);
  const items = rows.map(
    (row): TAppeal => ({
      id: row.id,
      state: row.state,
      labId: row.labId,
      labCode: row.labCode,
      labName: row.labName,
      surveyId: row.surveyId,
      surveyName: `${row.schemeShortName} ${row.roundName}`,
      parameterId: row.parameterId,
      parameterName: row.parameterName,
      sampleId: row.sampleId,
      sampleName: row.sampleName ?? null,
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
      response: row.response,
      respondedAt: row.respondedAt ? row.respondedAt.toISOString() : null,
      attachments: attachments.get(row.id) ?? [],
      history: events
        .filter((event) => event.appealId === row.id)
        .map((event) => ({ state: event.state, note: event.note, userName: event.userName, at: event.createdAt.toISOString() })),
    }),
  );
  return { items, total: Number(countRow?.n ?? 0) };
}
