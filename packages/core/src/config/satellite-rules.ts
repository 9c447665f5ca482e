import type { SatelliteConnectionKind } from './constants';
import { CONFIG_MESSAGES } from './messages';
import type { ConfigViolation } from './violation';

/**
 * Spec 3 §4/§6: a parent lab may add and remove satellites, a child lab (a satellite itself) may
 * not. A lab with no connection yet may add its first satellite and so becomes a parent lab.
 */
export function canManageSatellites(connection: SatelliteConnectionKind | null): boolean {
  return connection !== 'child_lab';
}

export interface SatelliteCandidate {
  id: number;
  parentLabId: number | null;
  satelliteConnection: SatelliteConnectionKind | null;
  /** The candidate has satellites of its own. */
  hasChildren: boolean;
}

/**
 * Whether `candidate` can become a satellite of lab `parentId`: not the lab itself, not linked to a
 * parent already (the add dialog excludes linked labs), not a core lab with satellites of its own.
 */
export function satelliteCandidateViolation(parentId: number, candidate: SatelliteCandidate, param = 'satelliteIds'): ConfigViolation | null {
  if (candidate.id === parentId) return { param, message: CONFIG_MESSAGES.ownSatellite };
  if (candidate.parentLabId !== null) return { param, message: CONFIG_MESSAGES.alreadySatellite };
  if (candidate.hasChildren) return { param, message: CONFIG_MESSAGES.coreLabSatellite };
  return null;
}
