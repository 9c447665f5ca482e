import { MenuItem, TextField } from '@mui/material';
import { useI18n } from '../../../app/i18n';
import { trpc } from '../../../lib/trpc';
import { useAdminOrgId } from '../common/org';

const SCHEME_LIMIT = 200;

/** Picks one of the organisation's schemes by short name. */
export function SchemeSelect({ value, onChange, disabled, error, testId }: { value: number | null; onChange(id: number): void; disabled?: boolean; error?: string | null; testId: string }) {
  const { LL } = useI18n();
  const orgId = useAdminOrgId();
  const schemes = trpc.config.schemes.list.useQuery({ orgId, offset: 0, limit: SCHEME_LIMIT }, { meta: { errorAction: 'configSchemes' } });
  return (
    <TextField
      select
      required
      label={LL.config.schemeVersions.scheme()}
      value={schemes.data ? (value ?? '') : ''}
      disabled={disabled}
      onChange={(event) => onChange(Number(event.target.value))}
      error={Boolean(error)}
      helperText={error ?? undefined}
      sx={{ minWidth: 220 }}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': testId } as object } }}
    >
      {(schemes.data?.items ?? []).map((scheme) => (
        <MenuItem key={scheme.id} value={scheme.id} data-testid={`${testId}-${scheme.id}`}>
          {scheme.shortName}
        </MenuItem>
      ))}
    </TextField>
  );
}
