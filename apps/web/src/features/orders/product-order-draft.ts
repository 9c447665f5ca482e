import {
  isValidOrderQuantity,
  minRoundsViolation,
  normaliseRoundQuantities,
  priceOrder,
  type OrderPriceResult,
  type OrderViolation,
  type ProductOrderChange,
  type ProductPriceRow,
  type ProductType,
  type RoundQuantities,
} from '@eqa/core';

/** The parts of a catalogue product the dialog's rules read (orders.catalog's product). */
export interface DraftProduct {
  type: ProductType;
  minRounds: number | null;
  extraEvaluationAvailable: boolean;
  rounds: ReadonlyArray<{ id: number; editable: boolean }>;
  variants: ReadonlyArray<{ id: number }>;
  prices: readonly ProductPriceRow[];
}

/** The parts of a saved order the dialog starts from (orders.year's order). */
export interface DraftOrder {
  active: boolean;
  paper: boolean;
  variantId: number | null;
  comment: string | null;
  optionIds: readonly number[];
  rounds: ReadonlyArray<{ roundId: number; sampleSetQuantity: number; extraEvaluationQuantity: number }>;
}

/** One round's quantities as typed (text, so what the user types stays while it is incomplete). */
export interface DraftRound {
  sampleSets: string;
  extra: string;
}

/** What the product order dialog edits. */
export interface ProductOrderDraft {
  rounds: Record<number, DraftRound>;
  variantId: number | null;
  optionIds: number[];
  comment: string;
  paper: boolean;
}

/**
 * The draft of a product's order: the saved order's values, or an empty order (no sample sets,
 * the only variant when there is one, paper from the year's document type for survey-like products).
 */
export function draftFromOrder(product: DraftProduct, order: DraftOrder | null, yearPaper: boolean | null): ProductOrderDraft {
  const saved = new Map((order?.rounds ?? []).map((round) => [round.roundId, round]));
  const rounds: Record<number, DraftRound> = {};
  for (const round of product.rounds) {
    const quantities = saved.get(round.id);
    rounds[round.id] = { sampleSets: String(quantities?.sampleSetQuantity ?? 0), extra: String(quantities?.extraEvaluationQuantity ?? 0) };
  }
  const onlyVariant = product.variants.length === 1 ? (product.variants[0]?.id ?? null) : null;
  return {
    rounds,
    variantId: order ? order.variantId : onlyVariant,
    optionIds: [...(order?.optionIds ?? [])].sort((a, b) => a - b),
    comment: order?.comment ?? '',
    paper: isPaperProduct(product.type) && (order ? order.paper : (yearPaper ?? false)),
  };
}

/** Paper documents exist for survey-like products only (core isSurveyLikeProduct). */
export function isPaperProduct(type: ProductType): boolean {
  return type === 'survey' || type === 'external_survey';
}

/** A typed quantity: an integer 0..100, else null (incomplete or out of range). Blank counts as 0. */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return isValidOrderQuantity(value) ? value : null;
}

/** A problem of the draft shown at a field: `param` as the server names it (`rounds.2.sampleSetQuantity`, `rounds`, `variantId`). */
export type DraftViolation = OrderViolation;

export interface DraftEvaluation {
  /** Every round of the product with its parsed quantities (invalid ones as 0), extra reset where no sample set. */
  quantities: RoundQuantities[];
  /** Quantities that are not integers 0..100 (param rounds.{i}.sampleSetQuantity / extraEvaluationQuantity). */
  quantityErrors: DraftViolation[];
  /** core priceOrder of the draft (the live amounts). */
  pricing: OrderPriceResult;
  /** 'minimum rounds', a missing variant, or the pricing's violation. */
  violation: DraftViolation | null;
}

/**
 * The draft through core's rules, as the server will see it: quantities parsed (spec 2 §5 0..100,
 * extra evaluations reset where the sample sets are 0), the price (core priceOrder, so the amounts
 * are the server's to the cent), a variant when the product has variants, minimum rounds (core
 * minRoundsViolation with the price row's minRounds).
 */
export function evaluateDraft(product: DraftProduct, draft: ProductOrderDraft, currencyId: string): DraftEvaluation {
  const quantityErrors: DraftViolation[] = [];
  const quantities = product.rounds.map((round, index): RoundQuantities => {
    const typed = draft.rounds[round.id] ?? { sampleSets: '0', extra: '0' };
    const sampleSets = parseQuantity(typed.sampleSets);
    const extra = product.extraEvaluationAvailable ? parseQuantity(typed.extra) : 0;
    if (sampleSets === null) quantityErrors.push({ param: `rounds.${index}.sampleSetQuantity`, message: 'orders.quantityRange' });
    if (extra === null) quantityErrors.push({ param: `rounds.${index}.extraEvaluationQuantity`, message: 'orders.quantityRange' });
    return normaliseRoundQuantities({ roundId: round.id, sampleSetQuantity: sampleSets ?? 0, extraEvaluationQuantity: extra ?? 0 });
  });
  const pricing = priceOrder({
    currencyId,
    variantId: draft.variantId,
    paper: draft.paper,
    productType: product.type,
    productMinRounds: product.minRounds,
    productRoundIds: product.rounds.map((round) => round.id),
    rounds: quantities,
    prices: product.prices,
  });
  let violation: DraftViolation | null = null;
  if (product.variants.length > 0 && draft.variantId === null) violation = { param: 'variantId', message: 'orders.variantRequired' };
  else if (!pricing.ok) violation = pricing.violation;
  else violation = minRoundsViolation(quantities, pricing.minRounds);
  return { quantities, quantityErrors, pricing, violation };
}

/**
 * The change set to send (core ZProductOrderChange): every round of the product in the product's
 * order (so a server param `rounds.{i}` names the same row), the variant, options, the comment
 * (blank → null), paper for survey-like products, and `active: true` (saving or adding an order
 * makes it active).
 */
export function draftChange(product: DraftProduct, draft: ProductOrderDraft, evaluation: DraftEvaluation): ProductOrderChange {
  const comment = draft.comment.trim() === '' ? null : draft.comment;
  return {
    rounds: evaluation.quantities.map((round) => ({ ...round })),
    variantId: draft.variantId,
    comment,
    optionIds: [...draft.optionIds],
    ...(isPaperProduct(product.type) ? { paper: draft.paper } : {}),
    active: true,
  };
}

/**
 * The change that removes the product from the year: `active: false` with the saved variant,
 * options and comment, and no rounds (the saved quantities stay, to come back when it is added
 * again; core counts them 0 while cancelled).
 */
export function removalChange(order: { variantId: number | null; comment: string | null; optionIds: number[] }): ProductOrderChange {
  return { rounds: [], variantId: order.variantId, comment: order.comment, optionIds: [...order.optionIds], active: false };
}

/** What a draft stands for, for comparing: typed quantities as numbers where they parse. */
function canonical(draft: ProductOrderDraft): string {
  const rounds = Object.entries(draft.rounds)
    .map(([id, round]) => {
      const sampleSets = parseQuantity(round.sampleSets) ?? round.sampleSets;
      return [Number(id), sampleSets, sampleSets === 0 ? 0 : (parseQuantity(round.extra) ?? round.extra)] as const;
    })
    .sort((a, b) => a[0] - b[0]);
  return JSON.stringify([rounds, draft.variantId, [...draft.optionIds].sort((a, b) => a - b), draft.comment.trim(), draft.paper]);
}

/** Spec 2 §4 "Save is enabled only after a change": the draft differs from where it started. */
export function isDraftChanged(initial: ProductOrderDraft, draft: ProductOrderDraft): boolean {
  return canonical(initial) !== canonical(draft);
}

/**
 * The certificate editor (spec 2 §2: per-round checkboxes, auto-fill, clear all): a certificate
 * round is ordered with one sample set. Auto-fill checks every open round, clear all unchecks them;
 * closed rounds keep what they have.
 */
export function setCertificateRounds(product: DraftProduct, draft: ProductOrderDraft, checked: boolean): ProductOrderDraft {
  const rounds = { ...draft.rounds };
  for (const round of product.rounds) {
    if (!round.editable) continue;
    rounds[round.id] = { sampleSets: checked ? '1' : '0', extra: '0' };
  }
  return { ...draft, rounds };
}

/** Whether a violation's param is the field `param` or lies below it (`rounds` covers `rounds.2.sampleSetQuantity`). */
export function violationAt(violation: DraftViolation | null | undefined, param: string): boolean {
  if (!violation) return false;
  return violation.param === param || violation.param.startsWith(`${param}.`);
}
