import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useI18n } from '../../app/i18n';
import { useNotify } from '../../app/notifications';
import { FormDialog } from '../../components/forms/form-dialog';
import { FormTextField } from '../../components/forms/form-text-field';
import { applyServerError } from '../../components/forms/server-errors';
import { trpc } from '../../lib/trpc';
import { useMutationError } from '../config/common/mutations';

const ZIssueForm = z.object({ year: z.number().int().min(2000).max(2100) });
type IssueForm = z.infer<typeof ZIssueForm>;

/** Staff issue a year's certificates on demand (new ones, and new versions of changed ones). */
export function IssueCertificatesDialog({ orgId, defaultYear, onClose }: { orgId: number; defaultYear: number; onClose(): void }) {
  const { LL } = useI18n();
  const notify = useNotify();
  const onError = useMutationError('quality');
  const issue = trpc.certificates.issue.useMutation();
  const form = useForm<IssueForm>({ resolver: zodResolver(ZIssueForm), defaultValues: { year: defaultYear }, mode: 'onTouched' });
  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await issue.mutateAsync({ orgId, year: values.year });
      notify(LL.certificates.list.issued({ count: result.issued.length, unchanged: result.unchanged }));
      onClose();
    } catch (error) {
      if (!applyServerError(error, form.setError, ['year'])) onError(error);
    }
  });
  return (
    <FormDialog testId="issue-certificates" title={LL.certificates.list.issue()} onSubmit={(event) => void submit(event)} onClose={onClose} pending={issue.isPending} submitLabel={LL.certificates.list.issue()}>
      <FormTextField control={form.control} name="year" label={LL.certificates.list.year()} integer required autoFocus fullWidth testId="issue-certificates-year" />
    </FormDialog>
  );
}
