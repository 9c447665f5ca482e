import { chunks, type SeedContext, type SeededLab } from './context';
import { CORE_LAB_QC, DEMO_LAB_QC, NEW_LAB_QC } from './data/labs';
import { dayFrom } from './dates';
import type { DemoProductKey, SeededProduct } from './seed-products';

export interface SeededOrderYear {
  lab: SeededLab;
  year: number;
  confirmedAt: Date | null;
  /** Confirmed total in the lab's currency. */
  total: number;
}

interface PlannedRound {
  roundId: number;
  quantity: number;
  extra: number;
}

const DEMO_QCS = new Set([DEMO_LAB_QC, CORE_LAB_QC, NEW_LAB_QC]);

/** Which products a lab orders: every demo lab orders all three schemes; others by chance. */
function labProducts(ctx: SeedContext, lab: SeededLab): Set<DemoProductKey> {
  const { random } = ctx;
  const keys = new Set<DemoProductKey>();
  const demo = DEMO_QCS.has(lab.qc) || lab.parentQc === CORE_LAB_QC;
  if (demo || lab.qc !== '2101') keys.add('chem');
  if (demo || random.chance(0.72)) keys.add('haem');
  if ((demo && lab.satellite !== 'child_lab') || random.chance(0.45)) keys.add('coag');
  if (lab.countryId !== 'DE' && random.chance(0.12)) keys.add('poct');
  if (random.chance(0.25) || lab.qc === DEMO_LAB_QC) keys.add(lab.countryId === 'HU' ? 'certHu' : 'certEn');
  return keys;
}

/**
 * Orders: the previous and the current year checked out (a few current-year orders changed since:
 * dirty), a few next-year orders not checked out yet (the demo `lab` has none, so the copy of last
 * year's orders is offered). Participation (survey_labs) and result groups follow the confirmed
 * survey orders.
 */
export async function seedOrders(ctx: SeedContext, products: SeededProduct[]): Promise<SeededOrderYear[]> {
  const { trx, orgId, random, now } = ctx;
  const orderYears: SeededOrderYear[] = [];
  const participation: Array<{ surveyId: number; labId: number; orgId: number; createdAt: Date }> = [];

  for (const [labIndex, lab] of ctx.labs.entries()) {
    const wanted = labProducts(ctx, lab);
    const paperLab = random.chance(0.15);
    const recentCheckout = lab.qc === '1226' || lab.qc === '1247';
    for (const year of [ctx.year - 1, ctx.year, ctx.year + 1]) {
      const next = year > ctx.year;
      if (next && (lab.qc === DEMO_LAB_QC || labIndex % 5 !== 0)) continue;
      // checkout of a year's orders happens in December of the year before (or just now for late joiners)
      const confirmedAt = next ? null : recentCheckout && year === ctx.year ? dayFrom(now, -6) : new Date(Date.UTC(year - 1, 11, 1 + (labIndex % 20), 9, 30));
      const updatedAt = confirmedAt ?? dayFrom(now, -2);
      const dirtyLab = year === ctx.year && labIndex % 9 === 4;
      await trx
        .insertInto('orderYears')
        .values({ labId: lab.id, orgId, year, paper: paperLab, checkoutRequestedAt: next && labIndex % 2 === 0 ? dayFrom(now, -1) : null, confirmedAt, createdAt: dayFrom(updatedAt, -3), updatedAt })
        .execute();
      let total = 0;
      for (const product of products.filter((p) => p.year === year && wanted.has(p.key))) {
        const variantId = product.variantIds.length > 0 ? (product.variantIds[labIndex % product.variantIds.length] ?? null) : null;
        const price = product.prices.find((p) => p.currencyId === lab.currencyId && p.paper === (paperLab && product.type !== 'certificate') && p.variantId === variantId);
        if (!price) throw new Error(`Seed: no price for ${product.shortName}`);
        const planned: PlannedRound[] = product.roundIds.map((roundId) => ({
          roundId,
          quantity: product.type === 'certificate' ? 1 : !DEMO_QCS.has(lab.qc) && random.chance(0.12) ? 0 : random.chance(0.1) ? 2 : 1,
          extra: 0,
        }));
        for (const round of planned) {
          if (product.extraEvaluationAvailable && round.quantity > 0 && random.chance(0.1)) round.extra = 1;
        }
        if (planned.filter((r) => r.quantity > 0).length < Math.min(2, planned.length)) {
          for (const round of planned) round.quantity = Math.max(round.quantity, 1);
        }
        const priced = (rounds: readonly PlannedRound[]) => {
          const allRounds = rounds.every((r) => r.quantity > 0);
          const amount = rounds.reduce((sum, r) => sum + r.quantity * (allRounds ? price.discountValue : price.value) + r.extra * price.extraEvaluationValue, 0);
          return Math.round(amount * 100) / 100;
        };
        const roundedAmount = priced(planned);
        const dirtyOrder = next || (dirtyLab && product.key === 'chem');
        // a confirmed order changed since: one more sample set in its last round, priced as it now stands
        const dirtyRoundId = dirtyOrder && confirmedAt ? product.roundIds.at(-1) : undefined;
        const current = planned.map((r) => (r.roundId === dirtyRoundId ? { ...r, quantity: Math.min(r.quantity + 1, 100) } : r));
        const order = await trx
          .insertInto('orders')
          .values({
            labId: lab.id,
            orgId,
            year,
            productId: product.id,
            variantId,
            paper: paperLab && product.type !== 'certificate',
            comment: product.key === 'coag' && labIndex % 7 === 0 ? 'Kérjük a mintákat hétfői kiszállítással.' : null,
            optionIds: product.optionIds.length > 0 && labIndex % 3 === 0 ? [product.optionIds[0] ?? 0] : [],
            active: true,
            dirty: dirtyOrder,
            amount: priced(current),
            confirmedAmount: confirmedAt ? roundedAmount : null,
            currencyId: lab.currencyId,
            createdAt: dayFrom(updatedAt, -3),
            updatedAt: dirtyOrder && confirmedAt ? dayFrom(now, -3) : updatedAt,
            confirmedAt,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (confirmedAt) total += roundedAmount;
        await trx
          .insertInto('roundOrders')
          .values(
            planned.map((r, index) => {
              const changed = r.roundId === dirtyRoundId;
              return {
                orderId: order.id,
                roundId: r.roundId,
                sampleSetQuantity: current[index]?.quantity ?? r.quantity,
                extraEvaluationQuantity: r.extra,
                variantId,
                paper: paperLab && product.type !== 'certificate',
                active: true,
                dirty: next || changed,
                confirmedSampleSetQuantity: confirmedAt ? r.quantity : null,
                confirmedExtraEvaluationQuantity: confirmedAt ? r.extra : null,
                updatedAt: changed ? dayFrom(now, -3) : updatedAt,
              };
            }),
          )
          .execute();
        if (confirmedAt && product.type === 'survey') {
          for (const r of planned) {
            if (r.quantity === 0) continue;
            for (const surveyId of product.surveyIdsByRound.get(r.roundId) ?? []) {
              participation.push({ surveyId, labId: lab.id, orgId, createdAt: confirmedAt });
            }
          }
        }
      }
      orderYears.push({ lab, year, confirmedAt, total: Math.round(total * 100) / 100 });
    }
  }

  for (const batch of chunks(participation)) await trx.insertInto('surveyLabs').values(batch).execute();

  // result groups: one per participant, a second one for some labs (two analysers)
  const labById = new Map(ctx.labs.map((l) => [l.id, l]));
  const groups = participation.flatMap((p) => {
    const lab = labById.get(p.labId);
    const first = { surveyId: p.surveyId, labId: p.labId, name: null, comment: null, ordinal: 1, hidden: false, createdAt: p.createdAt };
    const second = lab?.qc === CORE_LAB_QC || random.chance(0.08);
    return second ? [first, { ...first, name: lab?.qc === CORE_LAB_QC ? 'Back-up analyser' : 'Sürgősségi labor', comment: 'Second analyser', ordinal: 2 }] : [first];
  });
  for (const batch of chunks(groups)) await trx.insertInto('resultGroups').values(batch).execute();
  return orderYears;
}
