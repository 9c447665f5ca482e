import { experimentalParseMessage } from 'typesafe-i18n/parser';
import { describe, expect, it } from 'vitest';
import * as enAbout from './en/about';
import * as enAuth from './en/auth';
import * as enCommon from './en/common';
import * as enConfig from './en/config';
import * as enErrors from './en/errors';
import en from './en/index';
import * as enLabs from './en/labs';
import * as enNotifications from './en/notifications';
import * as enNotificationCentre from './en/notification-centre';
import * as enPlatform from './en/platform';
import * as enProfile from './en/profile';
import * as enSupport from './en/support';
import * as enSurveys from './en/surveys';
import * as enResults from './en/results';
import * as enHistory from './en/history';
import * as enEvaluations from './en/evaluations';
import * as enReports from './en/reports';
import * as enDocuments from './en/documents';
import * as enOrders from './en/orders';
import * as enInvoices from './en/invoices';
import * as enContracts from './en/contracts';
import * as enRegistration from './en/registration';
import * as enBilling from './en/billing';
import * as enUsers from './en/users';
import * as enLis from './en/lis';
import * as enCertificates from './en/certificates';
import * as enForms from './en/forms';
import * as huAbout from './hu/about';
import * as huAuth from './hu/auth';
import * as huCommon from './hu/common';
import * as huConfig from './hu/config';
import * as huErrors from './hu/errors';
import hu from './hu/index';
import * as huLabs from './hu/labs';
import * as huNotifications from './hu/notifications';
import * as huNotificationCentre from './hu/notification-centre';
import * as huPlatform from './hu/platform';
import * as huProfile from './hu/profile';
import * as huSupport from './hu/support';
import * as huSurveys from './hu/surveys';
import * as huResults from './hu/results';
import * as huHistory from './hu/history';
import * as huEvaluations from './hu/evaluations';
import * as huReports from './hu/reports';
import * as huDocuments from './hu/documents';
import * as huOrders from './hu/orders';
import * as huInvoices from './hu/invoices';
import * as huContracts from './hu/contracts';
import * as huRegistration from './hu/registration';
import * as huBilling from './hu/billing';
import * as huUsers from './hu/users';
import * as huLis from './hu/lis';
import * as huCertificates from './hu/certificates';
import * as huForms from './hu/forms';

type Tree = { [key: string]: string | Tree };

/** Every leaf of a dictionary as 'a.b.c' → text. */
function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') {
      for (const [k, v] of flatten(value, path)) out.set(k, v);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

/** The names of the {placeholders} of a message (plural parts name their parameter too). */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  for (const part of experimentalParseMessage(message)) {
    if (part.kind === 'parameter' || part.kind === 'plural') names.add(part.key);
  }
  return [...names].sort();
}

const enLeaves = flatten(en);
const huLeaves = flatten(hu);

/** Area files of each language; every area owns its root keys. */
const areas: Record<string, [Tree, Tree]> = {
  about: [enAbout.about, huAbout.about],
  auth: [enAuth.auth, huAuth.auth],
  common: [enCommon.common, huCommon.common],
  config: [enConfig.config, huConfig.config],
  errors: [enErrors.errors, huErrors.errors],
  labs: [enLabs.labs, huLabs.labs],
  notifications: [enNotifications.notifications, huNotifications.notifications],
  notificationCentre: [enNotificationCentre.notificationCentre, huNotificationCentre.notificationCentre],
  platform: [enPlatform.platform, huPlatform.platform],
  profile: [enProfile.profile, huProfile.profile],
  support: [enSupport.support, huSupport.support],
  surveys: [enSurveys.surveys, huSurveys.surveys],
  results: [enResults.results, huResults.results],
  history: [enHistory.history, huHistory.history],
  evaluations: [enEvaluations.evaluations, huEvaluations.evaluations],
  reports: [enReports.reports, huReports.reports],
  documents: [enDocuments.documents, huDocuments.documents],
  orders: [enOrders.orders, huOrders.orders],
  invoices: [enInvoices.invoices, huInvoices.invoices],
  contracts: [enContracts.contracts, huContracts.contracts],
  registration: [enRegistration.registration, huRegistration.registration],
  billing: [enBilling.billing, huBilling.billing],
  users: [enUsers.users, huUsers.users],
  lis: [enLis.lis, huLis.lis],
  certificates: [enCertificates.certificates, huCertificates.certificates],
  forms: [enForms.forms, huForms.forms],
};

describe('dictionaries en + hu', () => {
  it('have the same keys (none missing in either language)', () => {
    const missingInHu = [...enLeaves.keys()].filter((k) => !huLeaves.has(k));
    const missingInEn = [...huLeaves.keys()].filter((k) => !enLeaves.has(k));
    expect(missingInHu).toEqual([]);
    expect(missingInEn).toEqual([]);
    expect(enLeaves.size).toBeGreaterThan(150);
  });

  it('hold only non-empty strings', () => {
    for (const [name, leaves] of [['en', enLeaves], ['hu', huLeaves]] as const) {
      const bad = [...leaves].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => `${name}:${k}`);
      expect(bad).toEqual([]);
    }
  });

  it('use the same {placeholders} in both languages', () => {
    const mismatched = [...enLeaves]
      .filter(([key, text]) => {
        const other = huLeaves.get(key);
        return typeof other === 'string' && typeof text === 'string' && placeholders(text).join() !== placeholders(other).join();
      })
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });

  it('assemble each language from area files that never define the same root key twice', () => {
    for (const index of [0, 1] as const) {
      const owners = new Map<string, string[]>();
      for (const [area, pair] of Object.entries(areas)) {
        for (const key of Object.keys(pair[index])) owners.set(key, [...(owners.get(key) ?? []), area]);
      }
      const clashes = [...owners].filter(([, list]) => list.length > 1);
      expect(clashes).toEqual([]);
      expect([...owners.keys()].sort()).toEqual(Object.keys(index === 0 ? en : hu).sort());
    }
    for (const [area, [enArea, huArea]] of Object.entries(areas)) {
      expect({ area, keys: Object.keys(huArea).sort() }).toEqual({ area, keys: Object.keys(enArea).sort() });
    }
  });

  it('name the keys the specification names', () => {
    const specKeys = [
      'invalidUsername',
      'invalidPassword',
      'requiredField',
      'requiredEmailField',
      'emailFormatHelpText',
      'loginPasswordFormatHelpText',
      'validationPasswordFormatHelpText',
      'notFound',
      'profile.missingEmail',
      'passwordChange.mewPasswordsMismatch',
      'error.authentication.message',
      'error.latePayment.message',
      'error.latePayment.details',
      'error.missingContract.message',
      'error.authorization.message',
      'error.connection.message',
      'error.conflict.message',
      'error.constraintViolation.message',
      'error.generic.message',
      'notifications.passwordChanged',
      'notifications.userSaved',
      'notifications.saveInProgress',
      'notifications.resultSaved',
      'notifications.resultNotSaved',
      'notifications.resultDeleted',
      'notifications.surveyValidated',
      'notifications.surveyInvalidated',
      'notifications.resultGroupUpdated',
      'survey.validation.invalidPassword',
      'survey.resultGroup.defaultName',
      'survey.report.evaluation.noData',
      'value.invalidNumber',
      'value.noResult',
      'missingLocaleError',
      'notifications.created',
      'notifications.deleted',
      'notifications.copyStarted',
      'config.unitConversions.notFound',
      'config.surveys.evaluationsWarning',
      'config.surveys.documentsWarning',
      'config.surveys.overwriteWarning',
      'config.surveys.regenerateWarning',
      'config.surveys.importWarning',
      'config.surveys.importStarted',
      'config.surveys.importDocumentsFinished',
      'config.surveys.importEvaluationFinished',
    ];
    expect(specKeys.filter((k) => !enLeaves.has(k) || !huLeaves.has(k))).toEqual([]);
  });

  it('translate every text into Hungarian (no English copies left behind)', () => {
    const sameOnPurpose = new Set(['language.en', 'language.hu', 'about.mail']);
    const untranslated = [...enLeaves].filter(([key, text]) => !sameOnPurpose.has(key) && huLeaves.get(key) === text).map(([k]) => k);
    expect(untranslated).toEqual([]);
    const allHu = [...huLeaves.values()].join(' ');
    expect(allHu).toMatch(/ő/);
    expect(allHu).toMatch(/ű/);
    expect(allHu).not.toMatch(/[õû]/); // the wrong (Latin-1) look-alikes of ő and ű
  });
});
