import type { Kysely } from 'kysely';
import { AppError, decideLabAccess, type LabAccessMode, type LabAccessTarget } from '@eqa/core';
import type { DB } from '@eqa/db';
import type { Session } from '../../context';
import { loadLabAccessFacts } from './lab-access-loader';

/** What a lab access check needs of the request context. */
export interface LabAccessContext {
  db: Kysely<DB>;
  session: Session | null;
}

/** The facts of a lab the access rule looks at (null when the lab does not exist); coalesced (lab-access-loader). */
export async function loadLabAccessTarget(db: Kysely<DB>, labId: number): Promise<LabAccessTarget | null> {
  return loadLabAccessFacts(db, labId);
}

/**
 * Throws 401 without a session, 403 when the user may not reach the lab (spec 1 §6, rule in
 * @eqa/core decideLabAccess), 404 when an org user asks for a lab that does not exist. `load`
 * reads the lab's facts (default: the database, coalesced).
 */
export async function assertLabAccess(
  ctx: LabAccessContext,
  labId: number,
  mode: LabAccessMode,
  load: (db: Kysely<DB>, labId: number) => Promise<LabAccessTarget | null> = loadLabAccessTarget,
): Promise<LabAccessTarget> {
  const session = ctx.session;
  if (!session) throw AppError.unauthenticated();
  const target = await load(ctx.db, labId);
  const decision = decideLabAccess(session, target, mode);
  if (decision === 'forbidden') throw AppError.forbidden('You may not access this laboratory');
  if (decision === 'not_found' || !target) throw AppError.notFound('Lab');
  return target;
}
