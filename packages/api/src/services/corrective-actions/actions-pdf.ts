import type { Kysely } from 'kysely';
import { calendarDay, localize, type Clock } from '@eqa/core';
import type { DB } from '@eqa/db';
import { renderCorrectiveActionsPdf } from '@eqa/documents';
import type { Session } from '../../context';
import type { DocumentContent } from '../documents/read-survey-document';
import { labLanguage } from '../certificates/lab-language';
import { listLabActions } from './corrective-actions';

/**
 * GET /labs/{labId}/corrective_actions/pdf?year=[&locale=]: the lab's corrective actions of the
 * rounds of a year as a PDF for its assessor (same access as the list), in the asked language, else
 * the lab's.
 */
export async function readActionsPdf(ctx: { db: Kysely<DB>; clock: Clock; session: Session | null }, input: { labId: number; year: number; locale: string | null }): Promise<DocumentContent> {
  const { items } = await listLabActions(ctx, { labId: input.labId, year: input.year });
  const lab = await ctx.db.selectFrom('labs').select(['name', 'shortName']).where('id', '=', input.labId).executeTakeFirstOrThrow();
  const orgRow = await ctx.db
    .selectFrom('orgLabs as ol')
    .innerJoin('orgs as o', 'o.id', 'ol.orgId')
    .select(['o.id', 'o.name'])
    .where('ol.labId', '=', input.labId)
    .$if(ctx.session?.roleId === 'org_admin' && ctx.session.orgId !== null, (q) => q.where('o.id', '=', ctx.session?.orgId ?? 0))
    .orderBy('o.id')
    .executeTakeFirst();
  const locale = await labLanguage(ctx.db, input.labId, orgRow?.id ?? 0, input.locale);
  const content = await renderCorrectiveActionsPdf(
    {
      orgName: orgRow?.name ?? '',
      lab,
      year: input.year,
      madeOn: calendarDay(ctx.clock.now()),
      actions: items.map((a) => ({
        survey: a.surveyName,
        parameter: localize(a.parameterName, locale),
        rootCause: a.rootCause,
        findings: a.findings,
        action: a.action,
        responsible: a.responsible,
        dueAt: a.dueAt,
        closedAt: a.closedAt,
        effective: a.effective,
      })),
    },
    locale,
  );
  return { name: `corrective-actions-${input.year}-${lab.shortName.replace(/[^\w.-]/g, '_')}-${locale}.pdf`, mediaType: 'application/pdf', content };
}
