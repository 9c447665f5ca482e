import { AppError, type Clock } from '@eqa/core';
import type { TLab } from './get-lab.types';
import { assertLabAccess, type LabAccessContext } from './assert-lab-access';
import { loadLabs } from './load-labs';

/** GET /labs/{labId}: readable by its users, the org's users and the parent core lab. */
export async function getLab(ctx: LabAccessContext & { clock: Clock }, labId: number): Promise<TLab> {
  await assertLabAccess(ctx, labId, 'read');
  const [lab] = await loadLabs(ctx.db, ctx.clock, [labId]);
  if (!lab) throw AppError.notFound('Lab');
  return lab;
}
