import { Button, DialogActions } from '@mui/material';
import { useState } from 'react';
import { useI18n } from '../../../app/i18n';
import { trpc, type RouterInputs } from '../../../lib/trpc';
import { serverViolation, useMutationError } from '../common/mutations';
import { violationText } from '../common/violation-text';
import type { Dimension } from './dimension';

type ValueBody = RouterInputs['config']['dimensions']['createValue'];

/**
 * Saving one value of a dimension (a nominal value or a composite component, spec 3 §2): create when
 * it has no id yet, else update; on success the dimension goes to onSaved and the dialog closes; a
 * refusal naming a field is shown in the dialog (`server`), any other error goes to the shared handler.
 */
export function useDimensionValueSave(onSaved: (dimension: Dimension) => void, onClose: () => void) {
  const { LL } = useI18n();
  const onError = useMutationError('configDimensions');
  const [server, setServer] = useState<string | null>(null);
  const handlers = {
    onSuccess: (next: Dimension) => {
      onSaved(next);
      onClose();
    },
    onError: (error: unknown) => {
      const field = serverViolation(error);
      if (field) setServer(violationText(LL, field));
      else onError(error);
    },
  };
  const create = trpc.config.dimensions.createValue.useMutation(handlers);
  const update = trpc.config.dimensions.updateValue.useMutation(handlers);
  const save = (body: ValueBody, valueId: number | null) => {
    if (valueId === null) create.mutate(body);
    else update.mutate({ ...body, valueId });
  };
  return { server, save, pending: create.isPending || update.isPending };
}

/** Cancel and Save of a dimension value's dialog; the buttons are `<testId>-cancel` and `<testId>-save`. */
export function ValueDialogActions({ testId, onClose, onSave, pending }: { testId: string; onClose(): void; onSave(): void; pending: boolean }) {
  const { LL } = useI18n();
  return (
    <DialogActions>
      <Button onClick={onClose} data-testid={`${testId}-cancel`}>
        {LL.actions.cancel()}
      </Button>
      <Button variant="contained" onClick={onSave} disabled={pending} data-testid={`${testId}-save`}>
        {LL.actions.save()}
      </Button>
    </DialogActions>
  );
}
