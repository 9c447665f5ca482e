/**
 * The evaluation job's work on a large survey (issue 4: 2,000 labs × 20 parameters × 2 samples in
 * under 5 s): a fresh database on the real PostgreSQL, the evaluation scenario
 * (lib/evaluation-scenario.ts), then `runs` evaluations of it in this process, each phase timed
 * (load: batch reads; compute: the pure statistics; write: one transaction replacing the previous
 * run) and the whole `evaluateSurvey` as the job calls it. The first run writes into empty tables,
 * later ones replace the previous run (the delete is part of the write). The machine's load
 * average is printed with the figures: the machine is shared.
 */
import { loadavg } from 'node:os';
import { createTestDatabase } from '../../packages/db/src/testing/test-database';
import { computeEvaluation } from '../../packages/core/src/evaluations/compute-evaluation';
import { evaluateSurvey } from '../../packages/jobs/src/evaluation/evaluate-survey';
import { loadEvaluationInput } from '../../packages/jobs/src/evaluation/load-evaluation-input';
import { createOrg } from '../../packages/jobs/src/evaluation/testing/evaluation-fixture';
import { writeEvaluation } from '../../packages/jobs/src/evaluation/write-evaluation';
import { seedEvaluationScenario } from '../lib/evaluation-scenario';

export async function evaluationBenchmark(options: { labs: number; parameters: number; runs: number }): Promise<void> {
  const database = await createTestDatabase();
  try {
    const { db } = database;
    const orgId = await createOrg(db);
    const seedStart = performance.now();
    const scenario = await seedEvaluationScenario(db, {
      orgId,
      labs: options.labs,
      parameters: options.parameters,
      startsAt: new Date('2026-01-05T00:00:00Z'),
      endsAt: new Date('2026-02-05T00:00:00Z'),
    });
    console.log(`seeded ${scenario.labIds.length} labs, ${scenario.resultValues} result values in ${Math.round(performance.now() - seedStart)} ms`);

    console.log(`\n## evaluation of ${options.labs} labs × ${options.parameters} parameters × ${scenario.sampleIds.length} samples\n`);
    console.log('| run | load ms | compute ms | write ms | phases ms | evaluateSurvey ms | lab results | statistics | load avg (1 min) |');
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (let run = 1; run <= options.runs; run++) {
      const t0 = performance.now();
      const { input, resultsPosition } = await loadEvaluationInput(db, scenario.surveyId);
      const t1 = performance.now();
      const output = computeEvaluation(input);
      const t2 = performance.now();
      await writeEvaluation(db, { surveyId: scenario.surveyId, kind: 'evaluation', jobRunId: null, createdBy: null, startedAt: new Date(), resultsPosition, output });
      const t3 = performance.now();
      const whole = await evaluateSurvey(db, { surveyId: scenario.surveyId, kind: 'evaluation' });
      const ms = (a: number, b: number) => Math.round(b - a);
      console.log(
        `| ${run} | ${ms(t0, t1)} | ${ms(t1, t2)} | ${ms(t2, t3)} | ${ms(t0, t3)} | ${whole.durationMs} | ${whole.labResults} | ${whole.statistics} | ${loadavg()[0]!.toFixed(2)} |`,
      );
    }
  } finally {
    await database.drop();
  }
}
