import { ZDocumentTypeInput } from '@eqa/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { DialogContentText, FormControlLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useI18n } from '../../app/i18n';
import { useNotify } from '../../app/notifications';
import { FormDialog } from '../../components/forms/form-dialog';
import { useFormField } from '../../components/forms/use-form-field';
import { trpc } from '../../lib/trpc';
import { useMutationError } from '../config/common/mutations';

/** The form of core ZDocumentTypeInput: nothing chosen yet (null) on the initial selection. */
const ZDocumentTypeFields = ZDocumentTypeInput.extend({ paper: ZDocumentTypeInput.shape.paper.nullable().refine((paper): boolean => paper !== null, { message: 'requiredField' }) });
type DocumentTypeFields = z.infer<typeof ZDocumentTypeFields>;

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
  const form = useForm<DocumentTypeFields>({ resolver: zodResolver(ZDocumentTypeFields), defaultValues: { paper } });
  const choice = useFormField(form.control, 'paper');
  const input = { labId, orgId, year };
  const save = trpc.orders.setDocumentType.useMutation();
  const submit = form.handleSubmit(async (values) => {
    if (values.paper === null) return;
    try {
      const next = await save.mutateAsync({ ...input, paper: values.paper });
      utils.orders.year.setData(input, next);
      void utils.orders.year.invalidate(input);
      void utils.checkout.state.invalidate(input);
      void utils.orders.annualSummaries.invalidate({ labId, orgId });
      void utils.labs.stats.invalidate({ labId });
      notify(LL.orders.notifications.documentTypeSaved());
      onClose();
    } catch (error) {
      onError(error, () => void submit());
    }
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
  const D = LL.orders.documentType;
  return (
    <FormDialog
      testId="document-type"
      title={D.title({ year })}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      pending={save.isPending}
      closable={!initial}
      maxWidth="sm"
      submitLabel={D.save()}
      submitDisabled={choice.field.value === null}
      dataAttributes={{ 'data-initial': initial ? 'true' : 'false', 'aria-describedby': 'document-type-intro' }}
      intro={
        <DialogContentText id="document-type-intro" sx={{ mb: 1 }}>
          {D.intro()}
        </DialogContentText>
      }
    >
      <RadioGroup
        name={choice.field.name}
        value={choice.field.value === null ? '' : choice.field.value ? 'paper' : 'online'}
        onChange={(event) => choice.field.onChange(event.target.value === 'paper')}
        aria-labelledby="document-type-title"
        sx={{ gap: 1 }}
      >
        {option('online', D.online(), D.onlineHelp())}
        {option('paper', D.paper(), D.paperHelp())}
      </RadioGroup>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="document-type-price-help">
        {paperPriceList ? D.paperPriceListHelp() : D.paperPriceHelp()}
      </Typography>
    </FormDialog>
  );
}
