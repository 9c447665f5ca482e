import { Alert, Box, CircularProgress, Dialog, DialogContent, DialogContentText, DialogTitle, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useI18n } from '../../app/i18n';
import { useNotify } from '../../app/notifications';
import { FormDialog } from '../../components/forms/form-dialog';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { useMutationError } from '../config/common/mutations';
import { formatDay } from '../invoices/invoice-format';
import { CheckoutFields, useCheckoutForm } from './checkout-form';
import { DialogCloseActions } from '../../components/dialog-close-actions';

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
 * password and the purchase-order number (the checkout form of checkout-form.tsx: react-hook-form on
 * core ZCheckoutInput), and then shows each satellite's outcome with its own documents' numbers.
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
  const C = LL.orders.satellites.checkout;
  const form = useCheckoutForm({
    send: async (values) => {
      const done = await checkout.mutateAsync({ ...input, ...values });
      setOutcome(done);
      notify(C.notified({ count: done.checkedOut }));
      void utils.orders.satelliteComparison.invalidate(input);
      void utils.checkout.satelliteCheckoutState.invalidate(input);
    },
    // the state changed meanwhile (409: nothing left to check out) or another failure: the shared handling, the plan asked again
    onFailure: (error) => {
      onError(error);
      void state.refetch();
    },
  });
  const fresh = state.data !== undefined && !state.isFetching;
  const allowed = fresh && state.data.allowed;

  if (outcome) {
    return (
      <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="satellite-checkout-title" data-testid="satellite-checkout-dialog" data-phase="outcome">
        <DialogTitle id="satellite-checkout-title">{C.outcomeTitle({ year })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>{C.outcomeIntro({ count: outcome.checkedOut })}</DialogContentText>
          <OutcomeList outcome={outcome} />
        </DialogContent>
        <DialogCloseActions onClose={onClose} testId="satellite-checkout-close" primary />
      </Dialog>
    );
  }

  return (
    <FormDialog
      testId="satellite-checkout"
      title={C.title({ year })}
      onSubmit={(event) => void form.submit(event)}
      onClose={onClose}
      pending={checkout.isPending}
      // a password is nothing to keep: closing asks only for a typed purchase-order number
      dirty={form.form.formState.dirtyFields.purchaseOrderNumber === true}
      maxWidth="sm"
      submitLabel={C.submit()}
      submitTestId="satellite-checkout-submit"
      submitDisabled={form.locked}
      submitHidden={!allowed}
      cancelLabel={allowed ? undefined : LL.actions.close()}
      dataAttributes={{ 'data-phase': fresh ? (allowed ? 'form' : 'none') : 'loading' }}
      intro={<DialogContentText>{C.intro()}</DialogContentText>}
    >
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
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {C.hint()}
              </Typography>
              <CheckoutFields checkout={form} testPrefix="satellite-checkout" />
            </Box>
          ) : (
            <Alert severity="info" data-testid="satellite-checkout-none">
              {C.none()}
            </Alert>
          )}
        </>
      )}
    </FormDialog>
  );
}
