import { describe, expect, it } from 'vitest';
import { renderContractPdf } from './contract';
import { extractPdfText } from './testing/extract-pdf-text';
import { contractData as data } from './testing/fixtures';


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
