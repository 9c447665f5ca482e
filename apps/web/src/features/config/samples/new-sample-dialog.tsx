import { useI18n } from '../../../app/i18n';
import { trpc } from '../../../lib/trpc';
import { useMutationError } from '../common/mutations';
import { useAdminOrgId } from '../common/org';
import { SingleFieldDialog } from '../common/single-field-dialog';
import { useOpenCreated } from '../common/use-open-created';
import { configPaths } from '../config-paths';

/** New sample (spec 3 §2/§5): a name (required); then the sample opens with 'created'. */
export function NewSampleDialog({ surveyId, onClose }: { surveyId: number; onClose(): void }) {
  const { LL } = useI18n();
  const orgId = useAdminOrgId();
  const openCreated = useOpenCreated();
  const utils = trpc.useUtils();
  const onError = useMutationError('configSamples');
  const create = trpc.config.samples.create.useMutation();
  return (
    <SingleFieldDialog
      testId="sample-new"
      fieldTestId="sample-new-name"
      title={LL.config.samples.newTitle()}
      label={LL.config.samples.name()}
      param="name"
      save={async (name) => {
        const sample = await create.mutateAsync({ orgId, surveyId, name });
        void utils.config.surveys.get.invalidate({ orgId, id: surveyId });
        void utils.config.surveys.form.invalidate({ orgId, id: surveyId });
        openCreated(configPaths.sample(surveyId, sample.id));
      }}
      onFailure={onError}
      onClose={onClose}
    />
  );
}
