import { protectedProcedure } from '../../trpc';
import { getCodeMappings, putCodeMappings, putLoincCodes, putUcumCode } from '../../services/lis/code-mappings';
import { ZCodeMappings, ZCodeMappingsInput, ZPutCodeMappingsInput, ZPutLoincCodesInput, ZPutUcumCodeInput } from '../../services/lis/code-mappings.types';
import { ZOk } from '../../services/shared.types';

export const codeMappings = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/labs/{labId}/code_mappings',
      protect: true,
      tags: ['labs'],
      summary: "Get the lab's code mappings",
      description: "The lab's own test codes (→ parameters) and unit codes (→ units) its information system sends, with the catalogue's parameters (and their LOINC codes) and units (and their UCUM codes) they may point at. Read access to the lab.",
    },
  })
  .input(ZCodeMappingsInput)
  .output(ZCodeMappings)
  .query(({ ctx, input }) => getCodeMappings(ctx, input.labId));

export const saveCodeMappings = protectedProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/labs/{labId}/code_mappings',
      protect: true,
      tags: ['labs'],
      summary: "Replace the lab's code mappings",
      description:
        "Replaces the lab's table of own codes: `parameters: [{code, parameterId}]`, `units: [{code, unitId}]`. Imports resolve a row's labCode (CSV) or a non-LOINC coding (FHIR) through it, and a unit through it when the unit is no UCUM code of the catalogue. A code twice in a list is 422 (lis.mappings.duplicateCode, param `parameters.3.code`); an unknown parameter or unit 422 (lis.mappings.unknownTarget). Write access to the lab.",
    },
  })
  .input(ZPutCodeMappingsInput)
  .output(ZCodeMappings)
  .mutation(({ ctx, input }) => putCodeMappings(ctx, input));

export const saveLoincCodes = protectedProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/config/parameters/{id}/loinc_codes',
      protect: true,
      tags: ['config'],
      summary: "Set a parameter's LOINC codes",
      description:
        'Org admins. The LOINC codes naming the parameter, each with the LOINC property it measures (MCnc mass, SCnc substance, CCnc catalytic activity, NCnc number concentration, VFr volume fraction, Time; null: not checked), so an imported value with a unit of another kind is refused. A code needs its check digit (422 lis.codes.invalidLoinc) and names one parameter only (422 lis.codes.loincTaken).',
    },
  })
  .input(ZPutLoincCodesInput)
  .output(ZOk)
  .mutation(({ ctx, input }) => putLoincCodes(ctx, input));

export const saveUcumCode = protectedProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/config/units/{id}/ucum',
      protect: true,
      tags: ['config'],
      summary: "Set a unit's UCUM code",
      description: 'Org admins. The unit’s UCUM code (case-sensitive, e.g. mmol/L, 10*9/L; null removes it), checked as UCUM (422 lis.codes.invalidUcum) and unique (422 lis.codes.ucumTaken).',
    },
  })
  .input(ZPutUcumCodeInput)
  .output(ZOk)
  .mutation(({ ctx, input }) => putUcumCode(ctx, input));
