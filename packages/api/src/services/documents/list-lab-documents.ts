import type {
  TLabDocument,
  TListLabDocumentRoundsInput,
  TListLabDocumentRoundsOutput,
  TListLabDocumentsInput,
  TListLabDocumentsOutput,
} from './lab-documents.types';
import { assertLabAccess } from '../labs/assert-lab-access';
import type { SurveyServiceContext } from '../surveys/open-lab-survey';
import { requireSession } from '../surveys/open-lab-survey';
import { labArchiveDocuments, type LabArchiveScope } from './lab-documents';
import { SURVEY_DOCUMENT_COLUMNS, surveyDocumentOut } from './survey-documents';

/** The download path (under /api/v1) of a document of the lab's archive: exact by its id. */
export function labDocumentPath(labId: number, path: string, documentId: number): string {
  return `/labs/${labId}/surveys/documents/${encodeURIComponent(path)}?document_id=${documentId}`;
}

/**
 * Who reads the archive of `labId`: 401 without a session, 403/404 as every lab route (assertLabAccess,
 * read: a core lab reads its satellites'). Org users see their org's documents (and 'other' ones when
 * they ask with orgUser); lab users the years whose contract is accepted.
 */
export async function labArchiveScope(ctx: SurveyServiceContext, labId: number, orgUser: boolean | undefined): Promise<LabArchiveScope> {
  const session = requireSession(ctx.session);
  await assertLabAccess(ctx, labId, 'read');
  const isOrgUser = session.roleId === 'org_admin';
  return {
    labId,
    orgUserOrgId: isOrgUser ? session.orgId : null,
    contractAt: isOrgUser ? null : ctx.clock.now(),
    includeOther: isOrgUser && orgUser === true,
  };
}

/**
 * GET /labs/{labId}/surveys/documents/year-and-round/all: every year and round with documents the lab
 * sees, newest year first, rounds by ordinal (newest first), the year's own documents (round null)
 * after its rounds; with the number of documents of each.
 */
export async function listLabDocumentRounds(ctx: SurveyServiceContext, input: TListLabDocumentRoundsInput): Promise<TListLabDocumentRoundsOutput> {
  const scope = await labArchiveScope(ctx, input.labId, input.orgUser);
  const rows = await labArchiveDocuments(ctx.db, scope).select('d.id').execute();
  const byKey = new Map<string, TListLabDocumentRoundsOutput['items'][number]>();
  for (const row of rows) {
    const key = `${row.docYear}:${row.roundId ?? ''}`;
    const entry = byKey.get(key);
    if (entry) entry.count += 1;
    else
      byKey.set(key, {
        year: row.docYear,
        round: row.roundId === null ? null : { id: row.roundId, name: row.roundName ?? '', ordinal: row.roundOrdinal ?? 0 },
        count: 1,
      });
  }
  const items = [...byKey.values()].sort(
    (a, b) =>
      b.year - a.year ||
      (a.round === null ? 1 : 0) - (b.round === null ? 1 : 0) ||
      (b.round?.ordinal ?? 0) - (a.round?.ordinal ?? 0) ||
      (b.round?.id ?? 0) - (a.round?.id ?? 0),
  );
  return { items, total: items.length };
}

/**
 * GET /labs/{labId}/surveys/documents/{year}/{round}: the lab's documents of one round of the year
 * (round id), or of the whole year (`all`: every round's and the year's own). Ordered by round (newest
 * first, the year's own last), survey, ordinal and id.
 */
export async function listLabDocuments(ctx: SurveyServiceContext, input: TListLabDocumentsInput): Promise<TListLabDocumentsOutput> {
  const scope = await labArchiveScope(ctx, input.labId, input.orgUser);
  const query = labArchiveDocuments(ctx.db, scope).select(SURVEY_DOCUMENT_COLUMNS);
  const roundId = input.round === 'all' ? null : Number(input.round);
  const rows = await ctx.db
    .selectFrom(query.as('a'))
    .selectAll()
    .where('a.docYear', '=', input.year)
    .$if(roundId !== null, (qb) => qb.where('a.roundId', '=', roundId ?? 0))
    .orderBy('a.roundOrdinal', (ob) => ob.desc().nullsLast())
    .orderBy('a.roundId', 'desc')
    .orderBy('a.docSurveyId', (ob) => ob.asc().nullsLast())
    .orderBy('a.ordinal')
    .orderBy('a.id')
    .execute();
  const items = rows.map(
    (row): TLabDocument => ({
      ...surveyDocumentOut(row),
      year: row.docYear,
      round: row.roundId === null ? null : { id: row.roundId, name: row.roundName ?? '', ordinal: row.roundOrdinal ?? 0 },
      survey: row.docSurveyId === null ? null : { id: row.docSurveyId, schemeShortName: row.schemeShortName ?? '', schemeName: row.schemeName ?? null },
      downloadPath: labDocumentPath(input.labId, row.path, row.id),
    }),
  );
  return { items, total: items.length };
}
