import { describe, expect, it } from 'vitest';
import { isAppError } from '../errors/app-error';
import { accreditationViolation } from './accreditation-rules';
import { compositeComponentViolation, dimensionSettingsViolation } from './dimension-rules';
import { CONFIG_MESSAGES } from './messages';
import { productViolation, type ProductDraft } from './product-rules';
import { roundYearViolation } from './round-rules';
import { satelliteCandidateViolation } from './satellite-rules';
import { schemeChangeViolation, schemeVersionParameterViolation } from './scheme-version-rules';
import { surveyDateOrderViolation, surveyDeadlineViolation } from './survey-dates';
import { assertNoViolation, type ConfigViolation } from './violation';

const settings = { mediaType: null, unitId: null, multipleValues: false, negativeAllowed: false } as const;
const component = { dimensionId: 'bp', presentComponentIds: ['systolic'] };
const versionParameter = {
  ordinal: 1,
  resultDimensionIds: ['result'],
  contextDimensionIds: ['method'],
  parameterResultDimensionIds: ['result'],
  parameterContextDimensionIds: ['method'],
};
const freeLab = { id: 5, parentLabId: null, satelliteConnection: null, hasChildren: false };
const price = { currencyId: 'HUF', paper: false, variant: null, value: 10, discountValue: 0, extraEvaluationValue: 0 };
const product: ProductDraft = {
  type: 'survey',
  productGroupId: 1,
  shortName: 'GLU',
  name: { en: 'Glucose' },
  localeId: null,
  countries: ['HU'],
  surveyIds: [1],
  roundIds: [],
  variants: [],
  options: [],
  prices: [price],
};

/** Issue 24: every configuration rule answers a message code (an i18n key), never an English sentence. */
describe.each<{ rule: string; violation: ConfigViolation | null; expected: ConfigViolation }>([
  { rule: 'media type on a text dimension', violation: dimensionSettingsViolation({ ...settings, valueType: 'text', mediaType: 'pdf' }), expected: { param: 'mediaType', message: 'config.dimensions.mediaTypeDocumentOnly' } },
  { rule: 'unit on a nominal dimension', violation: dimensionSettingsViolation({ ...settings, valueType: 'nominal', unitId: 3 }), expected: { param: 'unitId', message: 'config.dimensions.unitNumericOnly' } },
  { rule: 'multiple values on a numeric dimension', violation: dimensionSettingsViolation({ ...settings, valueType: 'numeric', multipleValues: true }), expected: { param: 'multipleValues', message: 'config.dimensions.multipleValuesNominalOnly' } },
  { rule: 'negative values on a text dimension', violation: dimensionSettingsViolation({ ...settings, valueType: 'text', negativeAllowed: true }), expected: { param: 'negativeAllowed', message: 'config.dimensions.negativeNumericOnly' } },
  { rule: 'unknown component', violation: compositeComponentViolation({ ...component, component: null }), expected: { param: 'componentDimensionId', message: 'config.dimensions.components.unknown' } },
  { rule: 'a dimension as its own component', violation: compositeComponentViolation({ ...component, component: { id: 'bp', valueType: 'numeric' } }), expected: { param: 'componentDimensionId', message: 'config.dimensions.components.self' } },
  { rule: 'a composite component', violation: compositeComponentViolation({ ...component, component: { id: 'other', valueType: 'composite' } }), expected: { param: 'componentDimensionId', message: 'config.dimensions.components.composite' } },
  { rule: 'a component twice', violation: compositeComponentViolation({ ...component, component: { id: 'systolic', valueType: 'numeric' } }), expected: { param: 'componentDimensionId', message: 'config.dimensions.components.present' } },
  { rule: 'scheme of a version in use', violation: schemeChangeViolation({ currentSchemeId: 1, schemeId: 2, deletable: false }), expected: { param: 'schemeId', message: 'config.schemeVersions.schemeLocked' } },
  { rule: 'a result dimension the parameter lacks', violation: schemeVersionParameterViolation({ ...versionParameter, resultDimensionIds: ['method'] }), expected: { param: 'resultDimensionIds', message: 'config.schemeVersions.parameters.noResultDimension', params: { id: 'method' } } },
  { rule: 'a context dimension the parameter lacks', violation: schemeVersionParameterViolation({ ...versionParameter, contextDimensionIds: ['reagent'] }), expected: { param: 'contextDimensionIds', message: 'config.schemeVersions.parameters.noContextDimension', params: { id: 'reagent' } } },
  { rule: 'a round of a read-only year', violation: roundYearViolation(2015, '2017-06-15T05:00:00Z'), expected: { param: 'year', message: 'config.rounds.readOnly' } },
  { rule: 'a survey ending before it starts', violation: surveyDateOrderViolation('2017-09-01T00:00:00Z', '2017-08-01T00:00:00Z'), expected: { param: 'endsAt', message: 'config.rounds.dates.endBeforeStart' } },
  { rule: 'a deadline after the survey ends', violation: surveyDeadlineViolation('2017-08-02T10:00:00Z', '2017-08-01T21:59:59Z'), expected: { param: 'deadline', message: 'config.rounds.dates.deadlineAfterEnd', params: { endsAt: '2017-08-01' } } },
  { rule: 'an accreditation without dates', violation: accreditationViolation({ paramId: 1, accreditedStartsAt: null, accreditedEndsAt: null }, 'create'), expected: { param: 'accreditedStartsAt', message: 'config.schemes.accreditations.dateRequired' } },
  { rule: 'an accreditation ending before it starts', violation: accreditationViolation({ paramId: 1, accreditedStartsAt: '2019-01-01', accreditedEndsAt: '2018-01-01' }, 'create'), expected: { param: 'accreditedEndsAt', message: 'config.schemes.accreditations.endBeforeStart' } },
  { rule: 'a lab as its own satellite', violation: satelliteCandidateViolation(5, freeLab), expected: { param: 'satelliteIds', message: 'config.labProfile.satellites.self' } },
  { rule: 'a satellite of another lab', violation: satelliteCandidateViolation(1, { ...freeLab, parentLabId: 9, satelliteConnection: 'child_lab' }), expected: { param: 'satelliteIds', message: 'config.labProfile.satellites.alreadySatellite' } },
  { rule: 'a core lab with satellites', violation: satelliteCandidateViolation(1, { ...freeLab, satelliteConnection: 'parent_lab', hasChildren: true }), expected: { param: 'satelliteIds', message: 'config.labProfile.satellites.hasSatellites' } },
  { rule: 'the type of a saved product', violation: productViolation({ ...product, type: 'external_survey', surveyIds: [], roundIds: [1] }, 'survey'), expected: { param: 'type', message: 'config.products.dialog.typeLocked' } },
  { rule: 'surveys of a non-survey product', violation: productViolation({ ...product, type: 'external_survey', roundIds: [3] }), expected: { param: 'surveys', message: 'config.products.dialog.surveysForSurveyOnly' } },
  { rule: 'rounds of a survey product', violation: productViolation({ ...product, roundIds: [3] }), expected: { param: 'rounds', message: 'config.products.dialog.roundsNotForSurvey' } },
  { rule: 'a paper price of a certificate', violation: productViolation({ ...product, type: 'certificate', surveyIds: [], roundIds: [1], localeId: 'en', prices: [{ ...price, paper: true }] }), expected: { param: 'prices.0.paper', message: 'config.products.dialog.paperForSurveyOnly' } },
  { rule: 'a price without a variant', violation: productViolation({ ...product, variants: [{ key: 'a', name: { en: 'Serum' }, ordinal: 1 }] }), expected: { param: 'prices.0.variantId', message: 'config.products.dialog.variantRequired' } },
  { rule: 'a variant price of a product without variants', violation: productViolation({ ...product, prices: [{ ...price, variant: 'a' }] }), expected: { param: 'prices.0.variantId', message: 'config.products.dialog.variantNotAllowed' } },
])('$rule', ({ violation, expected }) => {
  it('answers its message code (and the values its text names)', () => {
    expect(violation).toEqual(expected);
    expect(Object.values(CONFIG_MESSAGES)).toContain(expected.message);
  });

  it('is thrown as a 422 with the code and its params', () => {
    let thrown: unknown = null;
    try {
      assertNoViolation(violation);
    } catch (error) {
      thrown = error;
    }
    expect(isAppError(thrown)).toBe(true);
    expect(thrown).toMatchObject({ code: 'CONSTRAINT', param: expected.param, message: expected.message, params: expected.params });
  });
});

describe('configuration message codes', () => {
  it('are i18n keys, never sentences, each once', () => {
    const codes = Object.values(CONFIG_MESSAGES);
    for (const code of codes) expect(code).toMatch(/^[a-z][A-Za-z0-9]*(\.[a-z][A-Za-z0-9]*)+$/);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
