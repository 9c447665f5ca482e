import CloudDownloadOutlinedIcon from '@mui/icons-material/CloudDownloadOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import MergeTypeIcon from '@mui/icons-material/MergeType';
import AssessmentOutlinedIcon from '@mui/icons-material/AssessmentOutlined';
import { defaultIssueAt, parseIntegerInput, ZOptionalIntegerText } from '@eqa/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Divider, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useI18n } from '../../../app/i18n';
import { FormDateField } from '../../../components/forms/form-date-field';
import { FormSwitchField } from '../../../components/forms/form-switch-field';
import { FormTextField } from '../../../components/forms/form-text-field';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
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
import { DialogCloseActions } from '../../../components/dialog-close-actions';

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

/** The jobs' options: a laboratory id (blank: every laboratory), the documents' issue date, whether to overwrite them. */
const ZJobOptions = z.object({
  labId: ZOptionalIntegerText,
  issueDate: z.string(),
  overwrite: z.boolean(),
});
type JobOptions = z.infer<typeof ZJobOptions>;

/** The survey whose sample merges are imported: a whole number above 0, else there is no such survey. */
const ZMergeFields = z.object({
  fromSurvey: z.string().refine((text) => (parseIntegerInput(text) ?? 0) > 0, { message: 'config.surveys.fromSurveyNotFound' }),
});
type MergeFields = z.infer<typeof ZMergeFields>;

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
  // the jobs' options, checked as typed; the merge's survey, a form of its own (its button sends it)
  const options = useForm<JobOptions>({
    resolver: zodResolver(ZJobOptions),
    defaultValues: { labId: '', issueDate: toDateTimeInput(defaultIssueAt({ issueAt: survey.issueAt, endsAt: survey.endsAt }, now).toISOString()), overwrite: false },
    mode: 'onChange',
  });
  const mergeForm = useForm<MergeFields>({ resolver: zodResolver(ZMergeFields), defaultValues: { fromSurvey: '' } });
  const [lastJob, setLastJob] = useState<{ action: Action; run: JobRun } | null>(null);
  const [waiting, setWaiting] = useState<Action | null>(null);
  const [labId, overwrite, fromSurvey] = [options.watch('labId'), options.watch('overwrite'), mergeForm.watch('fromSurvey')];
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
  const merges = trpc.config.surveys.importSampleResultMerges.useMutation();
  const merge = useFormSubmit(
    mergeForm,
    async (values) => {
      const result = await merges.mutateAsync({ orgId, surveyId: survey.id, fromSurveyId: parseIntegerInput(values.fromSurvey) ?? 0 });
      notify(LL.config.surveys.settings.mergeDone({ count: result.created }));
    },
    {
      fields: [],
      onFailure: (error) => {
        // the server knows no such survey (422 fromSurveyId)
        if (serverViolation(error)?.param === 'fromSurveyId') mergeForm.setError('fromSurvey', { type: 'server', message: 'config.surveys.fromSurveyNotFound' }, { shouldFocus: true });
        else onError(error);
      },
    },
  );

  const run = (action: Action) => {
    const lab = labValue === null ? {} : { labId: labValue };
    if (action === 'importEvaluation') importEvaluation.mutate({ orgId, id: survey.id, ...lab });
    if (action === 'importDocuments') importDocuments.mutate({ orgId, id: survey.id, userId: profile.user.id });
    if (action === 'createDocuments') {
      const issue = fromDateTimeInput(options.getValues('issueDate'));
      createDocuments.mutate({ orgId, id: survey.id, overwriteDocuments: overwrite, userId: profile.user.id, ...(issue ? { issueDate: issue } : {}), ...lab });
    }
  };
  const warning = (action: Action) => {
    if (action === 'importEvaluation') return [LL.config.surveys.evaluationsWarning(), LL.config.surveys.importWarning()];
    if (action === 'importDocuments') return [LL.config.surveys.documentsWarning(), LL.config.surveys.importWarning()];
    return [overwrite ? LL.config.surveys.overwriteWarning() : LL.config.surveys.regenerateWarning()];
  };
  const busy = importEvaluation.isPending || importDocuments.isPending || createDocuments.isPending;
  const labInvalid = labId.trim() !== '' && labValue === null;

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
          <FormTextField control={options.control} name="labId" label={LL.config.surveys.settings.labId()} size="small" slotProps={{ htmlInput: { inputMode: 'numeric' } }} testId="survey-settings-lab" />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button variant="outlined" startIcon={<AssessmentOutlinedIcon />} disabled={busy || labInvalid} onClick={() => setConfirming('importEvaluation')} data-testid="survey-import-evaluation">
              {LL.config.surveys.settings.importEvaluation()}
            </Button>
            <Button variant="outlined" startIcon={<CloudDownloadOutlinedIcon />} disabled={busy} onClick={() => setConfirming('importDocuments')} data-testid="survey-import-documents">
              {LL.config.surveys.settings.importDocuments()}
            </Button>
          </Stack>
          <Divider />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <FormDateField control={options.control} name="issueDate" withTime label={LL.config.surveys.settings.issueDate()} size="small" testId="survey-settings-issue-date" />
            <FormSwitchField control={options.control} name="overwrite" label={LL.config.surveys.settings.overwrite()} testId="survey-settings-overwrite" />
          </Stack>
          <Button variant="outlined" startIcon={<DescriptionOutlinedIcon />} disabled={busy || labInvalid} onClick={() => setConfirming('createDocuments')} sx={{ alignSelf: 'flex-start' }} data-testid="survey-create-documents">
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
          <Stack component="form" noValidate direction="row" spacing={1} sx={{ alignItems: 'flex-start' }} onSubmit={merge.onSubmit}>
            <FormTextField control={mergeForm.control} name="fromSurvey" label={LL.config.surveys.settings.fromSurvey()} size="small" slotProps={{ htmlInput: { inputMode: 'numeric' } }} testId="survey-merge-from" />
            <Button type="submit" startIcon={<MergeTypeIcon />} disabled={merge.pending || parseIntegerInput(fromSurvey) === null} data-testid="survey-merge-import">
              {LL.config.surveys.settings.merge()}
            </Button>
          </Stack>
        </Stack>
      </DialogContent>
      <DialogCloseActions onClose={onClose} testId="survey-settings-close" />
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
