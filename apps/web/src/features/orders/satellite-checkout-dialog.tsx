import { PURCHASE_ORDER_NUMBER_MAX_LENGTH, ZCheckoutInput, type CheckoutInput } from '@eqa/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useI18n } from '../../app/i18n';
import { useNotify } from '../../app/notifications';
import { FormTextField } from '../../components/forms/form-text-field';
import { applyServerError } from '../../components/forms/server-errors';
import { PasswordField } from '../../components/password-field';
import { classifyError } from '../../lib/errors';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { messageText } from '../account/message-text';
import { useMutationError } from '../config/common/mutations';
import { formatDay } from '../invoices/invoice-format';

type Outcome = RouterOutputs['checkout']['satelliteCheckout'];

interface SatelliteCheckoutDialogProps {
  /** The core lab. */
  labId: number;
  orgId: number;
  year: number;
  onClose(): void;
}

/** What the core lab's checkout did for each satellite: its outcome and its documents' numbers, or why it was left out. */
function OutcomeList({ outcome }: { outcome: Outcome }) {
  const { LL } = useI18n();
  const C = LL.orders.satellites.checkout;
  return (
    <List dense disablePadding data-testid="satellite-checkout-outcomes">
      {outcome.satellites.map((satellite) => {
        const numbers = [...(satellite.checkout?.proformas ?? []), ...(satellite.checkout?.invoices ?? [])].map((document) => document.number);
        const detail =
          satellite.outcome === 'checked_out'
            ? numbers.length > 0
              ? C.documents({ numbers: numbers.join(', ') })
              : C.noDocument()
            : satellite.outcome === 'skipped' && satellite.skipReason
              ? C.reasons[satellite.skipReason]()
              : C.outcome.failed();
        return (
          <ListItem key={satellite.labId} disableGutters data-testid={`satellite-outcome-${satellite.labId}`} data-outcome={satellite.outcome}>
            <ListItemText
              primary={`${satellite.shortName} · ${satellite.name} — ${C.outcome[satellite.outcome]()}`}
              secondary={detail}
              slotProps={{ primary: { sx: { fontWeight: satellite.outcome === 'checked_out' ? 600 : 400 } } }}
            />
          </ListItem>
        );
      })}
    </List>
  );
}

/**
 * A core lab checks out for its satellites in one step (issue 31; docs/decisions/invoices.md "A core
 * lab checks out for its satellites"): the dialog asks on opening what would happen to each satellite
 * (checked out with its document's due date, or left out and why), takes the core lab's validation
 * password and the purchase-order number (react-hook-form, the zod resolver on core ZCheckoutInput),
 * and then shows each satellite's outcome with its own documents' numbers.
 */
export function SatelliteCheckoutDialog({ labId, orgId, year, onClose }: SatelliteCheckoutDialogProps) {
  const { LL, locale } = useI18n();
  const notify = useNotify();
  const onError = useMutationError('checkout');
  const utils = trpc.useUtils();
  const input = { labId, orgId, year };
  const state = trpc.checkout.satelliteCheckoutState.useQuery(input, { staleTime: 0, refetchOnMount: 'always', meta: { errorAction: 'checkout' } });
  const checkout = trpc.checkout.satelliteCheckout.useMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [locked, setLocked] = useState(false);
  const form = useForm<CheckoutInput>({ resolver: zodResolver(ZCheckoutInput), defaultValues: { validationPassword: '', purchaseOrderNumber: '' }, mode: 'onTouched' });
  const password = useController({ control: form.control, name: 'validationPassword' });
  const C = LL.orders.satellites.checkout;
  const fresh = state.data !== undefined && !state.isFetching;
  const allowed = fresh && state.data.allowed;

  const passwordCode = password.fieldState.error?.message;
  const passwordError = passwordCode
    ? passwordCode === 'invalid_validation_password'
      ? LL.orders.checkout.invalidPassword()
      : passwordCode === 'rate_limit_error'
        ? LL.orders.checkout.tooManyAttempts()
        : messageText(LL, passwordCode, LL.error.constraintViolation.message())
    : null;

  const submit = form.handleSubmit(async (values) => {
    try {
      const done = await checkout.mutateAsync({ ...input, validationPassword: values.validationPassword, purchaseOrderNumber: values.purchaseOrderNumber?.trim() ? values.purchaseOrderNumber : null });
      setOutcome(done);
      notify(C.notified({ count: done.checkedOut }));
      void utils.orders.satelliteComparison.invalidate(input);
      void utils.checkout.satelliteCheckoutState.invalidate(input);
    } catch (error) {
      const failure = classifyError(error);
      if (failure.kind === 'rateLimited') {
        form.setError('validationPassword', { type: 'server', message: 'rate_limit_error' });
        setLocked(true);
      } else if (!applyServerError(error, form.setError, ['validationPassword', 'purchaseOrderNumber'])) {
        // the state changed meanwhile (409: nothing left to check out) or another failure: the shared handling, the plan asked again
        onError(error);
        void state.refetch();
      }
    }
  });

  const close = () => !checkout.isPending && onClose();
  if (outcome) {
    return (
      <Dialog open onClose={close} maxWidth="sm" fullWidth aria-labelledby="satellite-checkout-title" data-testid="satellite-checkout-dialog" data-phase="outcome">
        <DialogTitle id="satellite-checkout-title">{C.outcomeTitle({ year })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>{C.outcomeIntro({ count: outcome.checkedOut })}</DialogContentText>
          <OutcomeList outcome={outcome} />
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={onClose} data-testid="satellite-checkout-close">
            {LL.actions.close()}
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  return (
    <Dialog open onClose={close} maxWidth="sm" fullWidth aria-labelledby="satellite-checkout-title" data-testid="satellite-checkout-dialog" data-phase={fresh ? (allowed ? 'form' : 'none') : 'loading'}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="satellite-checkout-title">{C.title({ year })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>{C.intro()}</DialogContentText>
          {!fresh ? (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 1 }}>
              <CircularProgress size={20} aria-label={LL.loading()} />
              <Typography>{C.loading()}</Typography>
            </Stack>
          ) : (
            <>
              <List dense disablePadding sx={{ mb: 1 }} data-testid="satellite-checkout-plan">
                {state.data.satellites.map((satellite) => (
                  <ListItem key={satellite.labId} disableGutters data-testid={`satellite-plan-${satellite.labId}`} data-skip-reason={satellite.skipReason ?? ''}>
                    <ListItemText
                      primary={`${satellite.shortName} · ${satellite.name}`}
                      secondary={
                        satellite.skipReason
                          ? C.reasons[satellite.skipReason]()
                          : satellite.paymentDeadline
                            ? C.willCheckOut({ date: formatDay(satellite.paymentDeadline, locale) })
                            : C.willCheckOutNoDocument()
                      }
                      slotProps={{ primary: { sx: { fontWeight: satellite.skipReason ? 400 : 600 } } }}
                    />
                  </ListItem>
                ))}
              </List>
              {allowed ? (
                <Box>
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                    {C.hint()}
                  </Typography>
                  <PasswordField
                    label={LL.orders.checkout.password()}
                    name={password.field.name}
                    inputRef={password.field.ref}
                    value={password.field.value}
                    onChange={password.field.onChange}
                    onBlur={password.field.onBlur}
                    required
                    error={passwordError !== null}
                    helperText={passwordError ?? ' '}
                    fullWidth
                    autoFocus
                    autoComplete="off"
                    disabled={locked}
                    showLabel={LL.passwordVisibility.show()}
                    hideLabel={LL.passwordVisibility.hide()}
                    htmlInputProps={{ 'data-testid': 'satellite-checkout-password', maxLength: '200' }}
                  />
                  <FormTextField
                    control={form.control}
                    name="purchaseOrderNumber"
                    label={LL.billing.purchaseOrder.label()}
                    hint={LL.billing.purchaseOrder.help()}
                    fullWidth
                    autoComplete="off"
                    sx={{ mt: 1 }}
                    testId="satellite-checkout-purchase-order"
                    slotProps={{ htmlInput: { maxLength: PURCHASE_ORDER_NUMBER_MAX_LENGTH } }}
                  />
                </Box>
              ) : (
                <Alert severity="info" data-testid="satellite-checkout-none">
                  {C.none()}
                </Alert>
              )}
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={checkout.isPending} data-testid="satellite-checkout-cancel">
            {allowed ? LL.actions.cancel() : LL.actions.close()}
          </Button>
          {allowed && (
            <Button
              type="submit"
              variant="contained"
              disabled={checkout.isPending || locked}
              startIcon={checkout.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
              data-testid="satellite-checkout-submit"
            >
              {C.submit()}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
