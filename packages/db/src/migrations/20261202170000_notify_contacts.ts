import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * The mails of a lab's notifications to the notification e-mail addresses of its contract (issue 34,
 * docs/decisions/notifications.md): those addresses are not users (no in-app centre, no preferences),
 * so each mail is recorded here, once per (type, subject, lab, occasion, address) by a unique key:
 * a second sweep or instance inserts nothing and mails nothing.
 */
const upStatements = [
  `create table notification_contact_mails (
    id integer generated always as identity primary key,
    type text not null,
    subject_kind text not null,
    subject_id integer not null,
    occasion text not null default '',
    org_id integer references orgs(id) on delete cascade,
    lab_id integer not null references labs(id) on delete cascade,
    address text not null,
    email_outbox_id integer,
    created_at timestamptz not null default now()
  )`,
  `create unique index notification_contact_mails_once_idx on notification_contact_mails (type, subject_kind, subject_id, lab_id, occasion, address)`,
];

const downStatements = ['drop table if exists notification_contact_mails'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped Kysely
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, upStatements);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped Kysely
export async function down(db: Kysely<any>): Promise<void> {
  await runStatements(db, downStatements);
}
