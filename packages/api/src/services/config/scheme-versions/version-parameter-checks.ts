import { API_MESSAGES, AppError, assertNoViolation, ordinalTakenViolation, schemeVersionParameterViolation } from '@eqa/core';
import type { Executor } from '@eqa/db';

/** The parameter's own dimension ids by role (what a version parameter may choose from). */
export async function parameterDimensionIds(db: Executor, parameterId: number): Promise<{ result: string[]; context: string[] }> {
  const rows = await db
    .selectFrom('parameterDimensions')
    .select(['dimensionId', 'role'])
    .where('parameterId', '=', parameterId)
    .orderBy('ordinal')
    .execute();
  return {
    result: rows.filter((r) => r.role === 'result').map((r) => r.dimensionId),
    context: rows.filter((r) => r.role === 'context').map((r) => r.dimensionId),
  };
}

/** Ordinals are unique among the version's parameters (422 ordinal). */
export async function assertVersionOrdinalFree(db: Executor, schemeVersionId: number, ordinal: number, exceptParameterId: number | null): Promise<void> {
  let query = db.selectFrom('schemeVersionParameters').select('ordinal').where('schemeVersionId', '=', schemeVersionId);
  if (exceptParameterId !== null) query = query.where('parameterId', '<>', exceptParameterId);
  const others = await query.execute();
  assertNoViolation(ordinalTakenViolation(ordinal, others.map((row) => row.ordinal)));
}

/** Spec 3 §5 edit-parameter rule: ordinal, result dimensions, both lists from the parameter's own. */
export async function assertVersionParameterDimensions(
  db: Executor,
  parameterId: number,
  input: { ordinal: number | null; resultDimensionIds: readonly string[]; contextDimensionIds: readonly string[] },
): Promise<void> {
  const own = await parameterDimensionIds(db, parameterId);
  assertNoViolation(
    schemeVersionParameterViolation({ ...input, parameterResultDimensionIds: own.result, parameterContextDimensionIds: own.context }),
  );
}

/** 422 groupId for an unknown group. */
export async function assertGroup(db: Executor, groupId: number | null | undefined): Promise<void> {
  if (groupId === null || groupId === undefined) return;
  const group = await db.selectFrom('parameterGroups').select('id').where('id', '=', groupId).executeTakeFirst();
  if (!group) throw AppError.constraint('groupId', API_MESSAGES.unknownParameterGroup);
}

/** The evaluation settings columns of a version parameter (undefined: unchanged). */
export function evaluationSettingsPatch(input: {
  hidden?: boolean | undefined;
  sigmaPtPercent?: number | null | undefined;
  acceptancePercent?: number | null | undefined;
  acceptanceAbsolute?: number | null | undefined;
  minParticipants?: number | null | undefined;
}) {
  for (const key of ['sigmaPtPercent', 'acceptancePercent', 'acceptanceAbsolute'] as const) {
    const value = input[key];
    if (value !== undefined && value !== null && value <= 0) throw AppError.constraint(key, API_MESSAGES.mustBePositive);
  }
  if (input.minParticipants !== undefined && input.minParticipants !== null && input.minParticipants < 1) {
    throw AppError.constraint('minParticipants', API_MESSAGES.atLeast, undefined, { min: 1 });
  }
  return {
    ...(input.hidden !== undefined ? { hidden: input.hidden } : {}),
    ...(input.sigmaPtPercent !== undefined ? { sigmaPtPercent: input.sigmaPtPercent } : {}),
    ...(input.acceptancePercent !== undefined ? { acceptancePercent: input.acceptancePercent } : {}),
    ...(input.acceptanceAbsolute !== undefined ? { acceptanceAbsolute: input.acceptanceAbsolute } : {}),
    ...(input.minParticipants !== undefined ? { minParticipants: input.minParticipants } : {}),
  };
}
