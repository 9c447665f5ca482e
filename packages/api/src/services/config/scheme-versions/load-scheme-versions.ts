import { sql, type Kysely } from 'kysely';
import { AppError } from '@eqa/core';
import type { DB } from '@eqa/db';
import type { TSchemeVersion, TSchemeVersionParameter, TSchemeVersionSummary } from './scheme-version.types';
import { notInUse, schemeInUse, schemeVersionInUse } from '../usage';

/** Scheme versions of an org by id (in the given order). */
export async function loadSchemeVersionSummaries(db: Kysely<DB>, orgId: number, ids: readonly number[]): Promise<TSchemeVersionSummary[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('schemeVersions as sv')
    .innerJoin('schemes as s', 's.id', 'sv.schemeId')
    .selectAll('sv')
    .select(['s.shortName'])
    .select(notInUse(schemeVersionInUse(sql.ref('sv.id'))).as('deletable'))
    .select(notInUse(schemeInUse(sql.ref('s.id'))).as('schemeDeletable'))
    .select(sql<number>`(select count(*)::int from scheme_version_parameters where scheme_version_id = sv.id)`.as('parameterCount'))
    .select(sql<number>`(select count(*)::int from surveys where scheme_version_id = sv.id)`.as('surveyCount'))
    .where('s.orgId', '=', orgId)
    .where('sv.id', 'in', [...ids])
    .execute();
  const byId = new Map(
    rows.map((row): [number, TSchemeVersionSummary] => [
      row.id,
      {
        id: row.id,
        scheme: { id: row.schemeId, shortName: row.shortName, deletable: row.schemeDeletable === true },
        name: row.name,
        description: row.description,
        current: row.current,
        hidden: row.hidden,
        deletable: row.deletable === true,
        pdfDownloadDisabled: row.pdfDownloadDisabled,
        evaluationDisabled: row.evaluationDisabled,
        certificateExpiryMonths: row.certificateExpiryMonths,
        defaultLatestResultsFilter: row.defaultLatestResultsFilter,
        mandatoryContextIds: row.mandatoryContextIds,
        significantDiffWarningDays: row.significantDiffWarningDays,
        parameterCount: Number(row.parameterCount),
        surveyCount: Number(row.surveyCount),
      },
    ]),
  );
  return ids.map((id) => byId.get(id)).filter((v): v is TSchemeVersionSummary => v !== undefined);
}

/** The version's parameters: grouped ones by group ordinal, then ungrouped; within by ordinal. */
export async function loadSchemeVersionParameters(db: Kysely<DB>, schemeVersionId: number): Promise<Pick<TSchemeVersion, 'parameters' | 'parameterGroups'>> {
  const rows = await db
    .selectFrom('schemeVersionParameters as svp')
    .innerJoin('parameters as p', 'p.id', 'svp.parameterId')
    .leftJoin('parameterGroups as g', 'g.id', 'svp.groupId')
    .selectAll('svp')
    .select(['p.name', 'p.qualifier', 'g.name as groupName', 'g.ordinal as groupOrdinal'])
    .where('svp.schemeVersionId', '=', schemeVersionId)
    .orderBy(sql`g.ordinal is null`)
    .orderBy('g.ordinal')
    .orderBy('svp.ordinal')
    .orderBy('svp.parameterId')
    .execute();
  const parameters = rows.map(
    (row): TSchemeVersionParameter => ({
      parameterId: row.parameterId,
      parameter: { id: row.parameterId, name: row.name, qualifier: row.qualifier },
      ordinal: row.ordinal,
      groupId: row.groupId,
      hidden: row.hidden,
      resultDimensionIds: row.resultDimensionIds,
      contextDimensionIds: row.contextDimensionIds,
      sigmaPtPercent: row.sigmaPtPercent,
      acceptancePercent: row.acceptancePercent,
      acceptanceAbsolute: row.acceptanceAbsolute,
      minParticipants: row.minParticipants,
    }),
  );
  const groups = new Map<number, { id: number; name: Record<string, string>; ordinal: number }>();
  for (const row of rows) {
    if (row.groupId !== null && !groups.has(row.groupId)) groups.set(row.groupId, { id: row.groupId, name: row.groupName ?? {}, ordinal: row.groupOrdinal ?? 0 });
  }
  return { parameters, parameterGroups: [...groups.values()] };
}

/** The scheme version page of the org, or 404. */
export async function loadSchemeVersion(db: Kysely<DB>, orgId: number, id: number): Promise<TSchemeVersion> {
  const [summary] = await loadSchemeVersionSummaries(db, orgId, [id]);
  if (!summary) throw AppError.notFound('Scheme version');
  return { ...summary, ...(await loadSchemeVersionParameters(db, id)) };
}
