import { AppError, nextYearDueFloor, paymentDeadline } from '@eqa/core';
import type { Executor } from '@eqa/db';
import type { Session } from '../../context';
import { assertOrgAdminOf } from '../config/admin-context';
import type { TInvoiceTerms, TUpdateInvoiceTermsInput } from './invoice-terms.types';
import { issueDay } from './issue-invoice';
import { issuerSnapshot } from './invoice-snapshots';

interface InvoiceTermsContext {
  db: Executor;
  session: Session;
  clock: { now(): Date };
}

/** The org's next-year due day 'MM-DD' (org_invoice_terms), null when it set none. */
export async function nextYearDueNotBefore(db: Executor, orgId: number): Promise<string | null> {
  const row = await db.selectFrom('orgInvoiceTerms').select('nextYearDueNotBefore').where('orgId', '=', orgId).executeTakeFirst();
  return row?.nextYearDueNotBefore ?? null;
}

/** The due date of a document and the rule that gave it: the org's payment term, and for a later year the day it is not due before. */
export interface DocumentDueRule {
  /** 'YYYY-MM-DD' (core paymentDeadline). */
  paymentDeadline: string;
  /** The org's payment term in days (its billing settings). */
  termDays: number;
  /** 'YYYY-MM-DD' not due before (core nextYearDueFloor): the org's next-year due day of a later service year; null for this year's documents. */
  notBefore: string | null;
}

/**
 * The due date a document of the org's `year` issued `now` gets (core paymentDeadline), with its rule:
 * the payment term of the org's billing settings (read through issuerSnapshot) from the issue day,
 * and for a later year than the issue day's not before the org's next-year due day.
 */
export async function documentDueRule(db: Executor, input: { orgId: number; year: number; now: Date }): Promise<DocumentDueRule> {
  const [{ paymentTermDays }, notBefore] = await Promise.all([issuerSnapshot(db, input.orgId), nextYearDueNotBefore(db, input.orgId)]);
  const rule = { issueDay: issueDay(input.now), termDays: paymentTermDays, serviceYear: input.year, nextYearDueNotBefore: notBefore };
  return { paymentDeadline: paymentDeadline(rule), termDays: paymentTermDays, notBefore: nextYearDueFloor(rule) };
}

async function termsOut(db: Executor, orgId: number): Promise<TInvoiceTerms> {
  const org = await db.selectFrom('orgs').select('id').where('id', '=', orgId).executeTakeFirst();
  if (!org) throw AppError.notFound('Organisation');
  const row = await db.selectFrom('orgInvoiceTerms').select(['nextYearDueNotBefore', 'updatedAt']).where('orgId', '=', orgId).executeTakeFirst();
  return { orgId, nextYearDueNotBefore: row?.nextYearDueNotBefore ?? null, updatedAt: row?.updatedAt.toISOString() ?? null };
}

/** GET /orgs/{orgId}/invoice_terms: the org's own invoicing terms (its admins only: 403). */
export async function getInvoiceTerms(ctx: InvoiceTermsContext, orgId: number): Promise<TInvoiceTerms> {
  assertOrgAdminOf(ctx.session, orgId);
  return termsOut(ctx.db, orgId);
}

/**
 * PUT /orgs/{orgId}/invoice_terms: the day ('MM-DD', core ZMonthDay: 422 otherwise) of a service
 * year before which no document for that year is due when issued in an earlier year; null: the
 * default (core DEFAULT_NEXT_YEAR_DUE_DAY). Documents issued before keep their due dates.
 */
export async function updateInvoiceTerms(ctx: InvoiceTermsContext, input: TUpdateInvoiceTermsInput): Promise<TInvoiceTerms> {
  assertOrgAdminOf(ctx.session, input.orgId);
  const now = ctx.clock.now();
  await ctx.db
    .insertInto('orgInvoiceTerms')
    .values({ orgId: input.orgId, nextYearDueNotBefore: input.nextYearDueNotBefore, updatedAt: now, updatedBy: ctx.session.user.id })
    .onConflict((oc) => oc.column('orgId').doUpdateSet({ nextYearDueNotBefore: input.nextYearDueNotBefore, updatedAt: now, updatedBy: ctx.session.user.id }))
    .execute();
  return termsOut(ctx.db, input.orgId);
}
