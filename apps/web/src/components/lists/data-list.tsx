import { Box, LinearProgress, TablePagination, Typography, useMediaQuery, useTheme, type SxProps, type Theme } from '@mui/material';
import {
  DataGrid,
  GridRow,
  type GridPaginationModel,
  type GridRowId,
  type GridRowProps,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { createContext, useContext, useMemo, useRef } from 'react';
import { useI18n } from '../../app/i18n';
import { EmptyState, type EmptyStateProps } from '../empty-state';
import { ListCards } from './list-cards';
import { columnsSignature, toGridColumns, type ListColumn } from './list-columns';
import { gridLocaleText } from './grid-locale';

/** A list the server pages (and may sort): the page and sort come from the caller (the URL, see useListUrlState). */
export interface ServerListState {
  /** Rows of every page together. */
  rowCount: number;
  paginationModel: GridPaginationModel;
  onPaginationModelChange(model: GridPaginationModel): void;
  /** Given when the server sorts: only the columns marked sortable are offered. */
  sortModel?: GridSortModel;
  onSortModelChange?(model: GridSortModel): void;
}

export interface DataListProps<R extends GridValidRowModel> {
  rows: readonly R[];
  columns: ReadonlyArray<ListColumn<R>>;
  /** The row's id (`row.id` when left out). */
  getRowId?: (row: R) => GridRowId;
  /** The list's accessible name (the grid's, or the cards' list's). */
  label: string;
  /** On the grid's box or the list of cards; `data-layout` says which. */
  testId: string;
  /** Attributes of each row and card: its test id, data-… for tests. */
  rowAttributes?: (row: R) => Record<string, string>;
  loading?: boolean;
  /** What an empty list says and offers (EmptyState), in the grid and on a phone. */
  emptyState?: EmptyStateProps;
  /** The CSV export's file name (without .csv): the toolbar then offers columns, filters and the export. */
  exportFileName?: string;
  /** Paged (and sorted) by the server; else the grid sorts and filters the rows it holds. */
  server?: ServerListState;
  /** The first sort of a client-side list. */
  initialSort?: GridSortModel;
  onRowClick?: (row: R) => void;
  /** A row whose editable column (ListColumn.editor) was changed: the new row and the one before. */
  onRowEdit?: (row: R, previous: R) => void;
  /** `auto`: cards below the `sm` breakpoint (a phone), the grid above. */
  layout?: 'auto' | 'grid' | 'cards';
  /** Rows grow with their content (wrapped text, stacked chips) instead of one line each. */
  autoRowHeight?: boolean;
  sx?: SxProps<Theme>;
}

type RowAttributes = (row: GridValidRowModel) => Record<string, string>;
const RowAttributesContext = createContext<RowAttributes | null>(null);

/** The grid's row with the list's own attributes (a stable slot: the function comes through context). */
function AttributedRow(props: GridRowProps) {
  const attributes = useContext(RowAttributesContext);
  return <GridRow {...props} {...attributes?.(props.row)} />;
}

/**
 * The portal's one list (issue 32 "every list on the grid"): an MUI X Data Grid in the interface's
 * language (its Hungarian locale), with keyboard navigation between cells, resizable columns, a
 * column chooser, filters and CSV export in its toolbar, the shared EmptyState when empty, and
 * server-side paging and sorting for lists that grow. At phone width every row becomes a card
 * (ListCards) so nothing a user needs is off-screen.
 */
export function DataList<R extends GridValidRowModel>(props: DataListProps<R>) {
  const { rows, columns, getRowId, label, testId, rowAttributes, loading = false, emptyState, exportFileName, server, initialSort, onRowClick, onRowEdit, layout = 'auto', autoRowHeight = true, sx } = props;
  const { LL, locale } = useI18n();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const cards = layout === 'cards' || (layout === 'auto' && phone);
  const rowId = (row: R): GridRowId => (getRowId ? getRowId(row) : (row.id as GridRowId));
  const serverSorts = server?.onSortModelChange !== undefined;
  // one set of column objects while the columns stay the same (the user's widths and hidden columns
  // survive a refetch); the cells read the latest definitions through the ref
  const latest = useRef(columns);
  latest.current = columns;
  const unsortable = server !== undefined && !serverSorts;
  const signature = `${unsortable ? 'u' : 's'}\n${columnsSignature(columns)}`;
  const gridColumns = useMemo(
    () => toGridColumns(unsortable ? latest.current.map((c) => ({ ...c, sortable: false })) : latest.current, (index) => latest.current[index] ?? columns[index]!),
    [signature], // the column objects depend on the signature only
  );
  const localeText = useMemo(() => gridLocaleText(locale), [locale]);
  // The models the grid is given keep their identity while their content stays: the grid takes a
  // new sort model for a change of the sort and goes back to the first page. A sort the columns do
  // not offer (an old or edited link) is left out: the grid would drop it and report the change.
  const sortKey = JSON.stringify((server?.sortModel ?? []).filter((item) => columns.some((column) => column.field === item.field && column.sortable !== false)));
  const sortModel = useMemo<GridSortModel>(() => JSON.parse(sortKey) as GridSortModel, [sortKey]);
  const page = server?.paginationModel.page ?? 0;
  const pageSize = server?.paginationModel.pageSize ?? 0;
  const paginationModel = useMemo<GridPaginationModel>(() => ({ page, pageSize }), [page, pageSize]);

  if (cards) {
    return (
      <Box sx={sx}>
        {rows.length === 0 && !loading ? (
          emptyState ? <EmptyState {...emptyState} variant="plain" /> : null
        ) : (
          <ListCards rows={rows} columns={columns} rowId={rowId} label={label} testId={testId} rowAttributes={rowAttributes} onRowClick={onRowClick} onRowEdit={onRowEdit} />
        )}
        {server && (
          <TablePagination
            component="div"
            count={server.rowCount}
            page={server.paginationModel.page}
            rowsPerPage={server.paginationModel.pageSize}
            rowsPerPageOptions={[server.paginationModel.pageSize]}
            onPageChange={(_event, page) => server.onPaginationModelChange({ ...server.paginationModel, page })}
            labelRowsPerPage={LL.pagination.rowsPerPage()}
            labelDisplayedRows={({ from, to, count }) => LL.pagination.displayedRows({ from: String(from), to: String(to), count: String(count) })}
            data-testid={`${testId}-pagination`}
          />
        )}
      </Box>
    );
  }

  // No rows: the list's empty state (or the loading bar) in the grid's place. A grid without rows is no
  // valid ARIA grid (axe: aria-required-children), and the empty state's action is a plain button.
  if (rows.length === 0) {
    return (
      <Box sx={sx} data-testid={testId} data-layout="grid" aria-busy={loading}>
        {loading ? (
          <LinearProgress aria-label={LL.loading()} sx={{ my: 2 }} />
        ) : emptyState ? (
          <EmptyState {...emptyState} variant="plain" />
        ) : (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {localeText.noRowsLabel}
          </Typography>
        )}
      </Box>
    );
  }

  return (
    <RowAttributesContext.Provider value={(rowAttributes as RowAttributes | undefined) ?? null}>
      <Box sx={sx} data-testid={testId} data-layout="grid">
      <DataGrid<R>
        rows={rows}
        columns={gridColumns}
        getRowId={rowId}
        loading={loading}
        aria-label={label}
        autoHeight
        // a page of a server list, or a client list of at most a few hundred rows: every row and column in the DOM (find in page, tests)
        disableVirtualization
        getRowHeight={autoRowHeight ? () => 'auto' : undefined}
        density="compact"
        disableRowSelectionOnClick
        localeText={localeText}
        onRowClick={onRowClick ? ({ row }: { row: R }) => onRowClick(row) : undefined}
        // an edited cell: the caller keeps the rows (the grid shows them as given)
        processRowUpdate={(next: R, previous: R) => {
          onRowEdit?.(next, previous);
          return next;
        }}
        slots={{ row: AttributedRow }}
        slotProps={{
          toolbar: {
            // a server list's search is the page's own field (sent to the server), not a filter of the page shown
            showQuickFilter: server === undefined,
            csvOptions: { fileName: exportFileName, utf8WithBom: true, delimiter: locale === 'hu' ? ';' : ',' },
            printOptions: { disableToolbarButton: true },
          },
        }}
        showToolbar={exportFileName !== undefined}
        {...(server
          ? {
              paginationMode: 'server' as const,
              rowCount: server.rowCount,
              paginationModel,
              onPaginationModelChange: server.onPaginationModelChange,
              pageSizeOptions: [server.paginationModel.pageSize],
              disableColumnFilter: true,
              ...(serverSorts ? { sortingMode: 'server' as const, sortModel: sortModel, onSortModelChange: server.onSortModelChange } : {}),
            }
          : { hideFooter: rows.length <= 100, initialState: initialSort ? { sorting: { sortModel: initialSort } } : undefined })}
        sx={{
          border: 0,
          cursor: onRowClick ? 'pointer' : undefined,
          '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center', py: 0.5 },
          // long headers wrap instead of being cut
          '& .MuiDataGrid-columnHeaderTitle': { whiteSpace: 'normal', lineHeight: 1.25 },
        }}
        columnHeaderHeight={52}
      />
      </Box>
    </RowAttributesContext.Provider>
  );
}

/** What a list query gives a DataList: its rows (none yet: an empty list) and whether its first load is under way (a disabled query is not loading). */
export function queryRows<R>(query: { data?: { items: readonly R[] }; isPending: boolean; fetchStatus: string }): { rows: readonly R[]; loading: boolean } {
  return { rows: query.data?.items ?? [], loading: query.isPending && query.fetchStatus !== 'idle' };
}
