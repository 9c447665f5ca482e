import type { RootCause } from '@eqa/core';
import type { Locales } from '@eqa/i18n';
import { formatDay } from './format';
import { documentDefinition, documentTexts, label, ruledTableLayout } from './layout';
import type { PdfContent, PdfDocumentDefinition } from './pdf-definition';
import { renderPdf } from './render-pdf';

/** One corrective action as the year's list for the lab's assessor shows it. */
export interface CorrectiveActionPdfRow {
  survey: string;
  parameter: string;
  rootCause: RootCause;
  findings: string;
  action: string;
  responsible: string;
  dueAt: string | null;
  closedAt: string | null;
  effective: boolean | null;
}

export interface CorrectiveActionsPdfData {
  orgName: string;
  lab: { name: string; shortName: string };
  year: number;
  /** The day it was made, YYYY-MM-DD. */
  madeOn: string;
  actions: CorrectiveActionPdfRow[];
}

/** The document definition of a lab's corrective actions of a year (exported for tests). */
export function correctiveActionsDefinition(data: CorrectiveActionsPdfData, locale: Locales): PdfDocumentDefinition {
  const LL = documentTexts(locale);
  const T = LL.correctiveActions;
  const title = T.pdf.title();
  const day = (value: string | null) => (value ? formatDay(value, locale) : '–');
  const effective = (value: boolean | null) => (value === null ? T.effectiveUnknown() : value ? T.effectiveYes() : T.effectiveNo());
  const blocks: PdfContent[] = data.actions.map((row) => ({
    table: {
      widths: [130, '*'],
      body: [
        [label(T.survey(), locale), row.survey],
        [label(T.parameter(), locale), row.parameter],
        [label(T.rootCause(), locale), T.rootCauses[row.rootCause]()],
        [label(T.findings(), locale), row.findings],
        [label(T.action(), locale), row.action],
        [label(T.responsible(), locale), row.responsible],
        [label(T.dueAt(), locale), day(row.dueAt)],
        [label(T.closedAt(), locale), row.closedAt ? day(row.closedAt) : T.open()],
        [label(T.effective(), locale), effective(row.effective)],
      ],
    },
    layout: ruledTableLayout({ headerRows: 0 }),
    margin: [0, 12, 0, 0],
    unbreakable: true,
  }));
  const content: PdfContent[] = [
    { text: title, style: 'lightTitle' },
    { text: T.pdf.statement({ lab: data.lab.name, code: data.lab.shortName, year: data.year }), margin: [0, 14, 0, 0] },
    ...(blocks.length > 0 ? blocks : [{ text: T.pdf.none(), style: 'small', margin: [0, 12, 0, 0] } as PdfContent]),
  ];
  return documentDefinition({
    locale,
    providerName: data.orgName,
    title,
    reference: `${data.year} · ${data.lab.shortName}`,
    creationDate: new Date(`${data.madeOn}T00:00:00Z`),
    subject: `${title} – ${data.lab.name} – ${data.year}`,
    content,
  });
}

export async function renderCorrectiveActionsPdf(data: CorrectiveActionsPdfData, locale: Locales): Promise<Buffer> {
  return renderPdf(correctiveActionsDefinition(data, locale));
}
