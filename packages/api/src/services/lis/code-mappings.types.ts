import { z } from 'zod';
import { ZCodeMappingFields } from '@eqa/core';
import { bodyField, ZId, ZLocalizedOut } from '../shared.types';

export const ZCodeMappingsInput = z.object({ labId: ZId });

/** PUT /labs/{labId}/code_mappings: the lab's whole table, replacing the one before. */
export const ZPutCodeMappingsInput = z.object({
  labId: ZId,
  parameters: bodyField(ZCodeMappingFields.shape.parameters),
  units: bodyField(ZCodeMappingFields.shape.units),
});
export type TPutCodeMappingsInput = z.infer<typeof ZPutCodeMappingsInput>;

/** The lab's mappings, and what they may point at: the catalogue's parameters (with their LOINC codes) and units (with their UCUM codes). */
export const ZCodeMappings = z.object({
  parameters: z.array(z.object({ code: z.string(), parameterId: z.number().int() })),
  units: z.array(z.object({ code: z.string(), unitId: z.number().int() })),
  parameterOptions: z.array(z.object({ id: z.number().int(), name: ZLocalizedOut, qualifier: ZLocalizedOut.nullable(), loinc: z.array(z.string()) })),
  unitOptions: z.array(z.object({ id: z.number().int(), name: ZLocalizedOut, ucum: z.string().nullable() })),
});
export type TCodeMappings = z.infer<typeof ZCodeMappings>;

/** PUT /config/parameters/{id}/loinc_codes (org admins): the LOINC codes that name the parameter, each with its property. */
export const ZPutLoincCodesInput = z.object({
  id: ZId,
  codes: bodyField(z.array(z.object({ code: z.string().trim().max(10), property: z.string().trim().min(1).max(20).nullable() })).max(20)),
});
export type TPutLoincCodesInput = z.infer<typeof ZPutLoincCodesInput>;

/** PUT /config/units/{id}/ucum (org admins): the unit's UCUM code (null: none). */
export const ZPutUcumCodeInput = z.object({
  id: ZId,
  code: bodyField(z.string().trim().max(50).nullable()),
});
export type TPutUcumCodeInput = z.infer<typeof ZPutUcumCodeInput>;

