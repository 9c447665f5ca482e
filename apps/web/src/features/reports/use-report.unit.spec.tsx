// @vitest-environment happy-dom
import { AppError, labReport, SURVEY_NOT_STARTED_ERROR, surveyPaths, type TOwnReport, type TSharedReport } from '@eqa/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en, renderScreen } from '../../testing/render';
import { serverFailure } from '../../testing/trpc-stub';
import { numericReport } from './report-fixture';
import type { ReportIds } from './report-paths';
import { sharedReportPath } from './shared-report';
import { useReport } from './use-report';

const IDS: ReportIds = { labId: 101, surveyId: 12, parameterId: 7 };
const OWN_INPUT = { labId: 101, surveyId: 12, paramId: 7 };

/** The part every lab shares, of the build `version`: the all-labs line of sample A. */
function sharedPart(version: string): TSharedReport {
  const { own: _own, ...line } = numericReport().statistics[0]!;
  return { version, noData: false, sampleLevelValues: [{ sampleId: 20, value: 5 }], groupIds: [null], statistics: [line], histograms: [], charts: [], youden: [], nominal: [] };
}

/** The lab's own part, belonging to the shared build `sharedVersion`: its result 5.2 in sample A. */
function ownPart(sharedVersion: string): TOwnReport {
  const report = numericReport();
  return {
    kind: 'evaluation',
    run: report.run,
    survey: report.survey,
    parameter: report.parameter,
    lab: report.lab,
    labId: IDS.labId,
    surveyId: IDS.surveyId,
    samples: [{ id: 20, name: 'A', description: null, url: null, ordinal: 1, merges: [] }],
    resultGroups: [{ id: 1, name: null, ordinal: 1, hidden: false }],
    groups: [],
    allGroupName: null,
    rows: [
      {
        surveyId: IDS.surveyId,
        labId: IDS.labId,
        sampleId: 20,
        resultGroupId: 1,
        evaluationGroupId: null,
        value: 5.2,
        nominalValueId: null,
        relation: '=',
        zScore: 0.5,
        zPrimeScore: 0.45,
        zetaScore: null,
        enScore: null,
        deviationPercent: 4,
        scaledValue: 0.6,
        accepted: true,
        outlier: false,
        hidden: false,
      },
    ],
    valueNames: [],
    sharedVersion,
    marks: { charts: [], youden: [] },
  };
}

type Answer<T> = () => T;
/** Answers in turn; the last one repeats. */
function inTurn<T>(answers: Array<Answer<T>>): () => T {
  let calls = 0;
  return () => {
    const answer = answers[Math.min(calls++, answers.length - 1)];
    if (!answer) throw new Error('no answer');
    return answer();
  };
}

/** The shared part's GET through fetch (the browser's HTTP cache in the app), answered in turn; its calls counted. */
function serveShared(answers: Array<Answer<TSharedReport | Response>>): { calls: () => number } {
  const next = inTurn(answers);
  let calls = 0;
  vi.stubGlobal('fetch', (url: string) => {
    if (url !== sharedReportPath('evaluation', IDS)) return Promise.resolve(new Response(null, { status: 404 }));
    calls += 1;
    const answer = next();
    return Promise.resolve(answer instanceof Response ? answer : Response.json(answer));
  });
  return { calls: () => calls };
}

/** What the report page receives from the hook, shown by it as the page would. */
let latest: ReturnType<typeof useReport> = { data: undefined, error: null };
function ReportProbe() {
  latest = useReport('evaluation', IDS);
  return <p>{latest.data ? `own result ${latest.data.statistics[0]?.own[0]?.value ?? '–'}` : 'loading'}</p>;
}

function openReport(own: Array<Answer<TOwnReport>>, path = '/') {
  return renderScreen(<ReportProbe />, { path, api: { 'reports.evaluationOwn': inTurn(own) } });
}

beforeEach(() => {
  latest = { data: undefined, error: null };
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the report of two parts (useReport)', () => {
  it('merges the own part with the shared part it belongs to, each asked once', async () => {
    const shared = serveShared([() => sharedPart('run-1')]);
    const { inputsOf } = openReport([() => ownPart('run-1')]);

    expect(await screen.findByText('own result 5.2')).toBeVisible();
    expect(latest.data).toEqual(labReport(sharedPart('run-1'), ownPart('run-1')));
    expect(inputsOf('reports.evaluationOwn')).toEqual([OWN_INPUT]);
    expect(shared.calls()).toBe(1);
  });

  it('asks both parts again when a new run landed between the two answers, and merges the matching pair', async () => {
    const shared = serveShared([() => sharedPart('run-1'), () => sharedPart('run-2')]);
    const { inputsOf } = openReport([() => ownPart('run-2')]);

    expect(await screen.findByText('own result 5.2')).toBeVisible();
    expect(latest.data).toEqual(labReport(sharedPart('run-2'), ownPart('run-2')));
    expect(inputsOf('reports.evaluationOwn')).toHaveLength(2);
    expect(shared.calls()).toBe(2);
  });

  it('gives up after three tries when the parts keep naming different runs, and offers Retry', async () => {
    // a new run every time the shared part is asked, four times; then the runs settle on run-9
    const shared = serveShared([1, 2, 3, 4, 9].map((run) => () => sharedPart(`run-${run}`)));
    const { user, inputsOf } = openReport([0, 0, 0, 0, 9].map((run) => () => ownPart(`run-${run}`)));

    const report = await screen.findByTestId('error-dialog');
    expect(within(report).getByText(en.error.whileDoing({ action: en.errorAction.reports() }))).toBeVisible();
    expect(inputsOf('reports.evaluationOwn')).toHaveLength(4);
    expect(shared.calls()).toBe(4);
    expect(latest.data).toBeUndefined();

    await user.click(within(report).getByRole('button', { name: en.actions.retry() }));
    expect(await screen.findByText('own result 5.2')).toBeVisible();
    expect(latest.data).toEqual(labReport(sharedPart('run-9'), ownPart('run-9')));
  });

  it.each([
    { state: 'not started', type: SURVEY_NOT_STARTED_ERROR, to: surveyPaths.evaluations(IDS.labId) },
    { state: 'not ended', type: 'survey_not_ended', to: surveyPaths.surveyForm(IDS.labId, IDS.surveyId) },
  ])('sends the report of a survey $state to where it can be seen ($to), without an error dialog', async ({ type, to }) => {
    serveShared([() => Response.json({ error: { message: 'Refused', param: 'surveyId', type } }, { status: 422 })]);
    const start = `/labs/${IDS.labId}/evaluations/${IDS.surveyId}/parameters/${IDS.parameterId}/evaluation`;
    const { location } = openReport(
      [
        () => {
          throw serverFailure(AppError.constraint('surveyId', 'Refused', type));
        },
      ],
      start,
    );

    await waitFor(() => expect(location.current).toBe(to));
    expect(screen.queryByTestId('error-dialog')).toBeNull();
  });

  it('leaves a report that is not there (404) to the page, without an error dialog', async () => {
    serveShared([() => new Response(null, { status: 404 })]);
    openReport([
      () => {
        throw serverFailure(AppError.notFound('Parameter'));
      },
    ]);

    await waitFor(() => expect(latest.error).not.toBeNull());
    expect(screen.queryByTestId('error-dialog')).toBeNull();
    expect(latest.data).toBeUndefined();
  });
});
