import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * VAT and seller details on the provider's documents (docs/decisions/vat.md):
 * - `org_billing_settings`: the seller details an org admin keeps (legal name, address, tax and EU
 *   VAT numbers, group identification number, bank account in local form, IBAN, BIC, payment term,
 *   document footer); one row per org, none until first saved.
 * - `exchange_rates`: HUF per unit of a currency for a day, entered by staff, per org.
 * - `product_prices.vat_rate`: the VAT percentage of a (net) catalogue price, default the standard
 *   Hungarian rate 27.
 * - `order_years.purchase_order_number`: the lab's PO number given with its last checkout request
 *   (a staff checkout takes it over unless staff type another).
 * - `invoices`: `purchase_order_number`; `net_total` (what the documents' lines add up to before VAT;
 *   orders are net, so what is left to invoice compares with it; null on rows issued without VAT,
 *   whose total is net); `vat` (the treatment, the totals per rate and the exchange rate of a
 *   foreign-currency document, written once); `locale` (the document's language, the contract's).
 */
const upStatements = [
  `create table org_billing_settings (
    org_id int primary key references orgs (id) on delete cascade,
    legal_name text not null,
    address jsonb not null,
    tax_number text not null,
    eu_vat_number text,
    group_identification_number text,
    bank_account_number text,
    iban text not null,
    bic text not null,
    payment_term_days int not null check (payment_term_days between 1 and 180),
    document_footer text,
    updated_at timestamptz not null default now(),
    updated_by int references users (id) on delete set null
  )`,
  `create table exchange_rates (
    org_id int not null references orgs (id) on delete cascade,
    currency_id text not null references currencies (id),
    day date not null,
    rate numeric(12,4) not null check (rate > 0),
    created_at timestamptz not null default now(),
    created_by int references users (id) on delete set null,
    primary key (org_id, currency_id, day)
  )`,
  `alter table product_prices add column vat_rate numeric(5,2) not null default 27 check (vat_rate >= 0 and vat_rate <= 100)`,
  `alter table order_years add column purchase_order_number text`,
  `alter table invoices add column purchase_order_number text, add column net_total numeric(14,2), add column vat jsonb, add column locale text`,
];

const downStatements = [
  'alter table invoices drop column if exists purchase_order_number, drop column if exists net_total, drop column if exists vat, drop column if exists locale',
  'alter table order_years drop column if exists purchase_order_number',
  'alter table product_prices drop column if exists vat_rate',
  'drop table if exists exchange_rates',
  'drop table if exists org_billing_settings',
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped Kysely
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, upStatements);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped Kysely
export async function down(db: Kysely<any>): Promise<void> {
  await runStatements(db, downStatements);
}
