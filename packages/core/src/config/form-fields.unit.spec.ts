import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { newDimensionId, ZCompositeComponentFields, ZNewDimensionFields, ZNominalValueFields, ZNewSurveyFields, ZOptionalIntegerText, ZOrdinalText, ZRoundFields, ZSchemeVersionParameterFields, ZSetDatesFields } from './form-fields';

/** The first issue of a parse: its path and message, or null when the fields pass. */
function firstIssue(schema: z.ZodType, fields: unknown): [string, string] | null {
  const result = schema.safeParse(fields);
  if (result.success) return null;
  const issue = result.error.issues[0];
  return issue ? [issue.path.join('.'), issue.message] : null;
}

const SETTINGS = { valueType: 'numeric', unitId: null, unitIds: [], mediaType: null, multipleValues: false, negativeAllowed: false } as const;
const PARAMETER = { ordinal: 1, groupId: null, resultDimensionIds: ['result'], contextDimensionIds: [], hidden: false, sigmaPtPercent: null, acceptancePercent: null, acceptanceAbsolute: null, minParticipants: null };
const DATES = { onlyEvaluationDates: false, surveyIds: [1], startsAt: '', endsAt: '', expectedEvaluationAt: '', evaluatedAt: '' };

describe('the forms’ field schemas (the services’ rules, as the web’s forms check them)', () => {
  it.each([
    ['a survey with both chosen', ZNewSurveyFields, { schemeVersionId: 3, roundId: 4 }, null],
    ['a survey without a round', ZNewSurveyFields, { schemeVersionId: 3, roundId: null }, ['roundId', 'requiredField']],
    ['a round', ZRoundFields, { year: 2017, ordinal: 6, name: '', deadline: '' }, null],
    ['a round numbered 0', ZRoundFields, { year: 2017, ordinal: 0, name: '', deadline: '' }, ['ordinal', 'config.common.invalidInteger']],
    ['a round with a word for a year', ZRoundFields, { year: Number.NaN, ordinal: 6, name: '', deadline: '' }, ['year', 'config.common.invalidInteger']],
    ['dates for no survey', ZSetDatesFields, { ...DATES, surveyIds: [] }, ['surveyIds', 'config.rounds.dates.noSelection']],
    ['a new dimension named in Hungarian only', ZNewDimensionFields, { name: { hu: 'Módszer neve' }, id: null, ordinal: null, settings: SETTINGS }, null],
    ['a new dimension without a name', ZNewDimensionFields, { name: {}, id: null, ordinal: 1, settings: SETTINGS }, ['name', 'requiredField']],
    ['a new dimension with a bad id', ZNewDimensionFields, { name: { en: 'Method' }, id: 'Method!', ordinal: 1, settings: SETTINGS }, ['id', 'config.dimensions.invalidId']],
    ['a new dimension without a type', ZNewDimensionFields, { name: { en: 'Method' }, id: null, ordinal: 1, settings: { ...SETTINGS, valueType: '' } }, ['settings.valueType', 'requiredField']],
    ['a parameter’s settings', ZSchemeVersionParameterFields, PARAMETER, null],
    ['a negative σpt', ZSchemeVersionParameterFields, { ...PARAMETER, sigmaPtPercent: -1 }, ['sigmaPtPercent', 'config.common.invalidNumber']],
    ['a word for a limit', ZSchemeVersionParameterFields, { ...PARAMETER, acceptanceAbsolute: Number.NaN }, ['acceptanceAbsolute', 'config.common.invalidNumber']],
    ['a fraction of a participant', ZSchemeVersionParameterFields, { ...PARAMETER, minParticipants: 2.5 }, ['minParticipants', 'config.common.invalidNumber']],
    ['a nominal value named in Hungarian only', ZNominalValueFields, { value: { hu: 'Enzimatikus' }, ordinal: 2, deprecated: false }, null],
    ['a nominal value without a text', ZNominalValueFields, { value: { en: ' ' }, ordinal: 2, deprecated: false }, ['value', 'requiredField']],
    ['a blank ordinal of a nominal value', ZNominalValueFields, { value: { en: 'A' }, ordinal: Number.NaN, deprecated: false }, ['ordinal', 'config.common.invalidInteger']],
    ['a component', ZCompositeComponentFields, { componentDimensionId: 'systolic', ordinal: 1 }, null],
    ['a component not chosen', ZCompositeComponentFields, { componentDimensionId: null, ordinal: 1 }, ['componentDimensionId', 'requiredField']],
    ['a blank optional whole number', ZOptionalIntegerText, '  ', null],
    ['a typed whole number', ZOptionalIntegerText, '12', null],
    ['a word for an optional whole number', ZOptionalIntegerText, '12a', ['', 'config.common.invalidInteger']],
    ['a typed ordinal', ZOrdinalText, ' 12 ', null],
    ['a blank ordinal', ZOrdinalText, ' ', ['', 'requiredField']],
    ['a fraction for an ordinal', ZOrdinalText, '1.5', ['', 'config.common.invalidInteger']],
    ['an ordinal with a leading zero', ZOrdinalText, '01', ['', 'config.common.invalidInteger']],
  ] as const)('%s', (_name, schema, fields, issue) => {
    expect(firstIssue(schema, fields)).toEqual(issue);
  });

  it('derives a new dimension’s id from its name until one is typed', () => {
    expect(newDimensionId({ name: { hu: 'Módszer neve' }, id: null })).toBe('modszer_neve');
    expect(newDimensionId({ name: { en: 'Method' }, id: 'own_id' })).toBe('own_id');
  });
});
