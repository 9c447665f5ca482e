import CloseIcon from '@mui/icons-material/Close';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import { isSurveyLikeProduct, localize, type ConfigViolation, type ProductType } from '@eqa/core';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  LinearProgress,
  Stack,
  Tab,
  Tabs,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useI18n } from '../../../app/i18n';
import { useNotify } from '../../../app/notifications';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { serverViolation, useMutationError } from '../common/mutations';
import { useAdminOrg, useAdminOrgId } from '../common/org';
import { ConfirmDialog } from '../common/confirm-dialog';
import { configPaths } from '../config-paths';
import { violationText } from '../common/violation-text';
import { ProductDetailsTab } from './product-details-tab';
import { addPrice, draftOfProduct, emptyProductDraft, productFormViolation, productPayload, type NamedItemDraft, type ProductFormDraft } from './product-draft';
import { ProductItemsTab } from './product-items-tab';
import { ProductPricesTab } from './product-prices-tab';

export type Product = RouterOutputs['config']['products']['list']['items'][number];
type TabName = 'details' | 'variants' | 'prices' | 'options';
const TABS: TabName[] = ['details', 'variants', 'prices', 'options'];

function tabOf(param: string): TabName {
  if (param.startsWith('variants')) return 'variants';
  if (param.startsWith('options')) return 'options';
  if (param.startsWith('prices')) return 'prices';
  return 'details';
}

/** Keeps prices consistent when variants change or the type loses paper prices. */
function normalizeDraft(draft: ProductFormDraft): ProductFormDraft {
  const keys = draft.variants.map((v) => v.key);
  const surveyLike = draft.type !== null && isSurveyLikeProduct(draft.type);
  return {
    ...draft,
    prices: draft.prices.map((p) => ({
      ...p,
      paper: surveyLike ? p.paper : false,
      variant: keys.length === 0 ? null : p.variant !== null && keys.includes(p.variant) ? p.variant : (keys[0] ?? null),
    })),
  };
}

/**
 * The product dialog (spec 3 §2/§5): details, variants, prices and options tabs; close, delete
 * (inline yes/no) and save. Every validity rule of spec 3 §5 is checked before saving (the server
 * checks again); the first broken rule is shown and its tab opened.
 */
export function ProductDialog({ year, product }: { year: number; product: Product | null }) {
  const { LL, locale } = useI18n();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));
  const orgId = useAdminOrgId();
  const org = useAdminOrg();
  const notify = useNotify();
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const onError = useMutationError('configProducts');
  const [draft, setDraft] = useState<ProductFormDraft>(() => (product ? draftOfProduct(product) : emptyProductDraft()));
  const [tab, setTab] = useState<TabName>('details');
  const [touched, setTouched] = useState(false);
  const [server, setServer] = useState<ConfigViolation | null>(null);
  const [askDelete, setAskDelete] = useState(false);
  const [askDiscard, setAskDiscard] = useState(false);
  /** What the dialog opened with (or last saved): a draft that differs has unsaved changes. */
  const [pristine, setPristine] = useState(() => JSON.stringify(draft));
  const counter = useRef(0);
  const newKey = () => `new:${++counter.current}`;
  const savedType: ProductType | null = product?.type ?? null;
  const currencyIds = [...new Set((org?.countries ?? []).map((c) => c.currency.id))];
  const violation = productFormViolation(draft, savedType);
  const shown = server ?? (touched ? violation : null);
  const close = () => navigate(configPaths.productYear(year));
  const dirty = JSON.stringify(draft) !== pristine;
  /** Closing with unsaved changes asks first (Escape, the backdrop, the close icon and Close alike). */
  const requestClose = () => (dirty ? setAskDiscard(true) : close());

  /** The dialog's own codes (of its form checks), else the shared translation of rule codes. */
  const messageOf = (v: ConfigViolation | null): string | null => {
    switch (v?.message) {
      case 'duplicatePrice':
        return LL.config.products.dialog.duplicatePrice();
      case 'invalidInteger':
        return LL.config.common.invalidInteger();
      case 'invalidPrice':
        return LL.config.products.dialog.invalidPrice();
      default:
        return violationText(LL, v);
    }
  };
  const errorText = messageOf(shown);
  const errorParam = shown?.param ?? null;

  const finish = (saved: Product, created: boolean) => {
    void utils.config.products.list.invalidate();
    void utils.config.products.annualSummaries.invalidate();
    if (created) {
      notify(LL.notifications.created());
      navigate(configPaths.product(year, saved.id), { replace: true });
    } else {
      const next = draftOfProduct(saved);
      setDraft(next);
      setPristine(JSON.stringify(next));
      close();
    }
  };
  const handleError = (error: unknown) => {
    const field = serverViolation(error);
    if (field) {
      setServer(field);
      setTab(tabOf(field.param));
    } else onError(error);
  };
  const create = trpc.config.products.create.useMutation({ onSuccess: (saved) => finish(saved, true), onError: handleError });
  const update = trpc.config.products.update.useMutation({ onSuccess: (saved) => finish(saved, false), onError: handleError });
  const remove = trpc.config.products.delete.useMutation({
    onSuccess: () => {
      void utils.config.products.list.invalidate();
      void utils.config.products.annualSummaries.invalidate();
      notify(LL.notifications.deleted());
      close();
    },
    onError: (error) => onError(error),
  });
  const save = () => {
    setTouched(true);
    setServer(null);
    if (violation) {
      setTab(tabOf(violation.param));
      return;
    }
    const body = productPayload(draft);
    if (product) update.mutate({ orgId, id: product.id, ...body });
    else create.mutate({ orgId, year, ...body });
  };
  const change = (next: ProductFormDraft) => {
    setServer(null);
    setDraft(normalizeDraft(next));
  };
  const itemsChange = (kind: 'variants' | 'options') => (items: NamedItemDraft[]) => change({ ...draft, [kind]: items });
  const tabHasError = (name: TabName) => errorParam !== null && tabOf(errorParam) === name;
  const title = product ? localize(product.name, locale) || product.shortName : LL.config.products.dialog.newTitle({ year });

  return (
    <>
      <Dialog open onClose={requestClose} maxWidth="lg" fullWidth fullScreen={fullScreen} scroll="paper" data-testid="product-dialog" data-dirty={dirty ? 'true' : 'false'}>
        <DialogTitle component="div" sx={{ pr: 1, pb: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="h2" sx={{ fontSize: '1.35rem', flexGrow: 1, minWidth: 0 }} noWrap data-testid="product-dialog-title">
              {title}
            </Typography>
            <Tooltip title={LL.actions.close()}>
              <IconButton onClick={requestClose} aria-label={LL.actions.close()} data-testid="product-close">
                <CloseIcon />
              </IconButton>
            </Tooltip>
          </Stack>
          <Tabs value={tab} onChange={(_event, next: TabName) => setTab(next)} variant="scrollable" allowScrollButtonsMobile>
            {TABS.map((name) => (
              <Tab
                key={name}
                value={name}
                data-testid={`product-tab-${name}`}
                label={
                  <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
                    <span>{LL.config.products.dialog.tabs[name]()}</span>
                    {tabHasError(name) && <ErrorOutlineIcon color="error" sx={{ fontSize: 18 }} />}
                  </Stack>
                }
              />
            ))}
          </Tabs>
        </DialogTitle>
        <Box sx={{ height: 3 }}>{(create.isPending || update.isPending) && <LinearProgress sx={{ height: 3 }} aria-label={LL.loading()} />}</Box>
        <DialogContent dividers sx={{ minHeight: 360 }}>
          {errorText && (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="product-error">
              {LL.config.products.dialog.fix({ field: errorText })}
            </Alert>
          )}
          {tab === 'details' && <ProductDetailsTab draft={draft} onChange={change} savedType={savedType} year={year} errorParam={errorParam} errorText={errorText} />}
          {tab === 'variants' && (
            <ProductItemsTab
              kind="variants"
              items={draft.variants}
              onChange={itemsChange('variants')}
              nameLabel={(language) => LL.config.products.dialog.variantName({ language })}
              addLabel={LL.config.products.dialog.addVariant()}
              emptyText={LL.config.products.dialog.noVariants()}
              newKey={newKey}
              errorParam={errorParam}
              errorText={errorText}
            />
          )}
          {tab === 'prices' && (
            <ProductPricesTab
              type={draft.type}
              prices={draft.prices}
              variants={draft.variants}
              currencyIds={currencyIds}
              onChange={(prices) => change({ ...draft, prices })}
              onAdd={() => change(addPrice(draft, currencyIds, newKey()))}
              errorParam={errorParam}
              errorText={errorText}
            />
          )}
          {tab === 'options' && (
            <ProductItemsTab
              kind="options"
              items={draft.options}
              onChange={itemsChange('options')}
              nameLabel={(language) => LL.config.products.dialog.optionName({ language })}
              addLabel={LL.config.products.dialog.addOption()}
              emptyText={LL.config.products.dialog.noOptions()}
              newKey={newKey}
              errorParam={errorParam}
              errorText={errorText}
            />
          )}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {product &&
            (askDelete ? (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mr: 'auto' }}>
                <Typography variant="body2">{LL.config.products.dialog.deleteQuestion()}</Typography>
                <Button
                  color="error"
                  variant="contained"
                  size="small"
                  onClick={() => {
                    setAskDelete(false);
                    remove.mutate({ orgId, id: product.id });
                  }}
                  data-testid="product-delete-yes"
                >
                  {LL.config.common.yes()}
                </Button>
                <Button size="small" onClick={() => setAskDelete(false)} data-testid="product-delete-no">
                  {LL.config.common.no()}
                </Button>
              </Stack>
            ) : (
              <Tooltip title={product.deletable ? '' : LL.config.products.dialog.notDeletable()}>
                <span style={{ marginRight: 'auto' }}>
                  <Button color="error" disabled={!product.deletable} onClick={() => setAskDelete(true)} data-testid="product-delete">
                    {LL.config.common.delete()}
                  </Button>
                </span>
              </Tooltip>
            ))}
          <Button onClick={requestClose} data-testid="product-cancel">
            {LL.actions.close()}
          </Button>
          <Button variant="contained" onClick={save} disabled={create.isPending || update.isPending} data-testid="product-save">
            {LL.actions.save()}
          </Button>
        </DialogActions>
      </Dialog>
      {/* beside the product dialog, not inside it: no key or click of the question reaches the dialog's own handlers (Escape closes the question only) */}
      <ConfirmDialog
        open={askDiscard}
        title={LL.config.products.dialog.discardTitle()}
        confirmLabel={LL.config.products.dialog.discard()}
        onClose={() => setAskDiscard(false)}
        onConfirm={() => {
          setAskDiscard(false);
          close();
        }}
        testId="product-discard-confirm"
      >
        {LL.config.products.dialog.discardQuestion()}
      </ConfirmDialog>
    </>
  );
}
