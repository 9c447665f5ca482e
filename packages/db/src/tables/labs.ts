import type { CreatedAt, Generated } from './columns';

export type SatelliteConnection = 'parent_lab' | 'child_lab';

/** A participating laboratory. `shortName` is the QC code (numeric-looking string, e.g. '1042'). */
export interface LabsTable {
  id: Generated<number>;
  shortName: string;
  name: string;
  city: string;
  address: string;
  zipCode: string;
  countryId: string;
  satelliteConnection: SatelliteConnection | null;
  parentLabId: number | null;
  validationPasswordHash: string | null;
  accessBlocked: Generated<boolean>;
  createdAt: CreatedAt;
}
