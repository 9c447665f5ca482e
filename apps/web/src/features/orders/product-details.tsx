import { localize, toMinorUnits } from '@eqa/core';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import { Box, Chip, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useI18n } from '../../app/i18n';
import { deadlineParts, formatMinorMoney } from './money-format';
import type { CatalogProduct } from './order-year-types';

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
              label={`${round.name} · ${round.editDeadline ? LL.orders.dialog.deadlineWithZone(deadlineParts(round.editDeadline, locale)) : LL.orders.dialog.noDeadline()}`}
            />
          ))}
        </Stack>
      </Box>
      {prices.length > 0 && (
        <Box>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
            {LL.orders.dialog.prices()}
          </Typography>
          <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Table size="small" aria-label={LL.orders.dialog.prices()}>
              <TableHead>
                <TableRow>
                  {product.variants.length > 0 && <TableCell>{LL.orders.dialog.variant()}</TableCell>}
                  <TableCell>{LL.orders.dialog.paper()}</TableCell>
                  <TableCell align="right">{LL.orders.dialog.value()}</TableCell>
                  <TableCell align="right">{LL.orders.dialog.discountValue()}</TableCell>
                  {product.extraEvaluationAvailable && <TableCell align="right">{LL.orders.dialog.extraEvaluationValue()}</TableCell>}
                  <TableCell align="right">{LL.orders.dialog.minRounds()}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {prices.map((price, index) => (
                  <TableRow key={index}>
                    {product.variants.length > 0 && <TableCell>{variantName(price.variantId) || '—'}</TableCell>}
                    <TableCell>{price.paper ? LL.orders.dialog.paperPrice() : LL.orders.dialog.online()}</TableCell>
                    <TableCell align="right">{money(price.value)}</TableCell>
                    <TableCell align="right">{price.discountValue > 0 ? money(price.discountValue) : '—'}</TableCell>
                    {product.extraEvaluationAvailable && <TableCell align="right">{money(price.extraEvaluationValue)}</TableCell>}
                    <TableCell align="right">{price.minRounds ?? product.minRounds ?? '—'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Box>
      )}
    </Stack>
  );
}
