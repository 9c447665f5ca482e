import { describe, expect, it } from 'vitest';
import { renderContractPdf, type ContractPdfData } from './contract';
import { extractPdfText } from './testing/extract-pdf-text';

const address = { city: 'Győr', address: 'Vasvári Pál út 2–4.', zipCode: '9024', countryId: 'HU' };

function data(locale: 'en' | 'hu', acceptedAt: Date | null): ContractPdfData {
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

describe('the contract PDF', () => {
  it('lists the details, the year and the acceptance in Hungarian, accents intact', async () => {
    const pdf = await renderContractPdf(data('hu', new Date('2030-06-15T07:30:00Z')));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await extractPdfText(pdf);
    for (const expected of [
      'Részvételi szerződés',
      'Petz Aladár Egyetemi Oktató Kórház',
      'Dr. Őri Ürögdi Zsófia',
      '9024 Győr, Vasvári Pál út 2–4., Magyarország',
      'Ausztria',
      '12345676-2-41',
      '11773016-11111018',
      'Papír és elektronikus számla',
      'labor@petz.example, minoseg@petz.example',
      '2030. január 1-jétől december 31-ig',
      '2030. 06. 15. 09:30-kor',
      'Elfogadta: Nagy Gyöngyvér',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('in English, and says when the terms are not accepted', async () => {
    const text = await extractPdfText(await renderContractPdf(data('en', null)));
    expect(text).toContain('Participation contract');
    expect(text).toContain('Vasvári Pál út 2–4., 9024 Győr, Hungary');
    expect(text).toContain('have not been accepted yet');
    expect(text).not.toContain('Accepted by');
  });

  it('renders the same bytes for the same contract', async () => {
    const input = data('en', new Date('2030-06-15T07:30:00Z'));
    expect((await renderContractPdf(input)).equals(await renderContractPdf(input))).toBe(true);
  });
});
