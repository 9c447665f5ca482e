// @vitest-environment happy-dom
import { Button } from '@mui/material';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../testing/render';
import { DataList } from './data-list';
import { gridLocaleText } from './grid-locale';
import type { ListColumn } from './list-columns';
import { useListUrlState } from './use-list-url-state';

interface Lab {
  id: number;
  code: string;
  name: string;
  surveys: number;
}

const LABS: Lab[] = [
  { id: 1, code: '1107', name: 'Markusovszky Hospital', surveys: 3 },
  { id: 2, code: '1012', name: 'Szeged University', surveys: 12 },
  { id: 3, code: '1200', name: 'Pécs Clinic', surveys: 7 },
];

const opened = vi.fn();
const COLUMNS: Array<ListColumn<Lab>> = [
  { field: 'code', header: 'Code', card: 'title', width: 90 },
  { field: 'name', header: 'Name', flex: 1 },
  { field: 'surveys', header: 'Surveys', type: 'number', align: 'right' },
  {
    field: 'actions',
    header: 'Actions',
    sortable: false,
    exportable: false,
    card: 'actions',
    render: (lab) => (
      <Button size="small" onClick={() => opened(lab.id)} aria-label={`Open ${lab.code}`}>
        Open
      </Button>
    ),
  },
];

const rowTexts = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('row')
    .filter((row) => row.getAttribute('data-testid')?.startsWith('lab-'))
    .map((row) => row.getAttribute('data-testid'));

describe('DataList on a desktop (the grid)', () => {
  it('names the grid, shows the headers, gives each row its attributes and sorts by a column on the client', async () => {
    const { user } = renderScreen(<DataList rows={LABS} columns={COLUMNS} label="Laboratories" testId="labs" layout="grid" rowAttributes={(lab) => ({ 'data-testid': `lab-${lab.id}` })} />);
    const grid = await screen.findByRole('grid', { name: 'Laboratories' });
    expect(grid.closest('[data-testid="labs"]')).toHaveAttribute('data-layout', 'grid');
    expect(within(grid).getByRole('columnheader', { name: /Surveys/ })).toBeInTheDocument();
    expect(rowTexts(grid)).toEqual(['lab-1', 'lab-2', 'lab-3']);
    await user.click(within(grid).getByText('Surveys'));
    await waitFor(() => expect(rowTexts(grid)).toEqual(['lab-1', 'lab-3', 'lab-2']));
    await user.click(within(grid).getByRole('button', { name: 'Open 1012' }));
    expect(opened).toHaveBeenCalledWith(2);
  });

  it('offers the column chooser, the filters and the CSV export in its toolbar when the list has an export name', async () => {
    renderScreen(<DataList rows={LABS} columns={COLUMNS} label="Laboratories" testId="labs" layout="grid" exportFileName="labs" />);
    await screen.findByRole('grid', { name: 'Laboratories' });
    expect(screen.getByRole('button', { name: /columns/i })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /export/i })).toBeInTheDocument();
  });

  it('shows the list’s own empty state inside the grid', async () => {
    renderScreen(
      <DataList rows={[]} columns={COLUMNS} label="Laboratories" testId="labs" layout="grid" emptyState={{ message: 'No laboratory has registered yet.', testId: 'labs-empty' }} />,
    );
    expect(await screen.findByTestId('labs-empty')).toHaveTextContent('No laboratory has registered yet.');
  });

  it('asks the server for another page', async () => {
    const onPage = vi.fn();
    const { user } = renderScreen(
      <DataList
        rows={LABS}
        columns={COLUMNS}
        label="Laboratories"
        testId="labs"
        layout="grid"
        server={{ rowCount: 9, paginationModel: { page: 0, pageSize: 3 }, onPaginationModelChange: onPage }}
      />,
    );
    await screen.findByRole('grid', { name: 'Laboratories' });
    await user.click(screen.getByRole('button', { name: /next page/i }));
    expect(onPage.mock.calls[0]?.[0]).toEqual({ page: 1, pageSize: 3 });
  });
});

describe('DataList on a phone (cards)', () => {
  it('makes each row a card: the title, every field with its label, the actions', async () => {
    const { user } = renderScreen(<DataList rows={LABS} columns={COLUMNS} label="Laboratories" testId="labs" layout="cards" rowAttributes={(lab) => ({ 'data-testid': `lab-${lab.id}` })} />);
    const list = await screen.findByRole('list', { name: 'Laboratories' });
    expect(list).toHaveAttribute('data-layout', 'cards');
    const card = within(list).getAllByRole('listitem')[1]!;
    expect(card).toHaveAttribute('data-testid', 'lab-2');
    expect(within(card).getByText('1012')).toBeInTheDocument();
    const terms = within(card).getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Name', 'Surveys']);
    expect(within(card).getAllByRole('definition').map((d) => d.textContent)).toEqual(['Szeged University', '12']);
    await user.click(within(card).getByRole('button', { name: 'Open 1012' }));
    expect(opened).toHaveBeenCalledWith(2);
  });

  it('shows the empty state instead of an empty list', async () => {
    renderScreen(<DataList rows={[]} columns={COLUMNS} label="Laboratories" testId="labs" layout="cards" emptyState={{ message: 'Nothing here.', testId: 'labs-empty' }} />);
    expect(await screen.findByTestId('labs-empty')).toHaveTextContent('Nothing here.');
    expect(screen.queryByRole('list')).toBeNull();
  });
});

describe('the grid in Hungarian', () => {
  it('takes the grid’s own texts from its Hungarian locale', () => {
    expect(gridLocaleText('hu').toolbarExport).not.toEqual(gridLocaleText('en').toolbarExport);
    expect(gridLocaleText('hu').noRowsLabel).toBe('Nincsenek sorok');
  });
});

function UrlList() {
  const state = useListUrlState(3);
  return (
    <DataList
      rows={LABS}
      columns={COLUMNS}
      label="Laboratories"
      testId="labs"
      layout="cards"
      server={state.server(9)}
    />
  );
}

describe('useListUrlState', () => {
  it('keeps the page in the URL and reads it back', async () => {
    const { user, location } = renderScreen(<UrlList />, { path: '/labs?q=sz&page=2' });
    expect(await screen.findByTestId('labs-pagination')).toHaveTextContent('4–6');
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(location.current).toBe('/labs?q=sz&page=3'));
    await user.click(screen.getByRole('button', { name: /previous page/i }));
    await user.click(screen.getByRole('button', { name: /previous page/i }));
    await waitFor(() => expect(location.current).toBe('/labs?q=sz'));
  });
});

interface Country {
  id: string;
  currencyId: string;
}

/** An editable list as the countries page has it: the currency edited in its cell, the rows kept by the page. */
function EditableCountries({ layout }: { layout: 'grid' | 'cards' }) {
  const [rows, setRows] = useState<Country[]>([
    { id: 'HU', currencyId: 'HUF' },
    { id: 'NO', currencyId: 'EUR' },
  ]);
  const columns: Array<ListColumn<Country>> = [
    { field: 'id', header: 'Country', card: 'title' },
    {
      field: 'currencyId',
      header: 'Currency',
      editor: ({ row, value, onChange, inCell }) => (
        <select aria-label={`Currency of ${row.id}`} value={String(value)} autoFocus={inCell} onChange={(event) => onChange(event.target.value)}>
          {['EUR', 'HUF', 'NOK'].map((id) => (
            <option key={id} value={id}>
              {id}
            </option>
          ))}
        </select>
      ),
    },
  ];
  return (
    <>
      <DataList
        rows={rows}
        columns={columns}
        label="Countries"
        testId="countries"
        layout={layout}
        rowAttributes={(row) => ({ 'data-testid': `country-${row.id}` })}
        onRowEdit={(row) => setRows((current) => current.map((r) => (r.id === row.id ? row : r)))}
      />
      <output data-testid="kept">{rows.map((row) => `${row.id}:${row.currencyId}`).join(',')}</output>
    </>
  );
}

const currencyCell = (country: string) => screen.getByTestId(`country-${country}`).querySelector<HTMLElement>('[data-field="currencyId"]')!;

describe('an editable list (issue 32: editable configuration tables on the grid)', () => {
  it('edits a cell from the keyboard: Enter opens its control, Enter keeps the change, the page gets the row', async () => {
    const { user } = renderScreen(<EditableCountries layout="grid" />);
    await screen.findByRole('grid', { name: 'Countries' });
    expect(currencyCell('NO')).toHaveTextContent('EUR');
    expect(screen.queryByRole('combobox', { name: 'Currency of NO' })).toBeNull();
    await user.click(currencyCell('NO'));
    await user.keyboard('{Enter}');
    const select = await screen.findByRole('combobox', { name: 'Currency of NO' });
    await waitFor(() => expect(select).toHaveFocus());
    await user.selectOptions(select, 'NOK');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('kept')).toHaveTextContent('HU:HUF,NO:NOK'));
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Currency of NO' })).toBeNull());
    expect(currencyCell('NO')).toHaveTextContent('NOK');
  });

  it('drops the change on Escape, and opens the control on a double click', async () => {
    const { user } = renderScreen(<EditableCountries layout="grid" />);
    await screen.findByRole('grid', { name: 'Countries' });
    await user.dblClick(currencyCell('HU'));
    const select = await screen.findByRole('combobox', { name: 'Currency of HU' });
    await user.selectOptions(select, 'EUR');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Currency of HU' })).toBeNull());
    expect(screen.getByTestId('kept')).toHaveTextContent('HU:HUF,NO:EUR');
    expect(currencyCell('HU')).toHaveTextContent('HUF');
  });

  it('shows the control on a phone card at once, a change reaching the page', async () => {
    const { user } = renderScreen(<EditableCountries layout="cards" />);
    const card = await screen.findByTestId('country-NO');
    expect(within(card).getAllByRole('term').map((term) => term.textContent)).toEqual(['Currency']);
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Currency of NO' }), 'NOK');
    expect(screen.getByTestId('kept')).toHaveTextContent('HU:HUF,NO:NOK');
  });
});
