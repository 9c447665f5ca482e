import { DEFAULT_QUALITY_RULES, type QualityRules } from '@eqa/core';
import type { Executor } from '../schema';

/** An org's certificate and appeal rules: its org_quality_rules row, else the defaults. */
export async function loadQualityRules(db: Executor, orgId: number): Promise<QualityRules> {
  const row = await db
    .selectFrom('orgQualityRules')
    .select(['satisfactoryLimit', 'actionLimit', 'minReturnedShare', 'appealWindowDays'])
    .where('orgId', '=', orgId)
    .executeTakeFirst();
  if (!row) return { ...DEFAULT_QUALITY_RULES };
  return {
    satisfactoryLimit: Number(row.satisfactoryLimit),
    actionLimit: Number(row.actionLimit),
    minReturnedShare: Number(row.minReturnedShare),
    appealWindowDays: row.appealWindowDays,
  };
}
