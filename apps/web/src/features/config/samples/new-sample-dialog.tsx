import { useState } from 'react';
import { useLocation } from 'wouter';
import { useI18n } from '../../../app/i18n';
import { violationText } from '../common/violation-text';
import { useNotify } from '../../../app/notifications';
import { trpc } from '../../../lib/trpc';
import { serverViolation, useMutationError } from '../common/mutations';
import { useAdminOrgId } from '../common/org';
import { SingleFieldDialog } from '../common/single-field-dialog';
import { configPaths } from '../config-paths';

/** New sample (spec 3 §2/§5): a name (required); then the sample opens with 'created'. */
export function NewSampleDialog({ surveyId, onClose }: { surveyId: number; onClose(): void }) {
  const { LL } = useI18n();
  const orgId = useAdminOrgId();
  const notify = useNotify();
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const onError = useMutationError('configSamples');
  const [server, setServer] = useState<string | null>(null);
  const create = trpc.config.samples.create.useMutation({
    onSuccess: (sample) => {
      void utils.config.surveys.get.invalidate({ orgId, id: surveyId });
      void utils.config.surveys.form.invalidate({ orgId, id: surveyId });
      notify(LL.notifications.created());
      navigate(configPaths.sample(surveyId, sample.id), { replace: true });
    },
    onError: (error) => {
      const field = serverViolation(error);
      if (field) setServer(violationText(LL, field));
      else onError(error);
    },
  });
  return (
    <SingleFieldDialog
      testId="sample-new"
      fieldTestId="sample-new-name"
      title={LL.config.samples.newTitle()}
      label={LL.config.samples.name()}
      pending={create.isPending}
      serverError={server}
      onSubmit={(name) => create.mutate({ orgId, surveyId, name })}
      onClose={onClose}
    />
  );
}
