import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Reference values of a sample (docs/decisions/evaluation.md "Reference values"): the source and
 * standard uncertainty of sample_targets.reference_value and fixed acceptance limits around it
 * (± absolute or ± %, not both); the run keeps where each assigned value came from and the ζ and Eₙ
 * scores of each result.
 */
const upStatements = [
  `alter table sample_targets
     add column reference_source text
       check (reference_source in ('formulation', 'certified_reference_material', 'reference_laboratory', 'expert_consensus')),
     add column reference_uncertainty numeric check (reference_uncertainty >= 0),
     add column acceptance_absolute numeric check (acceptance_absolute > 0),
     add column acceptance_percent numeric check (acceptance_percent > 0),
     add constraint sample_targets_one_fixed_limit check (acceptance_absolute is null or acceptance_percent is null),
     add constraint sample_targets_limit_needs_reference check ((acceptance_absolute is null and acceptance_percent is null) or reference_value is not null)`,
  `alter table evaluation_statistics add column assigned_value_source text`,
  `alter table evaluation_lab_results add column zeta_score double precision, add column en_score double precision`,
];

const downStatements = [
  'alter table evaluation_lab_results drop column if exists zeta_score, drop column if exists en_score',
  'alter table evaluation_statistics drop column if exists assigned_value_source',
  `alter table sample_targets
     drop constraint if exists sample_targets_limit_needs_reference,
     drop constraint if exists sample_targets_one_fixed_limit,
     drop column if exists acceptance_percent,
     drop column if exists acceptance_absolute,
     drop column if exists reference_uncertainty,
     drop column if exists reference_source`,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped Kysely
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, upStatements);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped Kysely
export async function down(db: Kysely<any>): Promise<void> {
  await runStatements(db, downStatements);
}
