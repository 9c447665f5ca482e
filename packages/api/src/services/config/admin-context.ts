import type { Kysely } from 'kysely';
import { AppError, type Clock, type Jobs } from '@eqa/core';
import type { DB } from '@eqa/db';
import type { Session } from '../../context';

/** What the administration services use of a request: an org_admin session (orgAdminProcedure). */
export interface AdminContext {
  db: Kysely<DB>;
  clock: Clock;
  session: Session;
  jobs: Jobs;
}

/**
 * Paths under /orgs/{orgId} (and /labs/{labId}/profile/orgs/{orgId}) are for the administrators of
 * that organisation only: 403 for an org_admin of another org. Lab users never get here
 * (orgAdminProcedure answers 403 first).
 */
export function assertOrgAdminOf(session: Session, orgId: number): void {
  if (session.roleId !== 'org_admin') throw AppError.forbidden('Only organisation users may do this');
  if (session.orgId !== orgId) throw AppError.forbidden('You are not an administrator of this organisation');
}
