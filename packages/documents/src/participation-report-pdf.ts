import { localize, SURVEY_TIME_ZONE, type Localized } from '@eqa/core';
import { formatDate, formatNumber, type Locales } from '@eqa/i18n';
import { formatDay } from './format';
import { COLORS, documentDefinition, documentTexts, label } from './layout';
import type { PdfContent, PdfDocumentDefinition } from './pdf-definition';
import { renderPdf } from './render-pdf';

/** What a lab's participation report of a survey shows (the documents.generate job's document). */
export interface ParticipationReportPdfData {
  orgName: string;
  schemeShortName: string;
  /** The scheme version's name in every language it has; the report shows the reader's. */
  versionName: Localized;
  roundName: string;
  lab: { shortName: string; name: string };
  /** The issue day, YYYY-MM-DD. */
  issuedOn: string;
  resultCount: number;
  /** When the lab validated its results (shown as the day in the survey's time zone); null: not validated. */
  validatedAt: Date | null;
  evaluatedResultCount: number;
}

/**
 * The document definition of a participation report (exported for tests of its content). Regular face
 * only: the job writes hundreds at once, and every further face costs a font parse per document.
 */
export function participationReportDefinition(data: ParticipationReportPdfData, locale: Locales): PdfDocumentDefinition {
  const LL = documentTexts(locale);
  const T = LL.documents.participationReport;
  const title = T.title();
  const version = localize(data.versionName, locale);
  const scheme = version ? `${data.schemeShortName} – ${version}` : data.schemeShortName;
  const labName = `${data.lab.shortName} – ${data.lab.name}`;

  const rows: Array<[string, PdfContent]> = [
    [T.scheme(), scheme],
    [T.round(), data.roundName],
    [T.laboratory(), labName],
    [T.issuedOn(), formatDay(data.issuedOn, locale)],
    [T.results(), formatNumber(data.resultCount, locale)],
    [
      T.validatedOn(),
      data.validatedAt
        ? formatDate(data.validatedAt, locale, { timeZone: SURVEY_TIME_ZONE })
        : { text: T.notValidated(), color: COLORS.muted },
    ],
    [T.evaluatedResults(), formatNumber(data.evaluatedResultCount, locale)],
  ];

  const content: PdfContent[] = [
    { text: title, style: 'lightTitle' },
    { text: scheme, style: 'subtitle' },
    {
      text: T.statement({ lab: data.lab.name, code: data.lab.shortName, round: data.roundName, scheme: data.schemeShortName }),
      margin: [0, 18, 0, 0],
    },
    {
      table: {
        widths: [150, '*'],
        body: rows.map(([key, value]) => [{ stack: [label(key, locale)], margin: [0, 1.5, 0, 0] }, value]),
      },
      layout: {
        hLineWidth: (index, node) => (index === 0 || index === node.table.body.length ? 0.8 : 0.4),
        vLineWidth: () => 0,
        hLineColor: (index, node) => (index === 0 || index === node.table.body.length ? COLORS.muted : COLORS.rule),
        paddingLeft: () => 0,
        paddingRight: () => 8,
        paddingTop: () => 7,
        paddingBottom: () => 7,
      },
      margin: [0, 18, 0, 0],
    },
  ];

  return documentDefinition({
    locale,
    providerName: data.orgName,
    title,
    reference: `${data.schemeShortName} ${data.roundName} · ${data.lab.shortName}`,
    creationDate: new Date(`${data.issuedOn}T00:00:00Z`),
    subject: `${title} – ${scheme} – ${labName}`,
    content,
  });
}

/** The PDF of a lab's participation report in the given locale (Roboto, accents intact). */
export async function renderParticipationReportPdf(data: ParticipationReportPdfData, locale: Locales): Promise<Buffer> {
  return renderPdf(participationReportDefinition(data, locale));
}
