import { ZResultGroupFields, type TResultGroupFields } from '@eqa/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useI18n } from '../../app/i18n';
import { FormDialog } from '../../components/forms/form-dialog';
import { FormTextField } from '../../components/forms/form-text-field';
import type { FormResultGroup } from './form-model';

/**
 * Renames or comments a result group (spec 1 §2, §3; core ZResultGroupFields): blank name → the
 * default name (shown as the placeholder), blank comment → none. `save` sends it; a failure it
 * throws is reported by the caller, the dialog keeps what was typed.
 */
export function ResultGroupDialog({ group, save, onClose }: { group: FormResultGroup; save(values: { name: string | null; comment: string | null }): Promise<void>; onClose(): void }) {
  const { LL } = useI18n();
  const form = useForm<TResultGroupFields>({ resolver: zodResolver(ZResultGroupFields), defaultValues: { name: group.name ?? '', comment: group.comment ?? '' } });
  const submit = form.handleSubmit((values) => save({ name: values.name.trim() || null, comment: values.comment.trim() || null }));
  const G = LL.survey.resultGroup;
  return (
    <FormDialog testId="result-group" title={G.rename()} onSubmit={(event) => void submit(event)} onClose={onClose} pending={form.formState.isSubmitting} dirty={form.formState.isDirty} maxWidth="sm">
      <FormTextField
        control={form.control}
        name="name"
        label={G.name()}
        placeholder={G.defaultName({ ordinal: group.ordinal })}
        hint={G.nameHelp()}
        autoFocus
        testId="result-group-name"
        slotProps={{ htmlInput: { maxLength: 200 }, inputLabel: { shrink: true } }}
      />
      <FormTextField control={form.control} name="comment" label={G.comment()} multiline minRows={2} maxRows={8} testId="result-group-comment" slotProps={{ htmlInput: { maxLength: 2000 } }} />
    </FormDialog>
  );
}
