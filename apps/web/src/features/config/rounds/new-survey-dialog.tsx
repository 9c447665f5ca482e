import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useI18n } from '../../../app/i18n';
import { violationText } from '../common/violation-text';
import { useNotify } from '../../../app/notifications';
import { trpc } from '../../../lib/trpc';
import { serverViolation, useMutationError } from '../common/mutations';
import { useAdminOrgId } from '../common/org';
import { configPaths } from '../config-paths';
import { RoundSelect } from './round-select';
import { SchemeVersionAutocomplete, type SchemeVersionOption } from './scheme-version-autocomplete';

/** New survey (spec 3 §5: scheme version and round required); then the survey page with 'created'. */
export function NewSurveyDialog({ roundId, onClose }: { roundId: number | null; onClose(): void }) {
  const { LL } = useI18n();
  const orgId = useAdminOrgId();
  const notify = useNotify();
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const onError = useMutationError('configSurveys');
  const [schemeVersion, setSchemeVersion] = useState<SchemeVersionOption | null>(null);
  const [round, setRound] = useState<number | null>(roundId);
  const [touched, setTouched] = useState(false);
  const [server, setServer] = useState<string | null>(null);
  const create = trpc.config.surveys.create.useMutation({
    onSuccess: (survey) => {
      void utils.config.surveys.list.invalidate();
      notify(LL.notifications.created());
      navigate(configPaths.survey(survey.id));
    },
    onError: (error) => {
      const field = serverViolation(error);
      if (field) setServer(violationText(LL, field));
      else onError(error);
    },
  });
  const submit = () => {
    setTouched(true);
    setServer(null);
    if (!schemeVersion || round === null) return;
    create.mutate({ orgId, schemeVersionId: schemeVersion.id, roundId: round });
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth data-testid="survey-new-dialog">
      <DialogTitle>{LL.config.rounds.newSurvey()}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <SchemeVersionAutocomplete
            value={schemeVersion}
            onChange={setSchemeVersion}
            label={LL.config.rounds.schemeVersion()}
            error={touched && !schemeVersion ? LL.requiredField() : null}
            testId="survey-new-scheme-version"
          />
          <RoundSelect value={round} onChange={setRound} error={touched && round === null ? LL.requiredField() : null} testId="survey-new-round" />
          {server && (
            <Typography color="error" variant="body2">
              {LL.config.common.serverRefused({ message: server })}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="survey-new-cancel">
          {LL.actions.cancel()}
        </Button>
        <Button variant="contained" onClick={submit} disabled={create.isPending} data-testid="survey-new-save">
          {LL.config.common.create()}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
