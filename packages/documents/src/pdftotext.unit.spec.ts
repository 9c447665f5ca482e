import { describe, expect, it } from 'vitest';
import { renderContractPdf } from './contract';
import { renderInvoicePdf } from './invoice-pdf';
import { legalDocumentTitles, renderLegalDocumentPdf } from './legal-document';
import { LEGAL_DOCUMENT_NAMES } from './legal-text-model';
import { renderParticipationReportPdf } from './participation-report-pdf';
import { contractData, PROFORMA, provider, REPORT } from './testing/fixtures';
import { pdftotext } from './testing/pdftotext';

/** Each kind of generated PDF, rendered as the product renders it, with the Hungarian words it must keep. */
const KINDS: Array<{ kind: string; render: () => Promise<Buffer>; hungarian: string[] }> = [
  { kind: 'proforma (hu)', render: () => renderInvoicePdf(PROFORMA), hungarian: ['Díjbekérő', 'Központi Oktatókórház Ősi Űrlap', 'FIZETÉSI HATÁRIDŐ', 'Köszönjük a megrendelést!'] },
  { kind: 'invoice (hu)', render: () => renderInvoicePdf({ ...PROFORMA, kind: 'invoice', number: '2017/00020' }), hungarian: ['Számla', 'Központi Oktatókórház Ősi Űrlap', 'Hematológia – többletértékelés'] },
  { kind: 'invoice (en)', render: () => renderInvoicePdf({ ...PROFORMA, kind: 'invoice', locale: 'en' }), hungarian: ['Központi Oktatókórház Ősi Űrlap', 'Soroksári út'] },
  {
    kind: 'cancellation (hu)',
    render: () => renderInvoicePdf({ ...PROFORMA, kind: 'cancellation', number: '2017/00021', cancelsNumber: '2017/00020' }),
    hungarian: ['Sztornó', '2017/00020', 'Központi Oktatókórház Ősi Űrlap'],
  },
  { kind: 'contract (hu)', render: () => renderContractPdf(contractData('hu', new Date('2030-06-15T07:30:00Z'))), hungarian: ['Részvételi szerződés', 'Dr. Őri Ürögdi Zsófia', 'Győr', 'Elfogadta: Nagy Gyöngyvér'] },
  { kind: 'contract (en)', render: () => renderContractPdf(contractData('en', null)), hungarian: ['Dr. Őri Ürögdi Zsófia', 'Petz Aladár Egyetemi Oktató Kórház'] },
  { kind: 'participation report (hu)', render: () => renderParticipationReportPdf(REPORT, 'hu'), hungarian: ['Részvételi jelentés', 'Klinikai kémia 2017', 'Központi Oktatókórház Ősi Űrlap'] },
  ...LEGAL_DOCUMENT_NAMES.map((name) => ({
    kind: `${name} (hu)`,
    render: () => renderLegalDocumentPdf(name, 'hu', provider),
    hungarian: [legalDocumentTitles(name).hu, 'Minőségügyi Körvizsgálati Szolgáltató Kft.'],
  })),
];

/** pdftotext breaks long lines where the layout does: compare with single spaces. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('pdftotext reads every kind of generated PDF with its Hungarian accents', () => {
  it.each(KINDS)('$kind', async ({ render, hungarian }) => {
    const text = flat(await pdftotext(await render()));
    for (const words of hungarian) expect(text).toContain(flat(words));
    // the accents are real characters, not look-alikes (õ, û) nor stripped (o, u)
    expect(text).toMatch(/[őŐűŰ]/);
    expect(text).not.toMatch(/[õûÕÛ]|Kozponti|Oktatokorhaz|Minosegugyi/);
  });
});
