import type { Kysely } from 'kysely';
import { AppError, calendarDay } from '@eqa/core';
import type { DB } from '@eqa/db';
import { renderCertificatePdf } from '@eqa/documents';
import type { Session } from '../../context';
import type { DocumentContent } from '../documents/read-survey-document';
import { assertLabAccess } from '../labs/assert-lab-access';
import { labLanguage } from './lab-language';

/**
 * GET /labs/{labId}/certificates/{certificateId}/content[?locale=]: the certificate's PDF (the one
 * renderer, packages/documents) in the asked language, else the lab's (lab-language.ts), with the
 * verification code and a QR code of the public verification page. Same access as the list; a
 * certificate of another lab, or of another org for an org user, is 404.
 */
export async function readCertificateContent(
  ctx: { db: Kysely<DB>; session: Session | null; settings: { publicUrl: string } },
  input: { labId: number; certificateId: number; locale: string | null },
): Promise<DocumentContent> {
  await assertLabAccess(ctx, input.labId, 'read');
  const row = await ctx.db
    .selectFrom('certificates')
    .select(['id', 'orgId', 'labId', 'year', 'version', 'verificationCode', 'content', 'issuedAt'])
    .where('id', '=', input.certificateId)
    .where('labId', '=', input.labId)
    .executeTakeFirst();
  if (!row || (ctx.session?.roleId === 'org_admin' && ctx.session.orgId !== row.orgId)) throw AppError.notFound('Certificate');
  const locale = await labLanguage(ctx.db, row.labId, row.orgId, input.locale);
  const origin = ctx.settings.publicUrl.replace(/\/+$/, '');
  const content = await renderCertificatePdf(
    {
      ...row.content,
      version: row.version,
      issuedOn: calendarDay(row.issuedAt),
      verificationCode: row.verificationCode,
      verificationUrl: `${origin}/verify/${row.verificationCode}`,
    },
    locale,
  );
  return { name: `certificate-${row.year}-${row.content.lab.shortName.replace(/[^\w.-]/g, '_')}-v${row.version}-${locale}.pdf`, mediaType: 'application/pdf', content };
}
