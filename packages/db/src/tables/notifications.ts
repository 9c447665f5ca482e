import type { ColumnType } from 'kysely';
import type { CreatedAt, Generated, Timestamp } from './columns';

/** Whether a notification went out by e-mail: none (off or no address), queued (its own mail), digest (waits for the day's digest), digested. */
export type NotificationEmailState = 'none' | 'queued' | 'digest' | 'digested';

/** The placeholders of a notification's title and body (names, dates, counts), rendered in the reader's language. */
export type NotificationParams = Record<string, string | number | Record<string, string>>;

/**
 * One notification of one user (20261202161000_notifications), made once per (type, subject,
 * recipient, occasion): the unique key makes a second sweep or instance insert nothing.
 */
export interface NotificationsTable {
  id: Generated<number>;
  userId: number;
  /** core NOTIFICATION_TYPES. */
  type: string;
  /** survey, invoice, lab, order_year, org … */
  subjectKind: string;
  subjectId: number;
  /** Which time of a repeating subject (`d7`, `d1` of a deadline; '' when once). */
  occasion: Generated<string>;
  orgId: number | null;
  labId: number | null;
  params: ColumnType<NotificationParams, NotificationParams | undefined, NotificationParams>;
  /** The path in the web app (relative to the origin). */
  link: string | null;
  /** False when the user turned the type off in the app: the row only records that it was made (and mailed). */
  inApp: Generated<boolean>;
  emailState: Generated<NotificationEmailState>;
  createdAt: CreatedAt;
  readAt: Timestamp | null;
}

/** A user's choice per notification type; without a row the type's default (core NOTIFICATION_DEFAULTS). */
export interface NotificationPreferencesTable {
  userId: number;
  type: string;
  inApp: boolean;
  email: boolean;
  updatedAt: CreatedAt;
}

/** An organisation's deadline reminders: days before the result deadline (default 7 and 1). */
export interface OrgNotificationSettingsTable {
  orgId: number;
  deadlineOffsetDays: ColumnType<number[], number[] | undefined, number[]>;
  updatedAt: CreatedAt;
}

/**
 * One mail of a lab's notification to a notification e-mail address of the lab's contract
 * (20261202170000_notify_contacts): made once per (type, subject, lab, occasion, address).
 */
export interface NotificationContactMailsTable {
  id: Generated<number>;
  type: string;
  subjectKind: string;
  subjectId: number;
  occasion: Generated<string>;
  orgId: number | null;
  labId: number;
  /** Lower case: the key that makes it once per address. */
  address: string;
  /** The e-mail outbox row that carries it. */
  emailOutboxId: number | null;
  createdAt: CreatedAt;
}
