import type { Generated, Numeric } from './columns';

/**
 * value in toUnit = value in fromUnit × factor. A row with parameterId applies to that parameter
 * only and beats the general row (parameterId null) for the same pair.
 */
export interface UnitConversionsTable {
  id: Generated<number>;
  fromUnitId: number;
  toUnitId: number;
  factor: Numeric;
  parameterId: number | null;
}
