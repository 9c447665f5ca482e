import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Box } from '@mui/material';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';

/** A cell's plain value: what the grid sorts and filters by and what the CSV export writes. */
export type ListValue = string | number | boolean | null;

/** What an editable column's control gets (ListColumn.editor). */
export interface ListCellEditorProps<R> {
  row: R;
  /** The value being edited. */
  value: ListValue;
  onChange(value: string): void;
  /** In the grid's cell (the control takes the focus; Enter keeps, Escape cancels), or always shown on a phone card. */
  inCell: boolean;
}

/**
 * One column of a list, independent of the grid: the same definition draws the grid's cell on a
 * desktop and the card's line on a phone (DataList), so a list is written once.
 */
export interface ListColumn<R> {
  field: string;
  /** The column's header (translated); also the label of the value on a phone card. */
  header: string;
  /** The header as drawn, when not only its text (an icon with the text for screen readers). */
  headerContent?: ReactNode;
  /** The plain value (sorting, filtering, CSV); `row[field]` when left out. */
  value?: (row: R) => ListValue;
  /** What the cell and the card show; the value as text when left out. */
  render?: (row: R) => ReactNode;
  type?: 'string' | 'number';
  align?: 'left' | 'right' | 'center';
  /** Widths on the grid (the user can resize and hide columns; see DataList). */
  width?: number;
  minWidth?: number;
  flex?: number;
  /** Sortable by the user (default true; false for actions and for server lists the server cannot sort). */
  sortable?: boolean;
  /** Left out of the CSV export (actions, download buttons). */
  exportable?: boolean;
  /** The user may hide it in the column chooser (default true). */
  hideable?: boolean;
  /**
   * Its place on a phone card: `title` (the card's heading, bold), `field` (a label and its value,
   * the default), `actions` (the card's button row, no label), `hidden` (not on the card).
   */
  card?: 'title' | 'field' | 'actions' | 'hidden';
  /**
   * An editable column, a plain field of the row (`row[field]`): the grid edits the cell in place
   * with this control (Enter, F2 or a double click starts; Enter, Tab or leaving the cell keeps,
   * Escape cancels), a phone card shows the control at once; the edited row reaches DataList's
   * `onRowEdit`.
   */
  editor?: (props: ListCellEditorProps<R>) => ReactNode;
}

/** A list's column of row buttons (RowAction): not sorted, hidden or exported; the button row of a phone card. */
export function actionsColumn<R>(header: string, render: (row: R) => ReactNode, width = 110): ListColumn<R> {
  return { field: 'actions', header, render, width, align: 'right', sortable: false, hideable: false, exportable: false, card: 'actions' };
}

/** The plain value of a column in a row. */
export function columnValue<R extends object>(column: ListColumn<R>, row: R): ListValue {
  if (column.value) return column.value(row);
  const raw: unknown = (row as Record<string, unknown>)[column.field];
  return typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean' ? raw : null;
}

/** What a column shows in a row: its render, else its value as text ('–' for none). */
export function columnContent<R extends object>(column: ListColumn<R>, row: R): ReactNode {
  if (column.render) return column.render(row);
  const value = columnValue(column, row);
  return value === null || value === '' ? '–' : String(value);
}

/**
 * The list's columns as the grid's. `current(i)` gives the column's latest definition when the cell
 * is drawn: the grid keeps one set of column objects (its widths and order survive a re-render)
 * while the cells still use the caller's latest closures.
 */
export function toGridColumns<R extends GridValidRowModel>(columns: ReadonlyArray<ListColumn<R>>, current: (index: number) => ListColumn<R> = (index) => columns[index]!): Array<GridColDef<R>> {
  return columns.map((column, index): GridColDef<R> => ({
    field: column.field,
    headerName: column.header,
    type: column.type ?? 'string',
    ...(column.align ? { align: column.align, headerAlign: column.align } : {}),
    ...(column.width !== undefined ? { width: column.width } : {}),
    ...(column.minWidth !== undefined ? { minWidth: column.minWidth } : {}),
    ...(column.flex !== undefined ? { flex: column.flex } : {}),
    sortable: column.sortable ?? true,
    hideable: column.hideable ?? true,
    disableExport: column.exportable === false,
    valueGetter: (_value, row) => columnValue(current(index), row),
    ...(column.headerContent !== undefined ? { renderHeader: () => current(index).headerContent } : {}),
    ...(column.render ? { renderCell: ({ row }) => columnContent(current(index), row) } : {}),
    ...(column.editor
      ? {
          editable: true,
          // the pencil says the cell can be edited (Enter or a double click)
          renderCell: ({ row }) => (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, width: '100%', justifyContent: 'space-between' }}>
              <span>{columnContent(current(index), row)}</span>
              <EditOutlinedIcon fontSize="small" color="action" aria-hidden />
            </Box>
          ),
          valueSetter: (value: ListValue, row: R) => ({ ...row, [column.field]: value }),
          renderEditCell: ({ id, field, row, value, api }) =>
            current(index).editor?.({
              row,
              value: (value ?? null) as ListValue,
              onChange: (next) => void api.setEditCellValue({ id, field, value: next }),
              inCell: true,
            }),
        }
      : {}),
  }));
}

/** What decides the grid's column objects (not the closures): a change of it makes new ones. */
export function columnsSignature<R>(columns: ReadonlyArray<ListColumn<R>>): string {
  return columns
    .map((c) => [c.field, c.header, c.type, c.align, c.width, c.minWidth, c.flex, c.sortable, c.hideable, c.exportable, c.render ? 'r' : '', c.headerContent !== undefined ? 'h' : '', c.editor ? 'e' : ''].join('|'))
    .join('\n');
}
