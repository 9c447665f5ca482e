import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { JOB_INTERRUPTED, localize } from '@eqa/core';
import {
  Alert,
  Box,
  Button,
  Chip,
  LinearProgress,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useI18n } from '../../../app/i18n';
import { EmptyState } from '../../../components/empty-state';
import { trpc } from '../../../lib/trpc';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ListHeader } from '../common/list-header';
import { useAdminOrgId } from '../common/org';
import { useNow } from '../common/use-now';
import { configPaths, NEW_ID, parseDetailId } from '../config-paths';
import { ProductDialog, type Product } from './product-dialog';
import { useProductCopy, type ProductCopyStatus } from './use-product-copy';
import { TooltipIconButton } from '../../../components/tooltip-icon-button';

const PRODUCT_LIMIT = 200;

interface ProductGroupSection {
  group: Product['productGroup'];
  products: Product[];
}

/** Products grouped by product group, groups by ordinal, products by ordinal (spec 3 §2). */
export function groupProducts(products: readonly Product[]): ProductGroupSection[] {
  const sections: ProductGroupSection[] = [];
  for (const product of products) {
    const section = sections.find((s) => s.group.id === product.productGroupId);
    if (section) section.products.push(product);
    else sections.push({ group: product.productGroup, products: [product] });
  }
  for (const section of sections) section.products.sort((a, b) => a.ordinal - b.ordinal || a.id - b.id);
  return sections.sort((a, b) => a.group.ordinal - b.group.ordinal || a.group.id - b.group.id);
}

function CopyProgress({ state }: { state: ProductCopyStatus['state'] }) {
  const { LL } = useI18n();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 6 }, textAlign: 'center' }} data-testid="product-copy-progress">
      <Typography variant="h3" component="p" sx={{ mb: 2 }}>
        {LL.config.products.copying()}
      </Typography>
      <LinearProgress sx={{ maxWidth: 420, mx: 'auto', mb: 1.5 }} aria-label={LL.config.products.copying()} />
      <Typography color="text.secondary" data-testid="product-copy-state">
        {LL.config.products.copyState[state]()}
      </Typography>
    </Paper>
  );
}

/**
 * The products of one year (spec 3 §2/§4): grouped by product group, add product, a search; for an
 * empty next year the copy from last year with its progress screen. `…/:productId` opens the
 * product dialog (`new` for a new product).
 */
export function ProductYearPage({ year, productSegment }: { year: number; productSegment: string | undefined }) {
  const { LL, locale } = useI18n();
  const orgId = useAdminOrgId();
  const now = useNow();
  const [, navigate] = useLocation();
  const [search, setSearch] = useState('');
  const products = trpc.config.products.list.useQuery({ orgId, year, offset: 0, limit: PRODUCT_LIMIT }, { meta: { errorAction: 'configProducts' } });
  const summaries = trpc.config.products.annualSummaries.useQuery({ orgId }, { meta: { errorAction: 'configProducts' } });
  const items = products.data?.items ?? [];
  const groups = trpc.config.products.groups.useQuery({ orgId }, { enabled: products.data !== undefined && items.length === 0, meta: { errorAction: 'configProductGroups' } });
  const summary = summaries.data?.items.find((s) => s.year === year);
  const copyAvailable = summary?.copyAvailable ?? (products.data !== undefined && items.length === 0 && year === now.getUTCFullYear() + 1);
  const emptyNextYear = products.data !== undefined && items.length === 0 && copyAvailable;
  const copy = useProductCopy(year, emptyNextYear);
  useDocumentTitle(`${LL.config.products.yearTitle({ year })} – ${LL.appName()}`);
  const detail = parseDetailId(productSegment);
  const text = search.trim().toLowerCase();
  const visible = text ? items.filter((p) => p.shortName.toLowerCase().includes(text) || localize(p.name, locale).toLowerCase().includes(text)) : items;
  const sections = groupProducts(visible);
  const selected = typeof detail === 'number' ? (items.find((p) => p.id === detail) ?? null) : null;

  return (
    <Stack spacing={2.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TooltipIconButton label={LL.config.products.back()} onClick={() => navigate(configPaths.products)} data-testid="product-year-back" sx={{ mt: 0.5 }} icon={<ArrowBackIcon />} />
        <Box sx={{ flexGrow: 1 }}>
          <ListHeader
            title={LL.config.products.yearTitle({ year })}
            subtitle={products.data ? LL.config.products.yearCount({ count: items.length }) : null}
            search={search}
            onSearch={setSearch}
            searchLabel={LL.config.products.search()}
            onRefresh={() => void products.refetch()}
            refreshing={products.isFetching}
            testId="product-year"
            actions={
              <Button variant="contained" startIcon={<AddIcon />} disabled={copy.running} onClick={() => navigate(configPaths.product(year, NEW_ID))} data-testid="product-add">
                {LL.config.products.add()}
              </Button>
            }
          />
        </Box>
      </Stack>
      <Box sx={{ height: 4 }}>{products.isFetching && <LinearProgress aria-label={LL.loading()} />}</Box>
      {copy.running ? (
        <CopyProgress state={copy.status?.state ?? 'queued'} />
      ) : (
        <>
          {copy.status?.state === 'failed' && (
            <Alert severity="error">
              {copy.status.jobRun?.error === JOB_INTERRUPTED ? LL.config.products.copyInterrupted() : LL.config.products.copyFailed()}
            </Alert>
          )}
          {products.data && items.length === 0 && emptyNextYear && (
            <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }} data-testid="product-year-empty">
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {LL.config.products.copyIntro({ year, previous: year - 1 })}
              </Typography>
              <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={copy.start} data-testid="product-copy">
                {LL.config.products.copy()}
              </Button>
            </Paper>
          )}
          {products.data && items.length === 0 && !emptyNextYear && groups.data && (
            // a product belongs to a product group: without one, the groups come first
            <EmptyState
              message={groups.data.items.length === 0 ? LL.config.products.noGroups() : LL.config.products.empty()}
              action={
                groups.data.items.length === 0
                  ? { label: LL.config.products.groups.open(), icon: <CategoryOutlinedIcon />, href: configPaths.products }
                  : { label: LL.config.products.add(), onClick: () => navigate(configPaths.product(year, NEW_ID)) }
              }
              testId="product-year-empty"
            />
          )}
          {sections.map((section) => (
            <Paper key={section.group.id} variant="outlined" sx={{ overflow: 'hidden' }} data-testid={`product-section-${section.group.id}`}>
              <Typography variant="subtitle1" sx={{ px: 2, py: 1.25, fontWeight: 700, bgcolor: 'action.hover' }}>
                {localize(section.group.name, locale)}
              </Typography>
              <List disablePadding>
                {section.products.map((product) => (
                  <ListItem key={product.id} disablePadding>
                    <ListItemButton divider onClick={() => navigate(configPaths.product(year, product.id))} data-testid={`product-${product.id}`}>
                      <ListItemText
                        primary={
                          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                            <Typography component="span" sx={{ fontFamily: 'monospace', fontWeight: 700 }}>
                              {product.shortName}
                            </Typography>
                            <span>{localize(product.name, locale)}</span>
                            {product.hidden && <Chip size="small" variant="outlined" label={LL.config.products.hidden()} />}
                          </Stack>
                        }
                        secondary={`${LL.config.products.types[product.type]()} · ${LL.config.products.priceCount({ count: product.prices.length })}`}
                        slotProps={{ primary: { component: 'div' } }}
                      />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            </Paper>
          ))}
        </>
      )}
      {detail === NEW_ID && <ProductDialog year={year} product={null} />}
      {selected && <ProductDialog key={selected.id} year={year} product={selected} />}
    </Stack>
  );
}
