import type { Random } from './prng';
import type { DemoLab } from './data/labs';
import type { DemoParameterKey, DemoSchemeKey } from './data/catalog';
import type { Transaction } from 'kysely';
import type { DB } from '../schema';

export interface SeededLab extends DemoLab {
  id: number;
  currencyId: 'HUF' | 'EUR';
}

export interface SeededUser {
  id: number;
  username: string;
  fullName: string | null;
  labId: number | null;
}

export type SurveyPhase = 'evaluated' | 'pre_evaluated' | 'in_progress' | 'upcoming';

export interface SeededSample {
  id: number;
  ordinal: number;
  /** Target per parameter on this sample. */
  targets: Map<DemoParameterKey, number>;
}

export interface SeededSurvey {
  id: number;
  scheme: DemoSchemeKey;
  roundId: number;
  year: number;
  phase: SurveyPhase;
  startsAt: Date;
  endsAt: Date;
  schemeVersionId: number;
  parameters: DemoParameterKey[];
  samples: SeededSample[];
}

export interface SeededRound {
  id: number;
  year: number;
  ordinal: number;
  name: string;
  startsAt: Date;
  deadline: Date;
}

/** What the seed steps share. */
export interface SeedContext {
  trx: Transaction<DB>;
  now: Date;
  year: number;
  random: Random;
  orgId: number;
  labs: SeededLab[];
  labByQc: Map<string, SeededLab>;
  users: Map<string, SeededUser>;
  unitIds: Map<string, number>;
  parameterIds: Map<DemoParameterKey, number>;
  /** Nominal value ids by dimension id and seed key. */
  valueIds: Map<string, Map<string, number>>;
  rounds: SeededRound[];
  surveys: SeededSurvey[];
}

/** Inserts rows in chunks (PostgreSQL takes at most 65535 parameters per statement). */
export function chunks<T>(rows: readonly T[], size = 500): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

export function required<K, V>(map: ReadonlyMap<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Seed: missing ${String(key)}`);
  return value;
}
