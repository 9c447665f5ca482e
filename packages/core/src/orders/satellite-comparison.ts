/**
 * Spec 2 §2 "Satellite lab comparison: only for core labs": the core lab's and its satellites' orders of a
 * year side by side, products × labs. Amounts are integer minor units; labs may be billed in different
 * currencies, so totals are per lab (in its currency) and per currency, never summed across currencies.
 */

/** A lab of the comparison (the core lab first, then its satellites), in its billing currency. */
export interface ComparedLab {
  labId: number;
  currencyId: string;
}

/** One order of a lab: only active orders and active rounds count. */
export interface ComparedOrder {
  labId: number;
  productId: number;
  active: boolean;
  /** The order's amount in minor units of the lab's currency. */
  amountMinor: number;
  rounds: ReadonlyArray<{ active: boolean; sampleSetQuantity: number; extraEvaluationQuantity: number }>;
}

/** What a lab ordered of a product: sample sets and extra evaluations over the active rounds, and the amount. */
export interface ComparisonCell {
  sampleSets: number;
  extraEvaluations: number;
  amountMinor: number;
}

export interface SatelliteComparison {
  /** Products ordered (actively) by at least one lab, in the order first met; `cells` aligned with the labs (null: not ordered). */
  products: Array<{ productId: number; cells: Array<ComparisonCell | null>; labsOrdering: number }>;
  /** Per lab (aligned with the labs): the products ordered and their amount in the lab's currency. */
  labTotals: Array<{ labId: number; currencyId: string; products: number; amountMinor: number }>;
  /** Per currency, the labs' amounts together (first met first). */
  currencyTotals: Array<{ currencyId: string; amountMinor: number }>;
}

/** Lines up the labs' active orders, products × labs, with totals per lab and per currency. */
export function satelliteComparison(labs: readonly ComparedLab[], orders: readonly ComparedOrder[]): SatelliteComparison {
  const labIndex = new Map(labs.map((lab, index) => [lab.labId, index]));
  const rows = new Map<number, Array<ComparisonCell | null>>();
  for (const order of orders) {
    const index = labIndex.get(order.labId);
    if (!order.active || index === undefined) continue;
    const activeRounds = order.rounds.filter((round) => round.active);
    const cell: ComparisonCell = {
      sampleSets: activeRounds.reduce((sum, round) => sum + round.sampleSetQuantity, 0),
      extraEvaluations: activeRounds.reduce((sum, round) => sum + round.extraEvaluationQuantity, 0),
      amountMinor: order.amountMinor,
    };
    const cells = rows.get(order.productId) ?? labs.map(() => null);
    const earlier = cells[index];
    cells[index] = earlier
      ? { sampleSets: earlier.sampleSets + cell.sampleSets, extraEvaluations: earlier.extraEvaluations + cell.extraEvaluations, amountMinor: earlier.amountMinor + cell.amountMinor }
      : cell;
    rows.set(order.productId, cells);
  }
  const products = [...rows].map(([productId, cells]) => ({ productId, cells, labsOrdering: cells.filter((cell) => cell !== null).length }));
  const labTotals = labs.map((lab, index) => {
    const cells = products.map((product) => product.cells[index]).filter((cell): cell is ComparisonCell => cell !== null && cell !== undefined);
    return { labId: lab.labId, currencyId: lab.currencyId, products: cells.length, amountMinor: cells.reduce((sum, cell) => sum + cell.amountMinor, 0) };
  });
  const currencyTotals: SatelliteComparison['currencyTotals'] = [];
  for (const total of labTotals) {
    const entry = currencyTotals.find((t) => t.currencyId === total.currencyId);
    if (entry) entry.amountMinor += total.amountMinor;
    else currencyTotals.push({ currencyId: total.currencyId, amountMinor: total.amountMinor });
  }
  return { products, labTotals, currencyTotals };
}
