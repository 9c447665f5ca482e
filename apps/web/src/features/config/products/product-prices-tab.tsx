import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import PublicOutlinedIcon from '@mui/icons-material/PublicOutlined';
import { isSurveyLikeProduct, localize, type ProductType } from '@eqa/core';
import { Alert, Box, Button, Checkbox, MenuItem, TextField, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useI18n } from '../../../app/i18n';
import { EmptyState } from '../../../components/empty-state';
import { actionsColumn, RowAction, RowTable, type ListColumn } from '../../../components/lists';
import { configPaths } from '../config-paths';
import { duplicatePriceIndexes, type NamedItemDraft, type PriceDraft } from './product-draft';

/** A price row with its place in the list (the test ids and the server's error params count by it). */
interface PriceRow {
  price: PriceDraft;
  index: number;
}

interface ProductPricesTabProps {
  type: ProductType | null;
  prices: PriceDraft[];
  variants: NamedItemDraft[];
  currencyIds: string[];
  onChange(prices: PriceDraft[]): void;
  onAdd(): void;
  errorParam: string | null;
  errorText: string | null;
}

/**
 * The prices of a product (spec 3 §3/§5): currency (of the org's countries), paper (survey-like
 * products), variant (when the product has variants), price, discounted price and extra evaluation
 * (survey-like products). Rows repeating another's currency + paper + variant are marked.
 */
export function ProductPricesTab({ type, prices, variants, currencyIds, onChange, onAdd, errorParam, errorText }: ProductPricesTabProps) {
  const { LL, locale } = useI18n();
  const surveyLike = type !== null && isSurveyLikeProduct(type);
  const duplicates = new Set(duplicatePriceIndexes(prices));
  const update = (index: number, patch: Partial<PriceDraft>) => onChange(prices.map((p, i) => (i === index ? { ...p, ...patch } : p)));
  const numberField = (field: 'value' | 'discountValue' | 'extraEvaluationValue' | 'minRounds' | 'vatRate', label: string, headerContent?: ReactNode): ListColumn<PriceRow> => ({
    field,
    header: label,
    headerContent,
    value: ({ price }) => price[field] ?? '',
    render: ({ price, index }) => (
      <TextField
        size="small"
        value={price[field] ?? ''}
        onChange={(event) => update(index, { [field]: event.target.value })}
        error={errorParam === `prices.${index}.${field}`}
        sx={{ width: field === 'minRounds' ? 90 : 130 }}
        placeholder={field === 'minRounds' ? LL.config.products.dialog.priceMinRoundsDefault() : undefined}
        slotProps={{ htmlInput: { inputMode: field === 'minRounds' ? 'numeric' : 'decimal', 'aria-label': label, 'data-testid': `product-price-${index}-${field}` } }}
      />
    ),
  });
  const columns: Array<ListColumn<PriceRow>> = [
    {
      field: 'currencyId',
      header: LL.config.products.dialog.currency(),
      card: 'title',
      render: ({ price, index }) => (
        <TextField
          select
          size="small"
          value={price.currencyId}
          onChange={(event) => update(index, { currencyId: event.target.value })}
          error={duplicates.has(index)}
          sx={{ minWidth: 100 }}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': `product-price-${index}-currency`, 'aria-label': LL.config.products.dialog.currency() } as object } }}
        >
          {currencyIds.map((id) => (
            <MenuItem key={id} value={id} data-testid={`product-price-${index}-currency-${id}`}>
              {id}
            </MenuItem>
          ))}
        </TextField>
      ),
    },
    ...(surveyLike
      ? [
          {
            field: 'paper',
            header: LL.config.products.dialog.paper(),
            render: ({ price, index }) => (
              <Checkbox
                checked={price.paper}
                onChange={(event) => update(index, { paper: event.target.checked })}
                slotProps={{ input: { 'aria-label': LL.config.products.dialog.paper(), 'data-testid': `product-price-${index}-paper` } as object }}
              />
            ),
          } satisfies ListColumn<PriceRow>,
        ]
      : []),
    ...(variants.length > 0
      ? [
          {
            field: 'variant',
            header: LL.config.products.dialog.variant(),
            render: ({ price, index }) => (
              <TextField
                select
                size="small"
                value={price.variant ?? ''}
                onChange={(event) => update(index, { variant: event.target.value })}
                error={errorParam === `prices.${index}.variantId`}
                sx={{ minWidth: 140 }}
                slotProps={{ select: { SelectDisplayProps: { 'data-testid': `product-price-${index}-variant`, 'aria-label': LL.config.products.dialog.variant() } as object } }}
              >
                {variants.map((variant) => (
                  <MenuItem key={variant.key} value={variant.key}>
                    {localize(variant.name, locale) || variant.ordinal}
                  </MenuItem>
                ))}
              </TextField>
            ),
          } satisfies ListColumn<PriceRow>,
        ]
      : []),
    numberField('value', LL.config.products.dialog.value()),
    ...(surveyLike
      ? [
          numberField('discountValue', LL.config.products.dialog.discountValue()),
          numberField('extraEvaluationValue', LL.config.products.dialog.extraEvaluationValue()),
          numberField(
            'minRounds',
            LL.config.products.dialog.priceMinRounds(),
            <Tooltip title={LL.config.products.dialog.priceMinRoundsHint()}>
              <span>{LL.config.products.dialog.priceMinRounds()}</span>
            </Tooltip>,
          ),
        ]
      : []),
    numberField('vatRate', LL.billing.prices.vatRate()),
    actionsColumn(LL.list.actions(), ({ index }) => (
      <RowAction label={LL.config.common.remove()} icon={<DeleteOutlinedIcon fontSize="small" />} onClick={() => onChange(prices.filter((_, i) => i !== index))} testId={`product-price-${index}-remove`} />
    )),
  ];
  return (
    <Box>
      {duplicates.size > 0 && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="product-price-duplicate">
          {LL.config.products.dialog.duplicatePrice()}
        </Alert>
      )}
      {errorParam?.startsWith('prices') && !errorParam.match(/^prices\.\d+$/) && errorText && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorText}
        </Alert>
      )}
      {prices.length === 0 ? (
        // a price is in the currency of a served country: with none served, the countries come first
        <EmptyState
          variant="plain"
          message={currencyIds.length === 0 ? LL.config.products.dialog.noCurrencies() : LL.config.products.dialog.noPrices()}
          // with currencies, the Add price button below is the action
          action={currencyIds.length === 0 ? { label: LL.config.products.dialog.openCountries(), icon: <PublicOutlinedIcon />, href: configPaths.countries } : null}
          testId="product-prices-empty"
        />
      ) : (
        // rows of form controls: a table on a desktop, a card per price on a phone (RowTable); a repeated price is tinted
        <Box sx={{ '& [data-duplicate="true"]': (theme) => ({ bgcolor: 'rgba(198,40,40,0.08)', ...theme.applyStyles('dark', { bgcolor: 'rgba(242,139,130,0.12)' }) }), '& th': { fontWeight: 600, color: 'text.secondary', whiteSpace: 'nowrap' } }}>
          <RowTable
            rows={prices.map((price, index) => ({ price, index }))}
            columns={columns}
            rowId={({ price }) => price.key}
            label={LL.config.products.dialog.tabs.prices()}
            testId="product-prices"
            rowAttributes={({ index }) => ({ 'data-testid': `product-price-${index}`, ...(duplicates.has(index) ? { 'data-duplicate': 'true' } : {}) })}
          />
        </Box>
      )}
      {currencyIds.length > 0 && (
        <Button startIcon={<AddIcon />} onClick={onAdd} sx={{ mt: 2 }} data-testid="product-price-add">
          {LL.config.products.dialog.addPrice()}
        </Button>
      )}
      {surveyLike && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {LL.config.products.dialog.paperHelp()}
        </Typography>
      )}
    </Box>
  );
}
