import { isProductOrderSaveEnabled, localize, PAPER_SURCHARGE_PERCENT, productOrderRemoval, productOrderSaveLabel, type OrderViolation } from '@eqa/core';
import RemoveShoppingCartOutlinedIcon from '@mui/icons-material/RemoveShoppingCartOutlined';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  MenuItem,
  Stack,
  Tab,
  Tabs,
  TextField,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { useI18n } from '../../app/i18n';
import { useNotify } from '../../app/notifications';
import { classifyError } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { ConfirmDialog } from '../config/common/confirm-dialog';
import { useMutationError } from '../config/common/mutations';
import { formatMinorMoney } from './money-format';
import { orderMessageText } from './order-messages';
import type { CatalogProduct, YearOrder } from './order-year-types';
import {
  draftChange,
  draftFromOrder,
  evaluateDraft,
  isDraftChanged,
  isPaperProduct,
  removalChange,
  setCertificateRounds,
  violationAt,
  type ProductOrderDraft,
} from './product-order-draft';
import { ProductDetails } from './product-details';
import { DeadlineText, ProductOrderRounds, type ProductOrderRoundRow } from './product-order-rounds';
import { LabeledSwitch } from '../../components/labeled-switch';

export interface ProductOrderDialogProps {
  labId: number;
  orgId: number;
  year: number;
  product: CatalogProduct;
  order: YearOrder | null;
  /** The lab's currency (the catalogue's prices are in it). */
  currency: string;
  /** The user cannot change orders (ordering disabled, a core lab reading its satellite). */
  readOnly: boolean;
  /** The year's document type (new orders of survey-like products start with it). */
  yearPaper: boolean | null;
  /** The product after this one on the screen (the 'next item' action), or null. */
  nextProductId: number | null;
  onNext(productId: number): void;
  onClose(): void;
}

type DialogTab = 'order' | 'details';

/**
 * Spec 2 §2 Product order dialog: Order and Details tabs for survey products; the round table
 * (round, deadline with its zone, variant, sample sets, extra evaluations, paper, price, sum) with
 * live amounts from core priceOrder, or the certificate editor; options, comment; 'Save' for an
 * active order, else 'Add' (core productOrderSaveLabel), enabled only after a change and without an
 * error (core isProductOrderSaveEnabled); 'minimum rounds' and every 422 param at its field; a
 * failed save keeps what was typed. The dialog is keyed by product: it starts from the saved order.
 */
export function ProductOrderDialog(props: ProductOrderDialogProps) {
  const { labId, orgId, year, product, order, currency, readOnly, yearPaper, nextProductId, onNext, onClose } = props;
  const { LL, locale } = useI18n();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const notify = useNotify();
  const utils = trpc.useUtils();
  const onError = useMutationError('orders');
  const initial = useMemo(() => draftFromOrder(product, order, yearPaper), [product, order, yearPaper]);
  const [draft, setDraft] = useState<ProductOrderDraft>(initial);
  const [serverViolation, setServerViolation] = useState<OrderViolation | null>(null);
  const [tab, setTab] = useState<DialogTab>('order');
  const evaluation = evaluateDraft(product, draft, currency);
  const changed = isDraftChanged(initial, draft);
  const hasError = evaluation.quantityErrors.length > 0 || evaluation.violation !== null || serverViolation !== null;
  // a removed order comes back as it was: adding it again is the change
  const reAdding = order !== null && !order.active;
  const saveEnabled = !readOnly && isProductOrderSaveEnabled({ changed: changed || reAdding, hasError });
  const label = productOrderSaveLabel(order?.active ?? false);
  const name = localize(product.name, locale);
  const survey = product.type === 'survey';
  const certificate = product.type === 'certificate';
  const paperProduct = isPaperProduct(product.type);
  const lines = evaluation.pricing.ok ? evaluation.pricing.lines : [];
  const money = (minor: number) => formatMinorMoney(minor, currency, locale);
  const messageContext = { minRounds: evaluation.pricing.ok ? evaluation.pricing.minRounds : product.minRounds, rounds: evaluation.quantities.filter((q) => q.sampleSetQuantity > 0).length, currencyId: currency };

  const update = (next: ProductOrderDraft) => {
    setDraft(next);
    setServerViolation(null);
  };
  const setRound = (roundId: number, field: 'sampleSets' | 'extra', value: string) => {
    const round = draft.rounds[roundId] ?? { sampleSets: '0', extra: '0' };
    update({ ...draft, rounds: { ...draft.rounds, [roundId]: { ...round, [field]: value } } });
  };

  const save = trpc.orders.updateProductOrder.useMutation();
  const [confirmRemove, setConfirmRemove] = useState(false);
  const savedRounds = new Map((order?.rounds ?? []).map((round) => [round.roundId, round]));
  const removal = productOrderRemoval({
    orderActive: order?.active ?? false,
    readOnly,
    rounds: product.rounds.map((round) => ({
      editable: round.editable,
      sampleSetQuantity: savedRounds.get(round.id)?.sampleSetQuantity ?? 0,
      extraEvaluationQuantity: savedRounds.get(round.id)?.extraEvaluationQuantity ?? 0,
    })),
  });
  const reloadYear = () => {
    const input = { labId, orgId, year };
    void utils.orders.year.invalidate(input);
    void utils.orders.catalog.invalidate(input);
    void utils.checkout.state.invalidate(input);
    void utils.orders.annualSummaries.invalidate({ labId, orgId });
    void utils.labs.stats.invalidate({ labId });
  };
  const remove = async () => {
    if (!order || save.isPending) return;
    try {
      await save.mutateAsync({ labId, orgId, year, productId: product.id, ...removalChange(order) });
      notify(LL.orders.notifications.removed({ product: product.shortName, year }));
      reloadYear();
      setConfirmRemove(false);
      onClose();
    } catch (error) {
      setConfirmRemove(false);
      const failure = classifyError(error);
      if (failure.kind === 'constraintViolation' && failure.param) setServerViolation({ param: failure.param, message: failure.type ?? '', ...(failure.params ? { values: failure.params } : {}) });
      else onError(error, () => void remove());
    }
  };
  const submit = async (then: 'close' | 'next') => {
    if (!saveEnabled || save.isPending) return;
    try {
      await save.mutateAsync({ labId, orgId, year, productId: product.id, ...draftChange(product, draft, evaluation) });
      notify(label === 'save' ? LL.orders.notifications.saved() : LL.orders.notifications.added());
      reloadYear();
      if (then === 'next' && nextProductId !== null) onNext(nextProductId);
      else onClose();
    } catch (error) {
      const failure = classifyError(error);
      if (failure.kind === 'constraintViolation' && failure.param) setServerViolation({ param: failure.param, message: failure.type ?? '', ...(failure.params ? { values: failure.params } : {}) });
      else onError(error, () => void submit(then));
    }
  };

  /** The message at a field: the server's answer first, then the draft's own rules. */
  const fieldMessage = (param: string): string | null => {
    if (violationAt(serverViolation, param)) return orderMessageText(LL, serverViolation ?? { message: '' }, messageContext);
    const quantity = evaluation.quantityErrors.find((v) => violationAt(v, param));
    if (quantity) return orderMessageText(LL, quantity);
    if (violationAt(evaluation.violation, param)) return orderMessageText(LL, evaluation.violation ?? { message: '' }, messageContext);
    return null;
  };
  const roundsMessage = serverViolation?.param === 'rounds' || evaluation.violation?.param === 'rounds' ? fieldMessage('rounds') : null;
  const knownParams = ['rounds', 'variantId', 'optionIds', 'comment', 'paper'];
  const generalViolation = [serverViolation, evaluation.violation].find((v) => v && !knownParams.some((p) => violationAt(v, p))) ?? null;

  const variantName = (variantId: number | null) => {
    const variant = product.variants.find((v) => v.id === variantId);
    return variant ? localize(variant.name, locale) : '—';
  };

  const roundTable = (
    <ProductOrderRounds
      rows={product.rounds.map((round, index): ProductOrderRoundRow => {
        const typed = draft.rounds[round.id] ?? { sampleSets: '0', extra: '0' };
        const line = lines[index];
        const sampleSets = evaluation.quantities[index]?.sampleSetQuantity ?? 0;
        return {
          round,
          sampleSets: typed.sampleSets,
          extra: sampleSets === 0 ? '0' : typed.extra,
          closed: readOnly || !round.editable,
          extraDisabled: sampleSets === 0,
          sampleError: fieldMessage(`rounds.${index}.sampleSetQuantity`) ?? (violationAt(serverViolation, `rounds.${index}`) ? fieldMessage(`rounds.${index}`) : null),
          extraError: fieldMessage(`rounds.${index}.extraEvaluationQuantity`),
          onPaper: draft.paper && sampleSets > 0,
          price: line ? money(line.unitPrice) : '—',
          sum: line ? money(line.amount) : '—',
        };
      })}
      variantName={product.variants.length > 0 ? variantName(draft.variantId) : null}
      extraEvaluations={product.extraEvaluationAvailable}
      paperProduct={paperProduct}
      total={evaluation.pricing.ok ? money(evaluation.pricing.total) : '—'}
      onChange={setRound}
    />
  );

  const certificateEditor = (
    <FormControl component="fieldset" sx={{ width: '100%' }} data-testid="product-order-certificate">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <FormLabel component="legend">{LL.orders.dialog.certificateRounds()}</FormLabel>
        {!readOnly && (
          <Stack direction="row" spacing={1}>
            <Button size="small" onClick={() => update(setCertificateRounds(product, draft, true))} data-testid="product-order-auto-fill">
              {LL.orders.dialog.autoFill()}
            </Button>
            <Button size="small" onClick={() => update(setCertificateRounds(product, draft, false))} data-testid="product-order-clear-all">
              {LL.orders.dialog.clearAll()}
            </Button>
          </Stack>
        )}
      </Stack>
      <FormGroup>
        {product.rounds.map((round, index) => {
          const checked = (evaluation.quantities[index]?.sampleSetQuantity ?? 0) > 0;
          const line = lines[index];
          return (
            <Stack key={round.id} direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, borderBottom: 1, borderColor: 'divider', py: 0.25 }}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={checked}
                    disabled={readOnly || !round.editable}
                    onChange={(event) => setRound(round.id, 'sampleSets', event.target.checked ? '1' : '0')}
                    slotProps={{ input: { 'data-testid': `product-order-certificate-${round.id}` } as Record<string, string> }}
                  />
                }
                label={
                  <Stack>
                    <span>{LL.orders.dialog.certificateRound({ round: round.name })}</span>
                    <Typography variant="caption" color="text.secondary">
                      <DeadlineText deadline={round.editDeadline} closed={!round.editable} />
                    </Typography>
                  </Stack>
                }
              />
              <Typography sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{line && checked ? money(line.amount) : ''}</Typography>
            </Stack>
          );
        })}
      </FormGroup>
      <Stack direction="row" sx={{ justifyContent: 'space-between', pt: 1 }}>
        <Typography sx={{ fontWeight: 700 }}>{LL.orders.dialog.total()}</Typography>
        <Typography sx={{ fontWeight: 700 }} data-testid="product-order-total">
          {evaluation.pricing.ok ? money(evaluation.pricing.total) : '—'}
        </Typography>
      </Stack>
    </FormControl>
  );

  const orderTab = (
    <Stack spacing={2.5} sx={{ pt: survey ? 2 : 0 }}>
      {readOnly && <Alert severity="info">{LL.orders.dialog.readOnly()}</Alert>}
      {product.variants.length > 0 && (
        <TextField
          select
          label={LL.orders.dialog.variant()}
          value={draft.variantId ?? ''}
          onChange={(event) => update({ ...draft, variantId: event.target.value === '' ? null : Number(event.target.value) })}
          disabled={readOnly}
          error={fieldMessage('variantId') !== null}
          helperText={fieldMessage('variantId') ?? ' '}
          sx={{ maxWidth: 360 }}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'product-order-variant' } as Record<string, string> } }}
        >
          {product.variants.map((variant) => (
            <MenuItem key={variant.id} value={variant.id}>
              {localize(variant.name, locale)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {certificate ? certificateEditor : roundTable}
      {roundsMessage && (
        <Alert severity="error" data-testid="product-order-rounds-error">
          {roundsMessage}
        </Alert>
      )}
      {generalViolation && (
        <Alert severity="error" data-testid="product-order-error">
          {orderMessageText(LL, generalViolation, messageContext)}
        </Alert>
      )}
      {evaluation.pricing.ok && (evaluation.pricing.discount || evaluation.pricing.paperSurcharge) && (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {evaluation.pricing.discount && <Chip size="small" color="success" variant="outlined" label={LL.orders.dialog.discount()} data-testid="product-order-discount" />}
          {evaluation.pricing.paperSurcharge && (
            <Chip size="small" color="info" variant="outlined" label={LL.orders.dialog.paperSurcharge({ percent: PAPER_SURCHARGE_PERCENT })} data-testid="product-order-surcharge" />
          )}
        </Stack>
      )}
      {paperProduct && (
        <Box>
          <LabeledSwitch checked={draft.paper} onChange={(checked) => update({ ...draft, paper: checked })} disabled={readOnly} label={LL.orders.dialog.paperSwitch()} testId="product-order-paper" />
          {fieldMessage('paper') && <FormHelperText error>{fieldMessage('paper')}</FormHelperText>}
        </Box>
      )}
      <FormControl component="fieldset" error={fieldMessage('optionIds') !== null}>
        <FormLabel component="legend">{LL.orders.dialog.options()}</FormLabel>
        {product.options.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {LL.orders.dialog.noOptions()}
          </Typography>
        ) : (
          <FormGroup row>
            {product.options.map((option) => (
              <FormControlLabel
                key={option.id}
                control={
                  <Checkbox
                    checked={draft.optionIds.includes(option.id)}
                    disabled={readOnly}
                    onChange={(event) =>
                      update({ ...draft, optionIds: event.target.checked ? [...draft.optionIds, option.id].sort((a, b) => a - b) : draft.optionIds.filter((id) => id !== option.id) })
                    }
                    slotProps={{ input: { 'data-testid': `product-order-option-${option.id}` } as Record<string, string> }}
                  />
                }
                label={localize(option.name, locale)}
              />
            ))}
          </FormGroup>
        )}
        {fieldMessage('optionIds') && <FormHelperText>{fieldMessage('optionIds')}</FormHelperText>}
      </FormControl>
      <TextField
        label={LL.orders.dialog.comment()}
        value={draft.comment}
        onChange={(event) => update({ ...draft, comment: event.target.value })}
        disabled={readOnly}
        multiline
        minRows={2}
        maxRows={20}
        error={fieldMessage('comment') !== null}
        helperText={fieldMessage('comment') ?? LL.orders.dialog.commentHelp()}
        slotProps={{ htmlInput: { maxLength: 2000, 'data-testid': 'product-order-comment' } }}
      />
    </Stack>
  );

  const close = () => !save.isPending && onClose();
  return (
    <Dialog open onClose={close} fullWidth maxWidth="lg" fullScreen={phone} aria-labelledby="product-order-title" data-testid="product-order-dialog" data-product-id={product.id}>
      <DialogTitle id="product-order-title" sx={{ pb: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1.5, flexWrap: 'wrap' }}>
          <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 700 }}>
            {product.shortName}
          </Box>
          <span>{name}</span>
        </Stack>
      </DialogTitle>
      <DialogContent dividers sx={{ px: { xs: 1.5, sm: 3 } }}>
        {survey ? (
          <>
            <Tabs value={tab} onChange={(_event, next: DialogTab) => setTab(next)} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile aria-label={name} sx={{ borderBottom: 1, borderColor: 'divider', mt: -1 }}>
              <Tab value="order" label={LL.orders.dialog.tabOrder()} id="product-order-tab-order" aria-controls="product-order-panel-order" data-testid="product-order-tab-order" />
              <Tab value="details" label={LL.orders.dialog.tabDetails()} id="product-order-tab-details" aria-controls="product-order-panel-details" data-testid="product-order-tab-details" />
            </Tabs>
            <Box role="tabpanel" id="product-order-panel-order" aria-labelledby="product-order-tab-order" hidden={tab !== 'order'}>
              {tab === 'order' && orderTab}
            </Box>
            <Box role="tabpanel" id="product-order-panel-details" aria-labelledby="product-order-tab-details" hidden={tab !== 'details'} sx={{ pt: 2 }}>
              {tab === 'details' && <ProductDetails product={product} currency={currency} />}
            </Box>
          </>
        ) : (
          orderTab
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: { xs: 1.5, sm: 3 } }}>
        {removal !== null && (
          <Tooltip title={removal === 'rounds_closed' ? LL.orders.dialog.removeClosed({ year }) : ''}>
            <span>
              <Button
                color="error"
                startIcon={<RemoveShoppingCartOutlinedIcon />}
                onClick={() => setConfirmRemove(true)}
                disabled={removal !== 'removable' || save.isPending}
                data-testid="product-order-remove"
              >
                {LL.orders.dialog.remove({ year })}
              </Button>
            </span>
          </Tooltip>
        )}
        {changed && !readOnly && (
          <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }} data-testid="product-order-unsaved">
            {LL.orders.dialog.unsaved()}
          </Typography>
        )}
        {nextProductId !== null && (
          <Tooltip title={saveEnabled ? LL.orders.dialog.saveAndNext() : ''}>
            <span>
              <Button
                endIcon={<NavigateNextIcon />}
                onClick={() => (saveEnabled ? void submit('next') : onNext(nextProductId))}
                disabled={save.isPending || (changed && !saveEnabled && !readOnly)}
                data-testid="product-order-next"
              >
                {LL.orders.dialog.next()}
              </Button>
            </span>
          </Tooltip>
        )}
        <Button onClick={close} disabled={save.isPending} data-testid="product-order-close">
          {readOnly ? LL.actions.close() : LL.actions.cancel()}
        </Button>
        {!readOnly && (
          <Button
            variant="contained"
            onClick={() => void submit('close')}
            disabled={!saveEnabled || save.isPending}
            startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
            data-testid="product-order-save"
          >
            {label === 'save' ? LL.orders.dialog.save() : LL.orders.dialog.add()}
          </Button>
        )}
      </DialogActions>
      <ConfirmDialog
        open={confirmRemove}
        title={LL.orders.dialog.removeTitle({ product: product.shortName, year })}
        confirmLabel={LL.orders.dialog.removeConfirm()}
        busy={save.isPending}
        onConfirm={() => void remove()}
        onClose={() => setConfirmRemove(false)}
        testId="product-order-remove-confirm"
      >
        {LL.orders.dialog.removeText({ product: `${product.shortName} ${name}`, year })}
      </ConfirmDialog>
    </Dialog>
  );
}
