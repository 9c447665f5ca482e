import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControlLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useI18n } from '../../app/i18n';
import { useNotify } from '../../app/notifications';
import { trpc } from '../../lib/trpc';
import { useMutationError } from '../config/common/mutations';

interface DocumentTypeDialogProps {
  labId: number;
  orgId: number;
  year: number;
  /** The choice offered first (the switch's new position, or the saved one). */
  paper: boolean | null;
  /** The initial selection: both choices, nothing preselected, no cancel (spec 2 §2). */
  initial: boolean;
  /** Paper is priced by its own rows (some product has a paper price) rather than by the surcharge: the other help text. */
  paperPriceList: boolean;
  onClose(): void;
}

/**
 * Spec 2 §2/§4 document type: 'online only' or 'online plus paper' for the year (paper documents
 * ordered, or discontinued for all later surveys). The server prices every order again; the year's
 * orders come back with the answer.
 */
export function DocumentTypeDialog({ labId, orgId, year, paper, initial, paperPriceList, onClose }: DocumentTypeDialogProps) {
  const { LL } = useI18n();
  const notify = useNotify();
  const utils = trpc.useUtils();
  const onError = useMutationError('documentType');
  const [choice, setChoice] = useState<'online' | 'paper' | null>(paper === null ? null : paper ? 'paper' : 'online');
  const input = { labId, orgId, year };
  const save = trpc.orders.setDocumentType.useMutation({
    onSuccess: (next) => {
      utils.orders.year.setData(input, next);
      void utils.orders.year.invalidate(input);
      void utils.checkout.state.invalidate(input);
      void utils.orders.annualSummaries.invalidate({ labId, orgId });
      void utils.labs.stats.invalidate({ labId });
      notify(LL.orders.notifications.documentTypeSaved());
      onClose();
    },
    onError: (error) => onError(error, () => choice && save.mutate({ ...input, paper: choice === 'paper' })),
  });
  const option = (value: 'online' | 'paper', label: string, help: string) => (
    <FormControlLabel
      value={value}
      control={<Radio slotProps={{ input: { 'data-testid': `document-type-${value}` } as Record<string, string> }} />}
      sx={{ alignItems: 'flex-start', mr: 0, '& .MuiRadio-root': { pt: 0.5 } }}
      label={
        <Stack sx={{ py: 0.5 }}>
          <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
          <Typography variant="body2" color="text.secondary">
            {help}
          </Typography>
        </Stack>
      }
    />
  );
  return (
    <Dialog
      open
      onClose={() => !initial && !save.isPending && onClose()}
      maxWidth="sm"
      fullWidth
      aria-labelledby="document-type-title"
      aria-describedby="document-type-intro"
      data-testid="document-type-dialog"
      data-initial={initial ? 'true' : 'false'}
    >
      <DialogTitle id="document-type-title">{LL.orders.documentType.title({ year })}</DialogTitle>
      <DialogContent>
        <DialogContentText id="document-type-intro" sx={{ mb: 2 }}>
          {LL.orders.documentType.intro()}
        </DialogContentText>
        <RadioGroup value={choice ?? ''} onChange={(event) => setChoice(event.target.value === 'paper' ? 'paper' : 'online')} aria-labelledby="document-type-title" sx={{ gap: 1 }}>
          {option('online', LL.orders.documentType.online(), LL.orders.documentType.onlineHelp())}
          {option('paper', LL.orders.documentType.paper(), LL.orders.documentType.paperHelp())}
        </RadioGroup>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} data-testid="document-type-price-help">
          {paperPriceList ? LL.orders.documentType.paperPriceListHelp() : LL.orders.documentType.paperPriceHelp()}
        </Typography>
      </DialogContent>
      <DialogActions>
        {!initial && (
          <Button onClick={onClose} disabled={save.isPending} data-testid="document-type-cancel">
            {LL.actions.cancel()}
          </Button>
        )}
        <Button
          variant="contained"
          disabled={choice === null || save.isPending}
          onClick={() => choice && save.mutate({ ...input, paper: choice === 'paper' })}
          startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          data-testid="document-type-save"
        >
          {LL.orders.documentType.save()}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
