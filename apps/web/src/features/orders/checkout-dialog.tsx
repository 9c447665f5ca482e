import { checkoutDialogText, normalisePurchaseOrderNumber, ZRequestCheckoutInput, type RequestCheckoutInput } from '@eqa/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, CircularProgress, DialogContentText, Stack, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useI18n } from '../../app/i18n';
import { useNotify } from '../../app/notifications';
import { FormDialog } from '../../components/forms/form-dialog';
import { applyServerError } from '../../components/forms/server-errors';
import { trpc } from '../../lib/trpc';
import { useMutationError } from '../config/common/mutations';
import { formatDay } from '../invoices/invoice-format';
import { CheckoutFields, PurchaseOrderField, useCheckoutForm } from './checkout-form';

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
 * the validation password (not empty) through the checkout form (checkout-form.tsx: react-hook-form on
 * core ZCheckoutInput). 422 validationPassword → orders.checkout.invalidPassword under the password,
 * 429 → too many attempts; success reloads orders and invoices and notifies.
 */
export function CheckoutDialog({ labId, orgId, year, orgUser, onClose, onRequestInstead }: CheckoutDialogProps) {
  const { LL, locale } = useI18n();
  const notify = useNotify();
  const onError = useMutationError('checkout');
  const reload = useReloadAfterCheckout(labId, orgId, year);
  const input = { labId, orgId, year };
  const state = trpc.checkout.state.useQuery(input, { staleTime: 0, refetchOnMount: 'always', meta: { errorAction: 'checkout' } });
  const checkout = trpc.checkout.checkout.useMutation();
  const form = useCheckoutForm({
    send: async (values) => {
      await checkout.mutateAsync({ ...input, ...values });
      notify(LL.orders.notifications.checkedOut());
      reload();
      onClose();
    },
    onFailure: (error) => {
      onClose();
      onError(error);
      void state.refetch();
    },
  });
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
  const password = form.form.watch('validationPassword');
  const canSubmit = variant !== 'loading' && variant !== 'not_allowed' && password.length > 0 && !form.locked;
  // a lab user without the validation password at hand may still ask staff (the server allows a request whenever something is unconfirmed)
  const requestInstead = !orgUser && onRequestInstead !== undefined && fresh && (state.data?.requestCheckoutAllowed ?? false) && variant !== 'not_allowed';

  return (
    <FormDialog
      testId="checkout"
      title={LL.orders.checkout.title({ year })}
      onSubmit={(event) => void form.submit(event)}
      onClose={onClose}
      pending={checkout.isPending}
      // a password is nothing to keep: closing asks only for a typed purchase-order number
      dirty={form.form.formState.dirtyFields.purchaseOrderNumber === true}
      maxWidth="sm"
      submitLabel={LL.orders.checkout.submit()}
      submitTestId="checkout-submit"
      submitDisabled={!canSubmit}
      submitHidden={variant === 'not_allowed'}
      cancelLabel={variant === 'not_allowed' ? LL.actions.close() : undefined}
      dataAttributes={{ 'data-variant': variant }}
    >
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
          <DialogContentText sx={{ mb: 1 }} data-testid="checkout-text">
            {text}
          </DialogContentText>
          {state.data?.paymentDeadline && (
            <Box sx={{ mb: 1 }}>
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
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {orgUser ? LL.orders.checkout.orgHint() : LL.orders.checkout.labHint()}
          </Typography>
          <CheckoutFields checkout={form} testPrefix="checkout" />
          {requestInstead && (
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ alignItems: { sm: 'center' }, gap: 1 }} data-testid="checkout-request-instead-hint">
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
    </FormDialog>
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
      await request.mutateAsync({ labId, orgId, year, purchaseOrderNumber: normalisePurchaseOrderNumber(values.purchaseOrderNumber) });
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
    <FormDialog
      testId="request-checkout"
      title={LL.orders.checkout.requestTitle({ year })}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      pending={request.isPending}
      dirty={form.formState.isDirty}
      maxWidth="sm"
      submitLabel={LL.orders.checkout.requestSubmit()}
      submitTestId="request-checkout-submit"
      intro={<DialogContentText sx={{ mb: 1 }}>{LL.orders.checkout.requestText({ year })}</DialogContentText>}
    >
      <PurchaseOrderField control={form.control} name="purchaseOrderNumber" testId="request-checkout-purchase-order" />
    </FormDialog>
  );
}
