import { describe, expect, it } from 'vitest';
import { renderParticipationReportPdf } from './participation-report-pdf';
import { extractPdfText } from './testing/extract-pdf-text';
import { REPORT } from './testing/fixtures';


describe('renderParticipationReportPdf', () => {
  it('renders the report in Hungarian with the accents intact and the version name in Hungarian', async () => {
    const pdf = await renderParticipationReportPdf(REPORT, 'hu');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await extractPdfText(pdf);
    expect(text).toContain('Részvételi jelentés');
    expect(text).toContain('QualiLab EQA Nonprofit Kft.');
    expect(text).toContain('KK – Klinikai kémia 2017');
    expect(text).toContain('2017/2');
    expect(text).toContain('1042 – Központi Oktatókórház Ősi Űrlap');
    expect(text).toContain('2017. 05. 16.');
    expect(text).toContain('2017. 05. 11.');
    expect(text).toContain('48');
    expect(text).toContain('46');
    expect(text.toUpperCase()).toContain('ÉRTÉKELT EREDMÉNYEK');
    expect(text).toContain('1/1. oldal');
  });

  it('renders the report in English, saying when the results are not validated', async () => {
    const text = await extractPdfText(await renderParticipationReportPdf({ ...REPORT, validatedAt: null }, 'en'));
    expect(text).toContain('Participation report');
    expect(text).toContain('KK – Clinical chemistry 2017');
    expect(text).toContain('16/05/2017');
    expect(text).toContain('not validated');
    expect(text).toContain('Központi Oktatókórház Ősi Űrlap');
    expect(text).toContain('Page 1 of 1');
  });

  it('uses the regular face only (each further face is one more font parse per document of the job)', async () => {
    const pdf = (await renderParticipationReportPdf(REPORT, 'hu')).toString('latin1');
    expect(new Set(pdf.match(/\/BaseFont \/[A-Z]{6}\+[\w-]+/g)?.map((name) => name.split('+')[1]))).toEqual(new Set(['Roboto-Regular']));
  });

  it('falls back to another language of the version name when the reader’s is missing', async () => {
    const text = await extractPdfText(await renderParticipationReportPdf({ ...REPORT, versionName: { en: 'Clinical chemistry 2017' } }, 'hu'));
    expect(text).toContain('KK – Clinical chemistry 2017');
  });
});
