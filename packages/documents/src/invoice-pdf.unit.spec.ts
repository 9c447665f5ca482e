import { describe, expect, it } from 'vitest';
import { renderInvoicePdf, type InvoicePdfData } from './invoice-pdf';
import { extractPdfText, readPdfInfo } from './testing/extract-pdf-text';
import { PROFORMA } from './testing/fixtures';

/** The text of a rendered PDF, after checking that the bytes are a whole PDF file. */
async function renderedText(pdf: Buffer): Promise<string> {
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/);
  return extractPdfText(pdf);
}

/** A proforma to an Austrian lab with a VAT number, in euros, with the exchange rate of its day. */
const EUR_REVERSE_CHARGE: InvoicePdfData = {
  ...PROFORMA,
  locale: 'en',
  currency: 'EUR',
  customer: { name: 'Labor Graz GmbH', address: 'Herrengasse 1, 8010 Graz, Austria', vatNumber: 'ATU13585627', groupIdentificationNumber: null, labCode: '2001' },
  lines: [{ description: 'Clinical chemistry 2017', quantity: 1, unitPriceMinor: 12345, netMinor: 12345, vatRateBasisPoints: 0, vatMinor: 0 }],
  totals: { byRate: [{ rateBasisPoints: 0, netMinor: 12345, vatMinor: 0, grossMinor: 12345, vatHufMinor: 0 }], netMinor: 12345, vatMinor: 0, grossMinor: 12345, vatHufMinor: 0 },
  vatNote: 'reverseCharge',
  exchange: { rate: 3951200, day: '2017-05-16' },
};

describe('renderInvoicePdf', () => {
  it('renders a Hungarian proforma: a request for payment with the seller’s identifiers, VAT per line and per rate, forints without decimals', async () => {
    const text = await renderedText(await renderInvoicePdf(PROFORMA));
    expect(text).toContain('Díjbekérő');
    expect(text).toContain('nem számla');
    expect(text).toContain('2017/00012');
    expect(text).toContain('Központi Oktatókórház Ősi Űrlap');
    expect(text).toContain('1095 Budapest, Soroksári út 30-34., Magyarország');
    expect(text).toContain('Klinikai kémia körvizsgálat 2017 – négy forduló');
    for (const caption of ['ELADÓ', 'VEVŐ', 'KIÁLLÍTÁS DÁTUMA', 'FIZETÉSI HATÁRIDŐ', 'PÉNZNEM', 'MEGRENDELÉSSZÁM']) expect(text.toUpperCase()).toContain(caption);
    for (const header of ['Mennyiség', 'Nettó egységár', 'Nettó érték', 'ÁFA-kulcs', 'Bruttó érték', 'Fizetendő végösszeg', 'Adószám', 'Közösségi adószám', 'Bankszámlaszám', 'IBAN', 'SWIFT/BIC']) {
      expect(text).toContain(header);
    }
    expect(text).toContain('10597190-2-44');
    expect(text).toContain('HU42 1177 3016 1111 1018 0000 0000');
    expect(text).toContain('PO-2017/77');
    expect(text).toContain('12 345 Ft'); // net
    expect(text).toContain('3 333 Ft'); // VAT of the line at 27 %
    expect(text).toContain('27%');
    expect(text).toContain('5%');
    expect(text).toContain('13 245 Ft'); // net total
    expect(text).toContain('3 378 Ft'); // VAT total
    expect(text).toContain('16 623 Ft'); // gross total
    expect(text).not.toMatch(/\d,00 Ft/);
    expect(text).toContain('közleményként tüntesse fel a(z) 2017/00012 sorszámot');
    expect(text).toContain('Cégjegyzékszám: 01-09-123456');
    expect(text).toContain('2017. 05. 16.');
    expect(text).toContain('2017. 05. 31.');
    expect(text).toContain('Köszönjük a megrendelést!');
    expect(text).toContain('1/1. oldal');
    expect(text).not.toMatch(/[õû]|Kozponti|Oktatokorhaz/);
    expect(text).not.toContain('Fordított adózás');
  });

  it('renders an English invoice with the ISO code before the amount, no decimals in forints, and no proforma notice', async () => {
    const text = await renderedText(await renderInvoicePdf({ ...PROFORMA, kind: 'invoice', locale: 'en', number: '2017/00020', note: null }));
    expect(text).toContain('Invoice');
    expect(text).toContain('2017/00020');
    expect(text).toContain('HUF 12,345');
    expect(text).toContain('HUF 16,623');
    expect(text).not.toContain('HUF 12,345.00');
    expect(text).toContain('Net unit price');
    expect(text).toContain('Total payable');
    expect(text).toContain('16/05/2017');
    expect(text).toContain('Page 1 of 1');
    expect(text).not.toContain('request for payment');
  });

  it('renders a reverse-charge document in euros with 0 %, the note and its VAT in forints at the exchange rate', async () => {
    const en = await renderedText(await renderInvoicePdf(EUR_REVERSE_CHARGE));
    expect(en).toContain('EUR 123.45');
    expect(en).toContain('0%');
    expect(en).toContain('Reverse charge');
    expect(en).toContain('VAT in HUF');
    expect(en).toContain('1 EUR = 395.12 HUF');
    expect(en).toContain('EU VAT number: ATU13585627');
    const hu = await renderedText(await renderInvoicePdf({ ...EUR_REVERSE_CHARGE, locale: 'hu', customer: { ...EUR_REVERSE_CHARGE.customer, address: 'Herrengasse 1, 8010 Graz, Ausztria' } }));
    expect(hu).toContain('Fordított adózás');
    expect(hu).toContain('123,45 EUR');
    expect(hu).toContain('395,12 Ft');
    expect(hu).toContain('Ausztria');
  });

  it('renders the out-of-scope note for a buyer outside the EU, and says when no exchange rate was entered', async () => {
    const text = await renderedText(await renderInvoicePdf({ ...EUR_REVERSE_CHARGE, vatNote: 'outOfScope', exchange: { rate: null, day: '2017-05-16' } }));
    expect(text).toContain('Outside the scope of Hungarian VAT');
    expect(text).toContain('no exchange rate was entered for 16/05/2017');
    expect(text).not.toContain('1 EUR =');
  });

  it('renders a cancellation that names the invoice it cancels', async () => {
    const negate = (minor: number) => 0 - minor;
    const cancellation: InvoicePdfData = {
      ...EUR_REVERSE_CHARGE,
      locale: 'hu',
      kind: 'cancellation',
      number: '2017/00021',
      cancelsNumber: '2017/00020',
      lines: EUR_REVERSE_CHARGE.lines.map((line) => ({ ...line, quantity: -line.quantity, netMinor: negate(line.netMinor) })),
      totals: { ...EUR_REVERSE_CHARGE.totals, byRate: [], netMinor: -12345, grossMinor: -12345 },
    };
    const hu = await renderedText(await renderInvoicePdf(cancellation));
    expect(hu).toContain('Sztornó számla');
    expect(hu).toContain('a(z) 2017/00020 sorszámú számlát érvényteleníti');
    expect(hu).toContain('-123,45 EUR');
    expect(hu).not.toContain('közleményként');
    const en = await renderedText(await renderInvoicePdf({ ...cancellation, locale: 'en' }));
    expect(en).toContain('Cancellation invoice');
    expect(en).toContain('cancels invoice no. 2017/00020');
    expect(en).toContain('-EUR 123.45');
  });

  it('renders a document issued without VAT with dashes for the rate', async () => {
    const text = await renderedText(
      await renderInvoicePdf({
        ...PROFORMA,
        lines: [{ description: 'Megrendelések 2016', quantity: 1, unitPriceMinor: 3812000, netMinor: 3812000, vatRateBasisPoints: null, vatMinor: null }],
        totals: { byRate: [], netMinor: 3812000, vatMinor: null, grossMinor: 3812000, vatHufMinor: null },
      }),
    );
    expect(text).toContain('38 120 Ft');
    expect(text).toContain('–');
  });

  it('renders the same bytes for the same data, with the issue day as the creation date', async () => {
    const first = await renderInvoicePdf(PROFORMA);
    const second = await renderInvoicePdf(structuredClone(PROFORMA));
    expect(first.equals(second)).toBe(true);
    expect(await readPdfInfo(first)).toMatchObject({
      Title: 'Díjbekérő 2017/00012',
      Author: 'QualiLab EQA Nonprofit Kft.',
      CreationDate: expect.stringMatching(/^D:20170516000000Z/),
      Language: 'hu-HU',
    });
  });

  it('continues a long invoice on further pages, with page numbers and every line', async () => {
    const lines = Array.from({ length: 60 }, (_, index) => ({
      description: `Tétel ${index + 1}: árvíztűrő tükörfúrógép`,
      quantity: 1,
      unitPriceMinor: 100000,
      netMinor: 100000,
      vatRateBasisPoints: 2700,
      vatMinor: 27000,
    }));
    const totals = { byRate: [{ rateBasisPoints: 2700, netMinor: 6000000, vatMinor: 1620000, grossMinor: 7620000, vatHufMinor: null }], netMinor: 6000000, vatMinor: 1620000, grossMinor: 7620000, vatHufMinor: null };
    const text = await renderedText(await renderInvoicePdf({ ...PROFORMA, lines, totals }));
    expect(text).toMatch(/1\/[2-9]\. oldal/);
    expect(text).toContain('Tétel 60: árvíztűrő tükörfúrógép');
    expect(text).toContain('76 200 Ft');
  });
});
