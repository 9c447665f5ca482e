import { findMissingMandatoryContext, localize, MISSING_MANDATORY_VALUES_ERROR } from '@eqa/core';
import LockIcon from '@mui/icons-material/LockOutlined';
import LockOpenIcon from '@mui/icons-material/LockOpenOutlined';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useReportError } from '../../app/error-reporting';
import { useI18n } from '../../app/i18n';
import { useNotify } from '../../app/notifications';
import { classifyError } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { ValidationPasswordDialog } from './validation-password-dialog';
import { useProfile } from '../auth/profile-context';
import type { SurveyForm } from '../results/form-model';
import type { ResultSaver } from '../results/result-saver';
import { useResultGroupName } from '../results/result-groups-bar';
import { DialogCloseActions } from '../../components/dialog-close-actions';

export interface MissingValueRow {
  key: string;
  parameter: string;
  resultGroup: string;
  sample: string | null;
  dimension: string;
}

/** The missing mandatory context values of the form (core findMissingMandatoryContext), named for the dialog. */
function missingRows(form: SurveyForm, locale: string, groupName: (g: { name: string | null; ordinal: number }) => string): MissingValueRow[] {
  return findMissingMandatoryContext(form.parameters, form.survey.mandatoryContextIds).map((m) => {
    const parameter = form.parameters.find((p) => p.id === m.parameterId);
    const group = form.resultGroups.find((g) => g.id === m.resultGroupId);
    const dimension = parameter?.dimensions.context.find((d) => d.id === m.dimensionId);
    return {
      key: `${m.parameterId}/${m.resultGroupId}/${m.sampleId ?? '-'}/${m.dimensionId}`,
      parameter: localize(parameter?.name, locale),
      resultGroup: group ? groupName(group) : String(m.resultGroupId),
      sample: m.sampleId === null ? null : (form.samples.find((s) => s.id === m.sampleId)?.name ?? String(m.sampleId)),
      dimension: localize(dimension?.name, locale) || m.dimensionId,
    };
  });
}

type Step = { kind: 'closed' } | { kind: 'saving' } | { kind: 'unsaved' } | { kind: 'missing'; rows: MissingValueRow[] } | { kind: 'password' };

/**
 * Validate / invalidate (spec 1 §4 "Validation"): pending changes are saved first; before
 * validating, the mandatory context values are checked and the missing-values dialog lists what is
 * missing; then the validation password (lab's for lab users, the org's for org users). A wrong
 * password shows 'survey.validation.invalidPassword' in the dialog, too many wrong ones (429)
 * 'survey.validation.tooManyAttempts'. Both actions notify and reload
 * the lab's statistics.
 */
export function ValidationControl({ form, saver, refetchForm }: { form: SurveyForm; saver: ResultSaver; refetchForm(): Promise<unknown> }) {
  const { LL, locale } = useI18n();
  const profile = useProfile();
  const notify = useNotify();
  const reportError = useReportError();
  const utils = trpc.useUtils();
  const groupName = useResultGroupName();
  const survey = form.survey;
  const action = survey.validationAction;
  const [step, setStep] = useState<Step>({ kind: 'closed' });
  const ids = { labId: survey.labId, surveyId: survey.id };

  if (!action) return null;

  const start = async () => {
    if (action === 'invalidate') {
      setStep({ kind: 'password' });
      return;
    }
    setStep({ kind: 'saving' });
    const outcome = await saver.flush();
    if (outcome !== 'ok') {
      setStep({ kind: 'unsaved' });
      return;
    }
    const current = utils.surveys.form.getData(ids) ?? form;
    const rows = missingRows(current, locale, groupName);
    setStep(rows.length > 0 ? { kind: 'missing', rows } : { kind: 'password' });
  };

  const showServerMissing = async () => {
    try {
      const missing = await utils.results.missingMandatoryValues.fetch(ids, { staleTime: 0 });
      setStep({
        kind: 'missing',
        rows: missing.items.map((m) => ({
          key: `${m.parameterId}/${m.resultGroupId}/${m.sampleId ?? '-'}/${m.dimensionId}`,
          parameter: localize(m.parameterName, locale),
          resultGroup: m.resultGroupName,
          sample: m.sampleName,
          dimension: localize(m.dimensionName, locale),
        })),
      });
    } catch (error) {
      setStep({ kind: 'closed' });
      reportError(error, { action: 'validation' });
    }
  };

  const run = async (validationPassword: string) => {
    await saver.run((expectedVersion) =>
      action === 'validate'
        ? utils.client.results.validate.mutate({ ...ids, expectedVersion, validationPassword })
        : utils.client.results.invalidate.mutate({ ...ids, expectedVersion, validationPassword }),
    );
    setStep({ kind: 'closed' });
    notify(action === 'validate' ? LL.notifications.surveyValidated() : LL.notifications.surveyInvalidated());
    void utils.labs.stats.invalidate({ labId: survey.labId });
    void utils.surveys.list.invalidate({ labId: survey.labId });
    await refetchForm();
  };

  /** A failure that is not the password's: what is missing, or the shared error dialog. */
  const failed = async (error: unknown) => {
    const failure = classifyError(error);
    if (failure.kind === 'constraintViolation' && failure.type === MISSING_MANDATORY_VALUES_ERROR) {
      await showServerMissing();
    } else {
      setStep({ kind: 'closed' });
      reportError(error, { action: 'validation', retry: failure.kind === 'conflict' ? undefined : () => void start() });
      void refetchForm();
    }
  };

  const validate = action === 'validate';
  const title = validate ? LL.survey.validation.validateTitle() : LL.survey.validation.invalidateTitle();
  const close = () => setStep({ kind: 'closed' });

  return (
    <>
      <Button
        variant={validate ? 'contained' : 'outlined'}
        color={validate ? 'primary' : 'warning'}
        startIcon={validate ? <LockIcon /> : <LockOpenIcon />}
        onClick={() => void start()}
        disabled={step.kind === 'saving'}
        data-testid={validate ? 'survey-validate' : 'survey-invalidate'}
        className="no-print"
      >
        {validate ? LL.survey.validation.validate() : LL.survey.validation.invalidate()}
      </Button>

      <Dialog open={step.kind === 'saving' || step.kind === 'unsaved'} onClose={close} maxWidth="xs" fullWidth data-testid="validation-saving-dialog">
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          {step.kind === 'saving' ? (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <CircularProgress size={20} />
              <Typography>{LL.survey.validation.savingFirst()}</Typography>
            </Stack>
          ) : (
            <Alert severity="warning" data-testid="validation-unsaved">
              {LL.survey.validation.unsavedChanges()}
            </Alert>
          )}
        </DialogContent>
        <DialogCloseActions onClose={close} testId="validation-unsaved-close" />
      </Dialog>

      <Dialog open={step.kind === 'missing'} onClose={close} maxWidth="md" fullWidth data-testid="missing-values-dialog">
        <DialogTitle>{LL.survey.missingValues.title()}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{LL.survey.missingValues.text()}</DialogContentText>
          {step.kind === 'missing' && (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="missing-values-count">
                {LL.survey.missingValues.count({ count: step.rows.length })}
              </Typography>
              {/* a scrolling region (on a phone it scrolls sideways too): reachable and named for the keyboard */}
              <TableContainer sx={{ maxHeight: 420 }} tabIndex={0} role="region" aria-label={LL.survey.missingValues.title()}>
                <Table size="small" stickyHeader>
                  <TableHead>
                    <TableRow>
                      <TableCell>{LL.survey.missingValues.parameter()}</TableCell>
                      <TableCell>{LL.survey.missingValues.resultGroup()}</TableCell>
                      <TableCell>{LL.survey.missingValues.sample()}</TableCell>
                      <TableCell>{LL.survey.missingValues.dimension()}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {step.rows.map((row) => (
                      <TableRow key={row.key} data-testid="missing-value-row">
                        <TableCell sx={{ fontWeight: 500 }}>{row.parameter}</TableCell>
                        <TableCell>{row.resultGroup}</TableCell>
                        <TableCell>{row.sample ?? LL.survey.missingValues.wholeGroup()}</TableCell>
                        <TableCell>{row.dimension}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            </>
          )}
        </DialogContent>
        <DialogCloseActions onClose={close} testId="missing-values-close" primary />
      </Dialog>

      {step.kind === 'password' && (
        <ValidationPasswordDialog
          action={action}
          title={title}
          text={validate ? (profile.orgUser ? LL.survey.validation.validateTextOrg() : LL.survey.validation.validateText()) : LL.survey.validation.invalidateText()}
          submitLabel={validate ? LL.survey.validation.validate() : LL.survey.validation.invalidate()}
          run={run}
          onFailure={failed}
          onClose={() => setStep({ kind: 'closed' })}
        />
      )}
    </>
  );
}
