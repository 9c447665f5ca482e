import { useI18n } from '../../../app/i18n';
import { trpc } from '../../../lib/trpc';
import { useAdminOrgId } from '../common/org';
import { SingleFieldDialog } from '../common/single-field-dialog';
import { useCreateSave } from '../common/use-create-form';
import { configPaths } from '../config-paths';

/** New sample (spec 3 §2/§5): a name (required); then the sample opens with 'created'. */
export function NewSampleDialog({ surveyId, onClose }: { surveyId: number; onClose(): void }) {
  const { LL } = useI18n();
  const orgId = useAdminOrgId();
  const utils = trpc.useUtils();
  const create = trpc.config.samples.create.useMutation();
  const created = useCreateSave('configSamples', async (name) => {
    const sample = await create.mutateAsync({ orgId, surveyId, name });
    void utils.config.surveys.get.invalidate({ orgId, id: surveyId });
    void utils.config.surveys.form.invalidate({ orgId, id: surveyId });
    return configPaths.sample(surveyId, sample.id);
  });
  return (
    <SingleFieldDialog
      testId="sample-new"
      fieldTestId="sample-new-name"
      title={LL.config.samples.newTitle()}
      label={LL.config.samples.name()}
      param="name"
      {...created}
      onClose={onClose}
    />
  );
}
