import { describe, expect, it } from 'vitest';
import { renderCertificatePdf, type CertificatePdfData } from './certificate-pdf';
import { renderCorrectiveActionsPdf } from './corrective-actions-pdf';
import { extractPdfText } from './testing/extract-pdf-text';

const CERTIFICATE: CertificatePdfData = {
  year: 2026,
  lab: { name: 'Központi Oktatókórház Ősi Űrlap', shortName: '1042' },
  org: { name: 'QualiLab EQA Nonprofit Kft.' },
  version: 2,
  issuedOn: '2026-12-01',
  verificationCode: '7K3M9QX2ABCDEFGHJKMN',
  verificationUrl: 'https://eqa.example/verify/7K3M9QX2ABCDEFGHJKMN',
  rules: { satisfactoryLimit: 2, actionLimit: 3, minReturnedShare: 0.8 },
  schemes: [
    {
      schemeId: 1,
      shortName: 'KK',
      name: { en: 'Clinical chemistry', hu: 'Klinikai kémia' },
      rounds: ['2026/1', '2026/2'],
      roundsReturned: 2,
      roundsOnTime: 2,
      results: 40,
      satisfactory: 37,
      questionable: 2,
      unsatisfactory: 1,
      satisfactoryShare: 0.925,
      participation: true,
    },
  ],
};

describe('renderCertificatePdf', () => {
  it('renders the certificate in Hungarian with the accents and the verification code', async () => {
    const text = await extractPdfText(await renderCertificatePdf(CERTIFICATE, 'hu'));
    expect(text).toContain('Részvételi és teljesítménytanúsítvány');
    expect(text).toContain('Központi Oktatókórház Ősi Űrlap');
    expect(text).toContain('Klinikai kémia');
    expect(text).toContain('7K3M-9QX2-ABCD-EFGH-JKMN');
    expect(text).toContain('https://eqa.example/verify/7K3M9QX2ABCDEFGHJKMN');
    expect(text).toContain('92,5 %');
  });

  it('renders it in English', async () => {
    const text = await extractPdfText(await renderCertificatePdf(CERTIFICATE, 'en'));
    expect(text).toContain('Certificate of participation and performance');
    expect(text).toContain('Clinical chemistry');
    expect(text).toContain('92.5 %');
    expect(text).toContain('7K3M-9QX2-ABCD-EFGH-JKMN');
  });
});

describe('renderCorrectiveActionsPdf', () => {
  it("lists a year's actions in Hungarian", async () => {
    const text = await extractPdfText(
      await renderCorrectiveActionsPdf(
        {
          orgName: 'QualiLab EQA Nonprofit Kft.',
          lab: { name: 'Központi Oktatókórház', shortName: '1042' },
          year: 2026,
          madeOn: '2026-12-01',
          actions: [{ survey: 'KK 2026/1', parameter: 'Glükóz', rootCause: 'reagent', findings: 'Lejárt reagens', action: 'Új tétel', responsible: 'Kovács Éva', dueAt: '2026-07-01', closedAt: null, effective: null }],
        },
        'hu',
      ),
    );
    expect(text).toContain('Helyesbítő intézkedések');
    expect(text).toContain('Reagens');
    expect(text).toContain('Kovács Éva');
    expect(text).toContain('nyitott');
  });
});
