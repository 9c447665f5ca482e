import { checkoutDialogText, PURCHASE_ORDER_NUMBER_MAX_LENGTH, ZRequestCheckoutInput, type RequestCheckoutInput } from '@eqa/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useI18n } from '../../app/i18n';
import { useNotify } from '../../app/notifications';
import { FormTextField } from '../../components/forms/form-text-field';
import { applyServerError } from '../../components/forms/server-errors';
import { PasswordField } from '../../components/password-field';
import { messageText } from '../account/message-text';
import { classifyError } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useMutationError } from '../config/common/mutations';
import { formatDay } from '../invoices/invoice-format';

interface CheckoutDialogProps {
  labId: number;
  orgId: number;
  year: number;
  orgUser: boolean;
  onClose(): void;
  /** Lab users: ask the provider to check out instead (request checkout), when the server allows it. */
  onRequestInstead?(): void;
}

/** What a successful checkout or request reloads: orders, catalogue, invoices, summaries, the lab's badges. */
export function useReloadAfterCheckout(labId: number, orgId: number, year: number) {
  const utils = trpc.useUtils();
  return () => {
    const input = { labId, orgId, year };
    void utils.orders.year.invalidate(input);
    void utils.orders.catalog.invalidate(input);
    void utils.checkout.state.invalidate(input);
    void utils.invoices.list.invalidate();
    void utils.orders.annualSummaries.invalidate({ labId, orgId });
    void utils.labs.stats.invalidate({ labId });
  };
}

/**
 * Spec 2 §2/§4 Checkout dialog: asks on opening whether checkout is allowed (checkout.state, fresh),
 * shows core checkoutDialogText's variant (loading; not allowed; without proforma; normal) and takes
 * the validation password (not empty). 422 validationPassword → orders.checkout.invalidPassword in
 * the dialog, 429 → too many attempts; success reloads orders and invoices and notifies.
 */
export function CheckoutDialog({ labId, orgId, year, orgUser, onClose, onRequestInstead }: CheckoutDialogProps) {
  const { LL, locale } = useI18n();
  const notify = useNotify();
  const onError = useMutationError('checkout');
  const reload = useReloadAfterCheckout(labId, orgId, year);
  const input = { labId, orgId, year };
  const state = trpc.checkout.state.useQuery(input, { staleTime: 0, refetchOnMount: 'always', meta: { errorAction: 'checkout' } });
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [purchaseOrderNumber, setPurchaseOrderNumber] = useState('');
  const [purchaseOrderError, setPurchaseOrderError] = useState<string | null>(null);
  const [locked, setLocked] = useState(false);
  const checkout = trpc.checkout.checkout.useMutation();
  const fresh = state.data !== undefined && !state.isFetching;
  const variant = checkoutDialogText({
    loading: !fresh,
    allowed: state.data?.allowed ?? false,
    proformaDisabled: state.data?.proformaDisabled ?? false,
    requiresCancellation: state.data?.requiresCancellation ?? false,
  });
  const text = {
    loading: LL.orders.checkout.loading(),
    not_allowed: state.data?.disabledReason === 'nothing_to_check_out' ? LL.orders.checkout.nothingToCheckOut() : LL.orders.checkout.notAllowed(),
    without_proforma: LL.orders.checkout.withoutProforma({ year }),
    normal: LL.orders.checkout.normal({ year }),
  }[variant];
  const canSubmit = variant !== 'loading' && variant !== 'not_allowed' && password.length > 0 && !locked && !checkout.isPending;
  // a lab user without the validation password at hand may still ask staff (the server allows a request whenever something is unconfirmed)
  const requestInstead = !orgUser && onRequestInstead !== undefined && fresh && (state.data?.requestCheckoutAllowed ?? false) && variant !== 'not_allowed';

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSubmit) {
      if (password.length === 0 && variant !== 'loading' && variant !== 'not_allowed') setPasswordError(LL.requiredField());
      return;
    }
    setPasswordError(null);
    try {
      await checkout.mutateAsync({ ...input, validationPassword: password, purchaseOrderNumber: purchaseOrderNumber.trim() === '' ? null : purchaseOrderNumber });
      notify(LL.orders.notifications.checkedOut());
      reload();
      onClose();
    } catch (error) {
      const failure = classifyError(error);
      if (failure.kind === 'constraintViolation' && failure.param === 'purchaseOrderNumber') {
        setPurchaseOrderError(messageText(LL, failure.type, LL.billing.purchaseOrder.invalid()));
      } else if (failure.kind === 'constraintViolation' && failure.param === 'validationPassword') {
        setPasswordError(failure.type === 'requiredField' ? LL.requiredField() : LL.orders.checkout.invalidPassword());
      } else if (failure.kind === 'rateLimited') {
        setPasswordError(LL.orders.checkout.tooManyAttempts());
        setLocked(true);
      } else {
        onClose();
        onError(error);
        void state.refetch();
      }
    }
  };

  const close = () => !checkout.isPending && onClose();
  return (
    <Dialog open onClose={close} maxWidth="sm" fullWidth aria-labelledby="checkout-title" data-testid="checkout-dialog" data-variant={variant}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="checkout-title">{LL.orders.checkout.title({ year })}</DialogTitle>
        <DialogContent>
          {variant === 'loading' ? (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 1 }} data-testid="checkout-text">
              <CircularProgress size={20} aria-label={LL.loading()} />
              <Typography>{text}</Typography>
            </Stack>
          ) : variant === 'not_allowed' ? (
            <Alert severity="info" data-testid="checkout-text">
              {text}
            </Alert>
          ) : (
            <>
              <DialogContentText sx={{ mb: 2 }} data-testid="checkout-text">
                {text}
              </DialogContentText>
              {state.data?.paymentDeadline && (
                <Box sx={{ mb: 1.5 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="checkout-due-date" data-date={state.data.paymentDeadline}>
                    {LL.orders.checkout.dueDate({ date: formatDay(state.data.paymentDeadline, locale) })}
                  </Typography>
                  {state.data.dueRule && (
                    <Typography variant="body2" color="text.secondary" data-testid="checkout-due-rule" data-not-before={state.data.dueRule.notBefore ?? ''}>
                      {state.data.dueRule.notBefore
                        ? LL.orders.checkout.dueRuleNotBefore({ termDays: state.data.dueRule.termDays, year, date: formatDay(state.data.dueRule.notBefore, locale) })
                        : LL.orders.checkout.dueRuleTerm({ termDays: state.data.dueRule.termDays })}
                    </Typography>
                  )}
                </Box>
              )}
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                {orgUser ? LL.orders.checkout.orgHint() : LL.orders.checkout.labHint()}
              </Typography>
              <PasswordField
                label={LL.orders.checkout.password()}
                value={password}
                onChange={(event) => {
                  setPassword(event.target.value);
                  setPasswordError(null);
                }}
                required
                error={passwordError !== null}
                helperText={passwordError ?? ' '}
                fullWidth
                autoFocus
                autoComplete="off"
                disabled={locked}
                showLabel={LL.passwordVisibility.show()}
                hideLabel={LL.passwordVisibility.hide()}
                htmlInputProps={{ 'data-testid': 'checkout-password', maxLength: '200' }}
              />
              <TextField
                label={LL.billing.purchaseOrder.label()}
                value={purchaseOrderNumber}
                onChange={(event) => {
                  setPurchaseOrderNumber(event.target.value);
                  setPurchaseOrderError(null);
                }}
                error={purchaseOrderError !== null}
                helperText={purchaseOrderError ?? LL.billing.purchaseOrder.help()}
                fullWidth
                autoComplete="off"
                sx={{ mt: 1 }}
                slotProps={{ htmlInput: { 'data-testid': 'checkout-purchase-order', maxLength: PURCHASE_ORDER_NUMBER_MAX_LENGTH } }}
              />
              {requestInstead && (
                <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ alignItems: { sm: 'center' }, gap: 1, mt: 1 }} data-testid="checkout-request-instead-hint">
                  <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
                    {LL.orders.checkout.requestInsteadHint()}
                  </Typography>
                  <Button size="small" variant="outlined" onClick={onRequestInstead} disabled={checkout.isPending} sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }} data-testid="checkout-request-instead">
                    {LL.orders.checkout.requestInstead()}
                  </Button>
                </Stack>
              )}
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={checkout.isPending} data-testid="checkout-cancel">
            {variant === 'not_allowed' ? LL.actions.close() : LL.actions.cancel()}
          </Button>
          {variant !== 'not_allowed' && (
            <Button
              type="submit"
              variant="contained"
              disabled={!canSubmit}
              startIcon={checkout.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
              data-testid="checkout-submit"
            >
              {LL.orders.checkout.submit()}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}

/**
 * Request checkout (spec 2 §4: lab users whose changes need staff ask for the checkout by e-mail),
 * with the lab's purchase-order number for the proforma staff will issue (react-hook-form, the zod
 * resolver on core ZRequestCheckoutInput: the procedure's input without the path).
 */
export function RequestCheckoutDialog({ labId, orgId, year, onClose }: Omit<CheckoutDialogProps, 'orgUser'>) {
  const { LL } = useI18n();
  const notify = useNotify();
  const onError = useMutationError('checkout');
  const reload = useReloadAfterCheckout(labId, orgId, year);
  const form = useForm<RequestCheckoutInput>({ resolver: zodResolver(ZRequestCheckoutInput), defaultValues: { purchaseOrderNumber: '' }, mode: 'onTouched' });
  const request = trpc.checkout.requestCheckout.useMutation();
  const submit = form.handleSubmit(async (values) => {
    try {
      await request.mutateAsync({ labId, orgId, year, purchaseOrderNumber: values.purchaseOrderNumber?.trim() ? values.purchaseOrderNumber : null });
      notify(LL.orders.notifications.checkoutRequested());
      reload();
      onClose();
    } catch (error) {
      if (applyServerError(error, form.setError, ['purchaseOrderNumber'])) return;
      onClose();
      onError(error);
    }
  });
  return (
    <Dialog open onClose={() => !request.isPending && onClose()} maxWidth="sm" fullWidth aria-labelledby="request-checkout-title" data-testid="request-checkout-dialog">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="request-checkout-title">{LL.orders.checkout.requestTitle({ year })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{LL.orders.checkout.requestText({ year })}</DialogContentText>
          <FormTextField
            control={form.control}
            name="purchaseOrderNumber"
            label={LL.billing.purchaseOrder.label()}
            hint={LL.billing.purchaseOrder.help()}
            fullWidth
            autoComplete="off"
            testId="request-checkout-purchase-order"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={request.isPending} data-testid="request-checkout-cancel">
            {LL.actions.cancel()}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={request.isPending}
            startIcon={request.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
            data-testid="request-checkout-submit"
          >
            {LL.orders.checkout.requestSubmit()}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
