import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import { localize } from '@eqa/core';
import { Alert, Box, Button, Chip, LinearProgress, Paper, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useI18n } from '../../../app/i18n';
import { trpc } from '../../../lib/trpc';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ConfirmDeleteDialog, useDeleteHandlers } from '../common/delete-action';
import { serverViolation, useMutationError } from '../common/mutations';
import { useAdminOrgId } from '../common/org';
import { configPaths } from '../config-paths';
import { SurveyStatusChip } from '../rounds/survey-status-chip';
import { SampleRoute } from '../samples/sample-route';
import { SurveyDescription } from './survey-description';
import { SurveyGeneral, type Survey, type SurveyPatch } from './survey-general';
import { SurveyParameters } from './survey-parameters';
import { SurveyProducts } from './survey-products';
import { SurveyResultGroups } from './survey-result-groups';
import { SurveySamples } from './survey-samples';
import { SurveySettingsDialog } from './survey-settings-dialog';
import { NotFoundPage } from '../../../components/not-found-page';
import { isNotFoundError } from '../../../lib/errors';
import { SurveyStatusControl } from './survey-status-control';
import { SurveyEvaluation } from './survey-evaluation';
import type { ConfigViolation } from '@eqa/core';
import { TooltipIconButton } from '../../../components/tooltip-icon-button';

/** A refused publication (issue 33): the status control shows its reason instead of the error dialog. */
function publicationRefusal(error: unknown): ConfigViolation | null {
  const violation = serverViolation(error);
  return violation && violation.message.startsWith('evaluations.publication.') ? violation : null;
}

/** The phase flags: the dates fields start again from the server's when a status change moved a date. */
function phaseKey(status: Survey['status']): string {
  return [status.started, status.inProgress, status.ended, status.preEvaluated, status.evaluated].map(Number).join('');
}

/**
 * Spec 3 §4/§6: editing is limited to rounds of the previous, current and next year, and an
 * evaluated survey is read-only (the server refuses its changes too; the status control can reopen
 * its evaluation). Ended surveys stay editable here: the administrators may edit after the end
 * (spec 1 §6).
 */
export function isSurveyConfigReadOnly(survey: Pick<Survey, 'editable' | 'status'>): boolean {
  return !survey.editable || survey.status.evaluated;
}

/**
 * The survey configuration page (spec 3 §2): header with status, settings and delete; the scheme
 * version, round, deadline and dates (autosave with notifications.saveInProgress); the description
 * with the sync question; samples; the survey form preview (parameters grouped, filterable); the
 * products selling it. `/surveys/:id/samples/:sampleId` opens a sample above it.
 */
export function SurveyPage({ surveyId, sampleSegment }: { surveyId: number; sampleSegment: string | undefined }) {
  const { LL, locale } = useI18n();
  const orgId = useAdminOrgId();
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const onError = useMutationError('configSurveys');
  const survey = trpc.config.surveys.get.useQuery({ orgId, id: surveyId }, { meta: { errorAction: 'configSurveys', notFoundPage: true } });
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [refusal, setRefusal] = useState<ConfigViolation | null>(null);
  const data = survey.data;
  const title = data ? LL.config.surveys.title({ scheme: data.schemeVersion.scheme.shortName, round: data.round.name }) : null;
  useDocumentTitle(title ? `${title} – ${LL.appName()}` : null);

  const update = trpc.config.surveys.update.useMutation({
    onSuccess: (next) => {
      setRefusal(null);
      utils.config.surveys.get.setData({ orgId, id: surveyId }, next);
      void utils.config.surveys.list.invalidate();
      void utils.config.surveys.form.invalidate({ orgId, id: surveyId });
    },
    onError: (error, input) => {
      const refused = publicationRefusal(error);
      if (refused) setRefusal(refused);
      else onError(error, () => update.mutate(input));
    },
  });
  const remove = trpc.config.surveys.delete.useMutation(useDeleteHandlers(() => void utils.config.surveys.list.invalidate(), () => navigate(configPaths.surveys), onError));
  const save = (patch: SurveyPatch) => {
    const current = utils.config.surveys.get.getData({ orgId, id: surveyId }) ?? data;
    if (!current) return;
    update.mutate({ orgId, id: surveyId, schemeVersionId: current.schemeVersion.id, roundId: current.round.id, ...patch });
  };

  if (!data) {
    if (isNotFoundError(survey.error)) return <NotFoundPage backTo={configPaths.surveys} />;
    return (
      <Paper variant="outlined" sx={{ p: 3 }} data-testid="survey-loading">
        <Skeleton variant="text" width="50%" height={40} />
        <Skeleton variant="rectangular" height={120} sx={{ mt: 2 }} />
      </Paper>
    );
  }
  const readOnly = isSurveyConfigReadOnly(data);

  return (
    <Stack spacing={2.5} data-testid="survey-page">
      <Paper variant="outlined" sx={{ px: { xs: 1.5, sm: 2.5 }, py: 2 }}>
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 1.5 }}>
          <TooltipIconButton label={LL.config.surveys.back()} onClick={() => navigate(configPaths.surveys)} edge="start" data-testid="survey-back" icon={<ArrowBackIcon />} />
          <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
            <Typography variant="h1" sx={{ fontSize: { xs: '1.25rem', md: '1.6rem' } }} data-testid="survey-title">
              {title}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5, mt: 0.5 }}>
              <Typography variant="body2" color="text.secondary">
                {localize(data.schemeVersion.name, locale)}
              </Typography>
              <SurveyStatusChip status={data.status} testId="survey-status" />
              {data.accredited && <Chip size="small" icon={<VerifiedOutlinedIcon />} color="success" variant="outlined" label={LL.config.surveys.accredited()} />}
              <Chip size="small" variant="outlined" label={LL.config.surveys.labCount({ count: data.labCount })} />
            </Stack>
          </Box>
          {/* the two buttons go one under the other where they do not fit side by side (Hungarian on a phone) */}
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, ml: 'auto', maxWidth: '100%' }}>
            <Button variant="outlined" startIcon={<SettingsOutlinedIcon />} onClick={() => setSettingsOpen(true)} data-testid="survey-settings">
              {LL.config.surveys.settings.open()}
            </Button>
            <Tooltip title={data.deletable ? '' : LL.config.surveys.notDeletable()}>
              <span>
                <Button color="error" variant="outlined" startIcon={<DeleteOutlinedIcon />} disabled={!data.deletable || readOnly} onClick={() => setConfirmDelete(true)} data-testid="survey-delete">
                  {LL.config.surveys.deleteSurvey()}
                </Button>
              </span>
            </Tooltip>
          </Stack>
        </Stack>
        <Box sx={{ height: 3, mt: 1 }}>{(survey.isFetching || update.isPending) && <LinearProgress sx={{ height: 3 }} aria-label={LL.loading()} />}</Box>
      </Paper>
      {readOnly && (
        <Alert severity="info" data-testid="survey-read-only" data-reason={data.editable ? 'evaluated' : 'year'}>
          {data.editable ? LL.config.surveys.evaluatedReadOnly() : LL.config.surveys.notEditableYear()}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
        <Stack spacing={2.5} sx={{ minWidth: 0 }}>
          <SurveyStatusControl survey={data} editable={data.editable} onSave={save} refusal={refusal} />
          <SurveyEvaluation survey={data} />
          <SurveyGeneral key={`${data.id}-${data.schemeVersion.id}-${data.round.id}-${phaseKey(data.status)}`} survey={data} readOnly={readOnly} onSave={save} />
          <SurveyDescription key={`d-${data.id}-${JSON.stringify(data.description)}`} survey={data} readOnly={readOnly} onSave={save} />
          <SurveyParameters surveyId={surveyId} />
          <SurveyResultGroups surveyId={surveyId} />
        </Stack>
        <Stack spacing={2.5} sx={{ minWidth: 0 }}>
          <SurveySamples survey={data} readOnly={readOnly} />
          <SurveyProducts surveyId={surveyId} year={data.round.year} />
        </Stack>
      </Box>
      {settingsOpen && <SurveySettingsDialog survey={data} onClose={() => setSettingsOpen(false)} />}
      <ConfirmDeleteDialog open={confirmDelete} name={title ?? ''} onClose={() => setConfirmDelete(false)} onDelete={() => remove.mutate({ orgId, id: surveyId })} testId="survey-delete-confirm" />
      {sampleSegment !== undefined && <SampleRoute survey={data} readOnly={readOnly} sampleSegment={sampleSegment} />}
    </Stack>
  );
}
