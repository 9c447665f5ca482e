// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { en, orgAdminProfile, renderScreen } from '../../testing/render';
import type { ProcedureInput, ProcedureOutput } from '../../testing/trpc-stub';
import type { Lab } from '../labs/lab';
import { DEFAULT_PLATFORM_CONFIG } from '../platform/platform-config';
import { EvaluationsPage } from './evaluations-page';

type List = ProcedureOutput<'evaluations.list'>;
type Item = List['items'][number];

const LAB: Lab = {
  id: 7,
  name: 'Markusovszky Hospital',
  shortName: '1107',
  city: 'Szombathely',
  address: 'Markusovszky u. 5.',
  zipCode: '9700',
  country: { id: 'HU', name: { en: 'Hungary' }, currency: { id: 'HUF', symbol: 'Ft', decimals: 0 } },
  satelliteConnection: null,
  parentLabId: null,
  orgs: [{ id: 10, name: 'Quality Control Org' }],
  children: [],
  status: { emptyInProgressSurveys: 0 },
};

function item(id: number): Item {
  return {
    id,
    schemeShortName: `GLU${id}`,
    updatedAt: '2017-06-01T00:00:00.000Z',
    schemeName: { en: 'Glucose' },
    round: { id, name: `2030/${id}`, year: 2030, ordinal: id },
    startsAt: '2030-01-01T00:00:00.000Z',
    endsAt: '2030-02-01T00:00:00.000Z',
    expectedEvaluationAt: null,
    preEvaluatedAt: '2030-02-10T00:00:00.000Z',
    evaluatedAt: '2030-03-01T00:00:00.000Z',
    evaluationDisabled: false,
    validated: true,
    validatedAt: '2030-01-20T00:00:00.000Z',
    missingContract: false,
    reportKind: 'evaluation',
    evaluatedRunAt: '2030-03-01T00:00:00.000Z',
    resultCount: 2,
    acceptedCount: 2,
    notAcceptedCount: 0,
    significantDifferenceCount: 0,
    significantDiffWarning: false,
    parameters: [{ id: 1, name: { en: 'Glucose' }, qualifier: null, ordinal: 1, resultCount: 2, acceptedCount: 2, notAcceptedCount: 0, significantDifferenceCount: 0 }],
    merges: [],
    mergedSurveys: [],
  };
}

/** The lists' page size here (the platform's extended page size; 50 in production). */
const PAGE = 5;

/** The fake server: 12 evaluated surveys (ids 1000…), 3 pre-evaluated (ids 1…), paged by offset and limit. */
function list(input: ProcedureInput<'evaluations.list'>): List {
  const all = input.status === 'pre_evaluated' ? [1, 2, 3] : Array.from({ length: 12 }, (_, i) => 1000 + i);
  const offset = input.offset ?? 0;
  const limit = input.limit ?? PAGE;
  return { items: all.slice(offset, offset + limit).map(item), total: all.length };
}

function open(path: string) {
  const screenOf = renderScreen(<EvaluationsPage lab={LAB} />, { path, profile: orgAdminProfile(), api: { 'platform.config': () => ({ ...DEFAULT_PLATFORM_CONFIG, extendedPageSize: PAGE }), 'evaluations.list': list } });
  const inputs = (status: 'evaluated' | 'pre_evaluated') => screenOf.inputsOf('evaluations.list').filter((input) => (input as { status: string }).status === status);
  return { ...screenOf, inputs };
}

const evaluatedList = () => screen.getByTestId('evaluations-list-evaluated');

describe('the evaluations lists’ state in the URL (issue 32)', () => {
  it('asks the server for the page, sort and filters the URL holds, each list its own page', async () => {
    const { inputs } = open('/labs/7/evaluations?evaluated.page=2&evaluated.sort=-survey&notAccepted=1&q=glu');
    expect(await within(await screen.findByTestId('evaluations-list-evaluated')).findByTestId('evaluation-item-1005')).toBeInTheDocument();
    expect(inputs('evaluated').at(-1)).toEqual({ labId: 7, status: 'evaluated', offset: 5, limit: 5, notAcceptedOnly: true, mergedOnly: false, significantDifferencesOnly: false, query: 'glu', sort: '-survey' });
    // the other list keeps its first page and the server's own order, with the same filters
    expect(inputs('pre_evaluated').at(-1)).toEqual({ labId: 7, status: 'pre_evaluated', offset: 0, limit: 5, notAcceptedOnly: true, mergedOnly: false, significantDifferencesOnly: false, query: 'glu' });
    expect(within(screen.getByTestId('evaluations-list-pre_evaluated')).getByTestId('evaluation-item-1')).toBeInTheDocument();
  });

  it('writes the next page into the URL and leaves an unknown sort out of the request', async () => {
    const { user, location, inputs } = open('/labs/7/evaluations?evaluated.sort=colour');
    await within(await screen.findByTestId('evaluations-list-evaluated')).findByTestId('evaluation-item-1000');
    expect(inputs('evaluated').at(-1)).not.toHaveProperty('sort');
    await user.click(within(evaluatedList()).getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(location.current).toBe('/labs/7/evaluations?evaluated.sort=colour&evaluated.page=2'));
    expect(await within(evaluatedList()).findByTestId('evaluation-item-1005')).toBeInTheDocument();
    expect(inputs('evaluated').at(-1)).toMatchObject({ offset: 5, limit: 5 });
  });

  it('sorts a list on the server by its column, the sort in the URL', async () => {
    const { user, location, inputs } = open('/labs/7/evaluations');
    await within(await screen.findByTestId('evaluations-list-evaluated')).findByTestId('evaluation-item-1000');
    await user.click(within(evaluatedList()).getByRole('columnheader', { name: new RegExp(en.evaluations.columns.survey()) }).querySelector<HTMLElement>('.MuiDataGrid-columnHeaderTitle')!);
    await waitFor(() => expect(location.current).toBe('/labs/7/evaluations?evaluated.sort=survey'));
    await waitFor(() => expect(inputs('evaluated').at(-1)).toMatchObject({ sort: 'survey', offset: 0 }));
  });

  it('turns a filter on in the URL and takes both lists back to their first page', async () => {
    const { user, location, inputs } = open('/labs/7/evaluations?evaluated.page=3&pre_evaluated.page=1');
    await within(await screen.findByTestId('evaluations-list-evaluated')).findByTestId('evaluation-item-1010');
    await user.click(within(screen.getByTestId('evaluations-filter-mergedOnly')).getByRole('switch'));
    await waitFor(() => expect(location.current).toBe('/labs/7/evaluations?merged=1'));
    await waitFor(() => expect(inputs('evaluated').at(-1)).toMatchObject({ offset: 0, mergedOnly: true }));
    expect(inputs('pre_evaluated').at(-1)).toMatchObject({ offset: 0, mergedOnly: true });
  });
});
