import { fillFromFirstSurvey, isSurveyLikeProduct, localize, PRODUCT_TYPES, type ProductType } from '@eqa/core';
import { Autocomplete, Box, Chip, FormControlLabel, MenuItem, Stack, Switch, TextField, Tooltip } from '@mui/material';
import { useI18n } from '../../../app/i18n';
import { trpc } from '../../../lib/trpc';
import { fromDateTimeInput, toDateTimeInput } from '../common/date-input';
import { LocalizedFields } from '../common/localized-fields';
import { useAdminOrg, useAdminOrgId, useEditLocales } from '../common/org';
import type { ProductFormDraft } from './product-draft';
import { DateTimeInput } from '../../../components/date-inputs';

const LIST_LIMIT = 200;

interface SurveyOption {
  id: number;
  label: string;
  schemeVersionName: Record<string, string>;
  schemeShortName: string;
}

/** The surveys of the product's year (survey products link surveys of their year). */
function useYearSurveys(year: number): SurveyOption[] {
  const { locale } = useI18n();
  const orgId = useAdminOrgId();
  const list = trpc.config.surveys.list.useQuery({ orgId, year, offset: 0, limit: LIST_LIMIT }, { meta: { errorAction: 'configSurveys' } });
  return (list.data?.items ?? []).flatMap((round) =>
    round.surveys.map((s) => ({
      id: s.id,
      label: `${s.schemeVersion.scheme.shortName} – ${localize(s.schemeVersion.name, locale)} (${round.name})`,
      schemeVersionName: s.schemeVersion.name,
      schemeShortName: s.schemeVersion.scheme.shortName,
    })),
  );
}

interface FieldProps {
  draft: ProductFormDraft;
  onChange(next: ProductFormDraft): void;
  savedType: ProductType | null;
  year: number;
  /** The param of the current violation (to mark the field). */
  errorParam: string | null;
  errorText: string | null;
}

/** The details tab of the product dialog (spec 3 §2/§3/§5). */
export function ProductDetailsTab({ draft, onChange, savedType, year, errorParam, errorText }: FieldProps) {
  const { LL, locale } = useI18n();
  const orgId = useAdminOrgId();
  const org = useAdminOrg();
  const locales = useEditLocales();
  const groups = trpc.config.products.groups.useQuery({ orgId }, { meta: { errorAction: 'configProductGroups' } });
  const rounds = trpc.config.rounds.list.useQuery({ orgId, year, offset: 0, limit: LIST_LIMIT }, { meta: { errorAction: 'configRounds' } });
  const surveys = useYearSurveys(year);
  const countries = org?.countries ?? [];
  const err = (param: string) => (errorParam === param ? errorText : null);
  const type = draft.type;

  const typeField = (
    <TextField
      select
      required
      label={LL.config.products.dialog.type()}
      value={type ?? ''}
      disabled={savedType !== null}
      onChange={(event) => onChange({ ...draft, type: event.target.value as ProductType })}
      error={err('type') !== null}
      helperText={err('type') ?? ' '}
      sx={{ minWidth: 200 }}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'product-type' } as object } }}
    >
      {PRODUCT_TYPES.map((option) => (
        <MenuItem key={option} value={option} data-testid={`product-type-${option}`}>
          {LL.config.products.types[option]()}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Stack spacing={2.5}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {savedType !== null ? (
          <Tooltip title={LL.config.products.dialog.typeLocked()}>
            <span>{typeField}</span>
          </Tooltip>
        ) : (
          typeField
        )}
        <TextField
          select
          required
          label={LL.config.products.dialog.group()}
          value={groups.data ? (draft.productGroupId ?? '') : ''}
          onChange={(event) => onChange({ ...draft, productGroupId: Number(event.target.value) })}
          error={err('productGroupId') !== null}
          helperText={err('productGroupId') ?? ' '}
          sx={{ minWidth: 240, flexGrow: 1 }}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'product-group' } as object } }}
        >
          {[...(groups.data?.items ?? [])]
            .sort((a, b) => a.ordinal - b.ordinal)
            .map((group) => (
              <MenuItem key={group.id} value={group.id} data-testid={`product-group-option-${group.id}`}>
                {localize(group.name, locale)}
              </MenuItem>
            ))}
        </TextField>
        <TextField
          required
          label={LL.config.products.dialog.shortName()}
          value={draft.shortName}
          onChange={(event) => onChange({ ...draft, shortName: event.target.value })}
          error={err('shortName') !== null}
          helperText={err('shortName') ?? ' '}
          slotProps={{ htmlInput: { 'data-testid': 'product-short-name' } }}
        />
        <TextField
          label={LL.config.products.dialog.ordinal()}
          value={draft.ordinal}
          onChange={(event) => onChange({ ...draft, ordinal: event.target.value })}
          error={err('ordinal') !== null}
          helperText={err('ordinal') ?? ' '}
          sx={{ width: { md: 120 } }}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'product-ordinal' } }}
        />
      </Stack>
      <LocalizedFields
        locales={locales}
        value={draft.name}
        onChange={(name) => onChange({ ...draft, name })}
        label={(language) => LL.config.products.dialog.name({ language })}
        error={err('name')}
        required
        direction="row"
        testId="product-name"
      />
      <LocalizedFields
        locales={locales}
        value={draft.description}
        onChange={(description) => onChange({ ...draft, description })}
        label={(language) => LL.config.products.dialog.description({ language })}
        multiline
        direction="row"
        testId="product-description"
      />
      <Autocomplete
        multiple
        options={countries.map((c) => c.id)}
        value={draft.countries}
        onChange={(_event, next) => onChange({ ...draft, countries: next })}
        getOptionLabel={(id) => localize(countries.find((c) => c.id === id)?.name, locale) || id}
        renderValue={(items, getItemProps) =>
          items.map((id, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            return <Chip key={key} {...itemProps} size="small" label={localize(countries.find((c) => c.id === id)?.name, locale) || id} />;
          })
        }
        renderInput={(params) => (
          <TextField
            {...params}
            required
            label={LL.config.products.dialog.countries()}
            error={err('countries') !== null}
            helperText={err('countries') ?? undefined}
            slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'product-countries' } }}
          />
        )}
      />
      {type === 'survey' && (
        <Autocomplete
          multiple
          options={surveys}
          value={surveys.filter((s) => draft.surveyIds.includes(s.id))}
          onChange={(_event, next) => {
            const ids = next.map((s) => s.id);
            const first = next[0];
            // spec 3 §5: on the first survey an empty product takes the scheme version's name and the scheme's short name
            const filled = fillFromFirstSurvey(
              { name: draft.name, shortName: draft.shortName },
              draft.surveyIds.length,
              first ? { schemeVersionName: first.schemeVersionName, schemeShortName: first.schemeShortName } : null,
            );
            onChange({ ...draft, surveyIds: ids, ...(filled ?? {}) });
          }}
          getOptionLabel={(option) => option.label}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          disableCloseOnSelect
          renderOption={({ key: _key, ...props }, option) => (
            <li {...props} key={option.id} data-testid={`product-survey-option-${option.id}`}>
              {option.label}
            </li>
          )}
          renderValue={(items, getItemProps) =>
            items.map((option, index) => {
              const { key, ...itemProps } = getItemProps({ index });
              return <Chip key={key} {...itemProps} size="small" label={option.label} />;
            })
          }
          renderInput={(params) => (
            <TextField
              {...params}
              required
              label={LL.config.products.dialog.surveys()}
              error={err('surveys') !== null}
              helperText={err('surveys') ?? undefined}
              slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'product-surveys' } }}
            />
          )}
        />
      )}
      {type !== null && type !== 'survey' && (
        <Stack spacing={1.5}>
          <Autocomplete
            multiple
            options={rounds.data?.items ?? []}
            value={(rounds.data?.items ?? []).filter((r) => draft.rounds.some((x) => x.id === r.id))}
            onChange={(_event, next) =>
              onChange({ ...draft, rounds: next.map((r) => draft.rounds.find((x) => x.id === r.id) ?? { id: r.id, customDeadline: null }) })
            }
            getOptionLabel={(option) => option.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            disableCloseOnSelect
            renderInput={(params) => (
              <TextField
                {...params}
                required
                label={LL.config.products.dialog.rounds()}
                error={err('rounds') !== null}
                helperText={err('rounds') ?? undefined}
                slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'product-rounds' } }}
              />
            )}
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
            {draft.rounds.map((round) => {
              const name = rounds.data?.items.find((r) => r.id === round.id)?.name ?? String(round.id);
              return (
                <DateTimeInput
                  key={round.id}
                  size="small"
                  label={LL.config.products.dialog.customDeadline({ round: name })}
                  value={toDateTimeInput(round.customDeadline)}
                  onChange={(value) => onChange({ ...draft, rounds: draft.rounds.map((r) => (r.id === round.id ? { ...r, customDeadline: fromDateTimeInput(value) } : r)) })}
                  testId={`product-round-deadline-${round.id}`}
                />
              );
            })}
          </Box>
        </Stack>
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        {type === 'certificate' && (
          <TextField
            select
            required
            label={LL.config.products.dialog.locale()}
            value={draft.localeId ?? ''}
            onChange={(event) => onChange({ ...draft, localeId: event.target.value })}
            error={err('localeId') !== null}
            helperText={err('localeId') ?? ' '}
            sx={{ minWidth: 220 }}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'product-locale' } as object } }}
          >
            {locales.map((l) => (
              <MenuItem key={l.id} value={l.id}>
                {l.id === 'en' || l.id === 'hu' ? LL.language[l.id]() : l.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        {type !== null && isSurveyLikeProduct(type) && (
          <>
            <TextField
              label={LL.config.products.dialog.minRounds()}
              value={draft.minRounds}
              onChange={(event) => onChange({ ...draft, minRounds: event.target.value })}
              error={err('minRounds') !== null}
              helperText={err('minRounds') ?? ' '}
              sx={{ width: { md: 240 } }}
              slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'product-min-rounds' } }}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={draft.extraEvaluationAvailable}
                  onChange={(event) => onChange({ ...draft, extraEvaluationAvailable: event.target.checked })}
                  slotProps={{ input: { 'data-testid': 'product-extra-evaluation' } as object }}
                />
              }
              label={LL.config.products.dialog.extraEvaluationAvailable()}
            />
          </>
        )}
        <FormControlLabel
          control={<Switch checked={draft.hidden} onChange={(event) => onChange({ ...draft, hidden: event.target.checked })} slotProps={{ input: { 'data-testid': 'product-hidden' } as object }} />}
          label={LL.config.products.dialog.hidden()}
        />
      </Stack>
    </Stack>
  );
}
