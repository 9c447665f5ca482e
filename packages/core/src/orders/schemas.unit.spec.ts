import { describe, expect, it } from 'vitest';
import { normaliseProductOrderChange, ZCheckoutInput, ZDocumentTypeInput, ZInvoiceEdit, ZProductOrderChange, type ProductOrderChange } from './schemas';

const change: ProductOrderChange = {
  rounds: [{ roundId: 1, sampleSetQuantity: 2, extraEvaluationQuantity: 1 }],
  variantId: null,
  comment: null,
  optionIds: [],
};

describe('ZProductOrderChange', () => {
  it.each([
    ['a minimal change', change],
    ['with paper and active', { ...change, paper: true, active: false }],
    ['with a variant, options and a comment', { ...change, variantId: 4, optionIds: [1, 2], comment: 'Monday delivery' }],
    ['quantities at the bounds', { ...change, rounds: [{ roundId: 1, sampleSetQuantity: 100, extraEvaluationQuantity: 0 }, { roundId: 2, sampleSetQuantity: 0, extraEvaluationQuantity: 100 }] }],
    ['a 2000-character comment', { ...change, comment: 'x'.repeat(2000) }],
  ])('accepts %s', (_name, input) => {
    expect(ZProductOrderChange.parse(input)).toEqual(input);
  });

  it.each([
    ['a quantity above 100', { ...change, rounds: [{ roundId: 1, sampleSetQuantity: 101, extraEvaluationQuantity: 0 }] }, 'rounds.0.sampleSetQuantity'],
    ['a negative extra evaluation', { ...change, rounds: [{ roundId: 1, sampleSetQuantity: 1, extraEvaluationQuantity: -1 }] }, 'rounds.0.extraEvaluationQuantity'],
    ['a fractional quantity', { ...change, rounds: [{ roundId: 1, sampleSetQuantity: 1.5, extraEvaluationQuantity: 0 }] }, 'rounds.0.sampleSetQuantity'],
    ['a round id 0', { ...change, rounds: [{ roundId: 0, sampleSetQuantity: 1, extraEvaluationQuantity: 0 }] }, 'rounds.0.roundId'],
    ['a missing variantId', { rounds: [], comment: null, optionIds: [] }, 'variantId'],
    ['a 2001-character comment', { ...change, comment: 'x'.repeat(2001) }, 'comment'],
    ['an option id as text', { ...change, optionIds: ['1'] }, 'optionIds.0'],
    ['paper as text', { ...change, paper: 'yes' }, 'paper'],
  ])('refuses %s', (_name, input, path) => {
    const result = ZProductOrderChange.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path.join('.')).toBe(path);
  });

  it('normalises: extra evaluations reset without sample sets, a blank comment is null', () => {
    expect(
      normaliseProductOrderChange({
        ...change,
        comment: '   ',
        rounds: [
          { roundId: 1, sampleSetQuantity: 0, extraEvaluationQuantity: 4 },
          { roundId: 2, sampleSetQuantity: 1, extraEvaluationQuantity: 4 },
        ],
      }),
    ).toEqual({
      ...change,
      comment: null,
      rounds: [
        { roundId: 1, sampleSetQuantity: 0, extraEvaluationQuantity: 0 },
        { roundId: 2, sampleSetQuantity: 1, extraEvaluationQuantity: 4 },
      ],
    });
  });
});

describe('ZCheckoutInput, ZDocumentTypeInput, ZInvoiceEdit', () => {
  it.each([
    [ZCheckoutInput, { validationPassword: 'x' }, true],
    [ZCheckoutInput, { validationPassword: '' }, false],
    [ZCheckoutInput, {}, false],
    [ZCheckoutInput, { validationPassword: 'x'.repeat(201) }, false],
    [ZDocumentTypeInput, { paper: true }, true],
    [ZDocumentTypeInput, { paper: false }, true],
    [ZDocumentTypeInput, { paper: null }, false],
    [ZInvoiceEdit, { paymentDeadline: '2017-06-30', total: 12.5, paid: false }, true],
    [ZInvoiceEdit, { paymentDeadline: '2017-02-29', total: 12.5, paid: false }, false],
    [ZInvoiceEdit, { paymentDeadline: '2017-06-30T00:00:00Z', total: 12.5, paid: false }, false],
    [ZInvoiceEdit, { paymentDeadline: '2017-06-30', total: Number.NaN, paid: false }, false],
    [ZInvoiceEdit, { paymentDeadline: '2017-06-30', total: '12', paid: false }, false],
  ] as const)('%#: %j → %s', (schema, input, success) => {
    expect(schema.safeParse(input).success).toBe(success);
  });

  it("an empty checkout password gives 'requiredField'", () => {
    expect(ZCheckoutInput.safeParse({ validationPassword: '' }).error?.issues[0]?.message).toBe('requiredField');
  });
});
