import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Notifications (issue 34, docs/decisions/notifications.md): one row per recipient, made once per
 * (type, subject, recipient, occasion) by a unique key (a second instance's insert does nothing);
 * each user's preferences per type; each organisation's deadline reminder offsets; webhooks of a lab
 * or an organisation and their deliveries (an outbox of their own, swept like the e-mail outbox).
 */
const upStatements = [
  `create table notifications (
    id integer generated always as identity primary key,
    user_id integer not null references users(id) on delete cascade,
    type text not null,
    subject_kind text not null,
    subject_id integer not null,
    occasion text not null default '',
    org_id integer references orgs(id) on delete cascade,
    lab_id integer references labs(id) on delete cascade,
    params jsonb not null default '{}'::jsonb,
    link text,
    in_app boolean not null default true,
    email_state text not null default 'none' check (email_state in ('none', 'queued', 'digest', 'digested')),
    created_at timestamptz not null default now(),
    read_at timestamptz
  )`,
  `create unique index notifications_once_idx on notifications (type, subject_kind, subject_id, user_id, occasion)`,
  `create index notifications_user_idx on notifications (user_id, id desc) where in_app`,
  `create index notifications_unread_idx on notifications (user_id) where read_at is null and in_app`,
  `create index notifications_digest_idx on notifications (user_id) where email_state = 'digest'`,
  `create table notification_preferences (
    user_id integer not null references users(id) on delete cascade,
    type text not null,
    in_app boolean not null,
    email boolean not null,
    updated_at timestamptz not null default now(),
    primary key (user_id, type)
  )`,
  `create table org_notification_settings (
    org_id integer primary key references orgs(id) on delete cascade,
    deadline_offset_days integer[] not null default '{7,1}',
    updated_at timestamptz not null default now()
  )`,
  `create table webhooks (
    id integer generated always as identity primary key,
    org_id integer references orgs(id) on delete cascade,
    lab_id integer references labs(id) on delete cascade,
    url text not null,
    events text[] not null,
    secret text not null,
    created_by integer references users(id) on delete set null,
    created_at timestamptz not null default now(),
    disabled_at timestamptz,
    deleted_at timestamptz,
    check ((org_id is null) <> (lab_id is null))
  )`,
  `create index webhooks_org_idx on webhooks (org_id) where deleted_at is null`,
  `create index webhooks_lab_idx on webhooks (lab_id) where deleted_at is null`,
  `create table webhook_deliveries (
    id integer generated always as identity primary key,
    webhook_id integer not null references webhooks(id) on delete cascade,
    message_id text not null,
    type text not null,
    payload jsonb not null,
    status text not null default 'pending' check (status in ('pending', 'sending', 'delivered', 'failed')),
    attempts integer not null default 0,
    last_status_code integer,
    last_error text,
    available_at timestamptz not null default now(),
    created_at timestamptz not null default now(),
    delivered_at timestamptz
  )`,
  `create unique index webhook_deliveries_once_idx on webhook_deliveries (webhook_id, message_id)`,
  `create index webhook_deliveries_due_idx on webhook_deliveries (available_at) where status in ('pending', 'sending')`,
];

const downStatements = [
  'drop table if exists webhook_deliveries',
  'drop table if exists webhooks',
  'drop table if exists org_notification_settings',
  'drop table if exists notification_preferences',
  'drop table if exists notifications',
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped Kysely
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, upStatements);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped Kysely
export async function down(db: Kysely<any>): Promise<void> {
  await runStatements(db, downStatements);
}
