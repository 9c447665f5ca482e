import { AppError, isValidLoinc, type Clock } from '@eqa/core';
import type { Kysely } from 'kysely';
import type { DB } from '@eqa/db';
import type { Session } from '../../context';
import { assertLabAccess } from '../labs/assert-lab-access';
import { isUcumCode } from './ucum-codes';
import type { TCodeMappings, TPutCodeMappingsInput, TPutLoincCodesInput, TPutUcumCodeInput } from './code-mappings.types';

interface MappingContext {
  db: Kysely<DB>;
  session: Session | null;
  clock: Clock;
}

/** GET /labs/{labId}/code_mappings: the lab's own codes and what they may point at. Read access to the lab. */
export async function getCodeMappings(ctx: MappingContext, labId: number): Promise<TCodeMappings> {
  await assertLabAccess(ctx, labId, 'read');
  const [mappings, parameters, loinc, units] = await Promise.all([
    ctx.db.selectFrom('labCodeMappings').select(['kind', 'code', 'parameterId', 'unitId']).where('labId', '=', labId).orderBy('code').execute(),
    ctx.db.selectFrom('parameters').select(['id', 'name', 'qualifier']).where('hidden', '=', false).orderBy('ordinal').orderBy('id').execute(),
    ctx.db.selectFrom('parameterLoincCodes').select(['code', 'parameterId']).orderBy('code').execute(),
    ctx.db.selectFrom('units as u').leftJoin('unitUcumCodes as c', 'c.unitId', 'u.id').select(['u.id', 'u.name', 'c.code as ucum']).where('u.hidden', '=', false).orderBy('u.ordinal').orderBy('u.id').execute(),
  ]);
  return {
    parameters: mappings.flatMap((m) => (m.kind === 'parameter' && m.parameterId !== null ? [{ code: m.code, parameterId: m.parameterId }] : [])),
    units: mappings.flatMap((m) => (m.kind === 'unit' && m.unitId !== null ? [{ code: m.code, unitId: m.unitId }] : [])),
    parameterOptions: parameters.map((p) => ({ id: p.id, name: p.name, qualifier: p.qualifier, loinc: loinc.filter((l) => l.parameterId === p.id).map((l) => l.code) })),
    unitOptions: units.map((u) => ({ id: u.id, name: u.name, ucum: u.ucum })),
  };
}

/** The index of the first repeated code, or -1. */
function repeatedAt(codes: readonly string[]): number {
  const seen = new Set<string>();
  for (const [index, code] of codes.entries()) {
    if (seen.has(code)) return index;
    seen.add(code);
  }
  return -1;
}

/**
 * PUT /labs/{labId}/code_mappings: replaces the lab's table (write access to the lab). A code twice
 * in a list is 422 (param `parameters.3.code`, lis.mappings.duplicateCode); an unknown parameter or
 * unit 422 (param `….parameterId` / `….unitId`, lis.mappings.unknownTarget). Answers the new table.
 */
export async function putCodeMappings(ctx: MappingContext, input: TPutCodeMappingsInput): Promise<TCodeMappings> {
  await assertLabAccess(ctx, input.labId, 'write');
  const duplicateParameter = repeatedAt(input.parameters.map((p) => p.code));
  if (duplicateParameter >= 0) throw AppError.constraint(`parameters.${duplicateParameter}.code`, 'This code is mapped twice', 'lis.mappings.duplicateCode', { code: input.parameters[duplicateParameter]?.code ?? '' });
  const duplicateUnit = repeatedAt(input.units.map((u) => u.code));
  if (duplicateUnit >= 0) throw AppError.constraint(`units.${duplicateUnit}.code`, 'This code is mapped twice', 'lis.mappings.duplicateCode', { code: input.units[duplicateUnit]?.code ?? '' });
  const parameterIds = [...new Set(input.parameters.map((p) => p.parameterId))];
  const unitIds = [...new Set(input.units.map((u) => u.unitId))];
  const [knownParameters, knownUnits] = await Promise.all([
    parameterIds.length === 0 ? Promise.resolve([]) : ctx.db.selectFrom('parameters').select('id').where('id', 'in', parameterIds).execute(),
    unitIds.length === 0 ? Promise.resolve([]) : ctx.db.selectFrom('units').select('id').where('id', 'in', unitIds).execute(),
  ]);
  const parameterSet = new Set(knownParameters.map((p) => p.id));
  const unitSet = new Set(knownUnits.map((u) => u.id));
  const badParameter = input.parameters.findIndex((p) => !parameterSet.has(p.parameterId));
  if (badParameter >= 0) throw AppError.constraint(`parameters.${badParameter}.parameterId`, 'No such parameter', 'lis.mappings.unknownTarget');
  const badUnit = input.units.findIndex((u) => !unitSet.has(u.unitId));
  if (badUnit >= 0) throw AppError.constraint(`units.${badUnit}.unitId`, 'No such unit', 'lis.mappings.unknownTarget');
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('labCodeMappings').where('labId', '=', input.labId).execute();
    const rows = [
      ...input.parameters.map((p) => ({ labId: input.labId, kind: 'parameter' as const, code: p.code, parameterId: p.parameterId, unitId: null })),
      ...input.units.map((u) => ({ labId: input.labId, kind: 'unit' as const, code: u.code, parameterId: null, unitId: u.unitId })),
    ];
    if (rows.length > 0) await trx.insertInto('labCodeMappings').values(rows).execute();
  });
  return getCodeMappings(ctx, input.labId);
}

function assertOrgAdmin(session: Session | null): void {
  if (!session) throw AppError.unauthenticated();
  if (session.roleId !== 'org_admin') throw AppError.forbidden('Only organisation users may do this');
}

/**
 * PUT /config/parameters/{id}/loinc_codes (org admins): the LOINC codes naming a parameter. A code
 * must carry its right check digit (422 `codes.2.code`, lis.codes.invalidLoinc) and may name one
 * parameter only (422 lis.codes.loincTaken). Replaces the parameter's codes.
 */
export async function putLoincCodes(ctx: MappingContext, input: TPutLoincCodesInput): Promise<{ ok: true }> {
  assertOrgAdmin(ctx.session);
  const bad = input.codes.findIndex((c) => !isValidLoinc(c.code));
  if (bad >= 0) throw AppError.constraint(`codes.${bad}.code`, 'Not a LOINC code (digits, a hyphen and the check digit)', 'lis.codes.invalidLoinc', { code: input.codes[bad]?.code ?? '' });
  const duplicate = repeatedAt(input.codes.map((c) => c.code));
  if (duplicate >= 0) throw AppError.constraint(`codes.${duplicate}.code`, 'This code is given twice', 'lis.mappings.duplicateCode', { code: input.codes[duplicate]?.code ?? '' });
  const parameter = await ctx.db.selectFrom('parameters').select('id').where('id', '=', input.id).executeTakeFirst();
  if (!parameter) throw AppError.notFound('Parameter');
  const codes = input.codes.map((c) => c.code);
  if (codes.length > 0) {
    const taken = await ctx.db.selectFrom('parameterLoincCodes').select(['code']).where('code', 'in', codes).where('parameterId', '<>', input.id).executeTakeFirst();
    if (taken) throw AppError.constraint(`codes.${codes.indexOf(taken.code)}.code`, 'This LOINC code names another parameter', 'lis.codes.loincTaken', { code: taken.code });
  }
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('parameterLoincCodes').where('parameterId', '=', input.id).execute();
    if (input.codes.length > 0) await trx.insertInto('parameterLoincCodes').values(input.codes.map((c) => ({ code: c.code, parameterId: input.id, property: c.property }))).execute();
  });
  return { ok: true };
}

/**
 * PUT /config/units/{id}/ucum (org admins): the unit's UCUM code, case-sensitive; checked as UCUM
 * by the NLM's library (ucum-codes.ts: 422 lis.codes.invalidUcum) and unique (422 lis.codes.ucumTaken).
 */
export async function putUcumCode(ctx: MappingContext, input: TPutUcumCodeInput): Promise<{ ok: true }> {
  assertOrgAdmin(ctx.session);
  const code = input.code === null || input.code === '' ? null : input.code;
  if (code !== null && !isUcumCode(code)) throw AppError.constraint('code', 'Not a UCUM code', 'lis.codes.invalidUcum', { code });
  const unit = await ctx.db.selectFrom('units').select('id').where('id', '=', input.id).executeTakeFirst();
  if (!unit) throw AppError.notFound('Unit');
  if (code !== null) {
    const taken = await ctx.db.selectFrom('unitUcumCodes').select('unitId').where('code', '=', code).where('unitId', '<>', input.id).executeTakeFirst();
    if (taken) throw AppError.constraint('code', 'This UCUM code names another unit', 'lis.codes.ucumTaken', { code });
  }
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('unitUcumCodes').where('unitId', '=', input.id).execute();
    if (code !== null) await trx.insertInto('unitUcumCodes').values({ unitId: input.id, code }).execute();
  });
  return { ok: true };
}
