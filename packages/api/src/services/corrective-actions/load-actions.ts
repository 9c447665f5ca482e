import type { SelectQueryBuilder } from 'kysely';
import { correctiveActionStatus } from '@eqa/core';
import type { DB, Executor } from '@eqa/db';
import type { TCorrectiveAction } from './corrective-action.types';

type ActionQuery = SelectQueryBuilder<DB, 'correctiveActions', object>;

/** Corrective actions as the wire shows them (survey and parameter named), newest first. */
export async function loadActions(db: Executor, where: (query: ActionQuery) => ActionQuery): Promise<TCorrectiveAction[]> {
  const rows = await where(db.selectFrom('correctiveActions') as ActionQuery)
    .innerJoin('surveys as s', 's.id', 'correctiveActions.surveyId')
    .innerJoin('rounds as r', 'r.id', 's.roundId')
    .innerJoin('schemeVersions as sv', 'sv.id', 's.schemeVersionId')
    .innerJoin('schemes as sc', 'sc.id', 'sv.schemeId')
    .innerJoin('parameters as p', 'p.id', 'correctiveActions.parameterId')
    .select([
      'correctiveActions.id',
      'correctiveActions.labId',
      'correctiveActions.surveyId',
      'sc.shortName as schemeShortName',
      'r.name as roundName',
      'correctiveActions.parameterId',
      'p.name as parameterName',
      'correctiveActions.rootCause',
      'correctiveActions.findings',
      'correctiveActions.action',
      'correctiveActions.responsible',
      'correctiveActions.dueAt',
      'correctiveActions.closedAt',
      'correctiveActions.effective',
      'correctiveActions.createdAt',
      'correctiveActions.updatedAt',
    ])
    .orderBy('correctiveActions.createdAt', 'desc')
    .orderBy('correctiveActions.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    labId: row.labId,
    surveyId: row.surveyId,
    surveyName: `${row.schemeShortName} ${row.roundName}`,
    parameterId: row.parameterId,
    parameterName: row.parameterName,
    rootCause: row.rootCause,
    findings: row.findings,
    action: row.action,
    responsible: row.responsible,
    dueAt: row.dueAt,
    closedAt: row.closedAt,
    effective: row.effective,
    status: correctiveActionStatus(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}
