import type { BaseTranslation } from '../i18n-types';
import { about } from './about';
import { auth } from './auth';
import { common } from './common';
import { config } from './config';
import { errors } from './errors';
import { labs } from './labs';
import { notifications } from './notifications';
import { notificationCentre } from './notification-centre';
import { platform } from './platform';
import { profile } from './profile';
import { support } from './support';
import { surveys } from './surveys';
import { results } from './results';
import { history } from './history';
import { evaluations } from './evaluations';
import { reports } from './reports';
import { documents } from './documents';
import { orders } from './orders';
import { invoices } from './invoices';
import { contracts } from './contracts';
import { registration } from './registration';
import { billing } from './billing';
import { users } from './users';
import { lis } from './lis';
import { certificates } from './certificates';
import { forms } from './forms';

/**
 * The English (base) dictionary: each area file owns its root keys (the unit test fails when two
 * areas define the same root key). Run `pnpm --filter @eqa/i18n generate` after changing keys.
 */
const en = {
  ...common,
  ...auth,
  ...profile,
  ...labs,
  ...errors,
  ...notifications,
  ...notificationCentre,
  ...about,
  ...platform,
  ...support,
  ...surveys,
  ...results,
  ...history,
  ...evaluations,
  ...reports,
  ...config,
  ...documents,
  ...orders,
  ...invoices,
  ...contracts,
  ...registration,
  ...billing,
  ...users,
  ...lis,
  ...certificates,
  ...forms,
} satisfies BaseTranslation;

export default en;
