import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { localize } from '@eqa/core';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Chip,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Fragment, useState } from 'react';
import { useI18n } from '../../../app/i18n';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { useAdminOrgId } from '../common/org';
import { Section } from '../common/section';
import { parameterLabel } from '../parameters/parameter-label';
import { LabeledSwitch } from '../../../components/labeled-switch';

type SurveyForm = RouterOutputs['config']['surveys']['form'];
type FormParameter = SurveyForm['parameters'][number];
type FormDimension = FormParameter['resultDimensions'][number];

function DimensionPreview({ dimension }: { dimension: FormDimension }) {
  const { LL, locale } = useI18n();
  const values = dimension.values.filter((v) => !v.deprecated).sort((a, b) => a.ordinal - b.ordinal);
  return (
    <Box sx={{ py: 0.75 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {localize(dimension.name, locale) || dimension.id}
        </Typography>
        <Chip size="small" variant="outlined" label={LL.config.dimensions.valueTypes[dimension.valueType]()} />
        {dimension.mandatory && <Chip size="small" color="warning" variant="outlined" label={LL.config.surveys.mandatory()} />}
        {dimension.evaluationUnit && <Chip size="small" color="primary" variant="outlined" label={localize(dimension.evaluationUnit.name, locale)} />}
      </Stack>
      {values.length > 0 && (
        <Typography variant="caption" color="text.secondary" component="p">
          {values.map((v) => localize(v.value, locale)).join(' · ')}
        </Typography>
      )}
      {dimension.components.length > 0 && (
        <Typography variant="caption" color="text.secondary" component="p">
          {dimension.components.map((c) => localize(c.name, locale) || c.id).join(' · ')}
        </Typography>
      )}
    </Box>
  );
}

function ParameterPreview({ parameter }: { parameter: FormParameter }) {
  const { LL, locale } = useI18n();
  return (
    <Accordion disableGutters variant="outlined" data-testid={`survey-parameter-${parameter.parameter.id}`} sx={{ opacity: parameter.hidden ? 0.65 : 1 }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography sx={{ fontWeight: 500 }}>{parameterLabel(parameter.parameter, locale)}</Typography>
          {parameter.hidden && <Chip size="small" variant="outlined" label={LL.config.surveys.parameters.hidden()} />}
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          {[
            { title: LL.config.surveys.resultDimensions(), dimensions: parameter.resultDimensions },
            { title: LL.config.surveys.contextDimensions(), dimensions: parameter.contextDimensions },
          ].map((column) => (
            <Box key={column.title} sx={{ flex: 1 }}>
              <Typography variant="overline" color="primary">
                {column.title}
              </Typography>
              {column.dimensions.map((d) => (
                <DimensionPreview key={d.id} dimension={d} />
              ))}
            </Box>
          ))}
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}

/**
 * The survey form in preview (spec 3 §2): the parameters grouped by parameter group, ungrouped ones
 * after, with a text filter and hidden ones on demand; each opens to its result and context
 * dimensions as the form shows them (read-only).
 */
export function SurveyParameters({ surveyId }: { surveyId: number }) {
  const { LL, locale } = useI18n();
  const orgId = useAdminOrgId();
  const form = trpc.config.surveys.form.useQuery({ orgId, id: surveyId }, { meta: { errorAction: 'form' } });
  const [filter, setFilter] = useState('');
  const [showHidden, setShowHidden] = useState(false);
  const text = filter.trim().toLowerCase();
  const parameters = (form.data?.parameters ?? [])
    .filter((p) => showHidden || !p.hidden)
    .filter((p) => !text || parameterLabel(p.parameter, locale).toLowerCase().includes(text))
    .sort((a, b) => a.ordinal - b.ordinal);
  const groups = [...(form.data?.groups ?? [])].sort((a, b) => a.ordinal - b.ordinal);
  const known = new Set(groups.map((g) => g.id));
  const ungrouped = parameters.filter((p) => p.groupId === null || !known.has(p.groupId));
  return (
    <Section
      title={LL.config.surveys.preview()}
      testId="survey-parameters"
      actions={
        <>
          <TextField
            size="small"
            placeholder={LL.config.surveys.parameters.filter()}
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'survey-parameters-filter', 'aria-label': LL.config.surveys.parameters.filter() } }}
          />
          <LabeledSwitch checked={showHidden} onChange={setShowHidden} label={LL.config.surveys.parameters.showHidden()} testId="survey-parameters-hidden" />
        </>
      }
    >
      {form.data && parameters.length === 0 && <Typography color="text.secondary">{LL.config.surveys.previewEmpty()}</Typography>}
      <Stack spacing={1.5}>
        {groups.map((group) => {
          const own = parameters.filter((p) => p.groupId === group.id);
          if (own.length === 0) return null;
          return (
            <Fragment key={group.id}>
              <Typography variant="subtitle2" color="text.secondary" sx={{ fontWeight: 700 }}>
                {localize(group.name, locale)}
              </Typography>
              <Box>
                {own.map((p) => (
                  <ParameterPreview key={p.parameter.id} parameter={p} />
                ))}
              </Box>
            </Fragment>
          );
        })}
        {ungrouped.length > 0 && (
          <>
            {groups.length > 0 && (
              <Typography variant="subtitle2" color="text.secondary" sx={{ fontWeight: 700 }}>
                {LL.config.surveys.parameters.ungrouped()}
              </Typography>
            )}
            <Box>
              {ungrouped.map((p) => (
                <ParameterPreview key={p.parameter.id} parameter={p} />
              ))}
            </Box>
          </>
        )}
      </Stack>
    </Section>
  );
}
