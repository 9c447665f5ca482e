import type { Executor } from '@eqa/db';

/**
 * Who of the provider a staff mail (a checkout request, a registration, a support message) goes to
 * (issue 33, docs/decisions/org-settings.md): the staff notification address of the organisation's
 * settings; while it is unset, SUPPORT_EMAIL when configured, else the organisation's enabled
 * administrators with an address (the bootstrap admin on a new deployment). Empty only when none of
 * these exists: then no staff mail is written.
 */
export async function staffRecipients(db: Executor, orgId: number, supportEmail: string | null): Promise<string[]> {
  const settings = await db.selectFrom('orgSettings').select('staffNotificationEmail').where('orgId', '=', orgId).executeTakeFirst();
  const configured = settings?.staffNotificationEmail?.trim();
  if (configured) return [configured];
  const support = supportEmail?.trim();
  if (support) return [support];
  const admins = await db
    .selectFrom('users')
    .select('email')
    .where('orgId', '=', orgId)
    .where('roleId', '=', 'org_admin')
    .where('disabled', '=', false)
    .where('email', 'is not', null)
    .orderBy('id')
    .execute();
  return [...new Set(admins.map((a) => a.email?.trim() ?? '').filter((e) => e !== ''))];
}
