import { Box, Paper, Stack, Typography } from '@mui/material';
import { columnContent, columnValue, type ListColumn } from './list-columns';

export interface ListCardsProps<R extends object> {
  rows: readonly R[];
  columns: ReadonlyArray<ListColumn<R>>;
  rowId(row: R): string | number;
  label: string;
  testId: string;
  /** Attributes of each card (its test id, data-… of the row). */
  rowAttributes?: (row: R) => Record<string, string>;
  onRowClick?: (row: R) => void;
  /** An editable column's change (its control shown on the card at once). */
  onRowEdit?: (row: R, previous: R) => void;
}

/**
 * A list at phone width: each row a card, its title on top, every other column a label and its
 * value stacked (nothing off-screen, no sideways scrolling), its actions at the bottom. A list
 * (`ul`) of cards, named like the grid it replaces.
 */
export function ListCards<R extends object>({ rows, columns, rowId, label, testId, rowAttributes, onRowClick, onRowEdit }: ListCardsProps<R>) {
  const content = (column: ListColumn<R>, row: R) =>
    column.editor ? column.editor({ row, value: columnValue(column, row), onChange: (value) => onRowEdit?.({ ...row, [column.field]: value }, row), inCell: false }) : columnContent(column, row);
  const title = columns.filter((c) => c.card === 'title');
  const fields = columns.filter((c) => (c.card ?? 'field') === 'field');
  const actions = columns.filter((c) => c.card === 'actions');
  return (
    <Box component="ul" aria-label={label} data-testid={testId} data-layout="cards" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {rows.map((row) => (
        <Paper
          key={rowId(row)}
          component="li"
          variant="outlined"
          {...rowAttributes?.(row)}
          onClick={onRowClick ? () => onRowClick(row) : undefined}
          sx={{ p: 1.5, minWidth: 0, overflowWrap: 'anywhere', cursor: onRowClick ? 'pointer' : undefined }}
        >
          {title.length > 0 && (
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'baseline', mb: fields.length > 0 ? 1 : 0 }}>
              {title.map((column) => (
                <Typography key={column.field} component="div" sx={{ fontWeight: 700 }}>
                  {content(column, row)}
                </Typography>
              ))}
            </Stack>
          )}
          {fields.length > 0 && (
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', columnGap: 1.5, rowGap: 0.75, alignItems: 'center' }}>
              {fields.map((column) => (
                <Box key={column.field} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {column.header}
                  </Typography>
                  <Box component="dd" sx={{ m: 0, minWidth: 0, textAlign: column.align === 'right' ? 'right' : 'left', typography: 'body2' }}>
                    {content(column, row)}
                  </Box>
                </Box>
              ))}
            </Box>
          )}
          {actions.length > 0 && (
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 1, justifyContent: 'flex-end' }}>
              {actions.map((column) => (
                <Box key={column.field}>{content(column, row)}</Box>
              ))}
            </Stack>
          )}
        </Paper>
      ))}
    </Box>
  );
}
