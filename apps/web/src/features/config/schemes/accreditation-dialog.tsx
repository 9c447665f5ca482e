import { accreditationDisplayDate, accreditationViolation } from '@eqa/core';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useI18n } from '../../../app/i18n';
import { violationText } from '../common/violation-text';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { serverViolation, useMutationError } from '../common/mutations';
import { useAdminOrgId } from '../common/org';
import { ParameterAutocomplete } from '../parameters/parameter-autocomplete';
import type { ParameterRefLike } from '../parameters/parameter-label';
import { DateInput } from '../../../components/date-inputs';

export type Accreditation = RouterOutputs['config']['schemes']['accreditations']['items'][number];

/**
 * Add or edit an accreditation (spec 3 §5): a new one needs a parameter and at least one of the
 * start and end dates; an edited one at least one date. End dates before 1900 show as empty.
 */
export function AccreditationDialog({ schemeId, accreditation, onClose }: { schemeId: number; accreditation: Accreditation | null; onClose(): void }) {
  const { LL } = useI18n();
  const orgId = useAdminOrgId();
  const utils = trpc.useUtils();
  const onError = useMutationError('configSchemes');
  const [parameter, setParameter] = useState<ParameterRefLike | null>(accreditation?.parameter ?? null);
  const [startsAt, setStartsAt] = useState(accreditation?.accreditedStartsAt ?? '');
  const [endsAt, setEndsAt] = useState(accreditationDisplayDate(accreditation?.accreditedEndsAt ?? null) ?? '');
  const [touched, setTouched] = useState(false);
  const [server, setServer] = useState<string | null>(null);
  const draft = { paramId: parameter?.id ?? null, accreditedStartsAt: startsAt || null, accreditedEndsAt: endsAt || null };
  const violation = accreditationViolation(draft, accreditation ? 'edit' : 'create');
  const done = () => {
    void utils.config.schemes.accreditations.invalidate({ orgId, schemeId });
    onClose();
  };
  const handleError = (error: unknown) => {
    const field = serverViolation(error);
    if (field) setServer(violationText(LL, field));
    else onError(error);
  };
  const create = trpc.config.schemes.createAccreditation.useMutation({ onSuccess: done, onError: handleError });
  const update = trpc.config.schemes.updateAccreditation.useMutation({ onSuccess: done, onError: handleError });
  const submit = () => {
    setTouched(true);
    setServer(null);
    if (violation || draft.paramId === null) return;
    if (accreditation) update.mutate({ orgId, schemeId, id: accreditation.id, ...draft, paramId: draft.paramId });
    else create.mutate({ orgId, schemeId, ...draft, paramId: draft.paramId });
  };
  const message = (param: string) => {
    if (!touched || violation?.param !== param) return null;
    if (param === 'paramId') return LL.requiredField();
    if (param === 'accreditedStartsAt') return LL.config.schemes.accreditations.dateRequired();
    return LL.config.schemes.accreditations.endBeforeStart();
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth data-testid="accreditation-dialog">
      <DialogTitle>{accreditation ? LL.config.schemes.accreditations.edit() : LL.config.schemes.accreditations.add()}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <ParameterAutocomplete
            value={parameter}
            onChange={setParameter}
            label={LL.config.schemes.accreditations.parameter()}
            required
            error={message('paramId')}
            testId="accreditation-parameter"
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <DateInput
              label={LL.config.schemes.accreditations.startsAt()}
              value={startsAt}
              onChange={setStartsAt}
              error={message('accreditedStartsAt') !== null}
              helperText={message('accreditedStartsAt') ?? ' '}
              fullWidth
              testId="accreditation-starts-at"
            />
            <DateInput
              label={LL.config.schemes.accreditations.endsAt()}
              value={endsAt}
              onChange={setEndsAt}
              error={message('accreditedEndsAt') !== null}
              helperText={message('accreditedEndsAt') ?? ' '}
              fullWidth
              testId="accreditation-ends-at"
            />
          </Stack>
          {server && (
            <Typography color="error" variant="body2">
              {LL.config.common.serverRefused({ message: server })}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="accreditation-cancel">
          {LL.actions.cancel()}
        </Button>
        <Button variant="contained" onClick={submit} disabled={create.isPending || update.isPending} data-testid="accreditation-save">
          {LL.actions.save()}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
