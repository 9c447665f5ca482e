import { requiredTextViolation } from '@eqa/core';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useI18n } from '../../../app/i18n';

export interface SingleFieldDialogProps {
  /** Prefix of the test ids: `{testId}-dialog`, `-form`, `-cancel`, `-save`. */
  testId: string;
  fieldTestId: string;
  title: string;
  label: string;
  pending: boolean;
  /** The server's message for the field (422 with its param), shown under it. */
  serverError: string | null;
  onSubmit(value: string): void;
  onClose(): void;
}

/**
 * A create dialog with one required text field (spec 3 §5: new sample needs a name, new scheme a
 * short name): requiredField once the user has tried to save, the server's field message otherwise.
 */
export function SingleFieldDialog({ testId, fieldTestId, title, label, pending, serverError, onSubmit, onClose }: SingleFieldDialogProps) {
  const { LL } = useI18n();
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const violation = requiredTextViolation('value', value);
  const submit = () => {
    setTouched(true);
    if (!violation) onSubmit(value.trim());
  };
  const error = touched && violation ? LL.requiredField() : serverError;
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth data-testid={`${testId}-dialog`}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <form
          noValidate
          id={`${testId}-form`}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
          style={{ paddingTop: 8 }}
        >
          <TextField
            label={label}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            required
            autoFocus
            fullWidth
            error={error !== null}
            helperText={error ?? undefined}
            slotProps={{ htmlInput: { 'data-testid': fieldTestId } }}
          />
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid={`${testId}-cancel`}>
          {LL.actions.cancel()}
        </Button>
        <Button type="submit" form={`${testId}-form`} variant="contained" disabled={pending} data-testid={`${testId}-save`}>
          {LL.actions.save()}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
