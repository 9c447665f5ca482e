import { sql, type Kysely } from 'kysely';
import type { ReportLabRow } from '@eqa/core';
import type { DB } from '@eqa/db';

/** One lab row as the aggregate query sends it (json_build_array order below). */
type LabRowTuple = [
  surveyId: number,
  labId: number,
  resultGroupId: number | null,
  value: number | null,
  relation: ReportLabRow['relation'],
  zScore: number | null,
  zPrimeScore: number | null,
  deviationPercent: number | null,
  scaledValue: number | null,
  accepted: boolean | null,
  outlier: boolean,
  hidden: boolean,
  nominalValueId: number | null,
  zetaScore: number | null,
  enScore: number | null,
];

/**
 * Every lab's rows of a run and parameter (the shared part of runs stored before the chart series). Aggregated to one JSON array per sample and group in the
 * database: at 2,000 labs that is a few rows the driver parses natively instead of ~12,000 rows of
 * fifteen text columns (less than half the time).
 */
export async function labRows(
  db: Kysely<DB>,
  runId: number,
  surveyIds: readonly number[],
  parameterId: number,
): Promise<ReportLabRow[]> {
  const { rows } = await sql<{ sampleId: number; evaluationGroupId: number | null; points: LabRowTuple[] }>`
    select sample_id, evaluation_group_id,
      json_agg(json_build_array(survey_id, lab_id, result_group_id, value, relation, z_score, z_prime_score,
        deviation_percent, scaled_value, accepted, outlier, hidden, nominal_value_id, zeta_score, en_score)) as points
    from evaluation_lab_results
    where run_id = ${runId} and survey_id in (${sql.join(surveyIds)}) and parameter_id = ${parameterId}
    group by sample_id, evaluation_group_id`.execute(db);
  const out: ReportLabRow[] = [];
  for (const series of rows) {
    for (const p of series.points) {
      out.push({
        surveyId: p[0],
        labId: p[1],
        sampleId: series.sampleId,
        resultGroupId: p[2],
        evaluationGroupId: series.evaluationGroupId,
        value: p[3],
        relation: p[4],
        zScore: p[5],
        zPrimeScore: p[6],
        zetaScore: p[13],
        enScore: p[14],
        deviationPercent: p[7],
        scaledValue: p[8],
        accepted: p[9],
        outlier: p[10],
        hidden: p[11],
        nominalValueId: p[12],
      });
    }
  }
  return out;
}
