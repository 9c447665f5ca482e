import { MenuItem, TextField } from '@mui/material';
import { useI18n } from '../../../app/i18n';
import { trpc } from '../../../lib/trpc';
import { useAdminOrgId } from '../common/org';

const SCHEME_LIMIT = 200;

/**
 * Picks one of the organisation's schemes by short name. The label floats whenever a scheme is
 * chosen — also while the list loads and when the select is disabled (a version in use), where the
 * chosen short name (`currentLabel`) is shown: the label never lies over the value.
 */
export function SchemeSelect({
  value,
  onChange,
  disabled,
  error,
  testId,
  currentLabel,
}: {
  value: number | null;
  onChange(id: number): void;
  disabled?: boolean;
  error?: string | null;
  testId: string;
  currentLabel?: string;
}) {
  const { LL } = useI18n();
  const orgId = useAdminOrgId();
  const schemes = trpc.config.schemes.list.useQuery({ orgId, offset: 0, limit: SCHEME_LIMIT }, { meta: { errorAction: 'configSchemes' } });
  return (
    <TextField
      select
      required
      label={LL.config.schemeVersions.scheme()}
      value={value ?? ''}
      disabled={disabled}
      onChange={(event) => onChange(Number(event.target.value))}
      error={Boolean(error)}
      helperText={error ?? undefined}
      sx={{ minWidth: 220 }}
      slotProps={{
        inputLabel: { shrink: value !== null },
        select: {
          SelectDisplayProps: { 'data-testid': testId } as object,
          renderValue: (selected: unknown) => (schemes.data?.items ?? []).find((s) => s.id === selected)?.shortName ?? currentLabel ?? '',
        },
      }}
    >
      {(schemes.data?.items ?? []).map((scheme) => (
        <MenuItem key={scheme.id} value={scheme.id} data-testid={`${testId}-${scheme.id}`}>
          {scheme.shortName}
        </MenuItem>
      ))}
    </TextField>
  );
}
