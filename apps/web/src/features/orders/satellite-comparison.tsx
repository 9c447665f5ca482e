import { localize, toMinorUnits } from '@eqa/core';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ShoppingCartCheckoutIcon from '@mui/icons-material/ShoppingCartCheckout';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useI18n } from '../../app/i18n';
import { DataList, type ListColumn } from '../../components/lists';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { formatMinorMoney } from './money-format';
import { SatelliteCheckoutDialog } from './satellite-checkout-dialog';

type Comparison = RouterOutputs['orders']['satelliteComparison'];
type Cell = Comparison['products'][number]['cells'][number];

interface Row {
  id: string;
  product: string;
  productName: string;
  cells: Array<Cell | { total: number; products: number; currency: string }>;
}

/**
 * Spec 2 §2 "Satellite lab comparison: only for core labs": the core lab's and its satellites' orders of
 * the year, products × labs (sample sets, extra evaluations, amount), a total row per lab in its currency
 * and the totals per currency. Loaded when opened. The core lab's own users also check out for the
 * satellites here in one step (SatelliteCheckoutDialog).
 */
export function SatelliteComparison({ labId, orgId, year, canCheckOut }: { labId: number; orgId: number; year: number; canCheckOut: boolean }) {
  const { LL, locale } = useI18n();
  const [open, setOpen] = useState(false);
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  const comparison = trpc.orders.satelliteComparison.useQuery({ labId, orgId, year }, { enabled: open, meta: { errorAction: 'orders' } });
  const data = comparison.data;

  const money = (amount: number, currency: string) => formatMinorMoney(toMinorUnits(amount), currency, locale);
  const rows = useMemo<Row[]>(() => {
    if (!data) return [];
    const productRows: Row[] = data.products.map((product) => ({
      id: String(product.productId),
      product: product.shortName,
      productName: localize(product.name, locale),
      cells: product.cells,
    }));
    const totalRow: Row = { id: 'total', product: LL.orders.satellites.total(), productName: '', cells: data.labs.map((lab) => ({ total: lab.total, products: lab.products, currency: lab.currency })) };
    return [...productRows, totalRow];
  }, [data, locale, LL]);

  const columns = useMemo<Array<ListColumn<Row>>>(() => {
    if (!data) return [];
    // a matrix with its total row last: not sortable
    const cellText = (cell: Row['cells'][number] | undefined, currency: string): string => {
      if (!cell) return LL.orders.satellites.notOrdered();
      if ('total' in cell) return `${money(cell.total, cell.currency)} (${LL.orders.satellites.products({ count: cell.products })})`;
      const ordered = cell.extraEvaluations > 0 ? LL.orders.satellites.cellExtra({ sampleSets: cell.sampleSets, extraEvaluations: cell.extraEvaluations }) : LL.orders.satellites.cell({ sampleSets: cell.sampleSets });
      return `${ordered} (${money(cell.amount, currency)})`;
    };
    return [
      {
        field: 'product',
        header: LL.orders.satellites.product(),
        minWidth: 200,
        flex: 1,
        sortable: false,
        card: 'title',
        value: (row) => (row.productName ? `${row.product} – ${row.productName}` : row.product),
        render: (row) => (
          <Box>
            <Typography variant="body2" sx={{ fontWeight: row.id === 'total' ? 700 : 500 }}>
              {row.product}
            </Typography>
            {row.productName && (
              <Typography variant="caption" color="text.secondary">
                {row.productName}
              </Typography>
            )}
          </Box>
        ),
      },
      ...data.labs.map<ListColumn<Row>>((lab, index) => ({
        field: `lab-${lab.labId}`,
        header: `${lab.shortName} · ${lab.name}`,
        minWidth: 170,
        flex: 1,
        sortable: false,
        value: (row) => cellText(row.cells[index], lab.currency),
        render: (row) => {
          const cell = row.cells[index];
          if (!cell) return <Typography variant="body2" color="text.secondary">{LL.orders.satellites.notOrdered()}</Typography>;
          if ('total' in cell) {
            return (
              <Box>
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  {money(cell.total, cell.currency)}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {LL.orders.satellites.products({ count: cell.products })}
                </Typography>
              </Box>
            );
          }
          return (
            <Box>
              <Typography variant="body2">
                {cell.extraEvaluations > 0
                  ? LL.orders.satellites.cellExtra({ sampleSets: cell.sampleSets, extraEvaluations: cell.extraEvaluations })
                  : LL.orders.satellites.cell({ sampleSets: cell.sampleSets })}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {money(cell.amount, lab.currency)}
              </Typography>
            </Box>
          );
        },
      })),
    ];
  }, [data, LL, locale]);

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="satellite-comparison-title" data-testid="satellite-comparison">
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h3" component="h2" id="satellite-comparison-title" sx={{ fontSize: '1.15rem', flex: 1 }}>
          {LL.orders.satellites.title()}
        </Typography>
        {canCheckOut && (
          <Button variant="outlined" startIcon={<ShoppingCartCheckoutIcon />} onClick={() => setCheckoutOpen(true)} data-testid="satellite-checkout-open">
            {LL.orders.satellites.checkout.button()}
          </Button>
        )}
        <Button
          onClick={() => setOpen((value) => !value)}
          startIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          aria-expanded={open}
          aria-controls="satellite-comparison-body"
          data-testid="satellite-comparison-toggle"
        >
          {open ? LL.orders.satellites.hide() : LL.orders.satellites.show()}
        </Button>
      </Stack>
      {open && (
        <Box id="satellite-comparison-body" sx={{ mt: 1 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {LL.orders.satellites.intro({ year })}
          </Typography>
          {data && data.labs.length < 2 && <Alert severity="info">{LL.orders.satellites.noSatellites()}</Alert>}
          {data && data.labs.length >= 2 && data.products.length === 0 && (
            <Alert severity="info" data-testid="satellite-comparison-empty">
              {LL.orders.satellites.empty({ year })}
            </Alert>
          )}
          {(comparison.isPending || (data && data.labs.length >= 2 && data.products.length > 0)) && (
            <DataList rows={rows} columns={columns} loading={comparison.isPending} label={LL.orders.satellites.title()} testId="satellite-comparison-grid" exportFileName={LL.orders.satellites.title()} />
          )}
          {data && data.products.length > 0 && (
            <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }} data-testid="satellite-comparison-totals">
              {LL.orders.satellites.currencyTotals({ totals: data.totals.map((total) => money(total.total, total.currency)).join(' + ') })}
            </Typography>
          )}
        </Box>
      )}
      {checkoutOpen && <SatelliteCheckoutDialog labId={labId} orgId={orgId} year={year} onClose={() => setCheckoutOpen(false)} />}
    </Paper>
  );
}
