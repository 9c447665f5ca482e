import { verify } from '@node-rs/argon2';
import { DEFAULT_DEMO_DATE } from '@eqa/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestDatabase, createTestDatabase, type TestDatabase } from '../testing/test-database';
import {
  CORE_LAB_QC,
  DEMO_LAB_QC,
  DEMO_PASSWORD,
  DEMO_USERNAMES,
  DEMO_VALIDATION_PASSWORD,
  LATE_PAYMENT_LAB_QC,
  NO_CONTRACT_LAB_QCS,
  seedDemoData,
  type SeedSummary,
} from './index';
import type { Executor } from '../schema';

const NOW = new Date(DEFAULT_DEMO_DATE);

async function phaseCounts(db: Executor, now: Date): Promise<Record<string, number>> {
  const { rows } = await sql<{ phase: string; n: number }>`
    select case
        when starts_at > ${now} then 'upcoming'
        when ends_at > ${now} then 'in_progress'
        when evaluated_at <= ${now} then 'evaluated'
        when pre_evaluated_at <= ${now} then 'pre_evaluated'
        else 'ended'
      end as phase, count(*)::int as n
    from surveys group by 1`.execute(db);
  return Object.fromEntries(rows.map((r) => [r.phase, r.n]));
}

describe('seedDemoData', () => {
  let t: TestDatabase;
  let summary: SeedSummary;

  // a copy of the seeded template: seedDemoData on a fresh database at NOW (the default demo date), and its summary
  beforeAll(async () => {
    const seeded = await createSeededTestDatabase();
    t = seeded;
    summary = seeded.seed;
  }, 240_000);
  afterAll(async () => {
    await t.drop();
  });

  it('seeds once and then does nothing', async () => {
    expect(summary.seeded).toBe(true);
    const labsBefore = await t.db.selectFrom('labs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const again = await seedDemoData(t.db, { now: NOW });
    expect(again).toMatchObject({ seeded: false, orgId: summary.orgId });
    const labsAfter = await t.db.selectFrom('labs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(labsAfter.n).toBe(labsBefore.n);
    expect(await t.db.selectFrom('orgs').selectAll().execute()).toHaveLength(1);
  });

  it('has at least 40 labs, all with a lab profile, and a core lab with three satellites', async () => {
    const { db } = t;
    const labs = await db.selectFrom('labs').leftJoin('orgLabs', 'orgLabs.labId', 'labs.id').select(['labs.id', 'labs.shortName', 'labs.satelliteConnection', 'labs.parentLabId', 'orgLabs.orgId']).execute();
    expect(labs.length).toBeGreaterThanOrEqual(40);
    expect(labs.every((l) => l.orgId === summary.orgId && /^\d{4}$/.test(l.shortName))).toBe(true);
    const core = labs.find((l) => l.shortName === CORE_LAB_QC);
    expect(core?.satelliteConnection).toBe('parent_lab');
    const children = labs.filter((l) => l.parentLabId === core?.id);
    expect(children.length).toBeGreaterThanOrEqual(3);
    expect(children.every((c) => c.satelliteConnection === 'child_lab')).toBe(true);
  });

  it('has surveys in every phase and rounds of the previous, current and next year', async () => {
    const phases = await phaseCounts(t.db, NOW);
    expect(phases.upcoming).toBeGreaterThan(0);
    expect(phases.in_progress).toBeGreaterThan(0);
    expect(phases.pre_evaluated).toBeGreaterThan(0);
    expect(phases.evaluated).toBeGreaterThan(0);
    expect(phases.ended ?? 0).toBe(0);
    const years = await t.db.selectFrom('rounds').select('year').distinct().orderBy('year').execute();
    expect(years.map((r) => r.year)).toEqual([2016, 2017, 2018]);
    const samples = await sql<{ n: number }>`select count(*)::int as n from surveys s where (select count(*) from samples x where x.survey_id = s.id) <> 2`.execute(t.db);
    expect(samples.rows[0]?.n).toBe(0);
  });

  it('finds the demo users with the demo passwords', async () => {
    const { db } = t;
    const users = await db
      .selectFrom('users')
      .leftJoin('labs', 'labs.id', 'users.labId')
      .select(['users.username', 'users.roleId', 'users.email', 'users.fullName', 'users.passwordHash', 'users.orgId', 'labs.shortName'])
      .where('users.username', 'in', Object.values(DEMO_USERNAMES))
      .execute();
    const by = new Map(users.map((u) => [u.username, u]));
    expect(by.get('admin')).toMatchObject({ roleId: 'org_admin', orgId: summary.orgId, shortName: null });
    expect(by.get('admin')?.email).toBeTruthy();
    expect(by.get('lab')).toMatchObject({ roleId: 'lab_admin', shortName: DEMO_LAB_QC });
    expect(by.get('lab')?.email).toBeTruthy();
    expect(by.get('corelab')).toMatchObject({ roleId: 'lab_admin', shortName: CORE_LAB_QC });
    expect(by.get('newlab')).toMatchObject({ roleId: 'lab_admin', email: null });
    expect(await verify(by.get('lab')?.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
    expect(await verify(by.get('lab')?.passwordHash ?? '', 'demo1234')).toBe(false);

    const lab = await db.selectFrom('labs').select('validationPasswordHash').where('shortName', '=', DEMO_LAB_QC).executeTakeFirstOrThrow();
    const org = await db.selectFrom('orgs').select('validationPasswordHash').where('id', '=', summary.orgId).executeTakeFirstOrThrow();
    expect(await verify(lab.validationPasswordHash ?? '', DEMO_VALIDATION_PASSWORD)).toBe(true);
    expect(await verify(org.validationPasswordHash ?? '', DEMO_VALIDATION_PASSWORD)).toBe(true);
  });

  it('writes results through the event store, validated in evaluated surveys, with enough labs for statistics', async () => {
    const { db } = t;
    expect(summary.resultEvents).toBeGreaterThan(1000);
    const events = await db.selectFrom('events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(events.n).toBe(summary.resultEvents);
    // per evaluated survey: participants, validated labs, and labs with a numeric result on each sample
    const { rows } = await sql<{ surveyId: number; participants: number; validated: number; minLabsPerParameter: number }>`
      select s.id as survey_id,
        (select count(*)::int from survey_labs sl where sl.survey_id = s.id) as participants,
        (select count(*)::int from lab_survey_status st where st.survey_id = s.id and st.validated) as validated,
        (select min(n)::int from (
          select count(distinct rv.lab_id) as n from result_values rv
          where rv.survey_id = s.id and rv.dimension_id = 'result' and rv.sample_id is not null
          group by rv.parameter_id, rv.sample_id) x) as min_labs_per_parameter
      from surveys s where s.evaluated_at <= ${NOW} and s.starts_at > ${new Date('2016-06-15')}`.execute(db);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.validated).toBeGreaterThan(row.participants / 2);
      expect(row.minLabsPerParameter).toBeGreaterThanOrEqual(8);
    }
    // the demo lab validated its evaluated surveys and has an unvalidated, partly filled survey in progress
    const demo = await sql<{ phase: string; validated: boolean }>`
      select case when s.ends_at > ${NOW} then 'in_progress' else 'ended' end as phase, st.validated
      from lab_survey_status st join surveys s on s.id = st.survey_id join labs l on l.id = st.lab_id
      where l.short_name = ${DEMO_LAB_QC}`.execute(db);
    expect(demo.rows.some((r) => r.phase === 'in_progress' && !r.validated)).toBe(true);
    expect(demo.rows.filter((r) => r.phase === 'ended').every((r) => r.validated)).toBe(true);
  });

  it('has orders, paid invoices, one late payment (not the demo lab) and current contracts for most labs', async () => {
    const { db } = t;
    const late = await db
      .selectFrom('invoices')
      .innerJoin('labs', 'labs.id', 'invoices.labId')
      .select('labs.shortName')
      .where('paid', '=', false)
      .where('cancelled', '=', false)
      // a cancellation document asks for no payment (core isLatePayment)
      .where('cancelledAnnualNumber', 'is', null)
      .where('paymentDeadline', '<', '2017-06-15')
      .execute();
    expect([...new Set(late.map((l) => l.shortName))]).toEqual([LATE_PAYMENT_LAB_QC]);
    // a paid proforma carries the invoice the provider uploaded (its name is the identifier)
    const paid = await sql<{ n: number }>`select count(*)::int as n from invoices i where i.paid and i.proforma
      and exists (select 1 from invoice_documents d where d.invoice_id = i.id and d.type = 'invoice' and d.name is not null)`.execute(db);
    expect(paid.rows[0]?.n).toBeGreaterThan(40);
    // each checked-out year is invoiced once: the invoices in force add up to the confirmed orders
    const invoicedTwice = await sql<{ labId: number; year: number; invoiced: string; confirmed: string }>`
      select i.lab_id as "labId", i.year, sum(i.total)::text as invoiced,
        (select coalesce(sum(o.confirmed_amount), 0)::text from orders o where o.lab_id = i.lab_id and o.year = i.year and o.active) as confirmed
      from invoices i where not i.cancelled and i.cancelled_annual_number is null
      group by i.lab_id, i.year
      having sum(i.total) <> (select coalesce(sum(o.confirmed_amount), 0) from orders o where o.lab_id = i.lab_id and o.year = i.year and o.active)`.execute(db);
    expect(invoicedTwice.rows).toEqual([]);
    // one invoice was cancelled by a cancellation document (its own number, the total negated) and issued again
    const cancellations = await sql<{ total: string; cancelledTotal: string }>`
      select c.total::text as total, i.total::text as "cancelledTotal" from invoices c
      join invoices i on i.org_id = c.org_id and i.year = c.year and i.proforma = c.proforma and i.annual_number = c.cancelled_annual_number
      where i.cancelled`.execute(db);
    expect(cancellations.rows).toHaveLength(1);
    expect(Number(cancellations.rows[0]?.total)).toBe(-Number(cancellations.rows[0]?.cancelledTotal));
    // the generated proformas and cancellations are made after the seed (apps/server seed-demo.ts)

    const orders = await db.selectFrom('orders').select(['year', 'dirty']).execute();
    expect(new Set(orders.map((o) => o.year))).toEqual(new Set([2016, 2017, 2018]));
    expect(orders.some((o) => o.year === 2017 && o.dirty)).toBe(true);
    // an order changed since its checkout (one more sample set) is priced as it now stands
    const changed = await db.selectFrom('orders').select(['amount', 'confirmedAmount']).where('dirty', '=', true).where('confirmedAt', 'is not', null).execute();
    expect(changed.length).toBeGreaterThan(0);
    for (const order of changed) expect(Number(order.amount)).toBeGreaterThan(Number(order.confirmedAmount));
    const demoNextYear = await db.selectFrom('orders').innerJoin('labs', 'labs.id', 'orders.labId').select('orders.id').where('labs.shortName', '=', DEMO_LAB_QC).where('year', '=', 2018).execute();
    expect(demoNextYear).toEqual([]);

    const accepted = await db
      .selectFrom('contracts')
      .innerJoin('labs', 'labs.id', 'contracts.labId')
      .select('labs.shortName')
      .where('year', '=', 2017)
      .where('acceptedAt', 'is not', null)
      .execute();
    const acceptedQcs = new Set(accepted.map((c) => c.shortName));
    const labCount = (await db.selectFrom('labs').select('id').execute()).length;
    expect(acceptedQcs.size).toBe(labCount - NO_CONTRACT_LAB_QCS.length);
    expect(acceptedQcs.has(DEMO_LAB_QC)).toBe(true);
    for (const qc of NO_CONTRACT_LAB_QCS) expect(acceptedQcs.has(qc)).toBe(false);

    const documents = await db.selectFrom('orgDocuments').select(['kind', 'localeId']).where('orgId', '=', summary.orgId).execute();
    expect(documents).toHaveLength(18);
    expect(documents).toContainEqual({ kind: 'terms_and_conditions', localeId: 'hu' });
  });

  it('prices every product in HUF and EUR and links survey products to the surveys of their year', async () => {
    const { rows } = await sql<{ shortName: string; year: number; currencies: string[]; surveys: number; wrongYear: number }>`
      select p.short_name, p.year,
        array(select distinct currency_id from product_prices pp where pp.product_id = p.id order by 1) as currencies,
        (select count(*)::int from product_surveys ps where ps.product_id = p.id) as surveys,
        (select count(*)::int from product_surveys ps join surveys s on s.id = ps.survey_id join rounds r on r.id = s.round_id
          where ps.product_id = p.id and r.year <> p.year) as wrong_year
      from products p`.execute(t.db);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.currencies).toEqual(['EUR', 'HUF']);
      expect(row.wrongYear).toBe(0);
    }
    expect(rows.filter((r) => r.shortName === 'KK').every((r) => r.surveys > 0)).toBe(true);
  });
});

describe('seedDemoData at another date', () => {
  it('anchors the phases to now (results skipped)', async () => {
    const t = await createTestDatabase();
    try {
      const now = new Date('2019-12-30T05:00:00.000Z');
      const summary = await seedDemoData(t.db, { now, results: false });
      expect(summary).toMatchObject({ seeded: true, resultEvents: 0 });
      const phases = await phaseCounts(t.db, now);
      for (const phase of ['upcoming', 'in_progress', 'pre_evaluated', 'evaluated']) expect(phases[phase]).toBeGreaterThan(0);
      const years = await t.db.selectFrom('rounds').select('year').distinct().orderBy('year').execute();
      expect(years.map((r) => r.year)).toEqual([2018, 2019, 2020]);
      const future = await sql<{ n: number }>`
        select (select count(*) from invoices where created_at > ${now}) + (select count(*) from contracts where created_at > ${now})
          + (select count(*) from orders where updated_at > ${now}) as n`.execute(t.db);
      expect(Number(future.rows[0]?.n)).toBe(0);
    } finally {
      await t.drop();
    }
    // the seed renders the accounting's invoices and the legal documents as real PDFs
  }, 240_000);
});
