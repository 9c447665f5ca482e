import { describe, expect, it } from 'vitest';
import { canonicalJson, certificateBody, certificateChanged, isYearEvaluated, returnedOnTime, type CertificateSurveyFacts } from './certificate-content';
import { classifyZWith, DEFAULT_QUALITY_RULES, ZQualityRules, type QualityRules } from './quality-rules';

const at = (iso: string) => new Date(iso);

function survey(overrides: Partial<CertificateSurveyFacts>): CertificateSurveyFacts {
  return {
    surveyId: 1,
    schemeId: 10,
    schemeShortName: 'GLU',
    schemeName: { en: 'Glucose', hu: 'Glükóz' },
    roundName: '2026/1',
    roundOrdinal: 1,
    deadline: at('2026-03-31T22:00:00Z'),
    returnedAt: at('2026-03-20T10:00:00Z'),
    zScores: [],
    ...overrides,
  };
}

describe('classifyZWith', () => {
  it.each<{ z: number; rules: Pick<QualityRules, 'satisfactoryLimit' | 'actionLimit'>; expected: string }>([
    { z: 0, rules: DEFAULT_QUALITY_RULES, expected: 'satisfactory' },
    { z: -1.99, rules: DEFAULT_QUALITY_RULES, expected: 'satisfactory' },
    { z: 2, rules: DEFAULT_QUALITY_RULES, expected: 'satisfactory' },
    { z: 2.01, rules: DEFAULT_QUALITY_RULES, expected: 'questionable' },
    { z: -2.99, rules: DEFAULT_QUALITY_RULES, expected: 'questionable' },
    { z: 3, rules: DEFAULT_QUALITY_RULES, expected: 'unsatisfactory' },
    { z: -7, rules: DEFAULT_QUALITY_RULES, expected: 'unsatisfactory' },
    { z: 1.6, rules: { satisfactoryLimit: 1.5, actionLimit: 2.5 }, expected: 'questionable' },
    { z: 2.5, rules: { satisfactoryLimit: 1.5, actionLimit: 2.5 }, expected: 'unsatisfactory' },
  ])('|z| $z under $rules → $expected', ({ z, rules, expected }) => {
    expect(classifyZWith(z, rules)).toBe(expected);
  });
});

describe('ZQualityRules', () => {
  it.each([
    { name: 'the defaults', rules: DEFAULT_QUALITY_RULES, ok: true },
    { name: 'action limit not above the satisfactory one', rules: { ...DEFAULT_QUALITY_RULES, actionLimit: 2 }, ok: false },
    { name: 'a share above 1', rules: { ...DEFAULT_QUALITY_RULES, minReturnedShare: 1.2 }, ok: false },
    { name: 'a window of 0 days', rules: { ...DEFAULT_QUALITY_RULES, appealWindowDays: 0 }, ok: false },
  ])('$name → $ok', ({ rules, ok }) => {
    expect(ZQualityRules.safeParse(rules).success).toBe(ok);
  });
});

describe('returnedOnTime', () => {
  it.each([
    { name: 'before the deadline', deadline: at('2026-03-31T22:00:00Z'), returnedAt: at('2026-03-31T21:59:59Z'), expected: true },
    { name: 'at the deadline', deadline: at('2026-03-31T22:00:00Z'), returnedAt: at('2026-03-31T22:00:00Z'), expected: true },
    { name: 'after the deadline', deadline: at('2026-03-31T22:00:00Z'), returnedAt: at('2026-04-01T08:00:00Z'), expected: false },
    { name: 'not returned', deadline: at('2026-03-31T22:00:00Z'), returnedAt: null, expected: false },
    { name: 'no deadline', deadline: null, returnedAt: at('2026-04-01T08:00:00Z'), expected: true },
  ])('$name → $expected', ({ deadline, returnedAt, expected }) => {
    expect(returnedOnTime({ deadline, returnedAt })).toBe(expected);
  });
});

describe('certificateBody', () => {
  it('is null for a lab registered for nothing', () => {
    expect(certificateBody(2026, [], DEFAULT_QUALITY_RULES)).toBeNull();
  });

  it.each<{ name: string; surveys: CertificateSurveyFacts[]; rules?: QualityRules; expected: Record<string, unknown> }>([
    {
      name: 'two rounds on time, all satisfactory',
      surveys: [survey({ surveyId: 1, zScores: [0.5, -1.2] }), survey({ surveyId: 2, roundName: '2026/2', roundOrdinal: 2, zScores: [1.9] })],
      expected: { rounds: ['2026/1', '2026/2'], roundsReturned: 2, roundsOnTime: 2, results: 3, satisfactory: 3, questionable: 0, unsatisfactory: 0, satisfactoryShare: 1, participation: true },
    },
    {
      name: 'one questionable and one unsatisfactory of four',
      surveys: [survey({ zScores: [0.1, 2.5, -3.4, 1] })],
      expected: { results: 4, satisfactory: 2, questionable: 1, unsatisfactory: 1, satisfactoryShare: 0.5, participation: true },
    },
    {
      name: 'a late round under the 80 % minimum',
      surveys: [survey({ surveyId: 1 }), survey({ surveyId: 2, roundName: '2026/2', roundOrdinal: 2, returnedAt: at('2026-04-02T00:00:00Z') })],
      expected: { roundsReturned: 2, roundsOnTime: 1, participation: false, results: 0, satisfactoryShare: null },
    },
    {
      name: 'the same late round under an org minimum of 50 %',
      surveys: [survey({ surveyId: 1 }), survey({ surveyId: 2, roundName: '2026/2', roundOrdinal: 2, returnedAt: at('2026-04-02T00:00:00Z') })],
      rules: { ...DEFAULT_QUALITY_RULES, minReturnedShare: 0.5 },
      expected: { roundsOnTime: 1, participation: true },
    },
    {
      name: 'rounds not returned',
      surveys: [survey({ returnedAt: null }), survey({ surveyId: 2, roundName: '2026/2', roundOrdinal: 2, returnedAt: null })],
      expected: { roundsReturned: 0, roundsOnTime: 0, participation: false },
    },
    {
      name: 'stricter org limits',
      surveys: [survey({ zScores: [1.2, 1.8, 2.4] })],
      rules: { ...DEFAULT_QUALITY_RULES, satisfactoryLimit: 1.5, actionLimit: 2.2 },
      expected: { satisfactory: 1, questionable: 1, unsatisfactory: 1, satisfactoryShare: 0.3333 },
    },
    {
      name: 'rounds in round order whatever the input order',
      surveys: [survey({ surveyId: 5, roundName: '2026/3', roundOrdinal: 3 }), survey({ surveyId: 9, roundName: '2026/1', roundOrdinal: 1 })],
      expected: { rounds: ['2026/1', '2026/3'] },
    },
  ])('$name', ({ surveys, rules, expected }) => {
    const body = certificateBody(2026, surveys, rules ?? DEFAULT_QUALITY_RULES);
    expect(body?.schemes).toHaveLength(1);
    expect(body?.schemes[0]).toMatchObject(expected);
  });

  it('lists schemes by short name with the rules it applied', () => {
    const body = certificateBody(
      2026,
      [survey({ schemeId: 2, schemeShortName: 'HEM' }), survey({ schemeId: 1, schemeShortName: 'CHEM', surveyId: 3 })],
      DEFAULT_QUALITY_RULES,
    );
    expect(body?.schemes.map((scheme) => scheme.shortName)).toEqual(['CHEM', 'HEM']);
    expect(body?.rules).toEqual({ satisfactoryLimit: 2, actionLimit: 3, minReturnedShare: 0.8 });
    expect(body?.year).toBe(2026);
  });
});

describe('certificateChanged', () => {
  const body = certificateBody(2026, [survey({ zScores: [0.5, 2.5] })], DEFAULT_QUALITY_RULES);
  if (!body) throw new Error('no body');
  it.each([
    { name: 'nothing issued yet', issued: null, next: body, expected: true },
    { name: 'the same content', issued: body, next: structuredClone(body), expected: false },
    { name: 'the same content, keys reordered (as jsonb returns it)', issued: JSON.parse(JSON.stringify({ rules: body.rules, schemes: body.schemes, year: body.year })), next: body, expected: false },
    { name: 'a result changed by an appeal', issued: body, next: certificateBody(2026, [survey({ zScores: [0.5, 1.5] })], DEFAULT_QUALITY_RULES) ?? body, expected: true },
  ])('$name → $expected', ({ issued, next, expected }) => {
    expect(certificateChanged(issued, next)).toBe(expected);
  });

  it('writes canonical JSON', () => {
    expect(canonicalJson({ b: 1, a: [{ d: null, c: 'x' }], e: undefined })).toBe('{"a":[{"c":"x","d":null}],"b":1}');
  });
});

describe('isYearEvaluated', () => {
  const now = at('2026-12-01T00:00:00Z');
  it.each([
    { name: 'no surveys', surveys: [], expected: false },
    { name: 'every survey evaluated', surveys: [{ evaluatedAt: at('2026-06-01T00:00:00Z') }, { evaluatedAt: at('2026-11-30T00:00:00Z') }], expected: true },
    { name: 'the last one not yet', surveys: [{ evaluatedAt: at('2026-06-01T00:00:00Z') }, { evaluatedAt: null }], expected: false },
    { name: 'the last one scheduled after now', surveys: [{ evaluatedAt: at('2026-06-01T00:00:00Z') }, { evaluatedAt: at('2026-12-02T00:00:00Z') }], expected: false },
  ])('$name → $expected', ({ surveys, expected }) => {
    expect(isYearEvaluated(surveys, now)).toBe(expected);
  });
});
