import { localize } from '@eqa/core';
import { formatDate, formatDateTime } from '@eqa/i18n';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  IconButton,
  Paper,
  Stack,
  Step,
  StepLabel,
  Stepper,
  Tooltip,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useAppSettings } from '../../app/app-settings';
import { useI18n } from '../../app/i18n';
import type { SurveyForm } from '../results/form-model';
import { useSampleLinks } from './sample-links';
import { isImageUrl } from './survey-links';
import { activeTimelineStep, surveyTimeline, type TimelineStep } from './survey-timeline';

function StepDate({ step, validatedBy, testId = true }: { step: TimelineStep; validatedBy: string | null; testId?: boolean }) {
  const { LL, locale } = useI18n();
  let text: string;
  if (step.state === 'disabled') text = LL.survey.timeline.disabled();
  else if (step.key === 'validation' && step.state !== 'done') text = step.state === 'missed' ? LL.survey.timeline.notValidated() : LL.survey.timeline.notYet();
  else if (!step.date) text = step.state === 'current' ? LL.survey.timeline.inProgress() : LL.survey.timeline.notYet();
  else if (step.note === 'expected') text = LL.survey.timeline.expected({ date: formatDate(step.date, locale) });
  else if (step.note === 'until') text = LL.survey.timeline.until({ date: formatDate(step.date, locale) });
  else if (step.note === 'validatedBy') text = LL.survey.timeline.validatedBy({ date: formatDateTime(step.date, locale), name: validatedBy ?? '' });
  else text = formatDate(step.date, locale);
  return (
    <Typography variant="caption" color={step.state === 'missed' ? 'warning.main' : 'text.secondary'} component="span" sx={{ display: 'block' }} data-testid={testId ? `timeline-${step.key}-date` : undefined}>
      {text}
    </Typography>
  );
}

/**
 * The survey page's overview (spec 1 §2): the status timeline (start, edit, validation, end,
 * pre-evaluation, evaluation with the expected date), the description in English and Hungarian,
 * and the samples with their images or external links (the link carries token, language and user id).
 */
export function SurveyOverview({ form }: { form: SurveyForm }) {
  const { LL, locale } = useI18n();
  const sampleLinks = useSampleLinks(form.samples);
  const { printPreview } = useAppSettings();
  // a phone gets the overview folded, so the first result field is near the top (docs/decisions/web.md)
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true }) && !printPreview;
  const survey = form.survey;
  const steps = surveyTimeline(survey);
  const description = survey.description ?? {};
  const languages = (['en', 'hu'] as const).filter((l) => (description[l] ?? '').trim().length > 0);
  const labels: Record<TimelineStep['key'], string> = {
    start: LL.survey.timeline.start(),
    edit: LL.survey.timeline.edit(),
    validation: LL.survey.timeline.validation(),
    end: LL.survey.timeline.end(),
    preEvaluation: LL.survey.timeline.preEvaluation(),
    evaluation: LL.survey.timeline.evaluation(),
  };

  const content = (
    <Stack spacing={2}>
      {/* a phone shows the steps one under the other; wider screens in a row, a scroll area (a focusable region) below 620 px */}
      <Paper
        variant="outlined"
        sx={{ p: { xs: 1.5, md: 2 }, overflowX: phone ? 'visible' : 'auto' }}
        role="region"
        tabIndex={phone ? undefined : 0}
        data-testid="survey-timeline"
        aria-label={LL.survey.timeline.title()}
      >
        <Stepper activeStep={activeTimelineStep(steps)} {...(phone ? { orientation: 'vertical' as const } : { alternativeLabel: true, sx: { minWidth: 620 } })}>
          {steps.map((step) => (
            <Step key={step.key} completed={step.state === 'done'} disabled={step.state === 'disabled'} data-testid={`timeline-${step.key}`} data-state={step.state}>
              <StepLabel error={step.state === 'missed'} optional={<StepDate step={step} validatedBy={survey.validation.validatedByName} />}>
                {labels[step.key]}
              </StepLabel>
            </Step>
          ))}
        </Stepper>
      </Paper>

      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'stretch' }}>
        <Paper variant="outlined" sx={{ p: 2, flex: 3, minWidth: 0 }} data-testid="survey-description">
          <Typography variant="h4" component="h2" sx={{ mb: 1 }}>
            {LL.survey.description.title()}
          </Typography>
          {languages.length === 0 ? (
            <Typography color="text.secondary">{LL.survey.description.none()}</Typography>
          ) : (
            <Stack spacing={1.5}>
              {[...languages].sort((a, b) => (a === locale ? -1 : b === locale ? 1 : 0)).map((language) => (
                <Box key={language} lang={language} data-testid={`survey-description-${language}`}>
                  <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.6 }}>
                    {LL.survey.description[language]()}
                  </Typography>
                  <Typography sx={{ whiteSpace: 'pre-line' }}>{description[language]}</Typography>
                </Box>
              ))}
            </Stack>
          )}
        </Paper>

        <Paper variant="outlined" sx={{ p: 2, flex: 2, minWidth: 0 }} data-testid="survey-samples">
          <Typography variant="h4" component="h2" sx={{ mb: 1 }}>
            {LL.survey.samples.title()}
          </Typography>
          {form.samples.length === 0 ? (
            <Typography color="text.secondary">{LL.survey.samples.none()}</Typography>
          ) : (
            <Stack spacing={1.25}>
              {form.samples.map((sample) => {
                const url = sampleLinks.get(sample.id) ?? null;
                return (
                  <Stack key={sample.id} direction="row" sx={{ alignItems: 'center', gap: 1.5 }} data-testid={`sample-${sample.id}`}>
                    {url && sample.url && isImageUrl(sample.url) && (
                      <Box
                        component="img"
                        src={url}
                        alt={LL.survey.samples.image({ name: sample.name })}
                        sx={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider', flexShrink: 0 }}
                      />
                    )}
                    <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 600 }}>{sample.name}</Typography>
                      {sample.description && (
                        <Typography variant="body2" color="text.secondary">
                          {localize(sample.description, locale)}
                        </Typography>
                      )}
                    </Box>
                    {url && (
                      <Tooltip title={LL.survey.samples.open({ name: sample.name })}>
                        <IconButton
                          href={url}
                          target="_blank"
                          rel="noopener noreferrer"
                          color="primary"
                          aria-label={LL.survey.samples.open({ name: sample.name })}
                          data-testid={`sample-link-${sample.id}`}
                          className="no-print"
                        >
                          <OpenInNewIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    )}
                  </Stack>
                );
              })}
            </Stack>
          )}
        </Paper>
      </Stack>
    </Stack>
  );
  if (!phone) return content;
  const active = steps[activeTimelineStep(steps)] ?? steps.at(-1);
  return (
    <FoldedOverview
      summary={
        active && (
          <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', alignItems: 'baseline' }} data-testid="survey-overview-step">
            <span>{labels[active.key]}</span>
            <StepDate step={active} validatedBy={survey.validation.validatedByName} testId={false} />
          </Typography>
        )
      }
    >
      {content}
    </FoldedOverview>
  );
}

/** The overview on a phone: one line with the current step, the timeline, description and samples a tap away (and on paper). */
function FoldedOverview({ summary, children }: { summary: ReactNode; children: ReactNode }) {
  const { LL } = useI18n();
  return (
    <Accordion
      variant="outlined"
      disableGutters
      sx={{ borderRadius: 1, '&::before': { display: 'none' }, '@media print': { '& .MuiCollapse-root': { height: 'auto', visibility: 'visible' } } }}
      slotProps={{ heading: { component: 'h2' } }}
      data-testid="survey-overview"
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="survey-overview-details" id="survey-overview-summary"
        sx={{ minHeight: 0, px: 1.5, '& .MuiAccordionSummary-content': { my: 1 } }}
        data-testid="survey-overview-toggle"
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography component="span" sx={{ display: 'block', fontWeight: 600, fontSize: '1rem' }}>
            {LL.survey.overview.details()}
          </Typography>
          {summary}
        </Box>
      </AccordionSummary>
      <AccordionDetails id="survey-overview-details" sx={{ px: 1, pt: 0, pb: 1 }}>
        {children}
      </AccordionDetails>
    </Accordion>
  );
}
