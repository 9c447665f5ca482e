import { ORDERS_TIME_ZONE } from '@eqa/core';
import { formatDeadline } from '@eqa/i18n';
import LocalPostOfficeOutlinedIcon from '@mui/icons-material/LocalPostOfficeOutlined';
import LockClockOutlinedIcon from '@mui/icons-material/LockClockOutlined';
import { Box, Stack, TextField, Tooltip } from '@mui/material';
import { useI18n } from '../../app/i18n';
import { RowTable, type ListColumn } from '../../components/lists';
import type { CatalogProduct } from './order-year-types';
import { visuallyHidden } from '../../components/visually-hidden';

/** One round of the product order dialog, as the dialog's state gives it. */
export interface ProductOrderRoundRow {
  round: CatalogProduct['rounds'][number];
  sampleSets: string;
  extra: string;
  /** Quantities cannot change (read-only, or the round's deadline has passed). */
  closed: boolean;
  /** No extra evaluation without a sample set. */
  extraDisabled: boolean;
  sampleError: string | null;
  extraError: string | null;
  /** The round is sent on paper (the envelope icon). */
  onPaper: boolean;
  price: string;
  sum: string;
}

export interface ProductOrderRoundsProps {
  rows: readonly ProductOrderRoundRow[];
  /** The variant's name when the product has variants (a column), else null. */
  variantName: string | null;
  extraEvaluations: boolean;
  paperProduct: boolean;
  total: string;
  onChange(roundId: number, field: 'sampleSets' | 'extra', value: string): void;
  /** `auto`: cards at phone width, the table above (tests choose one). */
  layout?: 'auto' | 'table' | 'cards';
}

/**
 * The rounds of the product order dialog (spec 2 §2): round, deadline with its zone, variant, sample
 * sets, extra evaluations, paper, price and sum, with the total under them; a table on a desktop and,
 * on a phone, a card per round with its quantities and amounts all visible (issue 32).
 */
export function ProductOrderRounds({ rows, variantName, extraEvaluations, paperProduct, total, onChange, layout = 'auto' }: ProductOrderRoundsProps) {
  const { LL } = useI18n();
  const columns: Array<ListColumn<ProductOrderRoundRow>> = [
    { field: 'round', header: LL.orders.dialog.round(), card: 'title', value: (row) => row.round.name, render: (row) => <Box component="span" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{row.round.name}</Box> },
    { field: 'deadline', header: LL.orders.dialog.deadline(), minWidth: 150, render: (row) => <DeadlineText deadline={row.round.editDeadline} closed={!row.round.editable} /> },
    ...(variantName !== null ? [{ field: 'variant', header: LL.orders.dialog.variant(), value: () => variantName }] : []),
    {
      field: 'sampleSets',
      header: LL.orders.dialog.sampleSets(),
      minWidth: 96,
      render: (row) => (
        <QuantityInput
          value={row.sampleSets}
          onChange={(value) => onChange(row.round.id, 'sampleSets', value)}
          disabled={row.closed}
          error={row.sampleError}
          label={LL.orders.dialog.sampleSetsOf({ round: row.round.name })}
          testId={`product-order-sample-sets-${row.round.id}`}
        />
      ),
    },
    ...(extraEvaluations
      ? [
          {
            field: 'extra',
            header: LL.orders.dialog.extraEvaluations(),
            minWidth: 96,
            render: (row: ProductOrderRoundRow) => (
              <QuantityInput
                value={row.extra}
                onChange={(value) => onChange(row.round.id, 'extra', value)}
                disabled={row.closed || row.extraDisabled}
                error={row.extraError}
                label={LL.orders.dialog.extraEvaluationsOf({ round: row.round.name })}
                testId={`product-order-extra-${row.round.id}`}
              />
            ),
          },
        ]
      : []),
    ...(paperProduct
      ? [
          {
            field: 'paper',
            header: LL.orders.dialog.paper(),
            align: 'center' as const,
            headerContent: (
              <>
                <Box component="span" sx={visuallyHidden}>
                  {LL.orders.dialog.paper()}
                </Box>
                <LocalPostOfficeOutlinedIcon fontSize="small" aria-hidden sx={{ verticalAlign: 'middle' }} />
              </>
            ),
            render: (row: ProductOrderRoundRow) =>
              row.onPaper ? (
                <Tooltip title={LL.orders.dialog.paperIcon()}>
                  <LocalPostOfficeOutlinedIcon fontSize="small" color="action" aria-label={LL.orders.dialog.paperIcon()} data-testid={`product-order-paper-${row.round.id}`} />
                </Tooltip>
              ) : (
                <Box component="span" sx={visuallyHidden}>
                  –
                </Box>
              ),
          },
        ]
      : []),
    { field: 'price', header: LL.orders.dialog.price(), type: 'number', align: 'right', render: (row) => <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{row.price}</Box> },
    {
      field: 'sum',
      header: LL.orders.dialog.sum(),
      type: 'number',
      align: 'right',
      render: (row) => (
        <Box component="span" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }} data-testid={`product-order-line-${row.round.id}`}>
          {row.sum}
        </Box>
      ),
    },
  ];
  return (
    <RowTable
      rows={rows}
      columns={columns}
      rowId={(row) => row.round.id}
      label={LL.orders.dialog.rounds()}
      testId="product-order-rounds"
      rowAttributes={(row) => ({ 'data-testid': `product-order-round-${row.round.id}` })}
      footer={{ label: LL.orders.dialog.total(), value: total, valueTestId: 'product-order-total' }}
      layout={layout}
    />
  );
}

/** A round's deadline for the viewer, in the provider's zone with the zone's name; 'Closed' once passed. */
export function DeadlineText({ deadline, closed }: { deadline: string | null; closed: boolean }) {
  const { LL, locale } = useI18n();
  const text = deadline ? formatDeadline(deadline, locale, { timeZone: ORDERS_TIME_ZONE }) : LL.orders.dialog.noDeadline();
  return (
    <Stack direction="row" component="span" sx={{ alignItems: 'center', gap: 0.5, color: closed ? 'text.secondary' : 'text.primary', flexWrap: 'wrap' }}>
      {closed && <LockClockOutlinedIcon sx={{ fontSize: 16 }} aria-hidden />}
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {text}
      </Box>
      {closed && (
        <Box component="span" sx={{ fontSize: '0.75rem' }}>
          ({LL.orders.dialog.closed()})
        </Box>
      )}
    </Stack>
  );
}

/** A quantity input (0..100): what is typed stays, a message shows under it. */
function QuantityInput(props: { value: string; onChange(value: string): void; disabled: boolean; error: string | null; label: string; testId: string }) {
  return (
    <TextField
      size="small"
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      disabled={props.disabled}
      error={props.error !== null}
      helperText={props.error ?? undefined}
      sx={{ width: 84 }}
      slotProps={{
        htmlInput: { inputMode: 'numeric', 'aria-label': props.label, 'data-testid': props.testId, maxLength: 3, style: { textAlign: 'right' } },
        formHelperText: { sx: { mx: 0, maxWidth: 160 } },
      }}
    />
  );
}
