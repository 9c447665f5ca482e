import CloudDownloadOutlinedIcon from '@mui/icons-material/CloudDownloadOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import MergeTypeIcon from '@mui/icons-material/MergeType';
import AssessmentOutlinedIcon from '@mui/icons-material/AssessmentOutlined';
import { defaultIssueAt, parseIntegerInput } from '@eqa/core';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Divider,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useI18n } from '../../../app/i18n';
import { useNotify } from '../../../app/notifications';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { usePollUntil } from '../../../lib/use-poll-until';
import { useProfile } from '../../auth/profile-context';
import { fromDateTimeInput, toDateTimeInput } from '../common/date-input';
import { serverViolation, useMutationError } from '../common/mutations';
import { useAdminOrgId } from '../common/org';
import { useNow } from '../common/use-now';
import type { Survey } from './survey-general';
import { isFinishedJobRun, useSurveyJobRun, type SurveyJobRun } from './use-survey-job-run';
import type { TranslationFunctions } from '@eqa/i18n';
import { DateTimeInput } from '../../../components/date-inputs';

type JobRun = RouterOutputs['config']['surveys']['importEvaluation'];
type Action = 'importEvaluation' | 'importDocuments' | 'createDocuments';

/** The count a finished evaluation import reported (0 when it did not say). */
const reported = (run: SurveyJobRun, key: string): number => {
  const value = run.result?.[key];
  return typeof value === 'number' ? value : 0;
};

/**
 * What a finished "Import evaluations" did (issue 33): the engine's results and labs evaluated and the
 * labs with results but no evaluation, a run that found nothing to evaluate, or the failure.
 */
export function importEvaluationText(LL: TranslationFunctions, run: SurveyJobRun): string {
  if (run.status === 'failed') return LL.config.surveys.importEvaluationFailed({ error: run.error ?? '' });
  const missing = reported(run, 'countMissingEvaluations');
  if (reported(run, 'results') === 0) return LL.config.surveys.importEvaluationNothing({ missing });
  return LL.config.surveys.importEvaluationDone({
    results: reported(run, 'results'),
    evaluated: reported(run, 'evaluatedLabs'),
    missing,
    notValidated: reported(run, 'notValidatedLabs'),
  });
}

/** How long the dialog re-reads the survey while an import runs. */
const IMPORT_POLL_MS = 3000;

/**
 * The survey settings dialog (spec 3 §2/§4): import evaluations, import documents and create or
 * regenerate documents, each behind its confirm dialog (warnings of spec 3 §8), started as jobs;
 * the issue date defaults to the end date (today 23:59:59 without one). Also the sample merges import.
 */
export function SurveySettingsDialog({ survey, onClose }: { survey: Survey; onClose(): void }) {
  const { LL } = useI18n();
  const orgId = useAdminOrgId();
  const profile = useProfile();
  const notify = useNotify();
  const now = useNow();
  const utils = trpc.useUtils();
  const onError = useMutationError('configSurveys');
  const [confirming, setConfirming] = useState<Action | null>(null);
  const [overwrite, setOverwrite] = useState(false);
  const [issueDate, setIssueDate] = useState(() => toDateTimeInput(defaultIssueAt({ issueAt: survey.issueAt, endsAt: survey.endsAt }, now).toISOString()));
  const [labId, setLabId] = useState('');
  const [fromSurvey, setFromSurvey] = useState('');
  const [mergeError, setMergeError] = useState<string | null>(null);
  const [lastJob, setLastJob] = useState<{ action: Action; run: JobRun } | null>(null);
  const [waiting, setWaiting] = useState<Action | null>(null);
  const labValue = labId.trim() === '' ? null : parseIntegerInput(labId);

  // while a documents import runs the survey is re-read until its flag says it is done (spec 3 §3 import flags)
  usePollUntil({
    active: waiting !== null,
    done: waiting === 'importDocuments' ? survey.documentsImported : true,
    poll: () => void utils.config.surveys.get.invalidate({ orgId, id: survey.id }),
    onDone: () => {
      if (waiting === 'importDocuments') notify(LL.config.surveys.importDocumentsFinished(survey.importedDocuments));
      setWaiting(null);
    },
    intervalMs: IMPORT_POLL_MS,
  });

  // the started job's status as it stands now (re-read until it has finished); an evaluation import
  // reports what the engine did (never a bare "finished")
  const jobRun = useSurveyJobRun(orgId, survey.id, lastJob?.run ?? null, (finished) => {
    void utils.config.surveys.get.invalidate({ orgId, id: survey.id });
    if (finished.kind === 'evaluation.import') {
      void utils.evaluations.invalidate();
      notify(importEvaluationText(LL, finished), finished.status === 'succeeded' ? 'success' : 'error');
    }
  });

  const started = (action: Action) => (run: JobRun) => {
    setLastJob({ action, run });
    notify(LL.config.surveys.importStarted(), 'info');
    void utils.config.surveys.get.invalidate({ orgId, id: survey.id });
    if (action === 'importDocuments') setWaiting(action);
  };
  const importEvaluation = trpc.config.surveys.importEvaluation.useMutation({ onSuccess: started('importEvaluation'), onError: (error) => onError(error) });
  const importDocuments = trpc.config.surveys.importDocuments.useMutation({ onSuccess: started('importDocuments'), onError: (error) => onError(error) });
  const createDocuments = trpc.config.surveys.createDocuments.useMutation({ onSuccess: started('createDocuments'), onError: (error) => onError(error) });
  const merges = trpc.config.surveys.importSampleResultMerges.useMutation({
    onSuccess: (result) => {
      setMergeError(null);
      notify(LL.config.surveys.settings.mergeDone({ count: result.created }));
    },
    onError: (error) => {
      const field = serverViolation(error);
      if (field?.param === 'fromSurveyId') setMergeError(LL.config.surveys.fromSurveyNotFound());
      else onError(error);
    },
  });

  const run = (action: Action) => {
    const lab = labValue === null ? {} : { labId: labValue };
    if (action === 'importEvaluation') importEvaluation.mutate({ orgId, id: survey.id, ...lab });
    if (action === 'importDocuments') importDocuments.mutate({ orgId, id: survey.id, userId: profile.user.id });
    if (action === 'createDocuments') {
      const issue = fromDateTimeInput(issueDate);
      createDocuments.mutate({ orgId, id: survey.id, overwriteDocuments: overwrite, userId: profile.user.id, ...(issue ? { issueDate: issue } : {}), ...lab });
    }
  };
  const warning = (action: Action) => {
    if (action === 'importEvaluation') return [LL.config.surveys.evaluationsWarning(), LL.config.surveys.importWarning()];
    if (action === 'importDocuments') return [LL.config.surveys.documentsWarning(), LL.config.surveys.importWarning()];
    return [overwrite ? LL.config.surveys.overwriteWarning() : LL.config.surveys.regenerateWarning()];
  };
  const busy = importEvaluation.isPending || importDocuments.isPending || createDocuments.isPending;
  const labError = labId.trim() !== '' && labValue === null ? LL.config.common.invalidInteger() : null;

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth data-testid="survey-settings-dialog">
      <DialogTitle>{LL.config.surveys.settings.title()}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary" data-testid="survey-settings-imported">
            {LL.config.surveys.settings.importedDocuments(survey.importedDocuments)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {LL.config.surveys.settings.missingEvaluations({ count: survey.countMissingEvaluations })}
          </Typography>
          <TextField
            label={LL.config.surveys.settings.labId()}
            value={labId}
            onChange={(event) => setLabId(event.target.value)}
            size="small"
            error={labError !== null}
            helperText={labError ?? undefined}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'survey-settings-lab' } }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button variant="outlined" startIcon={<AssessmentOutlinedIcon />} disabled={busy || labError !== null} onClick={() => setConfirming('importEvaluation')} data-testid="survey-import-evaluation">
              {LL.config.surveys.settings.importEvaluation()}
            </Button>
            <Button variant="outlined" startIcon={<CloudDownloadOutlinedIcon />} disabled={busy} onClick={() => setConfirming('importDocuments')} data-testid="survey-import-documents">
              {LL.config.surveys.settings.importDocuments()}
            </Button>
          </Stack>
          <Divider />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <DateTimeInput label={LL.config.surveys.settings.issueDate()} value={issueDate} onChange={setIssueDate} size="small" testId="survey-settings-issue-date" />
            <FormControlLabel
              control={<Switch checked={overwrite} onChange={(event) => setOverwrite(event.target.checked)} slotProps={{ input: { 'data-testid': 'survey-settings-overwrite' } as object }} />}
              label={LL.config.surveys.settings.overwrite()}
            />
          </Stack>
          <Button variant="outlined" startIcon={<DescriptionOutlinedIcon />} disabled={busy || labError !== null} onClick={() => setConfirming('createDocuments')} sx={{ alignSelf: 'flex-start' }} data-testid="survey-create-documents">
            {overwrite ? LL.config.surveys.settings.regenerateDocuments() : LL.config.surveys.settings.createDocuments()}
          </Button>
          {jobRun && (
            <Alert severity={jobRun.status === 'failed' ? 'error' : jobRun.status === 'succeeded' ? 'success' : 'info'} data-testid="survey-settings-job">
              {jobRun.kind === 'evaluation.import' && isFinishedJobRun(jobRun)
                ? importEvaluationText(LL, jobRun)
                : LL.config.surveys.settings.job({ status: LL.config.surveys.settings.jobStatus[jobRun.status]() })}
            </Alert>
          )}
          <Divider />
          <Typography variant="subtitle2">{LL.config.surveys.settings.mergeTitle()}</Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              label={LL.config.surveys.settings.fromSurvey()}
              value={fromSurvey}
              onChange={(event) => setFromSurvey(event.target.value)}
              size="small"
              error={mergeError !== null}
              helperText={mergeError ?? undefined}
              slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'survey-merge-from' } }}
            />
            <Button
              startIcon={<MergeTypeIcon />}
              disabled={merges.isPending || parseIntegerInput(fromSurvey) === null}
              onClick={() => {
                const from = parseIntegerInput(fromSurvey);
                if (from !== null && from > 0) merges.mutate({ orgId, surveyId: survey.id, fromSurveyId: from });
                else setMergeError(LL.config.surveys.fromSurveyNotFound());
              }}
              data-testid="survey-merge-import"
            >
              {LL.config.surveys.settings.merge()}
            </Button>
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="survey-settings-close">
          {LL.actions.close()}
        </Button>
      </DialogActions>
      <Dialog open={confirming !== null} onClose={() => setConfirming(null)} maxWidth="xs" fullWidth data-testid="survey-action-confirm">
        <DialogTitle>{LL.config.surveys.settings.confirmTitle()}</DialogTitle>
        <DialogContent>
          {confirming &&
            warning(confirming).map((text) => (
              <DialogContentText key={text} sx={{ mb: 1 }}>
                {text}
              </DialogContentText>
            ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)} data-testid="survey-action-confirm-cancel">
            {LL.actions.cancel()}
          </Button>
          <Button
            variant="contained"
            onClick={() => {
              if (confirming) run(confirming);
              setConfirming(null);
            }}
            data-testid="survey-action-confirm-ok"
          >
            {LL.config.surveys.settings.confirm()}
          </Button>
        </DialogActions>
      </Dialog>
    </Dialog>
  );
}
