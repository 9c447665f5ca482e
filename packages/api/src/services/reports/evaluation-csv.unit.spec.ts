import { describe, expect, it } from 'vitest';
import type { TEvaluationReport, TStatisticsLine } from '@eqa/core';
import { evaluationCsv, NUMERIC_CSV_COLUMNS, toCsv } from './evaluation-csv';

const line = (overrides: Partial<TStatisticsLine>): TStatisticsLine => ({
  sampleId: 1,
  evaluationGroupId: null,
  n: 12,
  nOutliers: 0,
  scored: true,
  min: 4.1,
  max: 5.9,
  median: 5,
  mean: 5.02,
  sd: 0.3,
  cv: 5.976,
  robustMean: 5.01,
  robustSd: 0.31,
  assignedValue: 5.01,
  assignedValueSource: 'consensus',
  sigmaPt: 0.31,
  uncertainty: 0.11,
  scaledMedian: 0.5,
  scaledMean: 0.52,
  biasPercent: 0.4,
  target: 5,
  acceptanceMin: 4.5,
  acceptanceMax: 5.5,
  own: [],
  ...overrides,
});

function report(statistics: TStatisticsLine[]): TEvaluationReport {
  return {
    kind: 'evaluation',
    noData: false,
    run: { id: 1, finishedAt: null },
    survey: { id: 1, schemeShortName: 'GLU', schemeName: null, round: { id: 1, name: '2030/1', year: 2030, ordinal: 1 }, accredited: false, startsAt: null, endsAt: null, preEvaluatedAt: null, evaluatedAt: null },
    parameter: { id: 5, name: { en: 'Glucose' }, qualifier: null, valueType: 'numeric', unit: null, minN: 8 },
    lab: { id: 7, shortName: '1107', name: 'Lab' },
    samples: [{ id: 1, name: 'Sample "A", level 1', description: null, url: null, ordinal: 1, level: 'both', merges: [] }],
    resultGroups: [
      { id: 30, name: null, ordinal: 1, hidden: false },
      { id: 31, name: 'Cobas, line 2', ordinal: 2, hidden: false },
    ],
    evaluationGroups: [
      { id: null, name: null, kind: 'all', member: true },
      { id: 9, name: { en: 'Hexokinase', hu: 'Hexokináz' }, kind: 'method', member: true },
    ],
    statistics,
    histograms: [],
    charts: [],
    youden: [],
    nominal: [],
  };
}

const own = (resultGroupId: number, value: number, relation: '=' | '<' = '=') => ({
  resultGroupId,
  value,
  relation,
  nominalValueId: null,
  zScore: relation === '=' ? 1.5 : null,
  zPrimeScore: null,
  zetaScore: null,
  enScore: null,
  deviationPercent: null,
  scaledValue: null,
  accepted: true,
  outlier: false,
  hidden: false,
});

describe('evaluation CSV', () => {
  it('quotes fields with commas, quotes and line breaks (RFC 4180)', () => {
    expect(toCsv([['a', 'b,c', 'say "hi"', 'x\ny', null, 1.5, false]])).toBe('a,"b,c","say ""hi""","x\ny",,1.5,false\r\n');
  });

  it('writes one row per own result group, localized names, relations kept', () => {
    const csv = evaluationCsv(
      report([line({ own: [own(30, 5.2), own(31, 0.5, '<')] }), line({ evaluationGroupId: 9, own: [] })]),
      'hu',
    );
    const rows = csv.trimEnd().split('\r\n');
    expect(rows[0]).toBe(NUMERIC_CSV_COLUMNS.join(','));
    expect(rows).toHaveLength(4);
    expect(rows[1]).toBe('"Sample ""A"", level 1",Összes résztvevő,1. eredménycsoport,12,5.2,4.1,5.9,5,5.02,0.3,0.5,0.52,5.976,1.5,0.4,5,4.5,5.5,true');
    expect(rows[2]!.startsWith('"Sample ""A"", level 1",Összes résztvevő,"Cobas, line 2",12,<0.5,')).toBe(true);
    expect(rows[3]).toBe('"Sample ""A"", level 1",Hexokináz,,12,,4.1,5.9,5,5.02,0.3,0.5,0.52,5.976,,0.4,5,4.5,5.5,');
  });
});
