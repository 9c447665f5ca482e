import type { Kysely } from 'kysely';
import type { Clock, Jobs, Logger } from '@eqa/core';
import type { DB } from '@eqa/db';
import type { ApiSettings } from '../../settings';
import type { Session } from '../auth/session';

/** What the notification services read: the database and the signed-in user. */
export interface NotificationContext {
  db: Kysely<DB>;
  session: Session;
}

/** …and what the writing ones use: the business clock, the jobs, the e-mailed links' origin. */
export interface NotificationWriteContext extends NotificationContext {
  clock: Clock;
  jobs: Pick<Jobs, 'enqueue'>;
  logger: Pick<Logger, 'warn'>;
  origin: string;
  settings: Pick<ApiSettings, 'webhookAllowPrivate'>;
}
