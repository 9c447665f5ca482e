import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition, RestError } from './download';
import { isImageUrl, surveyDownloadPaths } from './survey-links';
import { activeTimelineStep, surveyTimeline, type TimelineSurvey } from './survey-timeline';
import { classifyError } from '../../lib/errors';

const flags = { started: true, inProgress: true, ended: false, validated: false, preEvaluated: false, evaluated: false, evaluationDisabled: false };
const base: TimelineSurvey = {
  status: flags,
  startsAt: '2026-11-01T00:01:00.000Z',
  endsAt: '2026-12-01T23:59:59.000Z',
  deadline: '2026-11-30T23:59:59.000Z',
  preEvaluatedAt: null,
  evaluatedAt: null,
  expectedEvaluationAt: '2027-01-15T23:59:59.000Z',
  validation: { validatedAt: null },
};

describe('survey links', () => {
  it('tells images from other links', () => {
    expect(isImageUrl('https://x.example/a/sample.JPG')).toBe(true);
    expect(isImageUrl('https://x.example/a/sample.png?size=2')).toBe(true);
    expect(isImageUrl('https://x.example/samples/kk-2026-1')).toBe(false);
  });

  it('builds the download paths', () => {
    expect(surveyDownloadPaths.pdfPreview(3, 9, 'hu')).toBe('/api/v1/labs/3/surveys/9/documents/pdf-preview?locale=hu');
    expect(surveyDownloadPaths.document(3, 9, 'archive/2026 1.zip', 'en')).toBe('/api/v1/labs/3/surveys/9/documents/archive/2026%201.zip?locale=en');
  });
});

describe('fileNameFromDisposition', () => {
  it('prefers the UTF-8 name, falls back to the plain one, else download', () => {
    expect(fileNameFromDisposition(`attachment; filename="Glk_z.pdf"; filename*=UTF-8''Gl%C3%BCk%C3%B3z.pdf`)).toBe('Glükóz.pdf');
    expect(fileNameFromDisposition('attachment; filename="report.pdf"')).toBe('report.pdf');
    expect(fileNameFromDisposition('attachment; filename=plain.zip')).toBe('plain.zip');
    expect(fileNameFromDisposition('attachment')).toBe('download');
    expect(fileNameFromDisposition(null)).toBe('download');
  });
});

describe('RestError', () => {
  it('is classified like the tRPC errors (status and cause from the REST body)', () => {
    expect(classifyError(new RestError(403, { error: { message: 'x', type: 'late_payment_error' } }))).toMatchObject({ kind: 'latePayment', status: 403 });
    expect(classifyError(new RestError(415, { error: { message: 'x', param: 'file', type: 'value.fileTypeNotAllowed' } }))).toMatchObject({
      kind: 'generic',
      param: 'file',
      type: 'value.fileTypeNotAllowed',
    });
    expect(classifyError(new RestError(404, 'not json'))).toMatchObject({ kind: 'notFound', status: 404 });
    expect(classifyError(new RestError(500, 'not json'))).toMatchObject({ kind: 'generic', status: 500 });
  });
});

describe('surveyTimeline', () => {
  it('shows result entry as the current step while in progress and the expected evaluation', () => {
    const steps = surveyTimeline(base);
    expect(steps.map((s) => [s.key, s.state])).toEqual([
      ['start', 'done'],
      ['edit', 'current'],
      ['validation', 'upcoming'],
      ['end', 'upcoming'],
      ['preEvaluation', 'upcoming'],
      ['evaluation', 'upcoming'],
    ]);
    expect(steps[1]).toMatchObject({ date: base.deadline, note: 'until' });
    expect(steps[5]).toMatchObject({ date: base.expectedEvaluationAt, note: 'expected' });
    expect(activeTimelineStep(steps)).toBe(1);
  });

  it('marks validation done with its date, and a missed validation after the end', () => {
    const validated = surveyTimeline({ ...base, status: { ...flags, validated: true }, validation: { validatedAt: '2026-11-20T10:00:00.000Z' } });
    expect(validated[2]).toEqual({ key: 'validation', state: 'done', date: '2026-11-20T10:00:00.000Z', note: 'validatedBy' });
    expect(validated[3]?.state).toBe('current');
    const ended = surveyTimeline({ ...base, status: { ...flags, inProgress: false, ended: true, preEvaluated: true }, preEvaluatedAt: '2026-12-05T23:59:59.000Z' });
    expect(ended.map((s) => s.state)).toEqual(['done', 'done', 'missed', 'done', 'current', 'upcoming']);
    expect(activeTimelineStep(ended)).toBe(4);
  });

  it('shows the evaluation date once evaluated, and no evaluation steps when disabled', () => {
    const evaluated = surveyTimeline({
      ...base,
      status: { ...flags, inProgress: false, ended: true, validated: true, evaluated: true },
      preEvaluatedAt: '2026-12-05T23:59:59.000Z',
      evaluatedAt: '2027-01-10T23:59:59.000Z',
      validation: { validatedAt: '2026-11-20T10:00:00.000Z' },
    });
    expect(evaluated.every((s) => s.state === 'done')).toBe(true);
    expect(evaluated[5]).toMatchObject({ date: '2027-01-10T23:59:59.000Z', note: null });
    expect(activeTimelineStep(evaluated)).toBe(6);
    const disabled = surveyTimeline({ ...base, status: { ...flags, evaluationDisabled: true } });
    expect(disabled.slice(4).map((s) => s.state)).toEqual(['disabled', 'disabled']);
  });

  it('has nothing done before the start', () => {
    const upcoming = surveyTimeline({ ...base, status: { ...flags, started: false, inProgress: false } });
    expect(upcoming.map((s) => s.state)).toEqual(['current', 'upcoming', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
  });
});
