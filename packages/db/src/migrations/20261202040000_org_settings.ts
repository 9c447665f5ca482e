import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * One organisation settings resource (issue 33, docs/decisions/org-settings.md): the seller details
 * of 20261202030000_billing_vat become `org_settings`, which also holds the provider's identity the
 * About dialog, the documents and the e-mails show (short name, registration number, phone, contact
 * e-mail, website, accreditations) and the staff notification address. Every field may be empty
 * (bootstrap leaves them so; a PATCH sets what it names), so the former required columns become
 * nullable. The contact data kept on `orgs.contact` move here, and that column goes.
 */
const upStatements = [
  'alter table org_billing_settings rename to org_settings',
  'alter table org_settings rename constraint org_billing_settings_pkey to org_settings_pkey',
  `alter table org_settings
    alter column legal_name drop not null,
    alter column address drop not null,
    alter column tax_number drop not null,
    alter column iban drop not null,
    alter column bic drop not null,
    add column short_name text,
    add column registration_number text,
    add column phone text,
    add column contact_email text,
    add column website text,
    add column staff_notification_email text,
    add column accreditations jsonb not null default '[]'::jsonb`,
  `alter table org_settings alter column payment_term_days set default 15`,
  `insert into org_settings (org_id, registration_number, phone, contact_email, website, payment_term_days)
    select id,
      nullif(trim(contact->>'registrationNumber'), ''),
      nullif(trim(contact->>'phone1'), ''),
      nullif(trim(contact->>'mail'), ''),
      nullif(trim(contact->>'web'), ''),
      15
    from orgs where contact is not null
    on conflict (org_id) do update set
      registration_number = coalesce(org_settings.registration_number, excluded.registration_number),
      phone = coalesce(org_settings.phone, excluded.phone),
      contact_email = coalesce(org_settings.contact_email, excluded.contact_email),
      website = coalesce(org_settings.website, excluded.website)`,
  'alter table orgs drop column contact',
];

const downStatements = [
  'alter table orgs add column if not exists contact jsonb',
  `update orgs set contact = jsonb_strip_nulls(jsonb_build_object('registrationNumber', s.registration_number, 'phone1', s.phone, 'mail', s.contact_email, 'web', s.website))
    from org_settings s where s.org_id = orgs.id`,
  "delete from org_settings where legal_name is null or address is null or tax_number is null or iban is null or bic is null",
  `alter table org_settings
    drop column short_name,
    drop column registration_number,
    drop column phone,
    drop column contact_email,
    drop column website,
    drop column staff_notification_email,
    drop column accreditations,
    alter column legal_name set not null,
    alter column address set not null,
    alter column tax_number set not null,
    alter column iban set not null,
    alter column bic set not null`,
  'alter table org_settings alter column payment_term_days drop default',
  'alter table org_settings rename constraint org_settings_pkey to org_billing_settings_pkey',
  'alter table org_settings rename to org_billing_settings',
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped Kysely
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, upStatements);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped Kysely
export async function down(db: Kysely<any>): Promise<void> {
  await runStatements(db, downStatements);
}
