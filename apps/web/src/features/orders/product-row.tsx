import { localize, ROUND_TILE_SIZE_PX } from '@eqa/core';
import LocalPostOfficeOutlinedIcon from '@mui/icons-material/LocalPostOfficeOutlined';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import { Box, ButtonBase, Chip, Stack, Tooltip, Typography } from '@mui/material';
import { forwardRef } from 'react';
import { useI18n } from '../../app/i18n';
import { formatMoney } from './money-format';
import type { CatalogProduct, YearOrder } from './order-year-types';
import { visuallyHidden } from '../../components/visually-hidden';

interface ProductRowProps {
  product: CatalogProduct;
  order: YearOrder | null;
  /** Short names of the ordered products a disabled product conflicts with. */
  conflicts: string[];
  onOpen(): void;
}

/**
 * One product of the ordering screen (spec 2 §2): short name, name and marks, a grid of its rounds
 * (tiles of ROUND_TILE_SIZE_PX with the sample-set quantity), '+n' extra evaluations and the amount.
 * The whole row opens the product order dialog; a product disabled by a scheme conflict does not.
 */
export function ProductRow({ product, order, conflicts, onOpen }: ProductRowProps) {
  const { LL, locale } = useI18n();
  const name = localize(product.name, locale);
  const listed = order !== null && (order.active || order.dirty);
  const byRound = new Map((order?.rounds ?? []).map((round) => [round.roundId, round]));
  const extra = order?.active ? order.rounds.reduce((sum, round) => sum + (round.active ? round.extraEvaluationQuantity : 0), 0) : 0;
  const disabled = product.disabled;
  const content = (
    <Box
      sx={{
        display: 'grid',
        width: '100%',
        alignItems: 'center',
        gap: { xs: 1, md: 2 },
        gridTemplateColumns: { xs: '1fr auto', md: 'minmax(220px, 2fr) minmax(120px, 1fr) 48px 140px' },
        gridTemplateAreas: { xs: '"name name" "rounds amount"', md: '"name rounds extra amount"' },
        px: { xs: 1.5, sm: 2 },
        py: 1.25,
        textAlign: 'left',
      }}
    >
      <Box sx={{ gridArea: 'name', minWidth: 0 }}>
        <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="span" sx={{ fontFamily: 'monospace', fontWeight: 700 }}>
            {product.shortName}
          </Typography>
          <Typography component="span" sx={{ overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
        </Stack>
        <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', mt: 0.5 }}>
          <Chip size="small" variant="outlined" label={LL.orders.productTypes[product.type]()} />
          {product.accredited && <Chip size="small" variant="outlined" color="success" icon={<VerifiedOutlinedIcon />} label={LL.orders.product.accredited()} />}
          {order?.paper && listed && <Chip size="small" variant="outlined" color="info" icon={<LocalPostOfficeOutlinedIcon />} label={LL.orders.product.paper()} data-testid={`order-paper-${product.id}`} />}
          {order?.dirty && <Chip size="small" color="warning" label={LL.orders.product.notConfirmed()} data-testid={`order-dirty-${product.id}`} />}
          {order && !order.active && order.dirty && <Chip size="small" variant="outlined" label={LL.orders.product.cancelled()} />}
          {disabled && <Chip size="small" variant="outlined" color="default" label={LL.orders.product.unavailable({ products: conflicts.join(', ') })} sx={{ maxWidth: '100%' }} />}
        </Stack>
      </Box>
      <Box sx={{ gridArea: 'rounds' }}>
        <RoundTiles product={product} rounds={byRound} active={order?.active ?? false} />
      </Box>
      <Box sx={{ gridArea: { xs: 'amount', md: 'extra' }, display: { xs: 'none', md: 'block' } }}>
        {extra > 0 && (
          <Tooltip title={LL.orders.product.extraHint({ count: extra })}>
            <Typography variant="body2" sx={{ fontWeight: 600, color: 'secondary.main' }} data-testid={`order-extra-${product.id}`}>
              <span aria-hidden>{LL.orders.product.extra({ count: extra })}</span>
              <Box component="span" sx={visuallyHidden}>
                {LL.orders.product.extraHint({ count: extra })}
              </Box>
            </Typography>
          </Tooltip>
        )}
      </Box>
      <Box sx={{ gridArea: 'amount', textAlign: 'right' }}>
        {extra > 0 && (
          <Typography variant="body2" component="span" sx={{ display: { md: 'none' }, fontWeight: 600, color: 'secondary.main', mr: 1 }}>
            <span aria-hidden>{LL.orders.product.extra({ count: extra })}</span>
            <Box component="span" sx={visuallyHidden}>
              {LL.orders.product.extraHint({ count: extra })}
            </Box>
          </Typography>
        )}
        <Typography
          component="span"
          sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', textDecoration: order && !order.active ? 'line-through' : undefined }}
          color={listed ? 'text.primary' : 'text.secondary'}
          data-testid={`order-amount-${product.id}`}
        >
          {listed && order ? formatMoney(order.amount, order.currency, locale) : LL.orders.product.notOrdered()}
        </Typography>
      </Box>
    </Box>
  );
  return (
    <Box component="li" sx={{ borderTop: 1, borderColor: 'divider', listStyle: 'none' }} data-testid={`order-product-${product.id}`} data-ordered={listed ? 'true' : 'false'}>
      {disabled ? (
        <Box sx={{ opacity: 0.6 }} aria-disabled="true">
          {content}
        </Box>
      ) : (
        <ButtonBase
          onClick={onOpen}
          sx={(theme) => ({ width: '100%', display: 'block', '&:hover, &.Mui-focusVisible': { bgcolor: theme.alpha(theme.vars.palette.primary.main, 0.06) } })}
          data-testid={`order-product-open-${product.id}`}
        >
          {content}
        </ButtonBase>
      )}
    </Box>
  );
}

/**
 * The round grid: one tile per round of the product with the sample-set quantity (empty when
 * none), outlined when its order changed since checkout, dimmed once closed for the viewer. Each
 * tile names its round and quantities for assistive technology.
 */
function RoundTiles({ product, rounds, active }: { product: CatalogProduct; rounds: Map<number, YearOrder['rounds'][number]>; active: boolean }) {
  const { LL } = useI18n();
  return (
    <Stack direction="row" sx={{ gap: '4px', flexWrap: 'wrap' }} data-testid={`order-rounds-${product.id}`}>
      {product.rounds.map((round) => {
        const ordered = rounds.get(round.id);
        const quantity = active && ordered?.active ? ordered.sampleSetQuantity : 0;
        const extra = active && ordered?.active ? ordered.extraEvaluationQuantity : 0;
        const label = !round.editable && quantity === 0
          ? LL.orders.product.roundTileClosed({ round: round.name })
          : extra > 0
            ? LL.orders.product.roundTileExtra({ round: round.name, quantity, extra })
            : LL.orders.product.roundTile({ round: round.name, quantity });
        return (
          <Tooltip key={round.id} title={label}>
            <RoundTile label={label} quantity={quantity} dirty={ordered?.dirty ?? false} closed={!round.editable} testId={`order-round-${product.id}-${round.id}`} />
          </Tooltip>
        );
      })}
    </Stack>
  );
}

interface RoundTileProps {
  label: string;
  quantity: number;
  dirty: boolean;
  closed: boolean;
  testId?: string;
}

/** One round's tile: the sample-set quantity on the primary colour, outlined when changed, dimmed once closed. */
const RoundTile = forwardRef<HTMLDivElement, RoundTileProps>(function RoundTile({ label, quantity, dirty, closed, testId, ...rest }, ref) {
  return (
    <Box
      ref={ref}
      {...rest}
      role="img"
      aria-label={label}
      data-testid={testId}
      data-quantity={quantity}
      sx={(theme) => ({
        width: ROUND_TILE_SIZE_PX,
        height: ROUND_TILE_SIZE_PX,
        flex: 'none',
        borderRadius: '4px',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontSize: 11,
        fontWeight: 700,
        lineHeight: 1,
        border: `1px solid ${dirty ? theme.vars.palette.warning.main : quantity > 0 ? theme.vars.palette.primary.main : theme.vars.palette.divider}`,
        borderWidth: dirty ? 2 : 1,
        bgcolor: quantity > 0 ? theme.vars.palette.primary.main : 'transparent',
        color: quantity > 0 ? theme.vars.palette.primary.contrastText : theme.vars.palette.text.secondary,
        opacity: !closed || quantity > 0 ? 1 : 0.45,
      })}
    >
      {quantity > 0 ? quantity : ''}
    </Box>
  );
});

/**
 * The legend of the ordering screen's round tiles (issue 32 "order round tiles get a legend"): what a
 * number on a tile, an empty, an outlined and a dimmed tile and '+n' mean. The sample tiles are
 * decorative: each line says it in words.
 */
export function RoundTilesLegend() {
  const { LL } = useI18n();
  const L = LL.orders.product.legend;
  const entries = [
    { key: 'sampleSets', tile: <RoundTile label="" quantity={2} dirty={false} closed={false} />, text: L.sampleSets() },
    { key: 'notOrdered', tile: <RoundTile label="" quantity={0} dirty={false} closed={false} />, text: L.notOrdered() },
    { key: 'changed', tile: <RoundTile label="" quantity={1} dirty closed={false} />, text: L.changed() },
    { key: 'closed', tile: <RoundTile label="" quantity={0} dirty={false} closed />, text: L.closed() },
    {
      key: 'extra',
      tile: (
        <Typography component="span" variant="body2" sx={{ fontWeight: 600, color: 'secondary.main' }}>
          {LL.orders.product.extra({ count: 1 })}
        </Typography>
      ),
      text: L.extra(),
    },
  ];
  return (
    <Box component="section" aria-labelledby="order-rounds-legend" data-testid="order-rounds-legend">
      <Typography id="order-rounds-legend" variant="caption" component="h3" color="text.secondary" sx={{ fontWeight: 700, display: 'block', mb: 0.5 }}>
        {L.title()}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', columnGap: 2.5, rowGap: 0.5 }}>
        {entries.map((entry) => (
          <Box component="li" key={entry.key} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <Box component="span" aria-hidden sx={{ display: 'inline-flex' }}>
              {entry.tile}
            </Box>
            <Typography component="span" variant="caption" color="text.secondary">
              {entry.text}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
