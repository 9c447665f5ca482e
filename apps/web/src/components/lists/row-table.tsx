import { Box, Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow, Typography, useMediaQuery, useTheme } from '@mui/material';
import type { ReactNode } from 'react';
import { ListCards } from './list-cards';
import { columnContent, type ListColumn } from './list-columns';

export interface RowTableProps<R extends object> {
  rows: readonly R[];
  columns: ReadonlyArray<ListColumn<R>>;
  rowId(row: R): string | number;
  label: string;
  testId: string;
  rowAttributes?: (row: R) => Record<string, string>;
  /** A closing line (a total): its label and value, under the last column. */
  footer?: { label: string; value: ReactNode; valueTestId: string };
  /** `auto`: cards below the `sm` breakpoint (a phone), the table above. */
  layout?: 'auto' | 'table' | 'cards';
}

/**
 * Rows whose cells hold form controls (the quantities of an order's rounds), on the same column
 * definitions as DataList: a plain table on a desktop — the data grid's cell navigation takes the
 * arrow and space keys an input needs — and, at phone width, a card per row with every control
 * visible (issue 32 "on a phone every control visible").
 */
export function RowTable<R extends object>({ rows, columns, rowId, label, testId, rowAttributes, footer, layout = 'auto' }: RowTableProps<R>) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  if (layout === 'cards' || (layout === 'auto' && phone)) {
    return (
      <Box>
        <ListCards rows={rows} columns={columns} rowId={rowId} label={label} testId={testId} rowAttributes={rowAttributes} />
        {footer && (
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, px: 1.5, pt: 1.5 }}>
            <Typography sx={{ fontWeight: 700 }}>{footer.label}</Typography>
            <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }} data-testid={footer.valueTestId}>
              {footer.value}
            </Typography>
          </Box>
        )}
      </Box>
    );
  }
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label={label} data-testid={testId} data-layout="table">
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.field} align={column.align} sx={{ minWidth: column.minWidth, width: column.width }}>
                {column.headerContent ?? column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowId(row)} {...rowAttributes?.(row)}>
              {columns.map((column) => (
                // the card's title column heads its row for screen readers
                <TableCell
                  key={column.field}
                  align={column.align}
                  {...(column.card === 'title' ? { component: 'th' as const, scope: 'row' } : {})}
                  sx={{ fontVariantNumeric: column.type === 'number' ? 'tabular-nums' : undefined }}
                >
                  {columnContent(column, row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
        {footer && (
          <TableFooter>
            <TableRow>
              <TableCell colSpan={Math.max(1, columns.length - 1)} sx={{ fontWeight: 700, color: 'text.primary', fontSize: '0.95rem' }}>
                {footer.label}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700, color: 'text.primary', fontSize: '0.95rem', whiteSpace: 'nowrap' }} data-testid={footer.valueTestId}>
                {footer.value}
              </TableCell>
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </TableContainer>
  );
}
