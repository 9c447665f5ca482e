import { AppError, localize, SURVEY_TIME_ZONE, type Localized } from '@eqa/core';
import { renderPdf, type PdfContent, type PdfContentObject } from '@eqa/documents';
import { formatDate, formatDateTime, formatNumber, i18nObject, isLocale, loadAllLocales, type Locales, type TranslationFunctions } from '@eqa/i18n';
import type { TFormDimension, TFormParameter, TResultValueOut, TSurveyFormOutput } from '../surveys/get-survey-form.types';
import { getSurveyForm } from '../surveys/get-survey-form';
import { requireSession, type SurveyServiceContext } from '../surveys/open-lab-survey';
import type { DocumentContent } from './read-survey-document';

loadAllLocales();

/** The request's locale among the dictionaries (English otherwise). */
export function pdfLocale(locale: string | null | undefined): Locales {
  return locale && isLocale(locale) ? locale : 'en';
}

interface PreviewText {
  LL: TranslationFunctions;
  locale: Locales;
  units: Map<number, Localized>;
}

function unitName(text: PreviewText, unitId: number | null): string {
  if (unitId === null) return '';
  return localize(text.units.get(unitId) ?? null, text.locale);
}

/** One value as the form shows it: relation, number, unit; a nominal value's name; a file's name. */
function valueText(text: PreviewText, value: TResultValueOut): string {
  if (value.type === 'composite') {
    return value.components
      .map((c) => (c.name ? localize(c.name, text.locale) : [c.value ?? '', unitName(text, c.unitId)].filter(Boolean).join(' ')))
      .filter((s) => String(s).length > 0)
      .join('; ');
  }
  if (value.type === 'document') return value.fileName ?? '';
  if (value.name) return localize(value.name, text.locale);
  if (value.type === 'numeric' && typeof value.value === 'number') {
    const relation = value.relation && value.relation !== '=' ? `${value.relation} ` : '';
    return `${relation}${formatNumber(value.value, text.locale)} ${unitName(text, value.unitId)}`.trim();
  }
  if (value.type === 'date_time' && typeof value.value === 'string') {
    const date = new Date(value.value);
    return Number.isNaN(date.getTime()) ? value.value : formatDateTime(date, text.locale, { timeZone: SURVEY_TIME_ZONE });
  }
  return value.value === null ? '' : String(value.value);
}

function dimensionRows(text: PreviewText, dimensions: TFormDimension[]): PdfContent[][] {
  return dimensions.map((d) => [
    localize(d.name, text.locale) + (d.mandatory ? ' *' : ''),
    d.unitIds.map((id) => unitName(text, id)).join(', '),
  ]);
}

function parameterBlock(text: PreviewText, form: TSurveyFormOutput, parameter: TFormParameter): PdfContent[] {
  const { LL } = text;
  const qualifier = parameter.qualifier ? ` (${localize(parameter.qualifier, text.locale)})` : '';
  const dimensions = [...parameter.dimensions.result, ...parameter.dimensions.context];
  const dimensionNames = new Map(dimensions.map((d) => [d.id, localize(d.name, text.locale)]));
  const blocks: PdfContent[] = [
    { text: `${localize(parameter.name, text.locale)}${qualifier}${parameter.accredited ? ' (A)' : ''}`, style: 'parameter' },
    {
      table: { headerRows: 1, widths: ['*', '*'], body: [[{ text: LL.survey.pdf.dimension(), bold: true }, { text: LL.survey.pdf.units(), bold: true }], ...dimensionRows(text, dimensions)] },
      layout: 'lightHorizontalLines',
      margin: [0, 2, 0, 4],
    },
  ];
  const results = parameter.results.filter((r) => r.values.length > 0);
  if (results.length > 0) {
    const groups = new Map(form.resultGroups.map((g) => [g.id, g]));
    const samples = new Map(form.samples.map((s) => [s.id, s.name]));
    const lines = results.map((result): PdfContent => {
      const group = groups.get(result.resultGroupId);
      const groupName = group ? group.name?.trim() || LL.survey.resultGroup.defaultName({ ordinal: group.ordinal }) : '';
      const where = [groupName, result.sampleId !== null ? `${LL.survey.pdf.sample()} ${samples.get(result.sampleId) ?? result.sampleId}` : '']
        .filter(Boolean)
        .join(' · ');
      const values = result.values.map((v) => `${dimensionNames.get(v.dimensionId) ?? v.dimensionId}: ${valueText(text, v)}`).join('; ');
      return { text: [{ text: `${where}: `, bold: true }, values] };
    });
    blocks.push({ text: LL.survey.pdf.values(), italics: true }, { ul: lines, margin: [0, 0, 0, 6] });
  }
  return blocks;
}

/** The document definition of the preview (exported for tests of the content). */
export function surveyPreviewContent(form: TSurveyFormOutput, lab: { shortName: string; name: string }, locale: Locales, now: Date): PdfContent[] {
  const LL = i18nObject(locale);
  const text: PreviewText = { LL, locale, units: new Map(form.units.map((u) => [u.id, u.name])) };
  const s = form.survey;
  const date = (value: string | null) => (value ? formatDateTime(new Date(value), locale, { timeZone: SURVEY_TIME_ZONE }) : '–');
  const title = `${s.schemeShortName} – ${localize(s.schemeName, locale)}${s.accredited ? ' (A)' : ''}`;
  const info: Array<[string, string]> = [
    [LL.survey.pdf.round(), `${s.round.name} (${s.round.year})`],
    [LL.survey.pdf.laboratory(), `${lab.shortName} – ${lab.name}`],
    [LL.survey.pdf.startsAt(), date(s.startsAt)],
    [LL.survey.pdf.endsAt(), date(s.endsAt)],
    [LL.survey.pdf.deadline(), date(s.deadline)],
    [LL.survey.pdf.expectedEvaluationAt(), date(s.expectedEvaluationAt)],
  ];
  const parameters = new Map(form.parameters.map((p) => [p.id, p]));
  const grouped: PdfContent[] = form.parameterGroups.flatMap((g) => {
    const members = g.parameterIds.flatMap((id) => {
      const p = parameters.get(id);
      return p ? [p] : [];
    });
    if (members.length === 0) return [];
    return [{ text: localize(g.name, locale), style: 'group' } satisfies PdfContentObject, ...members.flatMap((p) => parameterBlock(text, form, p))];
  });
  const ungrouped = form.ungroupedParameterIds.flatMap((id) => {
    const p = parameters.get(id);
    return p ? parameterBlock(text, form, p) : [];
  });
  const hasValues = form.parameters.some((p) => p.results.some((r) => r.values.length > 0));
  return [
    { text: title, style: 'title' },
    { text: `${localize(s.schemeVersion.name, locale)} – ${LL.survey.pdf.preview()}`, style: 'subtitle' },
    { table: { widths: ['auto', '*'], body: info.map(([k, v]) => [{ text: k, bold: true }, v]) }, layout: 'noBorders', margin: [0, 0, 0, 8] },
    ...(s.description && localize(s.description, locale) ? [{ text: LL.survey.pdf.description(), style: 'heading' }, { text: localize(s.description, locale) }] : []),
    { text: LL.survey.pdf.samples(), style: 'heading' },
    { ul: form.samples.map((sample) => (sample.description ? `${sample.name} – ${localize(sample.description, locale)}` : sample.name)) },
    { text: LL.survey.pdf.parameters(), style: 'heading' },
    ...(hasValues ? [] : [{ text: LL.survey.pdf.noValues(), italics: true, margin: [0, 0, 0, 4] } satisfies PdfContentObject]),
    ...grouped,
    ...ungrouped,
    { text: LL.survey.pdf.createdAt({ date: formatDate(now, locale, { timeZone: SURVEY_TIME_ZONE }) }), fontSize: 8, color: '#666666', margin: [0, 12, 0, 0] },
  ];
}

/**
 * GET /labs/{labId}/surveys/{surveyId}/documents/pdf-preview?locale=…: a PDF of the survey form
 * (title, round, dates, description, samples, parameters with their dimensions and units, the lab's
 * current values) in the request's locale. Org users only (spec 1 §6; 403 for lab users), same
 * survey access as the form; 403 when the scheme version disables PDF downloads.
 */
export async function surveyPdfPreview(ctx: SurveyServiceContext, input: { labId: number; surveyId: number; locale: string | null }): Promise<DocumentContent> {
  const session = requireSession(ctx.session);
  if (session.roleId !== 'org_admin') throw AppError.forbidden('Only organisation users may download the preview');
  const form = await getSurveyForm(ctx, { labId: input.labId, surveyId: input.surveyId });
  if (form.survey.pdfDownloadDisabled) throw AppError.forbidden('PDF downloads are disabled for this survey');
  const lab = await ctx.db.selectFrom('labs').select(['shortName', 'name']).where('id', '=', input.labId).executeTakeFirstOrThrow();
  const locale = pdfLocale(input.locale);
  const now = ctx.clock.now();
  const content = await renderPdf({
    info: { title: `${form.survey.schemeShortName} ${form.survey.round.name}`, creationDate: now },
    language: locale,
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 48],
    content: surveyPreviewContent(form, lab, locale, now),
    styles: {
      title: { fontSize: 16, bold: true },
      subtitle: { fontSize: 11, color: '#444444', margin: [0, 2, 0, 8] },
      heading: { fontSize: 12, bold: true, margin: [0, 10, 0, 4] },
      group: { fontSize: 11, bold: true, margin: [0, 8, 0, 2] },
      parameter: { bold: true, margin: [0, 6, 0, 0] },
    },
    footer: (page, pages) => ({ text: i18nObject(locale).survey.pdf.page({ page, pages }), alignment: 'center', fontSize: 8, color: '#666666' }),
  });
  const name = `preview-${form.survey.schemeShortName}-${form.survey.round.name}-${lab.shortName}-${locale}.pdf`.replace(/[\\/\s]+/g, '-');
  return { name, mediaType: 'application/pdf', content };
}
