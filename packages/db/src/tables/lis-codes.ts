import type { Generated } from './columns';

/** A LOINC code naming a parameter, with the LOINC property it measures (MCnc, SCnc, CCnc, NCnc, …; null: not checked). */
export interface ParameterLoincCodesTable {
  code: string;
  parameterId: number;
  property: string | null;
}

/** The UCUM code of a unit (case-sensitive). */
export interface UnitUcumCodesTable {
  unitId: number;
  code: string;
}

export type LabCodeMappingKind = 'parameter' | 'unit';

/** A lab's own code (its LIS's test or unit code) mapped to a parameter or a unit. */
export interface LabCodeMappingsTable {
  id: Generated<number>;
  labId: number;
  kind: LabCodeMappingKind;
  code: string;
  parameterId: number | null;
  unitId: number | null;
}
