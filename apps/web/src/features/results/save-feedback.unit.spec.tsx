// @vitest-environment happy-dom
import { AppError, EXTENDED_DEBOUNCE_MS, SURVEY_VALIDATED_ERROR } from '@eqa/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useMemo } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trpc } from '../../lib/trpc';
import { en, renderScreen } from '../../testing/render';
import { networkFailure, serverFailure, type ProcedureInput, type ProcedureOutput } from '../../testing/trpc-stub';
import type { FormParameter, FormValue, SurveyForm } from './form-model';
import { OfflineBanner } from './offline-banner';
import { SaveFailedBanner, SaveStatus } from './save-feedback';
import { useResultSaver } from './use-result-saver';
import { ResultEntryProvider, ValueCell } from './value-controls';

const LAB = 1;
const SURVEY = 2;
const GROUP = 3;
const SAMPLE = 11;
const GLUCOSE = 7;
const MMOL = 1;
const LABEL = 'Glucose – S1 – Result';

function storedValue(value: number): FormValue {
  return {
    dimensionId: 'result',
    type: 'numeric',
    position: 0,
    value,
    relation: '=',
    unitId: MMOL,
    convertedValue: value,
    valueId: null,
    name: null,
    deprecated: false,
    components: [],
    fileId: null,
    fileName: null,
    mediaType: null,
    size: null,
    downloadPath: null,
  };
}

function glucose(stored: number | null): FormParameter {
  return {
    id: GLUCOSE,
    name: { en: 'Glucose' },
    qualifier: null,
    ordinal: 1,
    groupId: null,
    accredited: false,
    flagged: false,
    invalid: false,
    dimensions: {
      result: [
        {
          id: 'result',
          name: { en: 'Result' },
          ordinal: 1,
          valueType: 'numeric',
          multipleValues: false,
          mediaType: null,
          negativeAllowed: false,
          unitId: MMOL,
          unitIds: [MMOL],
          evaluationUnitId: MMOL,
          lastUnitSelected: null,
          valueCount: 0,
          controlKind: null,
          values: null,
          role: 'result',
          mandatory: false,
          components: [],
        },
      ],
      context: [],
    },
    results: stored === null ? [] : [{ resultGroupId: GROUP, sampleId: SAMPLE, hidden: false, values: [storedValue(stored)] }],
    sampleResults: [],
    deletion: { offered: true, disabled: false },
    statistics: null,
  };
}

/** The survey form as the server answers it: glucose of sample S1, stored or not, at a stream version. */
function surveyForm(version: number, stored: number | null, survey: { readOnly?: boolean; validated?: boolean } = {}): SurveyForm {
  return {
    // the header fields the result entry reads
    survey: { labId: LAB, id: SURVEY, streamVersion: version, readOnly: survey.readOnly ?? false, validation: { validated: survey.validated ?? false } } as SurveyForm['survey'],
    samples: [{ id: SAMPLE, name: 'S1', description: null, url: null, ordinal: 1 }],
    resultGroups: [{ id: GROUP, ordinal: 1, name: null, displayName: 'Result group 1', comment: null, hidden: false }],
    parameterGroups: [],
    ungroupedParameterIds: [GLUCOSE],
    parameters: [glucose(stored)],
    units: [{ id: MMOL, name: { en: 'mmol/L' }, ordinal: 1 }],
    conversions: [],
    contextFilter: { visible: true, disabled: false },
    openInstructions: false,
    showLatestResultsHint: false,
  };
}

/** What the server answers a save of one value: it stores what it was sent, at the next version. */
function stored(input: ProcedureInput<'results.saveValues'>, version: number): ProcedureOutput<'results.saveValues'> {
  const values = input.values.flatMap((v) => (typeof v.value === 'number' || typeof v.value === 'string' ? [storedValue(Number(v.value))] : []));
  return { streamVersion: version, changed: true, results: [{ parameterId: input.paramId, resultGroupId: input.groupId, sampleId: input.sampleId ?? null, hidden: false, values }] };
}

/** The result entry of the survey page: the form query, its autosave, the save feedback and one value control. */
function ResultEntry() {
  const form = trpc.surveys.form.useQuery({ labId: LAB, surveyId: SURVEY });
  if (!form.data) return null;
  return <Entry form={form.data} formUpdatedAt={form.dataUpdatedAt} refetchForm={() => void form.refetch()} />;
}

function Entry({ form, formUpdatedAt, refetchForm }: { form: SurveyForm; formUpdatedAt: number; refetchForm(): void }) {
  const { saver } = useResultSaver({ labId: LAB, surveyId: SURVEY, userId: 5, form, formUpdatedAt, refetchForm });
  const env = useMemo(() => ({ saver, labId: LAB, surveyId: SURVEY, readOnly: form.survey.readOnly, units: new Map(form.units.map((u) => [u.id, u.name])), conversions: form.conversions }), [saver, form]);
  const parameter = form.parameters[0];
  const dimension = parameter?.dimensions.result[0];
  if (!parameter || !dimension) return null;
  return (
    <ResultEntryProvider value={env}>
      <SaveStatus saver={saver} />
      <SaveFailedBanner saver={saver} />
      <OfflineBanner saver={saver} />
      <ValueCell parameter={parameter} dimension={dimension} resultGroupId={GROUP} sampleId={SAMPLE} label={LABEL} showLabel={false} />
    </ResultEntryProvider>
  );
}

interface Server {
  forms: SurveyForm[];
  saves: Array<(input: ProcedureInput<'results.saveValues'>) => ProcedureOutput<'results.saveValues'> | Promise<ProcedureOutput<'results.saveValues'>>>;
}

/** The result entry against a server that answers the form loads and the saves in turn (the last answer repeats). */
function openEntry(server: Server) {
  let formLoads = 0;
  let saves = 0;
  const next = <T,>(answers: T[], index: number): T => {
    const answer = answers[Math.min(index, answers.length - 1)];
    if (answer === undefined) throw new Error('no answer');
    return answer;
  };
  return renderScreen(<ResultEntry />, {
    user: { advanceTimers: (ms) => vi.advanceTimersByTime(ms) },
    api: {
      'surveys.form': () => next(server.forms, formLoads++),
      'results.saveValues': (input) => next(server.saves, saves++)(input),
    },
  });
}

const field = () => screen.getByRole('textbox', { name: LABEL });
/** The debounce of a result value runs out. */
const debounce = () => act(() => vi.advanceTimersByTimeAsync(EXTENDED_DEBOUNCE_MS));
const banner = () => screen.queryByText(en.results.saving.reason.other());

/** The error dialog reports the failure with the title of its kind; the user closes it. */
async function closeErrorDialog(title: string, user: { click(element: Element): Promise<void> }) {
  const report = await screen.findByTestId('error-dialog');
  expect(within(report).getByText(title)).toBeVisible();
  await user.click(within(report).getByRole('button', { name: en.actions.close() }));
  await waitFor(() => expect(screen.queryByTestId('error-dialog')).toBeNull());
}

beforeEach(() => {
  // the debounce is the app's own 3 s: the clock is the test's; it still moves with real time, so waiting for the screen works
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('saving results (useResultSaver, save feedback, the value control)', () => {
  it('says what waits, what is being saved and that it was saved', async () => {
    let answer = (): void => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const { user, inputsOf } = openEntry({
      forms: [surveyForm(4, null)],
      saves: [
        async (input) => {
          await answered;
          return stored(input, 5);
        },
      ],
    });
    await user.type(await screen.findByRole('textbox', { name: LABEL }), '5.4');
    expect(screen.getByText(en.results.saving.pending({ count: 1 }))).toBeVisible();
    expect(screen.getByRole('img', { name: en.results.saving.cellPending() })).toBeInTheDocument();
    expect(inputsOf('results.saveValues')).toEqual([]);

    await debounce();
    await waitFor(() => expect(screen.getByText(en.notifications.saveInProgress(), { selector: '.MuiChip-label' })).toBeVisible());
    answer();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(en.notifications.resultSaved()));
    expect(screen.queryByText(en.results.saving.pending({ count: 1 }))).toBeNull();
    expect(screen.getByRole('img', { name: en.results.saving.cellSaved() })).toBeInTheDocument();
    expect(inputsOf('results.saveValues')).toEqual([
      { labId: LAB, surveyId: SURVEY, paramId: GLUCOSE, groupId: GROUP, expectedVersion: 4, sampleId: SAMPLE, values: [expect.objectContaining({ dimensionId: 'result', value: '5.4', unitId: MMOL })] },
    ]);
  });

  it('keeps a value the network lost, says it waits (no dialog, no failure), and sends it again by itself', async () => {
    const { user, inputsOf } = openEntry({
      forms: [surveyForm(4, null)],
      saves: [
        () => {
          throw networkFailure();
        },
        (input) => stored(input, 5),
      ],
    });
    await user.type(await screen.findByRole('textbox', { name: LABEL }), '5.4');
    await debounce();

    // no answer is no failure: the value waits, quietly
    await waitFor(() => expect(screen.getByTestId('offline-banner')).toHaveAttribute('data-count', '1'));
    expect(screen.queryByTestId('error-dialog')).toBeNull();
    expect(banner()).toBeNull();
    expect(field()).toHaveValue('5.4');
    expect(inputsOf('results.saveValues')).toHaveLength(1);

    // the first retry (2 s) sends it again without a click
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await waitFor(() => expect(screen.getByRole('img', { name: en.results.saving.cellSaved() })).toBeInTheDocument());
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    const [first, second] = inputsOf('results.saveValues');
    expect(second).toEqual(first);
  });

  it('after a conflict reloads the form and sends the value again on the new version when nobody changed it', async () => {
    const { user, inputsOf } = openEntry({
      forms: [surveyForm(4, null), surveyForm(6, null)],
      saves: [
        () => {
          throw serverFailure(AppError.conflict('Stale version', 'stream_version_conflict'));
        },
        (input) => stored(input, 7),
      ],
    });
    await user.type(await screen.findByRole('textbox', { name: LABEL }), '5.4');
    await debounce();

    await waitFor(() => expect(inputsOf('results.saveValues')).toHaveLength(2));
    expect(inputsOf('surveys.form')).toHaveLength(2);
    await closeErrorDialog(en.error.conflict.title(), user);
    expect(inputsOf('results.saveValues').map((input) => (input as { expectedVersion: number }).expectedVersion)).toEqual([4, 6]);
    await waitFor(() => expect(screen.getByRole('img', { name: en.results.saving.cellSaved() })).toBeInTheDocument());
    expect(field()).toHaveValue('5.4');
  });

  it('after a conflict shows the value another editor stored instead of the draft, and says so', async () => {
    const { user, inputsOf } = openEntry({
      forms: [surveyForm(4, null), surveyForm(6, 6.1)],
      saves: [
        () => {
          throw serverFailure(AppError.conflict('Stale version', 'stream_version_conflict'));
        },
      ],
    });
    await user.type(await screen.findByRole('textbox', { name: LABEL }), '5.4');
    await debounce();

    await closeErrorDialog(en.error.conflict.title(), user);
    expect(await screen.findByText(en.survey.conflict())).toBeVisible();
    await waitFor(() => expect(field()).toHaveValue('6.1'));
    expect(inputsOf('results.saveValues')).toHaveLength(1);
    expect(screen.queryByText(en.results.saving.pending({ count: 1 }))).toBeNull();
  });

  it('after results were validated meanwhile keeps the entry, names the reason and offers no Retry', async () => {
    const { user } = openEntry({
      forms: [surveyForm(4, null), surveyForm(6, null, { readOnly: true, validated: true })],
      saves: [
        () => {
          throw serverFailure(AppError.conflict('Validated', SURVEY_VALIDATED_ERROR));
        },
      ],
    });
    await user.type(await screen.findByRole('textbox', { name: LABEL }), '5.4');
    await debounce();

    await closeErrorDialog(en.error.conflict.title(), user);
    expect(await screen.findByText(en.results.saving.reason.validated())).toBeVisible();
    expect(field()).toHaveValue('5.4');
    expect(field()).toBeDisabled();
    expect(screen.queryByRole('button', { name: en.results.saving.retry() })).toBeNull();
    expect(screen.getByRole('button', { name: en.results.saving.discard() })).toBeVisible();
  });
});
