import type { Translation } from '../i18n-types';
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

/** The Hungarian dictionary, assembled from the same area files as the English one. */
const hu = {
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
} satisfies Translation;

export default hu;
