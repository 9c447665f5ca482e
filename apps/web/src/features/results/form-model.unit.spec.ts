import { describe, expect, it } from 'vitest';
import { applySaveToForm, formLookup, resultValues, type FormParameter, type FormValue, type SurveyForm } from './form-model';

function value(dimensionId: string, v: number): FormValue {
  return {
    dimensionId,
    type: 'numeric',
    position: 0,
    value: v,
    relation: '=',
    unitId: 1,
    convertedValue: v,
    valueId: null,
    name: null,
    deprecated: false,
    components: [],
    fileId: null,
    fileName: null,
    mediaType: null,
    size: null,
    downloadPath: null,
  };
}

const dimension = {
  id: 'result',
  name: { en: 'Result' },
  ordinal: 1,
  valueType: 'numeric' as const,
  multipleValues: false,
  mediaType: null,
  negativeAllowed: false,
  unitId: 1,
  unitIds: [1, 2],
  evaluationUnitId: 1,
  lastUnitSelected: null,
  valueCount: 0,
  controlKind: null,
  values: null,
  role: 'result' as const,
  mandatory: false,
  components: [],
};

function parameter(id: number, results: FormParameter['results']): FormParameter {
  return {
    id,
    name: { en: `P${id}` },
    qualifier: null,
    ordinal: id,
    groupId: null,
    accredited: false,
    flagged: false,
    invalid: false,
    dimensions: { result: [dimension], context: [] },
    results,
    sampleResults: [],
    deletion: { offered: true, disabled: false },
    statistics: null,
  };
}

function form(parameters: FormParameter[], hiddenGroup = false): SurveyForm {
  return {
    survey: { streamVersion: 4, statistics: { hasResults: true, resultCount: 1, hasInvalidResults: false, invalidSampleResults: 0 } } as SurveyForm['survey'],
    samples: [
      { id: 11, name: 'S1', description: null, url: null, ordinal: 1 },
      { id: 12, name: 'S2', description: null, url: null, ordinal: 2 },
    ],
    resultGroups: [
      { id: 3, ordinal: 1, name: null, displayName: 'Result group 1', comment: null, hidden: false },
      { id: 4, ordinal: 2, name: 'Second', displayName: 'Second', comment: null, hidden: hiddenGroup },
    ],
    parameterGroups: [],
    ungroupedParameterIds: parameters.map((p) => p.id),
    parameters,
    units: [],
    conversions: [],
    contextFilter: { visible: true, disabled: false },
    openInstructions: false,
    showLatestResultsHint: false,
  };
}

describe('applySaveToForm', () => {
  it('puts the saved values in place, adds new results in order, drops emptied ones and moves the version on', () => {
    const before = form([parameter(7, [{ resultGroupId: 3, sampleId: 11, hidden: false, values: [value('result', 5)] }]), parameter(8, [])]);
    const after = applySaveToForm(before, {
      streamVersion: 6,
      results: [
        { parameterId: 7, resultGroupId: 3, sampleId: 12, values: [value('result', 9)] },
        { parameterId: 7, resultGroupId: 3, sampleId: 11, values: [value('result', 6)] },
      ],
    });
    expect(after.parameters[0]?.results.map((r) => [r.sampleId, r.values[0]?.value])).toEqual([
      [11, 6],
      [12, 9],
    ]);
    expect(after.parameters[1]).toBe(before.parameters[1]);
    expect(after.survey.streamVersion).toBe(6);

    const cleared = applySaveToForm(after, {
      streamVersion: 7,
      results: [
        { parameterId: 7, resultGroupId: 3, sampleId: 11, values: [] },
        { parameterId: 7, resultGroupId: 3, sampleId: 12, values: [] },
      ],
    });
    expect(cleared.parameters[0]?.results).toEqual([]);
    expect(cleared.survey.statistics.hasResults).toBe(false);
  });

  it('marks results of a hidden group hidden and disables the parameter deletion', () => {
    const after = applySaveToForm(form([parameter(7, [])], true), {
      streamVersion: 5,
      results: [{ parameterId: 7, resultGroupId: 4, sampleId: 11, values: [value('result', 1)] }],
    });
    expect(after.parameters[0]?.results[0]?.hidden).toBe(true);
    expect(after.parameters[0]?.deletion).toEqual({ offered: true, disabled: true });
  });
});

describe('formLookup', () => {
  it('finds the dimension and stored values of a place, and nothing for places the form does not have', () => {
    const f = form([parameter(7, [{ resultGroupId: 3, sampleId: 11, hidden: false, values: [value('result', 5)] }])]);
    const lookup = formLookup(f);
    expect(lookup({ parameterId: 7, resultGroupId: 3, sampleId: 11, dimensionId: 'result' })).toEqual({ dimension, values: [value('result', 5)] });
    expect(lookup({ parameterId: 7, resultGroupId: 3, sampleId: 12, dimensionId: 'result' })?.values).toEqual([]);
    expect(lookup({ parameterId: 8, resultGroupId: 3, sampleId: 11, dimensionId: 'result' })).toBeNull();
    expect(lookup({ parameterId: 7, resultGroupId: 99, sampleId: 11, dimensionId: 'result' })).toBeNull();
    expect(lookup({ parameterId: 7, resultGroupId: 3, sampleId: 99, dimensionId: 'result' })).toBeNull();
    expect(lookup({ parameterId: 7, resultGroupId: 3, sampleId: null, dimensionId: 'method' })).toBeNull();
    expect(resultValues(f.parameters[0] as FormParameter, 3, null)).toEqual([]);
  });
});
