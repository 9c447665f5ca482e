import { z } from 'zod';
import {
  ZChartSeries,
  ZHistogram,
  ZLocalizedOut,
  ZNominalStatistics,
  ZOwnMark,
  ZRelation,
  ZReportKind,
  ZReportLab,
  ZReportParameter,
  ZReportResultGroup,
  ZReportRun,
  ZReportSample,
  ZReportSurvey,
  ZStatisticsLine,
  ZYoudenPlot,
} from './report.types';

/**
 * The evaluation report in the two parts the web loads (docs/decisions/report-shared-part.md);
 * core labReport(shared, own) makes the report of ZEvaluationReport from them, the same for the
 * web as for the API's full report. Plain JSON, no Maps.
 */

/**
 * The part every lab of the survey shares, of one run, parameter and sample order
 * (GET …/reports/evaluation/shared): statistics lines, automatic histograms, chart series, Youden
 * plots, nominal counts. Other labs are anonymous: no lab, no result group, only values sorted.
 */
export const ZSharedReport = z.object({
  /** Names this build of the part (its ETag's tag): the own part names the one it belongs to. */
  version: z.string(),
  /** Nobody reported the parameter (or there is no run). */
  noData: z.boolean(),
  /** Target (else assigned value) of each sample's all-labs line, for the sample levels. */
  sampleLevelValues: z.array(z.object({ sampleId: z.number().int(), value: z.number().nullable() })),
  /** Evaluation group ids of the statistics, in table order (null: all labs). */
  groupIds: z.array(z.number().int().nullable()),
  statistics: z.array(ZStatisticsLine.omit({ own: true })),
  /** Automatic-range histograms (statistics order). */
  histograms: z.array(ZHistogram),
  /** One series per statistics line (numeric parameters). */
  charts: z.array(ZChartSeries.omit({ own: true })),
  youden: z.array(ZYoudenPlot.omit({ own: true })),
  nominal: z.array(
    ZNominalStatistics.omit({ own: true, counts: true }).extend({
      counts: z.array(z.object({ valueId: z.number().int(), count: z.number().int(), fraction: z.number(), accepted: z.boolean() })),
    }),
  ),
});
export type TSharedReport = z.infer<typeof ZSharedReport>;

/** A row of evaluation_lab_results as the report reads it. */
export const ZReportLabRow = z.object({
  surveyId: z.number().int(),
  labId: z.number().int(),
  sampleId: z.number().int(),
  resultGroupId: z.number().int().nullable(),
  evaluationGroupId: z.number().int().nullable(),
  value: z.number().nullable(),
  nominalValueId: z.number().int().nullable(),
  relation: ZRelation.nullable(),
  zScore: z.number().nullable(),
  zPrimeScore: z.number().nullable(),
  zetaScore: z.number().nullable(),
  enScore: z.number().nullable(),
  deviationPercent: z.number().nullable(),
  scaledValue: z.number().nullable(),
  accepted: z.boolean().nullable(),
  outlier: z.boolean(),
  hidden: z.boolean(),
});
export type ReportLabRow = z.infer<typeof ZReportLabRow>;

/** An evaluation group of the run's statistics (names may be edited after the run: read per request). */
export const ZReportGroupInfo = z.object({
  id: z.number().int(),
  name: ZLocalizedOut,
  kind: z.enum(['all', 'method', 'instrument', 'reagent', 'custom']),
  ordinal: z.number().int(),
});
export type ReportGroupInfo = z.infer<typeof ZReportGroupInfo>;

/** What a lab's report adds to the shared part: the survey, lab and parameter, and the lab's own rows. */
export const ZLabReportData = z.object({
  kind: ZReportKind,
  run: ZReportRun.nullable(),
  survey: ZReportSurvey,
  parameter: ZReportParameter,
  lab: ZReportLab,
  labId: z.number().int(),
  surveyId: z.number().int(),
  samples: z.array(ZReportSample.omit({ level: true })),
  resultGroups: z.array(ZReportResultGroup),
  /** Evaluation groups of the statistics, and the name of the survey's 'all' group. */
  groups: z.array(ZReportGroupInfo),
  allGroupName: ZLocalizedOut.nullable(),
  /** The lab's own rows in the run (its rows of this survey; other rows are ignored). */
  rows: z.array(ZReportLabRow),
  /** Nominal parameters: the names of the values the shared counts name. */
  valueNames: z.array(z.object({ id: z.number().int(), name: ZLocalizedOut })),
});
export type LabReportData = z.infer<typeof ZLabReportData>;

/**
 * The lab's own part (reports.evaluationOwn / …/reports/evaluation/own): the lab's data, the
 * version of the shared part it belongs to, and where the lab's own results are in that part's
 * series and Youden plots (the shared part names no participant, so the server marks them).
 */
export const ZOwnReport = ZLabReportData.extend({
  sharedVersion: z.string(),
  /** Per chart series and per Youden plot of the shared part (same order): the own points. */
  marks: z.object({ charts: z.array(z.array(ZOwnMark)), youden: z.array(z.array(ZOwnMark)) }),
});
export type TOwnReport = z.infer<typeof ZOwnReport>;
