import { currencyDecimals, fromMinorUnits, LANGUAGE_TAGS, localize, type SupportedLocale } from '@eqa/core';
import type { OrderChange } from './order-changes';

/**
 * The e-mails of checkout and request checkout, in the reader's language (en, hu). They are written
 * into the outbox by the request, so the texts live here until @eqa/i18n has an e-mail namespace
 * (as validation-reset-email.ts).
 */

interface LabRef {
  shortName: string;
  name: string;
}

interface OrgRef {
  name: string;
}

/** An issued proforma as the confirmation names it. */
export interface IssuedProformaRef {
  number: string;
  totalMinor: number;
  currencyId: string;
  paymentDeadline: string;
}

export interface Email {
  subject: string;
  textBody: string;
}

/** With the currency's decimals (core currencyDecimals): 1234500, 'HUF' → '12,345 HUF' (en) / '12 345 HUF' (hu); 1234567, 'EUR' → '12,345.67 EUR'. */
export function formatMoney(minor: number, currencyId: string, locale: SupportedLocale): string {
  const decimals = currencyDecimals(currencyId);
  const number = new Intl.NumberFormat(LANGUAGE_TAGS[locale], { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(fromMinorUnits(minor));
  return `${number} ${currencyId}`;
}

/** '2017-06-15' → '2017-06-15' (en) / '2017. 06. 15.' (hu). */
export function formatDay(day: string, locale: SupportedLocale): string {
  return locale === 'hu' ? `${day.replaceAll('-', '. ')}.` : day;
}

const T = {
  en: {
    status: { new: 'new', changed: 'changed', cancelled: 'cancelled' },
    sampleSets: 'sample sets',
    extra: 'extra evaluations',
    amount: 'amount',
    none: '(no changes)',
    lowers: 'lowers or cancels what was confirmed',
  },
  hu: {
    status: { new: 'új', changed: 'módosított', cancelled: 'lemondott' },
    sampleSets: 'mintasorozat',
    extra: 'extra értékelés',
    amount: 'összeg',
    none: '(nincs változás)',
    lowers: 'csökkenti vagy lemondja a korábban visszaigazoltat',
  },
} as const;

/** The changed orders, one block each: product, status, rounds old → new, amount old → new. */
export function orderChangeLines(changes: readonly OrderChange[], locale: SupportedLocale): string[] {
  const t = T[locale];
  if (changes.length === 0) return [t.none];
  return changes.flatMap((change) => {
    const amountFrom = change.amountFromMinor === null ? '–' : formatMoney(change.amountFromMinor, change.currencyId, locale);
    const head = `- ${change.shortName} ${localize(change.name, locale)} (${t.status[change.status]}${change.lowers ? `; ${t.lowers}` : ''})`;
    const rounds = change.rounds.map((round) => {
      const extra =
        round.from.extraEvaluations === round.to.extraEvaluations && round.to.extraEvaluations === 0
          ? ''
          : `, ${t.extra}: ${round.from.extraEvaluations} → ${round.to.extraEvaluations}`;
      return `    ${round.name}: ${t.sampleSets}: ${round.from.sampleSets} → ${round.to.sampleSets}${extra}`;
    });
    return [head, ...rounds, `    ${t.amount}: ${amountFrom} → ${formatMoney(change.amountToMinor, change.currencyId, locale)}`];
  });
}

/** The lab's confirmation of a checkout (done by the lab or by staff on its behalf). */
export function checkoutConfirmationEmail(input: {
  locale: SupportedLocale;
  lab: LabRef;
  org: OrgRef;
  year: number;
  confirmedDay: string;
  changes: readonly OrderChange[];
  proformas: readonly IssuedProformaRef[];
  /** Why no proforma was issued although one could be expected. */
  noProforma: 'disabled' | 'requires_cancellation' | null;
}): Email {
  const { locale, lab, org, year } = input;
  const orders = orderChangeLines(input.changes, locale);
  if (locale === 'hu') {
    const proformas = input.proformas.map(
      (p) => `- ${p.number}: ${formatMoney(p.totalMinor, p.currencyId, locale)}, fizetési határidő: ${formatDay(p.paymentDeadline, locale)}`,
    );
    return {
      subject: `${year}. évi megrendelés visszaigazolva (${lab.shortName})`,
      textBody: [
        `Tisztelt ${lab.shortName} – ${lab.name}!`,
        '',
        `A(z) ${org.name} felé leadott ${year}. évi megrendelését ${formatDay(input.confirmedDay, locale)} napon visszaigazoltuk.`,
        '',
        'Visszaigazolt változások:',
        ...orders,
        '',
        ...(proformas.length > 0
          ? ['Díjbekérő:', ...proformas, 'A díjbekérő PDF-je hamarosan letölthető a portálon (Megrendelések → számlák).']
          : input.noProforma === 'requires_cancellation'
            ? ['A változás miatt egy korábbi díjbekérőt vagy számlát sztornózni kell; ezt munkatársaink intézik.']
            : input.noProforma === 'disabled'
              ? ['A számlát munkatársaink állítják ki és töltik fel a portálra.']
              : ['Új díjbekérő nem készült.']),
      ].join('\n'),
    };
  }
  const proformas = input.proformas.map((p) => `- ${p.number}: ${formatMoney(p.totalMinor, p.currencyId, locale)}, payment deadline ${formatDay(p.paymentDeadline, locale)}`);
  return {
    subject: `Orders for ${year} confirmed (${lab.shortName})`,
    textBody: [
      `Dear ${lab.shortName} – ${lab.name},`,
      '',
      `Your orders for ${year} at ${org.name} were confirmed on ${formatDay(input.confirmedDay, locale)}.`,
      '',
      'Confirmed changes:',
      ...orders,
      '',
      ...(proformas.length > 0
        ? ['Proforma invoice:', ...proformas, 'Its PDF will shortly be available in the portal (Orders → invoices).']
        : input.noProforma === 'requires_cancellation'
          ? ['An earlier proforma or invoice has to be cancelled for this change; our staff will take care of it.']
          : input.noProforma === 'disabled'
            ? ['Our staff will issue the invoice and upload it to the portal.']
            : ['No new proforma was issued.']),
    ].join('\n'),
  };
}

/** Request checkout: the e-mail to the provider's staff. */
export function checkoutRequestStaffEmail(input: {
  locale: SupportedLocale;
  lab: LabRef;
  org: OrgRef;
  year: number;
  changes: readonly OrderChange[];
  requiresCancellation: boolean;
  user: { username: string; fullName: string | null; email: string | null };
  link: string;
}): Email {
  const { locale, lab, year, user } = input;
  const who = [user.fullName, `(${user.username})`, user.email ? `<${user.email}>` : null].filter((part): part is string => !!part).join(' ');
  const orders = orderChangeLines(input.changes, locale);
  if (locale === 'hu') {
    return {
      subject: `[Megrendelés] ${lab.shortName} ${lab.name}: ${year}. évi változások visszaigazolása kérve`,
      textBody: [
        `A(z) ${lab.shortName} – ${lab.name} labor a ${year}. évi megrendelésének visszaigazolását kéri.`,
        `Kérte: ${who}`,
        ...(input.requiresCancellation ? ['', 'Figyelem: a változás korábban visszaigazolt tételt csökkent vagy mond le, díjbekérő vagy számla sztornózása kellhet.'] : []),
        '',
        'Változások:',
        ...orders,
        '',
        `Megrendelések: ${input.link}`,
      ].join('\n'),
    };
  }
  return {
    subject: `[Orders] ${lab.shortName} ${lab.name}: checkout of ${year} requested`,
    textBody: [
      `${lab.shortName} – ${lab.name} asks for its orders of ${year} to be confirmed.`,
      `Requested by: ${who}`,
      ...(input.requiresCancellation ? ['', 'Note: the change lowers or cancels something already confirmed; a proforma or invoice may have to be cancelled.'] : []),
      '',
      'Changes:',
      ...orders,
      '',
      `Orders: ${input.link}`,
    ].join('\n'),
  };
}

/** Request checkout: the lab's confirmation that staff were asked. */
export function checkoutRequestLabEmail(input: { locale: SupportedLocale; lab: LabRef; org: OrgRef; year: number; changes: readonly OrderChange[] }): Email {
  const { locale, lab, org, year } = input;
  const orders = orderChangeLines(input.changes, locale);
  if (locale === 'hu') {
    return {
      subject: `${year}. évi megrendelés: visszaigazolási kérés elküldve (${lab.shortName})`,
      textBody: [
        `Tisztelt ${lab.shortName} – ${lab.name}!`,
        '',
        `Kérését, hogy a(z) ${org.name} igazolja vissza a ${year}. évi megrendelés alábbi változásait, továbbítottuk munkatársainknak.`,
        '',
        'Változások:',
        ...orders,
        '',
        'A visszaigazolásról külön e-mailt küldünk.',
      ].join('\n'),
    };
  }
  return {
    subject: `Orders for ${year}: checkout request sent (${lab.shortName})`,
    textBody: [
      `Dear ${lab.shortName} – ${lab.name},`,
      '',
      `We have passed on your request that ${org.name} confirm these changes of your orders for ${year}.`,
      '',
      'Changes:',
      ...orders,
      '',
      'You will receive another e-mail once they are confirmed.',
    ].join('\n'),
  };
}
