import CloseIcon from '@mui/icons-material/Close';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import { localize, type ProductType } from '@eqa/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  Tab,
  Tabs,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { useI18n } from '../../../app/i18n';
import { useNotify } from '../../../app/notifications';
import { useCloseGuard } from '../../../components/forms/close-guard';
import { fieldErrorText, firstFieldError } from '../../../components/forms/field-error';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { useMutationError } from '../common/mutations';
import { useAdminOrg, useAdminOrgId } from '../common/org';
import { useOpenCreated } from '../common/use-open-created';
import { configPaths } from '../config-paths';
import { ProductDetailsTab } from './product-details-tab';
import { addPrice, draftOfProduct, emptyProductDraft, normalizedPrices, PRODUCT_MESSAGE_KEYS, productFormSchema, productPayload, type NamedItemDraft, type PriceDraft, type ProductFormDraft } from './product-draft';
import { ProductItemsTab } from './product-items-tab';
import { ProductPricesTab } from './product-prices-tab';
import { TooltipIconButton } from '../../../components/tooltip-icon-button';

export type Product = RouterOutputs['config']['products']['list']['items'][number];
type TabName = 'details' | 'variants' | 'prices' | 'options';
const TABS: TabName[] = ['details', 'variants', 'prices', 'options'];

/** The fields a server 422 may name (its param: `shortName`, `prices.1.currencyId`, `variants.0.name.hu`). */
const FIELDS = ['type', 'productGroupId', 'shortName', 'ordinal', 'localeId', 'name', 'description', 'countries', 'minRounds', 'surveyIds', 'rounds', 'variants', 'options', 'prices'] as const;
/** The server names the chosen surveys `surveys`; the form holds their ids. */
const ALIASES = { surveys: 'surveyIds' };

function tabOf(param: string): TabName {
  if (param.startsWith('variants')) return 'variants';
  if (param.startsWith('options')) return 'options';
  if (param.startsWith('prices')) return 'prices';
  return 'details';
}

/**
 * The product dialog (spec 3 §2/§5): details, variants, prices and options tabs; close, delete
 * (inline yes/no) and save. A react-hook-form form of the draft (the forms kit): every validity rule
 * of spec 3 §5 is its schema (productFormSchema; the server checks again, a 422 lands on its field);
 * the first broken rule is shown above the tabs and its tab opened. Closing with unsaved changes asks.
 */
export function ProductDialog({ year, product }: { year: number; product: Product | null }) {
  const { LL, locale } = useI18n();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));
  const orgId = useAdminOrgId();
  const org = useAdminOrg();
  const notify = useNotify();
  const [, navigate] = useLocation();
  const openCreated = useOpenCreated();
  const utils = trpc.useUtils();
  const onError = useMutationError('configProducts');
  const savedType: ProductType | null = product?.type ?? null;
  const schema = useMemo(() => productFormSchema(savedType), [savedType]);
  const form = useForm<ProductFormDraft>({ resolver: zodResolver(schema), defaultValues: product ? draftOfProduct(product) : emptyProductDraft() });
  const [tab, setTab] = useState<TabName>('details');
  const [askDelete, setAskDelete] = useState(false);
  const counter = useRef(0);
  const newKey = () => `new:${++counter.current}`;
  const currencyIds = [...new Set((org?.countries ?? []).map((c) => c.currency.id))];
  const close = () => navigate(configPaths.productYear(year));
  const create = trpc.config.products.create.useMutation();
  const update = trpc.config.products.update.useMutation();
  const remove = trpc.config.products.delete.useMutation({
    onSuccess: () => {
      void utils.config.products.list.invalidate();
      void utils.config.products.annualSummaries.invalidate();
      notify(LL.notifications.deleted());
      close();
    },
    onError: (error) => onError(error),
  });
  const submit = useFormSubmit(
    form,
    async (draft) => {
      const body = productPayload(draft);
      const saved = product ? await update.mutateAsync({ orgId, id: product.id, ...body }) : await create.mutateAsync({ orgId, year, ...body });
      void utils.config.products.list.invalidate();
      void utils.config.products.annualSummaries.invalidate();
      if (product) close();
      else {
        openCreated(configPaths.product(year, saved.id));
      }
    },
    { fields: FIELDS, aliases: ALIASES, messages: PRODUCT_MESSAGE_KEYS, onFailure: onError },
  );
  const guard = useCloseGuard(submit.dirty, close, 'product');
  const requestClose = () => !submit.pending && guard.requestClose();

  // the first broken rule (of the schema, or the server's 422): its text above the tabs, its tab marked
  const first = firstFieldError(form.formState.errors);
  const errorParam = first?.param ?? null;
  const errorText = first ? fieldErrorText(LL, first.error) : null;
  // a save that found a broken rule opens its tab
  const { submitCount } = form.formState;
  const firstTab = errorParam === null ? null : tabOf(errorParam);
  // only when a save ends, not while the user fixes the fields: the tab of that save's first error
  const openedFor = useRef(0);
  useEffect(() => {
    if (submitCount === openedFor.current) return;
    openedFor.current = submitCount;
    if (firstTab) setTab(firstTab);
  }, [submitCount, firstTab]);

  const variants = form.watch('variants');
  const options = form.watch('options');
  const prices = form.watch('prices');
  const type = form.watch('type');
  /** A list of the draft changed, checked again once a save was tried. */
  const listChange = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
  const setItems = (kind: 'variants' | 'options', items: NamedItemDraft[]) => form.setValue(kind, items, listChange);
  const setPrices = (next: PriceDraft[]) => form.setValue('prices', next, listChange);
  // the prices follow the variants (a removed one's prices move to the first) and the type (no paper prices for a type without paper)
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (name === 'type' || name === 'variants') form.setValue('prices', normalizedPrices(form.getValues()), { shouldDirty: true });
    });
    return () => subscription.unsubscribe();
  }, [form]);
  const tabHasError = (name: TabName) => errorParam !== null && tabOf(errorParam) === name;
  const title = product ? localize(product.name, locale) || product.shortName : LL.config.products.dialog.newTitle({ year });

  return (
    <>
      <Dialog open onClose={requestClose} maxWidth="lg" fullWidth fullScreen={fullScreen} scroll="paper" data-testid="product-dialog" data-dirty={submit.dirty ? 'true' : 'false'}>
        <form noValidate style={{ display: 'contents' }} onSubmit={submit.onSubmit}>
          <DialogTitle component="div" sx={{ pr: 1, pb: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="h2" sx={{ fontSize: '1.35rem', flexGrow: 1, minWidth: 0 }} noWrap data-testid="product-dialog-title">
                {title}
              </Typography>
              <TooltipIconButton label={LL.actions.close()} onClick={requestClose} data-testid="product-close" icon={<CloseIcon />} />
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
          <Box sx={{ height: 3 }}>{submit.pending && <LinearProgress sx={{ height: 3 }} aria-label={LL.loading()} />}</Box>
          <DialogContent dividers sx={{ minHeight: 360 }}>
            {errorText && (
              <Alert severity="error" sx={{ mb: 2 }} data-testid="product-error">
                {LL.config.products.dialog.fix({ field: errorText })}
              </Alert>
            )}
            {tab === 'details' && <ProductDetailsTab form={form} savedType={savedType} year={year} />}
            {tab === 'variants' && (
              <ProductItemsTab
                kind="variants"
                control={form.control}
                items={variants}
                onChange={(items) => setItems('variants', items)}
                nameLabel={(language) => LL.config.products.dialog.variantName({ language })}
                addLabel={LL.config.products.dialog.addVariant()}
                emptyText={LL.config.products.dialog.noVariants()}
                newKey={newKey}
              />
            )}
            {tab === 'prices' && (
              <ProductPricesTab
                type={type}
                prices={prices}
                variants={variants}
                currencyIds={currencyIds}
                onChange={setPrices}
                onAdd={() => setPrices(addPrice(form.getValues(), currencyIds, newKey()).prices)}
                errorParam={errorParam}
                errorText={errorText}
              />
            )}
            {tab === 'options' && (
              <ProductItemsTab
                kind="options"
                control={form.control}
                items={options}
                onChange={(items) => setItems('options', items)}
                nameLabel={(language) => LL.config.products.dialog.optionName({ language })}
                addLabel={LL.config.products.dialog.addOption()}
                emptyText={LL.config.products.dialog.noOptions()}
                newKey={newKey}
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
            <Button type="submit" variant="contained" disabled={submit.pending} data-testid="product-save">
              {LL.actions.save()}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      {guard.question}
    </>
  );
}
