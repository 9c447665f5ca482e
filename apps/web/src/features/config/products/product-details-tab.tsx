import { fillFromFirstSurvey, isSurveyLikeProduct, localize, PRODUCT_TYPES, type ProductType } from '@eqa/core';
import { Autocomplete, Box, Chip, Stack, TextField, Tooltip, type AutocompleteRenderInputParams } from '@mui/material';
import type { UseFormReturn } from 'react-hook-form';
import { useI18n } from '../../../app/i18n';
import { DateTimeInput } from '../../../components/date-inputs';
import { FormLocalizedFields } from '../../../components/forms/form-localized-fields';
import { FormSelectField } from '../../../components/forms/form-select-field';
import { FormSwitchField } from '../../../components/forms/form-switch-field';
import { FormTextField } from '../../../components/forms/form-text-field';
import { useFormField } from '../../../components/forms/use-form-field';
import { trpc } from '../../../lib/trpc';
import { fromDateTimeInput, toDateTimeInput } from '../common/date-input';
import { useAdminOrg, useAdminOrgId, useEditLocales } from '../common/org';
import type { ProductFormDraft } from './product-draft';

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

type ProductForm = UseFormReturn<ProductFormDraft>;
/** A list field of the product form chosen in an autocomplete (countries, surveys, rounds): its value, its error and the input's props. */
function useListField<N extends 'countries' | 'surveyIds' | 'rounds'>(form: ProductForm, name: N, label: string, testId: string) {
  const { field, error } = useFormField<ProductFormDraft, N>(form.control, name);
  const input = (params: AutocompleteRenderInputParams) => (
    <TextField
      {...params}
      required
      inputRef={field.ref}
      label={label}
      error={error !== null}
      helperText={error ?? undefined}
      slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId } }}
    />
  );
  return { field, input };
}

/** The details tab of the product dialog (spec 3 §2/§3/§5): the kit's fields on the dialog's form. */
export function ProductDetailsTab({ form, savedType, year }: { form: ProductForm; savedType: ProductType | null; year: number }) {
  const { LL, locale } = useI18n();
  const orgId = useAdminOrgId();
  const org = useAdminOrg();
  const locales = useEditLocales();
  const groups = trpc.config.products.groups.useQuery({ orgId }, { meta: { errorAction: 'configProductGroups' } });
  const rounds = trpc.config.rounds.list.useQuery({ orgId, year, offset: 0, limit: LIST_LIMIT }, { meta: { errorAction: 'configRounds' } });
  const surveys = useYearSurveys(year);
  const countries = org?.countries ?? [];
  const { control } = form;
  const type = form.watch('type');
  const D = LL.config.products.dialog;
  const countryList = useListField(form, 'countries', D.countries(), 'product-countries');
  const surveyList = useListField(form, 'surveyIds', D.surveys(), 'product-surveys');
  const roundList = useListField(form, 'rounds', D.rounds(), 'product-rounds');
  const chosenCountries = countryList.field.value;
  const surveyIds = surveyList.field.value;
  const chosenRounds = roundList.field.value;
  const countryName = (id: string) => localize(countries.find((c) => c.id === id)?.name, locale) || id;

  const typeField = (
    <FormSelectField
      control={control}
      name="type"
      required
      label={D.type()}
      displayTestId="product-type"
      options={PRODUCT_TYPES.map((option) => ({ value: option, label: LL.config.products.types[option](), testId: `product-type-${option}` }))}
      disabled={savedType !== null}
      sx={{ minWidth: 200 }}
    />
  );

  return (
    <Stack spacing={2.5}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {savedType !== null ? (
          <Tooltip title={D.typeLocked()}>
            <span>{typeField}</span>
          </Tooltip>
        ) : (
          typeField
        )}
        <FormSelectField
          control={control}
          name="productGroupId"
          required
          label={D.group()}
          displayTestId="product-group"
          options={[...(groups.data?.items ?? [])].sort((a, b) => a.ordinal - b.ordinal).map((group) => ({ value: group.id, label: localize(group.name, locale), testId: `product-group-option-${group.id}` }))}
          sx={{ minWidth: 240, flexGrow: 1 }}
        />
        <FormTextField control={control} name="shortName" required label={D.shortName()} testId="product-short-name" />
        <FormTextField control={control} name="ordinal" label={D.ordinal()} sx={{ width: { md: 120 } }} slotProps={{ htmlInput: { inputMode: 'numeric' } }} testId="product-ordinal" />
      </Stack>
      <FormLocalizedFields control={control} name="name" locales={locales} label={(language) => D.name({ language })} required direction="row" testId="product-name" />
      <FormLocalizedFields control={control} name="description" locales={locales} label={(language) => D.description({ language })} multiline direction="row" testId="product-description" />
      <Autocomplete
        multiple
        options={countries.map((c) => c.id)}
        value={chosenCountries}
        onChange={(_event, next) => countryList.field.onChange(next)}
        getOptionLabel={countryName}
        renderValue={(items, getItemProps) =>
          items.map((id, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            return <Chip key={key} {...itemProps} size="small" label={countryName(id)} />;
          })
        }
        renderInput={countryList.input}
      />
      {type === 'survey' && (
        <Autocomplete
          multiple
          options={surveys}
          value={surveys.filter((s) => surveyIds.includes(s.id))}
          onChange={(_event, next) => {
            const first = next[0];
            // spec 3 §5: on the first survey an empty product takes the scheme version's name and the scheme's short name
            const draft = form.getValues();
            const filled = fillFromFirstSurvey(
              { name: draft.name, shortName: draft.shortName },
              draft.surveyIds.length,
              first ? { schemeVersionName: first.schemeVersionName, schemeShortName: first.schemeShortName } : null,
            );
            surveyList.field.onChange(next.map((s) => s.id));
            if (filled) {
              form.setValue('name', filled.name, { shouldDirty: true });
              form.setValue('shortName', filled.shortName, { shouldDirty: true });
            }
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
          renderInput={surveyList.input}
        />
      )}
      {type !== null && type !== 'survey' && (
        <Stack spacing={1.5}>
          <Autocomplete
            multiple
            options={rounds.data?.items ?? []}
            value={(rounds.data?.items ?? []).filter((r) => chosenRounds.some((x) => x.id === r.id))}
            onChange={(_event, next) => roundList.field.onChange(next.map((r) => chosenRounds.find((x) => x.id === r.id) ?? { id: r.id, customDeadline: null }))}
            getOptionLabel={(option) => option.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            disableCloseOnSelect
            renderInput={roundList.input}
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
            {chosenRounds.map((round) => {
              const name = rounds.data?.items.find((r) => r.id === round.id)?.name ?? String(round.id);
              return (
                <DateTimeInput
                  key={round.id}
                  size="small"
                  label={D.customDeadline({ round: name })}
                  value={toDateTimeInput(round.customDeadline)}
                  onChange={(value) => roundList.field.onChange(chosenRounds.map((r) => (r.id === round.id ? { ...r, customDeadline: fromDateTimeInput(value) } : r)))}
                  testId={`product-round-deadline-${round.id}`}
                />
              );
            })}
          </Box>
        </Stack>
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        {type === 'certificate' && (
          <FormSelectField
            control={control}
            name="localeId"
            required
            label={D.locale()}
            displayTestId="product-locale"
            options={locales.map((l) => ({ value: l.id, label: l.id === 'en' || l.id === 'hu' ? LL.language[l.id]() : l.name }))}
            sx={{ minWidth: 220 }}
          />
        )}
        {type !== null && isSurveyLikeProduct(type) && (
          <>
            <FormTextField control={control} name="minRounds" label={D.minRounds()} sx={{ width: { md: 240 } }} slotProps={{ htmlInput: { inputMode: 'numeric' } }} testId="product-min-rounds" />
            <FormSwitchField control={control} name="extraEvaluationAvailable" label={D.extraEvaluationAvailable()} testId="product-extra-evaluation" />
          </>
        )}
        <FormSwitchField control={control} name="hidden" label={D.hidden()} testId="product-hidden" />
      </Stack>
    </Stack>
  );
}
