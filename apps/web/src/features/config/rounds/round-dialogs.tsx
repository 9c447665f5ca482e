import { defaultRoundName, isEditableRoundYear, newRoundDefaults, parseIntegerInput } from '@eqa/core';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useI18n } from '../../../app/i18n';
import { useNotify } from '../../../app/notifications';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { fromDateTimeInput, toDateTimeInput } from '../common/date-input';
import { serverViolation, useMutationError } from '../common/mutations';
import { violationText } from '../common/violation-text';
import { useAdminOrgId } from '../common/org';
import { useNow } from '../common/use-now';
import { DateTimeInput } from '../../../components/date-inputs';

export type RoundPanel = RouterOutputs['config']['surveys']['list']['items'][number];

interface RoundDialogProps {
  /** The round to edit; null for a new round. */
  round: RoundPanel | null;
  onClose(): void;
  /** A new round was created (the list shows it, or says which filter hides it). */
  onCreated?(round: { id: number; name: string }): void;
}

/**
 * New round (spec 3 §5: year and ordinal, by default the current year and the current month number)
 * and the round edit dialog (year, ordinal, name, deadline). Only the previous, current and next
 * year are accepted.
 */
export function RoundDialog({ round, onClose, onCreated }: RoundDialogProps) {
  const { LL } = useI18n();
  const orgId = useAdminOrgId();
  const notify = useNotify();
  const now = useNow();
  const utils = trpc.useUtils();
  const onError = useMutationError('configRounds');
  const defaults = newRoundDefaults(now);
  const [year, setYear] = useState(String(round?.year ?? defaults.year));
  const [ordinal, setOrdinal] = useState(String(round?.ordinal ?? defaults.ordinal));
  const [name, setName] = useState(round?.name ?? '');
  const [deadline, setDeadline] = useState(toDateTimeInput(round?.deadline));
  const [touched, setTouched] = useState(false);
  const [server, setServer] = useState<{ param: string; message: string } | null>(null);
  const yearValue = parseIntegerInput(year);
  const ordinalValue = parseIntegerInput(ordinal);
  const yearError =
    year.trim() === '' ? LL.requiredField() : yearValue === null ? LL.config.common.invalidInteger() : !isEditableRoundYear(yearValue, now) ? LL.config.rounds.readOnly() : null;
  const ordinalError = ordinal.trim() === '' ? LL.requiredField() : ordinalValue === null || ordinalValue < 1 ? LL.config.common.invalidInteger() : null;
  const done = (saved: { id: number; name: string }) => {
    void utils.config.surveys.list.invalidate();
    void utils.config.rounds.list.invalidate();
    if (!round) {
      notify(LL.notifications.created());
      onCreated?.({ id: saved.id, name: saved.name });
    }
    onClose();
  };
  const handleError = (error: unknown) => {
    const field = serverViolation(error);
    if (field) setServer(field);
    else onError(error);
  };
  const create = trpc.config.rounds.create.useMutation({ onSuccess: done, onError: handleError });
  const update = trpc.config.rounds.update.useMutation({ onSuccess: done, onError: handleError });
  const submit = () => {
    setTouched(true);
    setServer(null);
    if (yearError || ordinalError || yearValue === null || ordinalValue === null) return;
    const body = { orgId, year: yearValue, ordinal: ordinalValue, ...(name.trim() ? { name: name.trim() } : {}), deadline: fromDateTimeInput(deadline) };
    if (round) update.mutate({ ...body, id: round.id });
    else create.mutate(body);
  };
  const serverText = (param: string) => (server?.param === param ? violationText(LL, server) : null);
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth data-testid="round-dialog">
      <DialogTitle>{round ? LL.config.rounds.editRound() : LL.config.rounds.newRound()}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label={LL.config.rounds.year()}
              value={year}
              onChange={(event) => setYear(event.target.value)}
              required
              error={(touched && yearError !== null) || serverText('year') !== null}
              helperText={(touched ? yearError : null) ?? serverText('year') ?? ' '}
              fullWidth
              slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'round-year' } }}
            />
            <TextField
              label={LL.config.rounds.ordinal()}
              value={ordinal}
              onChange={(event) => setOrdinal(event.target.value)}
              required
              error={(touched && ordinalError !== null) || serverText('ordinal') !== null}
              helperText={(touched ? ordinalError : null) ?? serverText('ordinal') ?? ' '}
              fullWidth
              slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'round-ordinal' } }}
            />
          </Stack>
          <TextField
            label={LL.config.rounds.name()}
            value={name}
            onChange={(event) => setName(event.target.value)}
            placeholder={yearValue !== null && ordinalValue !== null ? defaultRoundName(yearValue, ordinalValue) : undefined}
            helperText={LL.config.rounds.nameHelp()}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'round-name' } }}
          />
          <DateTimeInput label={LL.config.rounds.deadlineLabel()} value={deadline} onChange={setDeadline} testId="round-deadline" />
          {server && !['year', 'ordinal'].includes(server.param) && (
            <Typography color="error" variant="body2">
              {LL.config.common.serverRefused({ message: violationText(LL, server) ?? '' })}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="round-cancel">
          {LL.actions.cancel()}
        </Button>
        <Button variant="contained" onClick={submit} disabled={create.isPending || update.isPending} data-testid="round-save">
          {LL.actions.save()}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
