import { describe, expect, it } from 'vitest';
import { draftEntries, draftFromStored, draftMeaning, isEmptyDraft, localNumberText, storedMeaning, type StoredValue } from './draft-model';

const numeric = { id: 'result', valueType: 'numeric' as const };
const nominal = { id: 'method', valueType: 'nominal' as const };
const text = { id: 'comment', valueType: 'text' as const };
const dateTime = { id: 'measured_at', valueType: 'date_time' as const };
const document = { id: 'report', valueType: 'document' as const };
const composite = {
  id: 'titre',
  valueType: 'composite' as const,
  components: [
    { id: 'dilution', valueType: 'numeric' as const },
    { id: 'reading', valueType: 'nominal' as const },
  ],
};

function stored(partial: Partial<StoredValue> & Pick<StoredValue, 'dimensionId' | 'type'>): StoredValue {
  return {
    value: null,
    relation: null,
    unitId: null,
    valueId: null,
    name: null,
    components: [],
    fileId: null,
    fileName: null,
    mediaType: null,
    size: null,
    ...partial,
  };
}

describe('draftEntries', () => {
  it('sends a numeric value with its relation and unit, comma turned into a dot', () => {
    expect(draftEntries(numeric, { kind: 'numeric', text: '<5,6', unitId: 3 })).toEqual({
      state: 'ready',
      entries: [{ dimensionId: 'result', type: 'numeric', value: '5.6', relation: '<', unitId: 3 }],
    });
    expect(draftEntries(numeric, { kind: 'numeric', text: '=>1,5e-3', unitId: null })).toEqual({
      state: 'ready',
      entries: [{ dimensionId: 'result', type: 'numeric', value: '1.5e-3', relation: '>=' }],
    });
  });

  it('holds an incomplete or impossible number with value.invalidNumber', () => {
    expect(draftEntries(numeric, { kind: 'numeric', text: '<', unitId: 1 })).toEqual({ state: 'held', error: 'value.invalidNumber' });
    expect(draftEntries(numeric, { kind: 'numeric', text: '1,', unitId: 1 })).toEqual({ state: 'held', error: 'value.invalidNumber' });
    expect(draftEntries(numeric, { kind: 'numeric', text: 'abc', unitId: 1 })).toEqual({ state: 'held', error: 'value.invalidNumber' });
  });

  it.each([
    { text: '-1', negativeAllowed: false, state: 'held' },
    { text: '<-0,5', negativeAllowed: false, state: 'held' },
    { text: '0', negativeAllowed: false, state: 'ready' },
    { text: '-1', negativeAllowed: true, state: 'ready' },
  ])('a negative number ($text, allowed $negativeAllowed) is $state', ({ text, negativeAllowed, state }) => {
    const check = draftEntries({ ...numeric, negativeAllowed }, { kind: 'numeric', text, unitId: null });
    expect(check.state).toBe(state);
    if (check.state === 'held') expect(check.error).toBe('value.negativeNotAllowed');
  });

  it('clears a dimension with one empty entry', () => {
    const clear = { state: 'ready', entries: [{ dimensionId: 'result', type: 'numeric' }] };
    expect(draftEntries(numeric, { kind: 'numeric', text: '  ', unitId: 2 })).toEqual(clear);
    expect(draftEntries(nominal, { kind: 'nominal', valueIds: [], names: {} })).toEqual({ state: 'ready', entries: [{ dimensionId: 'method', type: 'nominal' }] });
    expect(draftEntries(document, { kind: 'document', file: null })).toEqual({ state: 'ready', entries: [{ dimensionId: 'report', type: 'document' }] });
  });

  it('sends one entry per chosen nominal value', () => {
    expect(draftEntries(nominal, { kind: 'nominal', valueIds: [4, 9], names: {} })).toEqual({
      state: 'ready',
      entries: [
        { dimensionId: 'method', type: 'nominal', valueId: 4 },
        { dimensionId: 'method', type: 'nominal', valueId: 9 },
      ],
    });
  });

  it('trims text, checks dates and sends uploaded files by id', () => {
    expect(draftEntries(text, { kind: 'text', text: '  lipaemic  ' })).toEqual({
      state: 'ready',
      entries: [{ dimensionId: 'comment', type: 'text', value: 'lipaemic' }],
    });
    expect(draftEntries(text, { kind: 'text', text: 'x'.repeat(2001) })).toEqual({ state: 'held', error: 'value.textTooLong' });
    expect(draftEntries(dateTime, { kind: 'date_time', text: '2026-11-20 14:05' })).toEqual({
      state: 'ready',
      entries: [{ dimensionId: 'measured_at', type: 'date_time', value: '2026-11-20T14:05' }],
    });
    expect(draftEntries(dateTime, { kind: 'date_time', text: '2026-02-30' })).toEqual({ state: 'held', error: 'value.invalidDateTime' });
    expect(
      draftEntries(document, { kind: 'document', file: { id: 12, name: 'report.pdf', mediaType: 'application/pdf', size: 10 } }),
    ).toEqual({ state: 'ready', entries: [{ dimensionId: 'report', type: 'document', fileId: 12 }] });
  });

  it('sends the filled components of a composite value, or clears it', () => {
    expect(
      draftEntries(composite, {
        kind: 'composite',
        components: { dilution: { kind: 'numeric', text: '1,25', unitId: null }, reading: { kind: 'nominal', valueIds: [], names: {} } },
      }),
    ).toEqual({
      state: 'ready',
      entries: [
        {
          dimensionId: 'titre',
          type: 'composite',
          components: [{ dimensionId: 'dilution', type: 'numeric', value: '1.25', relation: '=', unitId: null, valueId: null, fileId: null }],
        },
      ],
    });
    expect(
      draftEntries(composite, { kind: 'composite', components: { dilution: { kind: 'numeric', text: '', unitId: null } } }),
    ).toEqual({ state: 'ready', entries: [{ dimensionId: 'titre', type: 'composite' }] });
    expect(
      draftEntries(composite, { kind: 'composite', components: { dilution: { kind: 'numeric', text: '1e', unitId: null } } }),
    ).toEqual({ state: 'held', error: 'value.invalidNumber' });
  });
});

describe('isEmptyDraft', () => {
  it('is true only for a draft that holds no value', () => {
    expect(isEmptyDraft(numeric, { kind: 'numeric', text: ' ', unitId: 2 })).toBe(true);
    expect(isEmptyDraft(numeric, { kind: 'numeric', text: '5', unitId: 2 })).toBe(false);
    // still being typed: not empty, and not sent either
    expect(isEmptyDraft(numeric, { kind: 'numeric', text: '<', unitId: 2 })).toBe(false);
    expect(isEmptyDraft(nominal, { kind: 'nominal', valueIds: [], names: {} })).toBe(true);
    expect(isEmptyDraft(nominal, { kind: 'nominal', valueIds: [4], names: {} })).toBe(false);
    expect(isEmptyDraft(text, { kind: 'text', text: '  ' })).toBe(true);
    expect(isEmptyDraft(document, { kind: 'document', file: null })).toBe(true);
    expect(isEmptyDraft(composite, { kind: 'composite', components: { dilution: { kind: 'numeric', text: '', unitId: null } } })).toBe(true);
    expect(isEmptyDraft(composite, { kind: 'composite', components: { dilution: { kind: 'numeric', text: '2', unitId: null } } })).toBe(false);
  });
});

describe('draftFromStored', () => {
  it('shows a stored number with its relation, in the locale’s decimal separator', () => {
    const values = [stored({ dimensionId: 'result', type: 'numeric', value: 5.6, relation: '<', unitId: 3 })];
    expect(draftFromStored(numeric, values, 'en')).toEqual({ kind: 'numeric', text: '<5.6', unitId: 3 });
    expect(draftFromStored(numeric, values, 'hu')).toEqual({ kind: 'numeric', text: '<5,6', unitId: 3 });
    expect(draftFromStored(numeric, [stored({ dimensionId: 'result', type: 'numeric', value: 7, relation: '=' })], 'en')).toEqual({
      kind: 'numeric',
      text: '7',
      unitId: null,
    });
  });

  it('reads nominal choices with their names, documents and composites', () => {
    expect(
      draftFromStored(nominal, [stored({ dimensionId: 'method', type: 'nominal', valueId: 8, name: { en: 'Hexokinase', hu: 'Hexokináz' } })], 'en'),
    ).toEqual({ kind: 'nominal', valueIds: [8], names: { '8': { en: 'Hexokinase', hu: 'Hexokináz' } } });
    expect(
      draftFromStored(document, [stored({ dimensionId: 'report', type: 'document', fileId: 3, fileName: 'a.pdf', mediaType: 'application/pdf', size: 99 })], 'en'),
    ).toEqual({ kind: 'document', file: { id: 3, name: 'a.pdf', mediaType: 'application/pdf', size: 99 } });
    expect(
      draftFromStored(
        composite,
        [
          stored({
            dimensionId: 'titre',
            type: 'composite',
            components: [{ dimensionId: 'dilution', value: 64, valueId: null, unitId: null, name: null }],
          }),
        ],
        'en',
      ),
    ).toEqual({
      kind: 'composite',
      components: { dilution: { kind: 'numeric', text: '64', unitId: null }, reading: { kind: 'nominal', valueIds: [], names: {} } },
    });
  });

  it.each([
    { locale: 'en', shown: '14/06/2017 09:30' },
    { locale: 'hu', shown: '2017. 06. 14. 09:30' },
  ])('shows a stored date-time in the form of $locale ($shown); any accepted form means the same value', ({ locale, shown }) => {
    const value = [stored({ dimensionId: 'measured_at', type: 'date_time', value: '2017-06-14T09:30' })];
    expect(draftFromStored(dateTime, value, locale)).toEqual({ kind: 'date_time', text: shown });
    for (const typed of [shown, '2017-06-14 09:30', '14/06/2017, 09:30', '2017.6.14 9:30']) {
      expect(draftMeaning(dateTime, { kind: 'date_time', text: typed })).toBe(storedMeaning(dateTime, value));
    }
  });

  it('shows nothing for a dimension without values', () => {
    expect(draftFromStored(text, [stored({ dimensionId: 'other', type: 'text', value: 'x' })], 'en')).toEqual({ kind: 'text', text: '' });
  });
});

describe('draftMeaning', () => {
  it('is the same for different spellings of one value and differs otherwise', () => {
    const a = draftMeaning(numeric, { kind: 'numeric', text: '<5,60', unitId: 1 });
    expect(a).toBe(draftMeaning(numeric, { kind: 'numeric', text: ' < 5.6', unitId: 1 }));
    expect(a).not.toBe(draftMeaning(numeric, { kind: 'numeric', text: '<5.6', unitId: 2 }));
    expect(a).not.toBe(draftMeaning(numeric, { kind: 'numeric', text: '5.6', unitId: 1 }));
    expect(draftMeaning(numeric, { kind: 'numeric', text: '5,', unitId: 1 })).toBeNull();
  });

  it('equals the stored meaning once the server holds the value', () => {
    const values = [stored({ dimensionId: 'result', type: 'numeric', value: 5.6, relation: '<', unitId: 1 })];
    expect(storedMeaning(numeric, values)).toBe(draftMeaning(numeric, { kind: 'numeric', text: '<5,6', unitId: 1 }));
    expect(storedMeaning(numeric, [])).toBe(draftMeaning(numeric, { kind: 'numeric', text: '', unitId: 4 }));
  });
});

describe('localNumberText', () => {
  it('uses a decimal comma in Hungarian only', () => {
    expect(localNumberText('<5.6', 'hu')).toBe('<5,6');
    expect(localNumberText('<5.6', 'en')).toBe('<5.6');
  });
});
