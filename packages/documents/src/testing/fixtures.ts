import type { ContractPdfData } from '../contract';
import type { InvoicePdfData } from '../invoice-pdf';
import type { LegalDocumentProvider } from '../legal-text-model';
import type { ParticipationReportPdfData } from '../participation-report-pdf';

/** Documents' test data, full of Hungarian accents (ő, ű and the rest) to check that they survive. */

export const PROFORMA: InvoicePdfData = {
  kind: 'proforma',
  locale: 'hu',
  number: '2017/00012',
  cancelsNumber: null,
  issuedOn: '2017-05-16',
  paymentDeadline: '2017-05-31',
  currency: 'HUF',
  issuer: {
    name: 'QualiLab EQA Nonprofit Kft.',
    address: '1095 Budapest, Soroksári út 30-34., Magyarország',
    taxNumber: '10597190-2-44',
    euVatNumber: 'HU10597190',
    groupIdentificationNumber: null,
    bankAccount: '11773016-11111018',
    iban: 'HU42 1177 3016 1111 1018 0000 0000',
    bic: 'OTPVHUHB',
    footer: 'Cégjegyzékszám: 01-09-123456 (Fővárosi Törvényszék Cégbírósága)',
  },
  customer: { name: 'Központi Oktatókórház Ősi Űrlap', address: '9700 Szombathely, Markusovszky Lajos u. 5., Magyarország', vatNumber: '15329876-2-18', groupIdentificationNumber: null, labCode: '1042' },
  purchaseOrderNumber: 'PO-2017/77',
  lines: [
    { description: 'Klinikai kémia körvizsgálat 2017 – négy forduló', quantity: 1, unitPriceMinor: 1234500, netMinor: 1234500, vatRateBasisPoints: 2700, vatMinor: 333300 },
    { description: 'Hematológia – többletértékelés', quantity: 2, unitPriceMinor: 45000, netMinor: 90000, vatRateBasisPoints: 500, vatMinor: 4500 },
  ],
  totals: {
    byRate: [
      { rateBasisPoints: 2700, netMinor: 1234500, vatMinor: 333300, grossMinor: 1567800, vatHufMinor: null },
      { rateBasisPoints: 500, netMinor: 90000, vatMinor: 4500, grossMinor: 94500, vatHufMinor: null },
    ],
    netMinor: 1324500,
    vatMinor: 337800,
    grossMinor: 1662300,
    vatHufMinor: null,
  },
  vatNote: null,
  exchange: null,
  note: 'Köszönjük a megrendelést!',
};

const address = { city: 'Győr', address: 'Vasvári Pál út 2–4.', zipCode: '9024', countryId: 'HU' };

export function contractData(locale: 'en' | 'hu', acceptedAt: Date | null): ContractPdfData {
  return {
    locale,
    provider: { name: 'Minőségügyi Körvizsgálati Szolgáltató Kft.', address: '6720 Szeged, Dóm tér 9.' },
    lab: { shortName: '1042', name: 'Petz Aladár Egyetemi Oktató Kórház Labor' },
    countryNames: locale === 'hu' ? { HU: 'Magyarország', AT: 'Ausztria' } : { HU: 'Hungary', AT: 'Austria' },
    contract: {
      year: 2030,
      name: 'Petz Aladár Egyetemi Oktató Kórház',
      laboratoryHeadFullName: 'Dr. Őri Ürögdi Zsófia',
      address,
      contact: { phone: '+36 96 507 900', emails: ['labor@petz.example'] },
      contactName: null,
      contactResponsibleFullName: 'Kiss Előd',
      contactAddress: address,
      furtherContact: { phone: '+36 96 507 901', emails: ['minoseg@petz.example'] },
      deliveryName: 'Központi Laboratórium',
      deliveryResponsibleFullName: null,
      deliveryAddress: { ...address, countryId: 'AT' },
      deliveryContact: { phone: null, emails: ['atvetel@petz.example'] },
      invoiceName: 'Petz Aladár Kórház',
      invoiceAddress: address,
      invoiceContact: { phone: '+36 96 507 902', emails: ['szamla@petz.example'] },
      bankAccountNumber: '11773016-11111018',
      vatNumber: '12345676-2-41',
      groupIdentificationNumber: null,
      notificationEmails: ['labor@petz.example', 'minoseg@petz.example'],
      invoiceFormat: 'paper_and_electronic',
      currencyId: 'HUF',
      createdAt: new Date('2030-06-15T07:30:00Z'),
      acceptedAt,
      acceptedBy: 'Nagy Gyöngyvér',
    },
  };
}


export const REPORT: ParticipationReportPdfData = {
  orgName: 'QualiLab EQA Nonprofit Kft.',
  schemeShortName: 'KK',
  versionName: { en: 'Clinical chemistry 2017', hu: 'Klinikai kémia 2017' },
  roundName: '2017/2',
  lab: { shortName: '1042', name: 'Központi Oktatókórház Ősi Űrlap' },
  issuedOn: '2017-05-16',
  resultCount: 48,
  // 22:30 UTC is the next day in Budapest
  validatedAt: new Date('2017-05-10T22:30:00Z'),
  evaluatedResultCount: 46,
};

export const provider: LegalDocumentProvider = {
  name: 'Minőségügyi Körvizsgálati Szolgáltató Kft.',
  address: '6720 Szeged, Dóm tér 9.',
  registrationNumber: '06-09-012345',
  mail: 'info@eqa.example.org',
  web: 'https://eqa.example.org',
  phone: '+36 62 123 456',
};
