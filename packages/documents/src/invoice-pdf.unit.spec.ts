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

describe('renderInvoicePdf', () => {
  it('renders a Hungarian proforma that says it is a request for payment, with accents, amounts and dates as Hungarian writes them', async () => {
    const text = await renderedText(await renderInvoicePdf(PROFORMA));
    expect(text).toContain('Díjbekérő');
    expect(text).toContain('nem számla');
    expect(text).toContain('2017/00012');
    expect(text).toContain('Központi Oktatókórház Ősi Űrlap');
    expect(text).toContain('1095 Budapest, Soroksári út 30-34.');
    expect(text).toContain('Klinikai kémia körvizsgálat 2017 – négy forduló');
    for (const caption of ['ELADÓ', 'VEVŐ', 'ADÓSZÁM', 'KIÁLLÍTÁS DÁTUMA', 'FIZETÉSI HATÁRIDŐ', 'PÉNZNEM']) expect(text.toUpperCase()).toContain(caption);
    for (const header of ['Mennyiség', 'Egységár', 'Összeg', 'Végösszeg', 'Bankszámlaszám']) expect(text).toContain(header);
    expect(text).toContain('12 345,00 Ft');
    expect(text).toContain('900,00 Ft');
    expect(text).toContain('13 245,00 Ft');
    expect(text).toContain('2017. 05. 16.');
    expect(text).toContain('2017. 05. 31.');
    expect(text).toContain('Köszönjük a megrendelést!');
    expect(text).toContain('1/1. oldal');
    expect(text).not.toMatch(/[õû]|Kozponti|Oktatokorhaz/);
  });

  it('renders an English invoice with the ISO code before the amount and no proforma notice', async () => {
    const text = await renderedText(await renderInvoicePdf({ ...PROFORMA, kind: 'invoice', locale: 'en', number: '2017/00020', note: null }));
    expect(text).toContain('Invoice');
    expect(text).toContain('2017/00020');
    expect(text).toContain('HUF 12,345.00');
    expect(text).toContain('HUF 13,245.00');
    expect(text).toContain('16/05/2017');
    expect(text).toContain('Központi Oktatókórház Ősi Űrlap');
    expect(text).toContain('Page 1 of 1');
    expect(text).not.toContain('request for payment');
  });

  it('renders a cancellation that names the invoice it cancels', async () => {
    const cancellation: InvoicePdfData = {
      ...PROFORMA,
      kind: 'cancellation',
      number: '2017/00021',
      cancelsNumber: '2017/00020',
      currency: 'EUR',
      lines: PROFORMA.lines.map((line) => ({ ...line, quantity: -line.quantity, amountMinor: -line.amountMinor })),
      totalMinor: -PROFORMA.totalMinor,
    };
    const hu = await renderedText(await renderInvoicePdf(cancellation));
    expect(hu).toContain('Sztornó számla');
    expect(hu).toContain('a(z) 2017/00020 sorszámú számlát érvényteleníti');
    expect(hu).toContain('-13 245,00 EUR');
    const en = await renderedText(await renderInvoicePdf({ ...cancellation, locale: 'en' }));
    expect(en).toContain('Cancellation invoice');
    expect(en).toContain('cancels invoice no. 2017/00020');
    expect(en).toContain('-EUR 13,245.00');
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
      amountMinor: 100000,
    }));
    const text = await renderedText(await renderInvoicePdf({ ...PROFORMA, lines, totalMinor: 6000000 }));
    expect(text).toMatch(/1\/[2-9]\. oldal/);
    expect(text).toContain('Tétel 60: árvíztűrő tükörfúrógép');
    expect(text).toContain('60 000,00 Ft');
  });
});
