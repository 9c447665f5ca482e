import type { Kysely } from 'kysely';
import type { DB } from '@eqa/db';
import type { Session } from '../../context';
import { assertLabAccess } from '../labs/assert-lab-access';
import type { TCertificateList, TListCertificatesInput } from './certificate.types';
import { CERTIFICATE_COLUMNS, certificateOf } from './certificate-wire';

/**
 * GET /labs/{labId}/certificates[?year=]: the lab's certificates, newest year and version first,
 * replaced versions included (marked). The lab's users, its core lab and its orgs' staff (an org
 * user sees the certificates of their own org only); 403 for anyone else.
 */
export async function listCertificates(ctx: { db: Kysely<DB>; session: Session | null }, input: TListCertificatesInput): Promise<TCertificateList> {
  await assertLabAccess(ctx, input.labId, 'read');
  let query = ctx.db.selectFrom('certificates').select(CERTIFICATE_COLUMNS).where('labId', '=', input.labId);
  if (ctx.session?.roleId === 'org_admin' && ctx.session.orgId !== null) query = query.where('orgId', '=', ctx.session.orgId);
  if (input.year !== undefined) query = query.where('year', '=', input.year);
  const rows = await query.orderBy('year', 'desc').orderBy('orgId').orderBy('version', 'desc').execute();
  return { items: rows.map(certificateOf), total: rows.length };
}
