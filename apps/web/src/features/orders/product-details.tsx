import { localize, ORDERS_TIME_ZONE, toMinorUnits } from '@eqa/core';
import { formatDeadline } from '@eqa/i18n';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import { Box, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useI18n } from '../../app/i18n';
import { DataList, type ListColumn } from '../../components/lists';
import { formatMinorMoney } from './money-format';
import type { CatalogProduct } from './order-year-types';

type PriceRow = CatalogProduct['prices'][number] & { id: number };

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="dt" sx={{ display: 'block', fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The Details tab of a survey product (spec 2 §2): description, schemes, type, minimum rounds, extra evaluations, rounds and prices. */
export function ProductDetails({ product, currency }: { product: CatalogProduct; currency: string }) {
  const { LL, locale } = useI18n();
  const description = localize(product.description, locale);
  const money = (value: number) => formatMinorMoney(toMinorUnits(value), currency, locale);
  const variantName = (id: number | null) => (id === null ? '' : localize(product.variants.find((v) => v.id === id)?.name, locale));
  const prices = [...product.prices].sort((a, b) => (a.variantId ?? 0) - (b.variantId ?? 0) || Number(a.paper) - Number(b.paper));
  return (
    <Stack spacing={2.5} data-testid="product-order-details">
      <Box>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
          {LL.orders.dialog.description()}
        </Typography>
        <Typography color={description ? 'text.primary' : 'text.secondary'} sx={{ whiteSpace: 'pre-line' }}>
          {description || LL.orders.dialog.noDescription()}
        </Typography>
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
        <Field label={LL.orders.dialog.type()}>
          {LL.orders.productTypes[product.type]()}
          {product.accredited && <Chip size="small" variant="outlined" color="success" icon={<VerifiedOutlinedIcon />} label={LL.orders.product.accredited()} sx={{ ml: 1 }} />}
        </Field>
        <Field label={LL.orders.dialog.schemes()}>
          {product.schemes.length === 0 ? '—' : product.schemes.map((scheme) => [scheme.shortName, localize(scheme.name, locale)].filter(Boolean).join(' – ')).join(', ')}
        </Field>
        <Field label={LL.orders.dialog.minRounds()}>{product.minRounds ?? LL.orders.dialog.noMinimum()}</Field>
        <Field label={LL.orders.dialog.extraEvaluationAvailable()}>
          {product.extraEvaluationAvailable ? LL.orders.dialog.extraEvaluationYes() : LL.orders.dialog.extraEvaluationNo()}
        </Field>
      </Box>
      <Box>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
          {LL.orders.dialog.rounds()}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {product.rounds.map((round) => (
            <Chip
              key={round.id}
              variant="outlined"
              label={`${round.name} · ${round.editDeadline ? formatDeadline(round.editDeadline, locale, { timeZone: ORDERS_TIME_ZONE }) : LL.orders.dialog.noDeadline()}`}
            />
          ))}
        </Stack>
      </Box>
      {prices.length > 0 && (
        <Box>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
            {LL.orders.dialog.prices()}
          </Typography>
          <DataList
            rows={prices.map((price, index) => ({ ...price, id: index }))}
            columns={[
              ...(product.variants.length > 0 ? [{ field: 'variant', header: LL.orders.dialog.variant(), flex: 1, value: (price: PriceRow) => variantName(price.variantId) || '—' }] : []),
              { field: 'paper', header: LL.orders.dialog.paper(), card: 'title', flex: 1, value: (price) => (price.paper ? LL.orders.dialog.paperPrice() : LL.orders.dialog.online()) },
              { field: 'value', header: LL.orders.dialog.value(), type: 'number', align: 'right', flex: 1, value: (price) => price.value, render: (price) => money(price.value) },
              {
                field: 'discountValue',
                header: LL.orders.dialog.discountValue(),
                type: 'number',
                align: 'right',
                flex: 1,
                value: (price) => price.discountValue,
                render: (price) => (price.discountValue > 0 ? money(price.discountValue) : '—'),
              },
              ...(product.extraEvaluationAvailable
                ? [{ field: 'extraEvaluationValue', header: LL.orders.dialog.extraEvaluationValue(), type: 'number' as const, align: 'right' as const, flex: 1, value: (price: PriceRow) => price.extraEvaluationValue, render: (price: PriceRow) => money(price.extraEvaluationValue) }]
                : []),
              { field: 'minRounds', header: LL.orders.dialog.minRounds(), type: 'number', align: 'right', flex: 1, value: (price) => price.minRounds ?? product.minRounds ?? null },
            ] satisfies Array<ListColumn<PriceRow>>}
            label={LL.orders.dialog.prices()}
            testId="product-details-prices"
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
          />
        </Box>
      )}
    </Stack>
  );
}
