import type { Kysely } from 'kysely';
import { AppError, localize, resultGroupName, type CsvSeparator } from '@eqa/core';
import type { DB } from '@eqa/db';
import type { Session } from '../../context';

/** The columns of the provider's export, in this order (English names always). */
export const PROVIDER_RESULTS_COLUMNS = [
  'labQcCode',
  'labName',
  'resultGroup',
  'hiddenResultGroup',
  'sampleId',
  'sampleName',
  'parameterId',
  'parameterName',
  'dimensionId',
  'relation',
  'value',
  'unit',
  'convertedValue',
  'updatedAt',
  'updatedBy',
  'changedAt',
] as const;

type Cell = string | number | boolean | null;

function field(value: Cell, separator: CsvSeparator): string {
  if (value === null) return '';
  const text = typeof value === 'boolean' ? (value ? 'true' : 'false') : String(value);
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * GET /orgs/{orgId}/surveys/{surveyId}/results.csv (issue 36, provider exports): every lab's current
 * values of the survey, one row per value (lab × result group × sample × parameter × dimension),
 * with the lab's QC code and the time of the event that wrote it; nominal values by their name,
 * numbers as stored (with their relation and the value in the evaluation unit), booleans as
 * true/false. The org's admins only (403 otherwise); 404 for a survey of another org. `updatedSince`:
 * only the values whose row changed at or after it (the database's clock, column changedAt).
 */
export async function providerResultsCsv(
  ctx: { db: Kysely<DB>; session: Session | null },
  input: { orgId: number; surveyId: number; locale: string; separator: CsvSeparator; updatedSince?: Date | null },
): Promise<{ name: string; content: string }> {
  const session = ctx.session;
  if (!session) throw AppError.unauthenticated();
  if (session.roleId !== 'org_admin' || session.orgId !== input.orgId) throw AppError.forbidden('Only the organisation’s users may export its results');
  const survey = await ctx.db.selectFrom('surveys').select(['id']).where('id', '=', input.surveyId).where('orgId', '=', input.orgId).executeTakeFirst();
  if (!survey) throw AppError.notFound('Survey');
  let query = ctx.db
    .selectFrom('resultValues as rv')
    .innerJoin('labs as l', 'l.id', 'rv.labId')
    .innerJoin('resultGroups as rg', 'rg.id', 'rv.resultGroupId')
    .innerJoin('parameters as p', 'p.id', 'rv.parameterId')
    .leftJoin('samples as s', 's.id', 'rv.sampleId')
    .leftJoin('units as u', 'u.id', 'rv.unitId')
    .leftJoin('dimensionValues as dv', 'dv.id', 'rv.valueId')
    .select([
      'l.shortName',
      'l.name as labName',
      'rg.name as groupName',
      'rg.ordinal as groupOrdinal',
      'rg.hidden',
      'rv.sampleId',
      's.name as sampleName',
      'rv.parameterId',
      'p.name as parameterName',
      'rv.dimensionId',
      'rv.relation',
      'rv.value',
      'rv.fileName',
      'dv.value as optionName',
      'u.name as unitName',
      'rv.convertedValue',
      'rv.updatedAt',
      'rv.updatedByName',
      'rv.changedAt',
    ])
    .where('rv.surveyId', '=', input.surveyId);
  if (input.updatedSince) query = query.where('rv.changedAt', '>=', input.updatedSince);
  const rows = await query
    .orderBy('l.shortName')
    .orderBy('rg.ordinal')
    .orderBy('s.ordinal')
    .orderBy('p.ordinal')
    .orderBy('rv.parameterId')
    .orderBy('rv.dimensionId')
    .orderBy('rv.position')
    .execute();
  const lines = [PROVIDER_RESULTS_COLUMNS.join(input.separator)];
  for (const r of rows) {
    const value: Cell = r.optionName ? localize(r.optionName, input.locale) : r.fileName ?? (r.value === null || typeof r.value === 'object' ? null : r.value);
    const cells: Cell[] = [
      r.shortName,
      r.labName,
      resultGroupName({ name: r.groupName, ordinal: r.groupOrdinal }, input.locale),
      r.hidden,
      r.sampleId,
      r.sampleName,
      r.parameterId,
      localize(r.parameterName, input.locale),
      r.dimensionId,
      r.relation,
      value,
      r.unitName ? localize(r.unitName, input.locale) : null,
      r.convertedValue,
      r.updatedAt.toISOString(),
      r.updatedByName,
      r.changedAt.toISOString(),
    ];
    lines.push(cells.map((c) => field(c, input.separator)).join(input.separator));
  }
  return { name: `results-${input.orgId}-${input.surveyId}.csv`, content: `\ufeff${lines.join('\r\n')}\r\n` };
}
