import { Stack, Typography } from '@mui/material';
import { useI18n } from '../../../app/i18n';
import { trpc } from '../../../lib/trpc';
import { useAdminOrgId } from '../common/org';
import { Section } from '../common/section';
import { ReferenceValueForm } from './reference-value-form';

/** The sample's reference values, one form per numeric parameter of the survey (docs/decisions/evaluation.md). */
export function ReferenceValuesSection({ surveyId, sampleId, readOnly }: { surveyId: number; sampleId: number; readOnly: boolean }) {
  const { LL } = useI18n();
  const t = LL.config.samples.referenceValues;
  const orgId = useAdminOrgId();
  const list = trpc.config.samples.referenceValues.useQuery({ orgId, surveyId, sampleId }, { meta: { errorAction: 'configSamples' } });
  const parameters = list.data?.parameters ?? [];
  return (
    <Section title={t.title()} testId="sample-reference-values">
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {t.intro()}
        </Typography>
        {list.data && parameters.length === 0 && <Typography variant="body2">{t.empty()}</Typography>}
        {parameters.map((parameter) => (
          <ReferenceValueForm key={parameter.parameterId} surveyId={surveyId} sampleId={sampleId} parameter={parameter} readOnly={readOnly} />
        ))}
      </Stack>
    </Section>
  );
}
