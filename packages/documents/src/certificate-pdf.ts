import { formatVerificationCode, localize, type CertificateBody } from '@eqa/core';
import { formatNumber, type Locales } from '@eqa/i18n';
import { formatDay } from './format';
import { COLORS, documentDefinition, documentTexts, label, ruledTableLayout } from './layout';
import type { PdfContent, PdfDocumentDefinition } from './pdf-definition';
import { renderPdf } from './render-pdf';

/** What a yearly certificate shows (the stored content of one issued version). */
export interface CertificatePdfData extends CertificateBody {
  lab: { name: string; shortName: string };
  org: { name: string };
  version: number;
  /** The issue day, YYYY-MM-DD. */
  issuedOn: string;
  verificationCode: string;
  /** The absolute address of the public verification page of this code (the QR code's content). */
  verificationUrl: string;
}

const percent = (share: number, locale: Locales): string => `${formatNumber(Math.round(share * 1000) / 10, locale)} %`;

/** The document definition of a yearly certificate of participation and performance (exported for tests). */
export function certificateDefinition(data: CertificatePdfData, locale: Locales): PdfDocumentDefinition {
  const T = documentTexts(locale).certificates.pdf;
  const title = T.title();
  const code = formatVerificationCode(data.verificationCode);
  const header = [T.scheme(), T.rounds(), T.onTime(), T.results(), T.satisfactory(), T.questionable(), T.unsatisfactory(), T.share(), T.participation()].map(
    (text): PdfContent => ({ text, style: 'tableHeader' }),
  );
  const rows = data.schemes.map((scheme): PdfContent[] => {
    const name = localize(scheme.name, locale);
    return [
      { stack: [scheme.shortName, ...(name ? [{ text: name, style: 'small' }] : [])] },
      scheme.rounds.join(', '),
      `${formatNumber(scheme.roundsOnTime, locale)} / ${formatNumber(scheme.rounds.length, locale)}`,
      formatNumber(scheme.results, locale),
      formatNumber(scheme.satisfactory, locale),
      formatNumber(scheme.questionable, locale),
      formatNumber(scheme.unsatisfactory, locale),
      scheme.satisfactoryShare === null ? '–' : percent(scheme.satisfactoryShare, locale),
      scheme.participation ? T.participated() : T.notParticipated(),
    ];
  });
  const facts: Array<[string, string]> = [
    [T.laboratory(), `${data.lab.shortName} – ${data.lab.name}`],
    [T.year(), String(data.year)],
    [T.issuedOn(), formatDay(data.issuedOn, locale)],
    [T.version(), formatNumber(data.version, locale)],
  ];
  const content: PdfContent[] = [
    { text: title, style: 'lightTitle' },
    { text: T.statement({ lab: data.lab.name, code: data.lab.shortName, org: data.org.name, year: data.year }), margin: [0, 14, 0, 0] },
    {
      columns: facts.map(([key, value]) => ({ stack: [label(key, locale), { text: value, margin: [0, 2, 0, 0] }], width: '*' })),
      columnGap: 12,
      margin: [0, 14, 0, 0],
    },
    {
      table: { headerRows: 1, widths: ['*', 60, 44, 34, 40, 40, 44, 44, 40], body: [header, ...rows] },
      layout: ruledTableLayout({ headerRows: 1 }),
      fontSize: 8.5,
      margin: [0, 16, 0, 0],
    },
    {
      text: T.rules({
        satisfactory: formatNumber(data.rules.satisfactoryLimit, locale),
        action: formatNumber(data.rules.actionLimit, locale),
        share: percent(data.rules.minReturnedShare, locale),
      }),
      style: 'small',
      margin: [0, 8, 0, 0],
    },
    {
      columns: [
        { qr: data.verificationUrl, fit: 96, width: 'auto', foreground: COLORS.text },
        {
          stack: [label(T.verification(), locale), { text: code, fontSize: 14, color: COLORS.accent, margin: [0, 3, 0, 6] }, { text: T.verifyAt(), style: 'small' }, { text: data.verificationUrl, fontSize: 8.5, color: COLORS.accent, margin: [0, 2, 0, 0] }],
          width: '*',
        },
      ],
      columnGap: 16,
      margin: [0, 24, 0, 0],
      unbreakable: true,
    },
  ];
  return documentDefinition({
    locale,
    providerName: data.org.name,
    title,
    reference: `${data.year} · ${data.lab.shortName} · v${data.version}`,
    creationDate: new Date(`${data.issuedOn}T00:00:00Z`),
    subject: `${title} – ${data.lab.name} – ${data.year}`,
    content,
  });
}

/** The PDF of a yearly certificate in the reader's language (Roboto: accents intact). */
export async function renderCertificatePdf(data: CertificatePdfData, locale: Locales): Promise<Buffer> {
  return renderPdf(certificateDefinition(data, locale));
}
