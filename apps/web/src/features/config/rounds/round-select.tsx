import { MenuItem, TextField } from '@mui/material';
import { useI18n } from '../../../app/i18n';
import { trpc } from '../../../lib/trpc';
import { useAdminOrgId } from '../common/org';

const ROUND_LIMIT = 200;

/** Picks a round (newest first); only editable rounds (previous, current, next year) unless `value` is another. */
export function RoundSelect({ value, onChange, error, disabled, testId }: { value: number | null; onChange(id: number): void; error?: string | null; disabled?: boolean; testId: string }) {
  const { LL } = useI18n();
  const orgId = useAdminOrgId();
  const rounds = trpc.config.rounds.list.useQuery({ orgId, offset: 0, limit: ROUND_LIMIT }, { meta: { errorAction: 'configRounds' } });
  const options = (rounds.data?.items ?? []).filter((round) => round.editable || round.id === value);
  return (
    <TextField
      select
      required
      label={LL.config.rounds.round()}
      value={rounds.data ? (value ?? '') : ''}
      onChange={(event) => onChange(Number(event.target.value))}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error ?? undefined}
      fullWidth
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': testId } as object } }}
    >
      {options.map((round) => (
        <MenuItem key={round.id} value={round.id} data-testid={`${testId}-${round.id}`}>
          {round.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
