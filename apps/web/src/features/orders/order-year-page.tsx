import { formatDate } from '@eqa/i18n';
import { localize, orderCopyAction, shouldOpenDocumentTypeDialog, SEARCH_DEBOUNCE_MS, toMinorUnits, ORDERS_TIME_ZONE } from '@eqa/core';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import RefreshIcon from '@mui/icons-material/Refresh';
import ShoppingCartCheckoutIcon from '@mui/icons-material/ShoppingCartCheckout';
import {
  Alert,
  Box,
  Button,
  Collapse,
  IconButton,
  LinearProgress,
  Paper,
  Skeleton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { useI18n } from '../../app/i18n';
import { EmptyState } from '../../components/empty-state';
import { SearchField } from '../../components/lists';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { trpc } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useProfile } from '../auth/profile-context';
import { ConfirmDialog } from '../config/common/confirm-dialog';
import { useNow } from '../config/common/use-now';
import { InvoiceList } from '../invoices/invoice-list';
import { CheckoutDialog, RequestCheckoutDialog } from './checkout-dialog';
import { CopyFailure, CopyProgress, DifferencesPanel } from './copy-panels';
import { DocumentTypeDialog } from './document-type-dialog';
import { formatMinorMoney, formatMoney } from './money-format';
import { nextProductId, orderYearSections, productSequence } from './order-year-model';
import type { Catalog, CatalogProduct, YearOrder, YearOrders } from './order-year-types';
import { ordersPath } from './orders-paths';
import { ProductOrderDialog } from './product-order-dialog';
import { ProductRow, RoundTilesLegend } from './product-row';
import { SatelliteComparison } from './satellite-comparison';
import { useOrderCopy } from './use-order-copy';
import { LabeledSwitch } from '../../components/labeled-switch';
import { TooltipIconButton } from '../../components/tooltip-icon-button';

interface OrderYearPageProps {
  labId: number;
  orgId: number;
  year: number;
}

type DocumentTypeState = { paper: boolean | null; initial: boolean } | null;

/**
 * Spec 2 §2 Ordering screen of a year ('orders summary for year {year}'): search (debounced) and
 * refresh; the differences after a copy; the invoices (hidden while searching); product groups with
 * the ordered products and a collapsible list of the available ones; the sum and the difference
 * against the invoices; checkout (or request checkout), the copy of last year's orders (or check
 * differences), the paper switch with the document-type dialog, the proforma-disabled note.
 */
export function OrderYearPage({ labId, orgId, year }: OrderYearPageProps) {
  const { LL, locale } = useI18n();
  const profile = useProfile();
  const now = useNow();
  const [, navigate] = useLocation();
  const input = { labId, orgId, year };
  const catalog = trpc.orders.catalog.useQuery(input, { meta: { errorAction: 'orders' } });
  const orders = trpc.orders.year.useQuery(input, { meta: { errorAction: 'orders' } });
  const checkout = trpc.checkout.state.useQuery(input, { meta: { errorAction: 'checkout' } });
  // spec 2 §2: the satellite comparison only for core labs
  const lab = trpc.labs.get.useQuery({ labId }, { meta: { errorAction: 'lab' } });
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [showAvailable, setShowAvailable] = useState(false);
  const [openProductId, setOpenProductId] = useState<number | null>(null);
  const [checkoutOpen, setCheckoutOpen] = useState<'checkout' | 'request_checkout' | null>(null);
  const [copyConfirm, setCopyConfirm] = useState(false);
  const [showDifferences, setShowDifferences] = useState(false);
  const [documentType, setDocumentType] = useState<DocumentTypeState>(null);
  const [autoOpened, setAutoOpened] = useState(false);
  useDocumentTitle(`${LL.orders.year.title({ year })} – ${LL.appName()}`);

  const yearOrders = orders.data;
  const orderList = useMemo(() => yearOrders?.orders ?? [], [yearOrders]);
  const activeOrders = orderList.filter((order) => order.active);
  const copy = useOrderCopy({ labId, orgId, year, loaded: yearOrders !== undefined, orderCount: orderList.length });
  const copyAction = yearOrders ? orderCopyAction(year, orderList, now) : null;
  const readOnly = catalog.data?.readOnly ?? true;
  const orderingDisabled = catalog.data?.orderingDisabled ?? false;
  const writable = catalog.data !== undefined && !readOnly && !orderingDisabled;
  // closed for every lab (not only this one by staff's flag): the satellites cannot be checked out either
  const orderingClosedForAll = catalog.data?.orderingDisabledReason === 'global' || catalog.data?.orderingDisabledReason === 'org' || catalog.data?.orderingDisabledReason === 'past_year';

  // a finished copy shows its differences
  useEffect(() => {
    if (copy.finished && copy.status?.started) setShowDifferences(true);
  }, [copy.finished, copy.status?.started]);

  // spec 2 §2: the document type is asked for by itself when there are no orders and ordering is open (the initial selection)
  useEffect(() => {
    if (autoOpened || !catalog.data || !yearOrders || copy.running) return;
    if (writable && yearOrders.paper === null && shouldOpenDocumentTypeDialog({ orderCount: orderList.length, orderingDisabled })) {
      setDocumentType({ paper: null, initial: true });
    }
    setAutoOpened(true);
  }, [autoOpened, catalog.data, yearOrders, copy.running, writable, orderList.length, orderingDisabled]);

  const sections = useMemo(
    () => (catalog.data ? orderYearSections(catalog.data.groups, orderList, query, locale) : []),
    [catalog.data, orderList, query, locale],
  );
  const searching = query.trim() !== '';
  const sequence = productSequence(sections, showAvailable || searching);
  const products = useMemo(() => new Map((catalog.data?.groups ?? []).flatMap((group) => group.products.map((product) => [product.id, product] as const))), [catalog.data]);
  const openProduct = openProductId === null ? null : (products.get(openProductId) ?? null);
  const paperPriceList = (catalog.data?.groups ?? []).some((group) => group.products.some((product) => product.prices.some((price) => price.paper)));

  const utils = trpc.useUtils();
  const refresh = () => {
    void catalog.refetch();
    void orders.refetch();
    void checkout.refetch();
    void utils.invoices.list.invalidate({ labId, orgId, year });
  };
  const fetching = catalog.isFetching || orders.isFetching;
  const action = checkout.data?.action ?? null;
  const checkedOutAt = checkout.data?.confirmedAt ?? null;
  const requestedAt = checkout.data?.checkoutRequestedAt ?? null;
  // the server keeps only a pending request (the checkout clears it)
  const showCheckoutRequested = requestedAt !== null && (checkout.data?.dirty ?? false);

  return (
    <Stack spacing={2.5} data-testid="order-year-page">
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, justifyContent: 'space-between', alignItems: { xs: 'stretch', md: 'center' } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
          <TooltipIconButton label={LL.orders.year.back()} onClick={() => navigate(ordersPath(labId, orgId))} data-testid="order-year-back" icon={<ArrowBackIcon />} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h2" sx={{ fontSize: { xs: '1.3rem', md: '1.6rem' } }} data-testid="order-year-title">
              {LL.orders.year.title({ year })}
            </Typography>
            {checkedOutAt && (
              <Typography variant="body2" color="text.secondary" data-testid="order-year-confirmed">
                {LL.orders.year.confirmedAt({ date: formatDate(checkedOutAt, locale, { timeZone: ORDERS_TIME_ZONE }) })}
              </Typography>
            )}
          </Box>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <SearchField
            label={LL.orders.year.search()}
            value={search}
            onChange={setSearch}
            testId="order-year-search"
            sx={{ minWidth: { xs: 0, sm: 320 }, flexGrow: 1 }}
          />
          <Tooltip title={LL.actions.refresh()}>
            <span>
              <IconButton onClick={refresh} disabled={fetching} aria-label={LL.actions.refresh()} data-testid="order-year-refresh">
                <RefreshIcon />
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
      </Stack>

      <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        {writable && action && (
          <Button
            variant="contained"
            startIcon={<ShoppingCartCheckoutIcon />}
            onClick={() => setCheckoutOpen(action)}
            disabled={copy.running}
            data-testid={action === 'checkout' ? 'order-checkout' : 'order-request-checkout'}
          >
            {action === 'checkout' ? LL.orders.checkout.button() : LL.orders.checkout.requestButton()}
          </Button>
        )}
        {writable && copyAction === 'copy' && (
          <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => setCopyConfirm(true)} disabled={copy.running} data-testid="order-copy">
            {LL.orders.copy.button()}
          </Button>
        )}
        {copyAction === 'check_differences' && (
          <Button variant="outlined" startIcon={<CompareArrowsIcon />} onClick={() => setShowDifferences(true)} disabled={copy.running} data-testid="order-check-differences">
            {LL.orders.copy.checkDifferences()}
          </Button>
        )}
        {writable && yearOrders && (
          <Tooltip title={LL.orders.documentType.switchHint()}>
            <LabeledSwitch sx={{ ml: { sm: 'auto' } }} checked={yearOrders.paper === true} onChange={(checked) => setDocumentType({ paper: checked, initial: false })} disabled={copy.running} label={LL.orders.documentType.switchLabel()} testId="order-paper-switch" />
          </Tooltip>
        )}
      </Stack>

      {catalog.data?.orderingDisabledReason && (
        <Alert severity="info" data-testid="order-year-disabled" data-reason={catalog.data.orderingDisabledReason}>
          {LL.orders.year.orderingDisabled[catalog.data.orderingDisabledReason]()}
        </Alert>
      )}
      {profile.orgUser && checkout.data?.proformaDisabled && (
        <Alert severity="warning" data-testid="order-year-proforma-disabled">
          {LL.orders.year.proformaDisabled()}
        </Alert>
      )}
      {showCheckoutRequested && requestedAt && (
        <Alert severity="info" data-testid="order-year-checkout-requested">
          {LL.orders.year.checkoutRequested({ date: formatDate(requestedAt, locale, { timeZone: ORDERS_TIME_ZONE }) })}
        </Alert>
      )}
      {copy.status?.failed && !copy.running && <CopyFailure status={copy.status} />}

      <Box sx={{ height: 4, mt: '8px !important' }}>{fetching && (catalog.data || orders.data) && <LinearProgress aria-label={LL.loading()} />}</Box>

      {copy.running ? (
        <CopyProgress status={copy.status} />
      ) : (
        <>
          {showDifferences && <DifferencesPanel labId={labId} orgId={orgId} year={year} onClose={() => setShowDifferences(false)} />}
          {!searching && <InvoiceList labId={labId} orgId={orgId} year={year} orgUser={profile.orgUser} onlyWithDocuments={!profile.orgUser && (checkout.data?.proformaDisabled ?? false)} />}
          {!searching && lab.data?.satelliteConnection === 'parent_lab' && (
            <SatelliteComparison labId={labId} orgId={orgId} year={year} canCheckOut={!profile.orgUser && profile.lab?.id === labId && !orderingClosedForAll} />
          )}
          {!catalog.data || !yearOrders ? (
            <Stack spacing={2} aria-busy="true" aria-label={LL.orders.year.loadingCatalog()}>
              <Skeleton variant="rounded" height={140} />
              <Skeleton variant="rounded" height={140} />
            </Stack>
          ) : (
            <ProductGroups
              catalog={catalog.data}
              sections={sections}
              searching={searching}
              showAvailable={showAvailable}
              onToggleAvailable={() => setShowAvailable((v) => !v)}
              onOpen={setOpenProductId}
              year={year}
              orderCount={activeOrders.length}
            />
          )}
          {yearOrders && <YearTotals orders={yearOrders} />}
        </>
      )}

      {openProduct && catalog.data && yearOrders && (
        <ProductOrderDialog
          key={openProduct.id}
          labId={labId}
          orgId={orgId}
          year={year}
          product={openProduct}
          order={orderList.find((order) => order.productId === openProduct.id) ?? null}
          currency={catalog.data.currency}
          readOnly={!writable}
          yearPaper={yearOrders.paper}
          nextProductId={nextProductId(sequence, openProduct.id)}
          onNext={setOpenProductId}
          onClose={() => setOpenProductId(null)}
        />
      )}
      {checkoutOpen === 'checkout' && (
        <CheckoutDialog labId={labId} orgId={orgId} year={year} orgUser={profile.orgUser} onClose={() => setCheckoutOpen(null)} onRequestInstead={() => setCheckoutOpen('request_checkout')} />
      )}
      {checkoutOpen === 'request_checkout' && <RequestCheckoutDialog labId={labId} orgId={orgId} year={year} onClose={() => setCheckoutOpen(null)} />}
      <ConfirmDialog
        open={copyConfirm}
        title={LL.orders.copy.confirmTitle({ previous: year - 1, year })}
        confirmLabel={LL.orders.copy.confirm()}
        destructive={false}
        onConfirm={() => {
          setCopyConfirm(false);
          setShowDifferences(false);
          copy.start();
        }}
        onClose={() => setCopyConfirm(false)}
        testId="order-copy-confirm"
      >
        {LL.orders.copy.confirmText({ year })}
      </ConfirmDialog>
      {documentType && (
        <DocumentTypeDialog
          labId={labId}
          orgId={orgId}
          year={year}
          paper={documentType.paper}
          initial={documentType.initial}
          paperPriceList={paperPriceList}
          onClose={() => setDocumentType(null)}
        />
      )}
    </Stack>
  );
}

interface ProductGroupsProps {
  catalog: Catalog;
  sections: ReturnType<typeof orderYearSections<CatalogProduct, YearOrder>>;
  searching: boolean;
  showAvailable: boolean;
  onToggleAvailable(): void;
  onOpen(productId: number): void;
  year: number;
  orderCount: number;
}

/** The product groups as cards: the ordered products, then the collapsible available ones (open while searching). */
function ProductGroups({ catalog, sections, searching, showAvailable, onToggleAvailable, onOpen, year, orderCount }: ProductGroupsProps) {
  const { LL, locale } = useI18n();
  const shortNames = new Map(catalog.groups.flatMap((group) => group.products.map((product) => [product.id, product.shortName] as const)));
  const availableCount = sections.reduce((sum, section) => sum + section.available.length, 0);
  const expanded = showAvailable || searching;
  if (catalog.groups.every((group) => group.products.length === 0)) {
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }} data-testid="order-year-empty-catalog">
        <Typography color="text.secondary">{LL.orders.year.emptyCatalog({ year })}</Typography>
      </Paper>
    );
  }
  if (sections.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }} data-testid="order-year-no-match">
        <Typography color="text.secondary">{LL.orders.year.noProducts()}</Typography>
      </Paper>
    );
  }
  return (
    <Stack spacing={2} component="section" aria-labelledby="order-year-products-title">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h3" component="h2" id="order-year-products-title" sx={{ fontSize: '1.15rem' }}>
          {LL.orders.year.orderedProducts()}
        </Typography>
        {!searching && availableCount > 0 && (
          <Button
            size="small"
            onClick={onToggleAvailable}
            endIcon={expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            aria-expanded={expanded}
            data-testid="order-year-toggle-available"
          >
            {expanded ? LL.orders.product.hideAvailable() : LL.orders.product.showAvailable()}
          </Button>
        )}
      </Stack>
      {orderCount === 0 && !searching && (
        <EmptyState
          variant="plain"
          message={expanded ? LL.orders.year.noOrders({ year }) : LL.orders.year.noOrdersShow({ year })}
          action={expanded ? null : { label: LL.orders.product.showAvailable(), icon: <ExpandMoreIcon />, onClick: onToggleAvailable }}
          testId="order-year-no-orders"
        />
      )}
      {sections.some((section) => section.ordered.length > 0 || expanded) && <RoundTilesLegend />}
      {sections.map((section) => {
        if (section.ordered.length === 0 && !expanded) return null;
        return (
          <Paper key={section.id} variant="outlined" sx={{ overflow: 'hidden' }} component="section" aria-labelledby={`order-group-${section.id}`} data-testid={`order-group-${section.id}`}>
            <Typography variant="subtitle1" component="h3" id={`order-group-${section.id}`} sx={{ px: 2, py: 1.25, fontWeight: 700, bgcolor: 'action.hover' }}>
              {localize(section.name, locale)}
            </Typography>
            <Box component="ul" sx={{ m: 0, p: 0 }}>
              {section.ordered.map((entry) => (
                <ProductRow key={entry.product.id} product={entry.product} order={entry.order} conflicts={[]} onOpen={() => onOpen(entry.product.id)} />
              ))}
            </Box>
            {section.available.length > 0 && (
              <Collapse in={expanded} unmountOnExit>
                <Typography variant="caption" component="h4" color="text.secondary" sx={{ display: 'block', px: 2, pt: 1, pb: 0.5, borderTop: 1, borderColor: 'divider', fontWeight: 700, textTransform: 'uppercase', letterSpacing: 0.5 }}>
                  {LL.orders.year.availableProducts({ count: section.available.length })}
                </Typography>
                <Box component="ul" sx={{ m: 0, p: 0 }} data-testid={`order-group-available-${section.id}`}>
                  {section.available.map((entry) => (
                    <ProductRow
                      key={entry.product.id}
                      product={entry.product}
                      order={entry.order}
                      conflicts={entry.product.conflictingProductIds.map((id) => shortNames.get(id) ?? String(id))}
                      onOpen={() => onOpen(entry.product.id)}
                    />
                  ))}
                </Box>
              </Collapse>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}

/** Spec 2 §2: the sum of the order amounts and the difference against the invoiced totals (per currency). */
function YearTotals({ orders }: { orders: YearOrders }) {
  const { LL, locale } = useI18n();
  const totals = orders.totals.length > 0 ? orders.totals : [{ currency: orders.currency, ordered: orders.sum, invoiced: 0, difference: orders.sum }];
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={LL.orders.year.sum()} data-testid="order-year-totals">
      {totals.map((total) => (
        <Box
          key={total.currency}
          component="dl"
          sx={{ m: 0, display: 'grid', gap: { xs: 1, sm: 3 }, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, auto)' }, justifyContent: { sm: 'end' }, textAlign: { sm: 'right' } }}
        >
          <TotalItem label={LL.orders.year.sum()} value={formatMoney(total.ordered, total.currency, locale)} testId="order-year-sum" strong />
          <TotalItem label={LL.orders.year.invoiced()} value={formatMoney(total.invoiced, total.currency, locale)} testId="order-year-invoiced" />
          <TotalItem
            label={LL.orders.year.difference()}
            value={formatMinorMoney(toMinorUnits(total.difference), total.currency, locale)}
            testId="order-year-difference"
            tone={toMinorUnits(total.difference) === 0 ? undefined : 'warning.main'}
            hint={LL.orders.year.differenceHint()}
          />
        </Box>
      ))}
    </Paper>
  );
}

/** A term and its amount: a div of a dt and a dd (the only wrapper a dl allows); the hint, if any, describes the amount. */
function TotalItem({ label, value, testId, strong, tone, hint }: { label: string; value: string; testId: string; strong?: boolean; tone?: string | undefined; hint?: string }) {
  const amount = (
    <Typography component="dd" sx={{ m: 0, fontWeight: strong ? 700 : 600, fontSize: strong ? '1.25rem' : '1.05rem', fontVariantNumeric: 'tabular-nums', color: tone }} data-testid={testId}>
      {value}
    </Typography>
  );
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      {hint ? (
        <Tooltip title={hint} describeChild>
          {amount}
        </Tooltip>
      ) : (
        amount
      )}
    </Box>
  );
}
