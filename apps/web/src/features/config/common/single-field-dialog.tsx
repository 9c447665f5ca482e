import { ZRequiredText } from '@eqa/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '../../../components/forms/form-dialog';
import { FormTextField } from '../../../components/forms/form-text-field';
import { useFormSubmit } from '../../../components/forms/use-form-submit';

/** The form of a single required text (core ZRequiredText: the rule of samples.create's name and schemes.create's shortName). */
const ZSingleField = z.object({ value: ZRequiredText });
type SingleField = z.infer<typeof ZSingleField>;

export interface SingleFieldDialogProps {
  /** Prefix of the test ids: `{testId}-dialog`, `-form`, `-cancel`, `-save`. */
  testId: string;
  fieldTestId: string;
  title: string;
  label: string;
  /** The procedure's name of the field (`name`, `shortName`): a 422 naming it shows under the field. */
  param: string;
  /** Sends the trimmed text; a failure it throws stays in the dialog when it names the field. */
  save(value: string): Promise<void>;
  /** Any other failure (the shared error dialog). */
  onFailure(error: unknown): void;
  onClose(): void;
}

/**
 * A create dialog with one required text field (spec 3 §5: new sample needs a name, new scheme a
 * short name), on the form kit: requiredField once the user has tried to save, the server's field
 * message (422 on `param`) otherwise, with what was typed kept.
 */
export function SingleFieldDialog({ testId, fieldTestId, title, label, param, save, onFailure, onClose }: SingleFieldDialogProps) {
  const form = useForm<SingleField>({ resolver: zodResolver(ZSingleField), defaultValues: { value: '' } });
  const submit = useFormSubmit(form, ({ value }) => save(value.trim()), { fields: [param], aliases: { [param]: 'value' }, onFailure });
  return (
    <FormDialog testId={testId} title={title} {...submit} onClose={onClose}>
      <FormTextField control={form.control} name="value" label={label} required autoFocus fullWidth testId={fieldTestId} />
    </FormDialog>
  );
}
