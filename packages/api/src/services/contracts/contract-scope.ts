import type { Kysely } from 'kysely';
import { AppError, type LabAccessMode } from '@eqa/core';
import type { DB } from '@eqa/db';
import type { Session } from '../../context';
import { assertLabAccess } from '../labs/assert-lab-access';
import { requireSession } from '../surveys/open-lab-survey';

/** What the contracts services use of a request. */
export interface ContractsContext {
  db: Kysely<DB>;
  session: Session | null;
}

export interface ContractScope {
  labId: number;
  orgId: number;
  session: Session;
  /** An org user (org_admin) of the org: reads the lab's contracts, does not accept them. */
  orgUser: boolean;
}

/**
 * Opens a lab's contracts with an org (every /labs/{labId}/contracts/orgs/{orgId} call), in this
 * order: 401 without a session; the lab as every lab route (assertLabAccess: lab users their own lab,
 * in read mode a core lab also its satellites; org users the labs of their org, 404 for a missing
 * lab); 403 for an org user asking about another org; 404 when the org is not one of the lab's
 * (org_labs). A missing contract never stops these calls: they are how a lab gets one.
 */
export async function openContractScope(ctx: ContractsContext, labId: number, orgId: number, mode: LabAccessMode): Promise<ContractScope> {
  const session = requireSession(ctx.session);
  const target = await assertLabAccess(ctx, labId, mode);
  const orgUser = session.roleId === 'org_admin';
  if (orgUser && session.orgId !== orgId) throw AppError.forbidden("You may not access another organisation's contracts");
  if (!target.orgIds.includes(orgId)) throw AppError.notFound('Organisation of the lab');
  return { labId, orgId, session, orgUser };
}
