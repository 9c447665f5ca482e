import { describe, expect, it } from 'vitest';
import {
  draftChange,
  draftFromOrder,
  evaluateDraft,
  isDraftChanged,
  parseQuantity,
  setCertificateRounds,
  violationAt,
  type DraftProduct,
} from './product-order-draft';

const price = (over: Partial<DraftProduct['prices'][number]> = {}) => ({
  currencyId: 'HUF',
  paper: false,
  variantId: null,
  value: 10000,
  discountValue: 9000,
  extraEvaluationValue: 2500,
  minRounds: null,
  ...over,
});

const survey: DraftProduct = {
  type: 'survey',
  minRounds: 2,
  extraEvaluationAvailable: true,
  rounds: [
    { id: 11, editable: false },
    { id: 12, editable: true },
    { id: 13, editable: true },
  ],
  variants: [],
  prices: [price()],
};

describe('the product order draft', () => {
  it('starts from the saved order, or an empty one with the year’s paper choice', () => {
    const saved = { active: true, paper: false, variantId: null, comment: 'note', optionIds: [3, 1], rounds: [{ roundId: 12, sampleSetQuantity: 2, extraEvaluationQuantity: 1 }] };
    const draft = draftFromOrder(survey, saved, true);
    expect(draft.rounds).toEqual({ 11: { sampleSets: '0', extra: '0' }, 12: { sampleSets: '2', extra: '1' }, 13: { sampleSets: '0', extra: '0' } });
    expect(draft).toMatchObject({ comment: 'note', optionIds: [1, 3], paper: false });
    expect(draftFromOrder(survey, null, true).paper).toBe(true);
    expect(draftFromOrder({ ...survey, type: 'certificate' }, null, true).paper).toBe(false);
    expect(draftFromOrder({ ...survey, variants: [{ id: 5 }] }, null, null).variantId).toBe(5);
  });

  it('parses quantities 0..100 (blank is 0)', () => {
    expect(parseQuantity('')).toBe(0);
    expect(parseQuantity(' 7 ')).toBe(7);
    expect(parseQuantity('100')).toBe(100);
    expect(parseQuantity('101')).toBeNull();
    expect(parseQuantity('1.5')).toBeNull();
    expect(parseQuantity('-1')).toBeNull();
  });

  it('prices live with core rules: discount only when every round is ordered, +10 % paper on sample sets only', () => {
    const draft = draftFromOrder(survey, null, false);
    draft.rounds[12] = { sampleSets: '1', extra: '1' };
    draft.rounds[13] = { sampleSets: '1', extra: '0' };
    const online = evaluateDraft(survey, draft, 'HUF');
    expect(online.pricing.total).toBe(2 * 1_000_000 + 250_000);
    expect(online.violation).toBeNull();
    draft.rounds[11] = { sampleSets: '1', extra: '0' };
    expect(evaluateDraft(survey, draft, 'HUF').pricing.total).toBe(3 * 900_000 + 250_000);
    const paper = evaluateDraft(survey, { ...draft, paper: true }, 'HUF');
    expect(paper.pricing.total).toBe(3 * 990_000 + 250_000);
  });

  it('resets extra evaluations where no sample set is ordered', () => {
    const draft = draftFromOrder(survey, null, false);
    draft.rounds[12] = { sampleSets: '0', extra: '3' };
    expect(evaluateDraft(survey, draft, 'HUF').quantities[1]).toEqual({ roundId: 12, sampleSetQuantity: 0, extraEvaluationQuantity: 0 });
  });

  it('names broken quantities, minimum rounds, missing variants and prices at their params', () => {
    const draft = draftFromOrder(survey, null, false);
    draft.rounds[12] = { sampleSets: '1', extra: 'x' };
    const evaluation = evaluateDraft(survey, draft, 'HUF');
    expect(evaluation.quantityErrors).toEqual([{ param: 'rounds.1.extraEvaluationQuantity', message: 'orders.quantityRange' }]);
    expect(evaluation.violation).toEqual({ param: 'rounds', message: 'orders.minimumRounds', values: { minRounds: 2, rounds: 1 } });
    expect(evaluateDraft({ ...survey, variants: [{ id: 5 }, { id: 6 }] }, draftFromOrder({ ...survey, variants: [{ id: 5 }, { id: 6 }] }, null, false), 'HUF').violation).toMatchObject({
      param: 'variantId',
      message: 'orders.variantRequired',
    });
    expect(evaluateDraft(survey, draft, 'EUR').violation).toMatchObject({ message: 'orders.noPriceForCurrency' });
  });

  it('sends every round in the product’s order, the comment trimmed to null, paper for survey-like products', () => {
    const draft = { ...draftFromOrder(survey, null, false), comment: '   ' };
    draft.rounds[12] = { sampleSets: '2', extra: '0' };
    draft.rounds[13] = { sampleSets: '1', extra: '0' };
    const change = draftChange(survey, draft, evaluateDraft(survey, draft, 'HUF'));
    expect(change).toEqual({
      rounds: [
        { roundId: 11, sampleSetQuantity: 0, extraEvaluationQuantity: 0 },
        { roundId: 12, sampleSetQuantity: 2, extraEvaluationQuantity: 0 },
        { roundId: 13, sampleSetQuantity: 1, extraEvaluationQuantity: 0 },
      ],
      variantId: null,
      comment: null,
      optionIds: [],
      paper: false,
      active: true,
    });
    const certificate = { ...survey, type: 'certificate' as const };
    expect(draftChange(certificate, draft, evaluateDraft(certificate, draft, 'HUF'))).not.toHaveProperty('paper');
  });

  it('is changed only when what it stands for differs (typed "01" equals 1)', () => {
    const initial = draftFromOrder(survey, null, false);
    expect(isDraftChanged(initial, { ...initial, rounds: { ...initial.rounds, 12: { sampleSets: '00', extra: '0' } } })).toBe(false);
    expect(isDraftChanged(initial, { ...initial, rounds: { ...initial.rounds, 12: { sampleSets: '1', extra: '0' } } })).toBe(true);
    expect(isDraftChanged(initial, { ...initial, comment: '  ' })).toBe(false);
    expect(isDraftChanged(initial, { ...initial, paper: true })).toBe(true);
  });

  it('fills and clears the open certificate rounds only', () => {
    const initial = draftFromOrder(survey, { active: true, paper: false, variantId: null, comment: null, optionIds: [], rounds: [{ roundId: 11, sampleSetQuantity: 1, extraEvaluationQuantity: 0 }] }, null);
    const filled = setCertificateRounds(survey, initial, true);
    expect(Object.values(filled.rounds).map((r) => r.sampleSets)).toEqual(['1', '1', '1']);
    const cleared = setCertificateRounds(survey, filled, false);
    expect(Object.values(cleared.rounds).map((r) => r.sampleSets)).toEqual(['1', '0', '0']);
  });

  it('matches a violation to its field or a field below it', () => {
    expect(violationAt({ param: 'rounds.1.sampleSetQuantity', message: '' }, 'rounds.1')).toBe(true);
    expect(violationAt({ param: 'rounds', message: '' }, 'rounds.1')).toBe(false);
    expect(violationAt(null, 'rounds')).toBe(false);
  });
});
