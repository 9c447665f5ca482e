import {
  checkDocumentFile,
  convertibleUnitIds,
  convertNumericValue,
  defaultUnitId,
  documentAcceptAttribute,
  EXTENDED_DEBOUNCE_MS,
  formatNumericInput,
  localize,
  MULTILINE_MAX_ROWS,
  NOT_SPECIFIED,
  parseNumericInput,
  pickedFileMimeType,
  switchValueUnit,
  UPDATE_DEBOUNCE_MS,
  type DocumentMediaType,
  type Localized,
  type UnitConversion,
  type ValueErrorKey,
} from '@eqa/core';
import { formatNumber } from '@eqa/i18n';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import EditNoteIcon from '@mui/icons-material/EditNote';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Autocomplete,
  type AutocompleteRenderInputParams,
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  InputAdornment,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { createContext, useContext, useMemo, useRef, useState, type HTMLAttributes, type Key } from 'react';
import { useReportError } from '../../app/error-reporting';
import { useI18n } from '../../app/i18n';
import { trpc } from '../../lib/trpc';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { usePlatformConfig } from '../platform/platform-config';
import { downloadFile, RestError, restHeaders } from '../surveys/download';
import { draftFromStored, emptyScalarDraft, isEmptyDraft, localNumberText, storedMeaning, type ScalarDraft, type ValueDraft } from './draft-model';
import { draftKey, type DraftKeyParts } from './draft-storage';
import { resultValues, type FormDimension, type FormParameter } from './form-model';
import type { DraftEntry, ResultSaver } from './result-saver';
import { useDraftEntry, useJustSaved } from './use-result-saver';
import { asValueErrorKey, valueMessage } from './value-messages';

/** What every control of a survey form shares. */
export interface ResultEntryEnv {
  saver: ResultSaver;
  labId: number;
  surveyId: number;
  readOnly: boolean;
  units: ReadonlyMap<number, Localized>;
  conversions: readonly UnitConversion[];
}

const ResultEntryContext = createContext<ResultEntryEnv | null>(null);
export const ResultEntryProvider = ResultEntryContext.Provider;

function useResultEntry(): ResultEntryEnv {
  const env = useContext(ResultEntryContext);
  if (!env) throw new Error('useResultEntry outside ResultEntryProvider');
  return env;
}

/** The test id of a place: value-{parameter}-{group}-{sample|g}-{dimension}. */
export function placeTestId(parts: DraftKeyParts): string {
  return `value-${parts.parameterId}-${parts.resultGroupId}-${parts.sampleId ?? 'g'}-${parts.dimensionId}`;
}

/** A dimension or a component of a composite dimension, as the controls need it. */
type ControlDimension = Omit<FormDimension, 'role' | 'mandatory' | 'components'>;

interface ScalarProps {
  parameterId: number;
  resultGroupId: number;
  dimension: ControlDimension;
  draft: ScalarDraft;
  onChange(draft: ScalarDraft): void;
  testId: string;
  label: string;
  /** Show the label above the input (context values); result values sit under a column header. */
  showLabel: boolean;
  required: boolean;
  disabled: boolean;
  error: string | null;
  downloadPath?: string | null;
}

const displayTestId = (testId: string) => ({ 'data-testid': testId }) as HTMLAttributes<HTMLDivElement>;

function NumericInput({ parameterId, dimension, draft, onChange, testId, label, showLabel, required, disabled, error }: ScalarProps & { draft: Extract<ScalarDraft, { kind: 'numeric' }> }) {
  const env = useResultEntry();
  const { LL, locale } = useI18n();
  const [focusText, setFocusText] = useState<string | null>(null);
  const [localUnit, setLocalUnit] = useState<number | null>(null);
  /** A unit switch of a typed value without a conversion: asks before keeping the number. */
  const [askSwitch, setAskSwitch] = useState<{ from: number; to: number } | null>(null);
  // the dimension's units that convert into the parameter's evaluation unit (the server refuses others)
  const allowed = convertibleUnitIds(dimension, parameterId, env.conversions);
  const unitId = defaultUnitId({
    chosenUnitId: draft.unitId ?? localUnit,
    lastSelectedUnitId: dimension.lastUnitSelected,
    dimensionUnitId: dimension.unitId,
    allowedUnitIds: allowed,
  });
  const unitName = (id: number | null) => (id === null ? '' : localize(env.units.get(id), locale));
  const text = focusText ?? draft.text;
  const parsed = parseNumericInput(text);
  const evaluationUnit = dimension.evaluationUnitId;
  const needsConversion = parsed.state === 'valid' && unitId !== null && evaluationUnit !== null && unitId !== evaluationUnit;
  const converted =
    needsConversion && parsed.state === 'valid' && unitId !== null && evaluationUnit !== null
      ? convertNumericValue({ value: parsed.value, text: parsed.text, fromUnitId: unitId, toUnitId: evaluationUnit, parameterId, conversions: env.conversions })
      : null;
  const choice = allowed.length > 1;
  const setUnit = (next: number, nextText: string) => {
    setLocalUnit(next);
    setFocusText(null);
    onChange({ kind: 'numeric', text: nextText, unitId: next });
  };
  /** Switching the unit of a typed value converts it (the units' factors), or asks when they do not convert. */
  const switchUnit = (next: number) => {
    const typed = parseNumericInput(draft.text);
    if (typed.state !== 'valid' || unitId === null || next === unitId) return setUnit(next, draft.text);
    const moved = switchValueUnit({
      value: typed.value,
      text: typed.text,
      fromUnitId: unitId,
      toUnitId: next,
      evaluationUnitId: evaluationUnit,
      parameterId,
      conversions: env.conversions,
    });
    if (!moved) return setAskSwitch({ from: unitId, to: next });
    setUnit(next, localNumberText(formatNumericInput({ relation: typed.explicitRelation ? typed.relation : null, text: moved.text }), locale));
  };

  return (
    <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
      <TextField
        size="small"
        label={showLabel ? label : undefined}
        required={required}
        value={text}
        disabled={disabled}
        error={error !== null}
        helperText={error}
        onFocus={() => setFocusText(draft.text)}
        onBlur={() => setFocusText(null)}
        onChange={(event) => {
          setFocusText(event.target.value);
          onChange({ kind: 'numeric', text: event.target.value, unitId });
        }}
        sx={{ width: 160 }}
        slotProps={{
          htmlInput: { 'data-testid': testId, 'aria-label': label, inputMode: 'decimal', autoComplete: 'off', spellCheck: false },
          input: !choice && unitId !== null ? { endAdornment: <InputAdornment position="end">{unitName(unitId)}</InputAdornment> } : undefined,
          formHelperText: { sx: { mx: 0 } },
        }}
      />
      {choice && (
        <TextField
          select
          size="small"
          value={unitId === null ? '' : String(unitId)}
          disabled={disabled}
          onChange={(event) => switchUnit(Number(event.target.value))}
          sx={{ width: 130 }}
          slotProps={{ select: { SelectDisplayProps: { ...displayTestId(`unit-${testId.slice('value-'.length)}`), 'aria-label': `${label} – ${LL.results.unit()}` } as HTMLAttributes<HTMLDivElement> } }}
        >
          {allowed.map((id) => (
            <MenuItem key={id} value={String(id)} data-testid={`unit-option-${id}`}>
              {unitName(id)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {needsConversion && evaluationUnit !== null && (
        <Tooltip title={LL.results.convertedTooltip()}>
          <Typography variant="body2" color="text.secondary" sx={{ pt: 1, whiteSpace: 'nowrap' }} data-testid={`converted-${testId.slice('value-'.length)}`}>
            {converted
              ? LL.results.converted({ value: formatNumber(converted.displayValue, locale), unit: unitName(evaluationUnit) })
              : LL.results.noConversion({ unit: unitName(evaluationUnit) })}
          </Typography>
        </Tooltip>
      )}
      <Dialog open={askSwitch !== null} onClose={() => setAskSwitch(null)} data-testid={`unit-switch-${testId.slice('value-'.length)}`}>
        <DialogTitle>{LL.results.unitSwitch.title()}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {askSwitch && LL.results.unitSwitch.noConversion({ value: draft.text, from: unitName(askSwitch.from), to: unitName(askSwitch.to) })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAskSwitch(null)} data-testid="unit-switch-cancel">
            {LL.actions.cancel()}
          </Button>
          <Button
            variant="contained"
            onClick={() => {
              if (askSwitch) setUnit(askSwitch.to, draft.text);
              setAskSwitch(null);
            }}
            data-testid="unit-switch-keep"
          >
            {LL.results.unitSwitch.keep()}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

type NominalDraft = Extract<ScalarDraft, { kind: 'nominal' }>;

function NominalSelect({ dimension, draft, onChange, testId, label, showLabel, required, disabled, error }: ScalarProps & { draft: NominalDraft }) {
  const { LL, locale } = useI18n();
  const options = [...(dimension.values ?? [])];
  for (const id of draft.valueIds) {
    const names = draft.names[String(id)];
    if (!options.some((o) => o.id === id) && names) options.push({ id, value: names, ordinal: Number.MAX_SAFE_INTEGER, deprecated: true });
  }
  const nameOf = (id: number) => localize(options.find((o) => o.id === id)?.value ?? draft.names[String(id)], locale) || String(id);
  const namesOf = (ids: readonly number[]) => Object.fromEntries(ids.map((id) => [String(id), options.find((o) => o.id === id)?.value ?? draft.names[String(id)] ?? {}]));
  const multiple = dimension.multipleValues;
  const choose = (ids: number[]) => onChange({ kind: 'nominal', valueIds: ids, names: namesOf(ids) });
  return (
    <TextField
      select
      size="small"
      label={showLabel ? label : undefined}
      required={required}
      disabled={disabled}
      error={error !== null}
      helperText={error}
      value={multiple ? draft.valueIds.map(String) : (draft.valueIds[0]?.toString() ?? '')}
      onChange={(event) => {
        const raw: unknown = event.target.value;
        if (Array.isArray(raw)) {
          const picked = raw.map(String);
          choose(picked.includes('') ? [] : picked.map(Number));
        } else {
          choose(raw === '' || raw === NOT_SPECIFIED ? [] : [Number(raw)]);
        }
      }}
      sx={{ minWidth: { xs: 0, sm: 180 }, maxWidth: { xs: '100%', sm: 420 }, flexShrink: { xs: 1, sm: 0 } }}
      slotProps={{
        inputLabel: { shrink: true },
        select: {
          multiple,
          displayEmpty: true,
          renderValue: (selected: unknown) => {
            const ids = (Array.isArray(selected) ? selected : [selected]).map(String).filter((v) => v !== '');
            // as the searchable list's placeholder: an empty choice must not look like an answer
            if (ids.length === 0) return <Box component="span" sx={{ color: 'text.disabled' }}>{LL.results.notSpecified()}</Box>;
            return ids.map((id) => nameOf(Number(id))).join(', ');
          },
          SelectDisplayProps: { ...displayTestId(testId), 'aria-label': label } as HTMLAttributes<HTMLDivElement>,
        },
        formHelperText: { sx: { mx: 0 } },
      }}
    >
      <MenuItem value="" data-testid={`${testId}-option-not-specified`}>
        <em>{LL.results.notSpecified()}</em>
      </MenuItem>
      {options.map((o) => (
        <MenuItem key={o.id} value={String(o.id)} data-testid={`${testId}-option-${o.id}`}>
          {localize(o.value, locale)}
        </MenuItem>
      ))}
    </TextField>
  );
}

interface NominalOption {
  id: number | typeof NOT_SPECIFIED;
  label: string;
  value: Localized;
}

/** The searchable list of a nominal dimension with more options than the autocomplete threshold (spec 1 §2). */
function NominalAutocomplete({ parameterId, dimension, draft, onChange, testId, label, showLabel, required, disabled, error }: ScalarProps & { draft: NominalDraft }) {
  const env = useResultEntry();
  const config = usePlatformConfig();
  const { LL, locale } = useI18n();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), config.searchDebounceMs);
  const values = trpc.results.dimensionValues.useQuery(
    { labId: env.labId, surveyId: env.surveyId, paramId: parameterId, dimId: dimension.id, locale, limit: 100, ...(query ? { query } : {}) },
    { enabled: open && !disabled, placeholderData: keepPreviousData, meta: { errorAction: 'values' } },
  );
  // one identity per selection: the autocomplete resets its typed text whenever its value changes identity
  const selectionKey = `${locale}|${draft.valueIds.map((id) => `${id}:${JSON.stringify(draft.names[String(id)] ?? {})}`).join(',')}`;
  const selected = useMemo<NominalOption[]>(
    () =>
      draft.valueIds.map((id) => {
        const value = draft.names[String(id)] ?? {};
        return { id, label: localize(value, locale) || String(id), value };
      }),
    // the key holds everything the options are made of
    [selectionKey],
  );
  const found: NominalOption[] = (values.data?.items ?? []).map((o) => ({ id: o.id, label: localize(o.value, locale), value: o.value }));
  const notSpecified: NominalOption = { id: NOT_SPECIFIED, label: LL.results.notSpecified(), value: {} };
  const options = query === '' && selected.length > 0 ? [notSpecified, ...found] : found;
  const pick = (picked: NominalOption[]) => {
    const real = picked.filter((o): o is NominalOption & { id: number } => o.id !== NOT_SPECIFIED);
    if (real.length !== picked.length) return onChange({ kind: 'nominal', valueIds: [], names: {} });
    onChange({ kind: 'nominal', valueIds: real.map((o) => o.id), names: Object.fromEntries(real.map((o) => [String(o.id), o.value])) });
  };
  const common = {
    open,
    onOpen: () => setOpen(true),
    onClose: () => {
      setOpen(false);
      setSearch('');
    },
    options,
    disabled,
    size: 'small' as const,
    filterOptions: (x: NominalOption[]) => x,
    isOptionEqualToValue: (a: NominalOption, b: NominalOption) => a.id === b.id,
    getOptionLabel: (o: NominalOption) => o.label,
    loading: values.isFetching,
    loadingText: LL.loading(),
    noOptionsText: LL.value.noResult(),
    onInputChange: (_event: unknown, text: string, reason: string) => setSearch(reason === 'input' ? text : ''),
    renderOption: (props: HTMLAttributes<HTMLLIElement> & { key: Key }, option: NominalOption) => {
      const { key, ...rest } = props;
      return (
        <li key={key} {...rest} data-testid={`${testId}-option-${option.id === NOT_SPECIFIED ? 'not-specified' : option.id}`}>
          {option.id === NOT_SPECIFIED ? <em>{option.label}</em> : option.label}
        </li>
      );
    },
    sx: { minWidth: 240, maxWidth: 360 },
  };
  const input = (params: AutocompleteRenderInputParams) => (
    <TextField
      {...params}
      label={showLabel ? label : undefined}
      required={required}
      error={error !== null}
      helperText={error ?? (open ? LL.results.search() : undefined)}
      placeholder={selected.length === 0 ? LL.results.notSpecified() : undefined}
      slotProps={{
        ...params.slotProps,
        inputLabel: { ...params.slotProps.inputLabel, shrink: true },
        htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId, 'aria-label': label },
        formHelperText: { sx: { mx: 0 } },
      }}
    />
  );
  if (dimension.multipleValues) {
    return <Autocomplete {...common} multiple value={selected} onChange={(_e, picked: NominalOption[]) => pick(picked)} renderInput={input} />;
  }
  return (
    <Autocomplete
      {...common}
      value={selected[0] ?? null}
      onChange={(_e, picked: NominalOption | null) => pick(picked ? [picked] : [])}
      renderInput={input}
    />
  );
}

function TextInput({ dimension, draft, onChange, testId, label, showLabel, required, disabled, error }: ScalarProps & { draft: Extract<ScalarDraft, { kind: 'text' | 'date_time' }> }) {
  const { LL } = useI18n();
  const [focusText, setFocusText] = useState<string | null>(null);
  const text = focusText ?? draft.text;
  const dateTime = draft.kind === 'date_time';
  return (
    <TextField
      size="small"
      label={showLabel ? label : undefined}
      required={required}
      value={text}
      disabled={disabled}
      error={error !== null}
      helperText={error}
      placeholder={dateTime ? LL.results.dateTimePlaceholder() : undefined}
      multiline={!dateTime}
      maxRows={dateTime ? undefined : MULTILINE_MAX_ROWS}
      onFocus={() => setFocusText(draft.text)}
      onBlur={() => setFocusText(null)}
      onChange={(event) => {
        setFocusText(event.target.value);
        onChange(dateTime ? { kind: 'date_time', text: event.target.value } : { kind: 'text', text: event.target.value });
      }}
      sx={{ minWidth: dateTime ? 190 : 220, flexGrow: dateTime ? 0 : 1, maxWidth: 420 }}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { 'data-testid': testId, 'aria-label': label, 'data-dimension': dimension.id },
        formHelperText: { sx: { mx: 0 } },
      }}
    />
  );
}

const MEDIA_TYPE_ORDER: readonly DocumentMediaType[] = ['word', 'pdf', 'jpeg', 'png', 'image'];

function DocumentInput({ parameterId, resultGroupId, dimension, draft, onChange, testId, label, showLabel, required, disabled, error, downloadPath }: ScalarProps & { draft: Extract<ScalarDraft, { kind: 'document' }> }) {
  const env = useResultEntry();
  const { LL } = useI18n();
  const reportError = useReportError();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<ValueErrorKey | null>(null);
  const types = dimension.mediaType ? [dimension.mediaType] : MEDIA_TYPE_ORDER;

  const upload = async (file: File) => {
    setUploadError(null);
    const check = checkDocumentFile({ mimeType: pickedFileMimeType(file), size: file.size }, dimension.mediaType);
    if (!check.ok) {
      setUploadError(check.error);
      return;
    }
    setUploading(true);
    try {
      const path = `/api/v1/labs/${env.labId}/surveys/${env.surveyId}/parameters/${parameterId}/result_groups/${resultGroupId}/values/content?dimension_id=${encodeURIComponent(dimension.id)}&name=${encodeURIComponent(file.name)}`;
      const response = await fetch(path, { method: 'PUT', body: file, headers: { ...restHeaders(), 'content-type': check.mimeType } });
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok) throw new RestError(response.status, body);
      const stored = body as { fileId: number; name: string; mediaType: string; size: number };
      onChange({ kind: 'document', file: { id: stored.fileId, name: stored.name, mediaType: stored.mediaType, size: stored.size } });
    } catch (failure) {
      const key = failure instanceof RestError ? asValueErrorKey(failure.data.appError.type) : null;
      if (key) setUploadError(key);
      else reportError(failure, { action: 'savingResults', retry: () => void upload(file) });
    } finally {
      setUploading(false);
    }
  };

  const shown = uploadError ? valueMessage(LL, uploadError) : error;
  return (
    <Stack spacing={0.5} sx={{ minWidth: 220 }} role="group" aria-label={label}>
      {showLabel && (
        <Typography variant="caption" color="text.secondary" sx={{ lineHeight: 1 }}>
          {label}
          {required ? ' *' : ''}
        </Typography>
      )}
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {draft.file && (
          <Chip
            icon={<AttachFileIcon />}
            label={draft.file.name}
            variant="outlined"
            onClick={downloadPath ? () => void downloadFile(`/api/v1${downloadPath}`).catch((e: unknown) => reportError(e, { action: 'downloads' })) : undefined}
            onDelete={disabled ? undefined : () => onChange({ kind: 'document', file: null })}
            deleteIcon={
              <Tooltip title={LL.results.document.remove()}>
                <DeleteOutlineIcon data-testid={`${testId}-remove`} />
              </Tooltip>
            }
            data-testid={`${testId}-file`}
          />
        )}
        <Button
          size="small"
          variant="outlined"
          startIcon={uploading ? <CircularProgress size={16} /> : <UploadFileIcon />}
          disabled={disabled || uploading}
          onClick={() => fileInput.current?.click()}
          aria-label={`${label} – ${draft.file ? LL.results.document.replace() : LL.results.document.upload()}`}
          data-testid={`${testId}-upload`}
        >
          {uploading ? LL.results.document.uploading() : draft.file ? LL.results.document.replace() : LL.results.document.upload()}
        </Button>
        <input
          ref={fileInput}
          type="file"
          hidden
          accept={documentAcceptAttribute(dimension.mediaType)}
          data-testid={`${testId}-input`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
      </Stack>
      <Typography variant="caption" color={shown ? 'error' : 'text.secondary'} data-testid={shown ? `${testId}-error` : undefined}>
        {shown ?? LL.results.document.allowed({ types: types.map((t) => LL.results.document.types[t]()).join(', ') })}
      </Typography>
    </Stack>
  );
}

function ScalarInput(props: ScalarProps) {
  const { draft } = props;
  switch (draft.kind) {
    case 'numeric':
      return <NumericInput {...props} draft={draft} />;
    case 'nominal':
      return props.dimension.controlKind === 'autocomplete' ? <NominalAutocomplete {...props} draft={draft} /> : <NominalSelect {...props} draft={draft} />;
    case 'text':
    case 'date_time':
      return <TextInput {...props} draft={draft} />;
    case 'document':
      return <DocumentInput {...props} draft={draft} />;
  }
}

interface ValueCellProps {
  parameter: FormParameter;
  dimension: FormDimension;
  resultGroupId: number;
  sampleId: number | null;
  /** The accessible name: parameter, sample and dimension. */
  label: string;
  showLabel: boolean;
}

/**
 * One result-entry control (spec 1 §2): the dimension's value for a parameter, result group and
 * sample, showing the user's draft until the server has it, saved by the form's autosave with the
 * debounce of its kind (result values 3000 ms, context values 1000 ms).
 */
export function ValueCell({ parameter, dimension, resultGroupId, sampleId, label, showLabel }: ValueCellProps) {
  const env = useResultEntry();
  const { LL, locale } = useI18n();
  const parts = { parameterId: parameter.id, resultGroupId, sampleId, dimensionId: dimension.id };
  const entry = useDraftEntry(env.saver, draftKey(parts));
  const values = resultValues(parameter, resultGroupId, sampleId);
  const stored = draftFromStored(dimension, values, locale);
  const draft: ValueDraft = entry?.draft ?? stored;
  const debounceMs = dimension.role === 'result' ? EXTENDED_DEBOUNCE_MS : UPDATE_DEBOUNCE_MS;
  // interacted with: changed, or left (a drop-down opened and closed without a choice counts)
  const [touched, setTouched] = useState(false);
  const change = (next: ValueDraft) => {
    setTouched(true);
    env.saver.edit(parts, dimension, next, { base: storedMeaning(dimension, values), debounceMs });
  };
  const testId = placeTestId(parts);
  const required = dimension.mandatory;
  // spec 1 §5: a required field the user has touched and left empty says so
  const missing = required && touched && !env.readOnly && isEmptyDraft(dimension, draft);
  const error = entry?.error ? valueMessage(LL, entry.error) : missing ? LL.requiredField() : null;
  const downloadPath = values.find((v) => v.dimensionId === dimension.id)?.downloadPath ?? null;

  const body =
    draft.kind === 'composite' ? (
      <Box
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
        role="group"
        aria-label={label}
        data-testid={testId}
      >
        {showLabel && (
          <Typography variant="caption" color="text.secondary" sx={{ width: '100%' }}>
            {label}
            {required ? ' *' : ''}
          </Typography>
        )}
        {dimension.components.map((component, index) => {
          const part = draft.components[component.id] ?? emptyScalarDraft(component.valueType);
          return (
            <ScalarInput
              key={component.id}
              parameterId={parameter.id}
              resultGroupId={resultGroupId}
              dimension={component}
              draft={part}
              onChange={(next) => change({ kind: 'composite', components: { ...draft.components, [component.id]: next } })}
              testId={`${testId}-${component.id}`}
              label={localize(component.name, locale)}
              showLabel
              required={false}
              disabled={env.readOnly}
              error={index === 0 ? error : null}
            />
          );
        })}
      </Box>
    ) : (
      <ScalarInput
        parameterId={parameter.id}
        resultGroupId={resultGroupId}
        dimension={dimension}
        draft={draft}
        onChange={change}
        testId={testId}
        label={label}
        showLabel={showLabel}
        required={required}
        disabled={env.readOnly}
        error={error}
        downloadPath={downloadPath}
      />
    );

  return (
    <Stack
      direction="row"
      sx={{ alignItems: 'flex-start', gap: 0.5, maxWidth: '100%' }}
      onBlur={() => setTouched(true)}
      data-save-state={entry?.status ?? 'saved'}
      data-testid={`${testId}-cell`}
    >
      {body}
      {(!env.readOnly || entry) && <SaveMark entry={entry} draftKeyOf={draftKey(parts)} testId={testId} />}
    </Stack>
  );
}

type SaveMarkState = 'pending' | 'saving' | 'saved' | 'failed' | 'held' | 'none';

function saveMarkState(entry: DraftEntry | undefined, justSaved: boolean): SaveMarkState {
  switch (entry?.status) {
    case undefined:
      return justSaved ? 'saved' : 'none';
    case 'waiting':
    case 'queued':
      return 'pending';
    case 'saving':
      return 'saving';
    case 'failed':
    case 'stale':
      return 'failed';
    case 'held':
      return 'held';
  }
}

/**
 * The save state beside the control being edited (the page header is off-screen while typing):
 * not yet saved, saving, saved (the last save wrote it), or NOT saved with Retry. A held input
 * (an incomplete number) says why under the field instead. The slot keeps its width, so the form
 * does not shift while the state changes.
 */
function SaveMark({ entry, draftKeyOf, testId }: { entry: DraftEntry | undefined; draftKeyOf: string; testId: string }) {
  const env = useResultEntry();
  const { LL } = useI18n();
  const justSaved = useJustSaved(env.saver, draftKeyOf);
  const state = saveMarkState(entry, justSaved);
  const text =
    state === 'pending'
      ? LL.results.saving.cellPending()
      : state === 'saving'
        ? LL.notifications.saveInProgress()
        : state === 'saved'
          ? LL.results.saving.cellSaved()
          : state === 'failed'
            ? entry?.reason
              ? LL.results.saving.reason[entry.reason]()
              : LL.notifications.resultNotSaved()
            : '';
  const locked = entry?.reason === 'validated' || entry?.reason === 'readOnly';
  return (
    <Box
      sx={{ width: 30, minHeight: 40, display: 'flex', alignItems: 'center', justifyContent: 'center', flexShrink: 0 }}
      role="status"
      data-testid={`${testId}-save-mark`}
      data-state={state}
      className="no-print"
    >
      {state === 'failed' ? (
        <Tooltip title={text}>
          <IconButton
            size="small"
            color="error"
            onClick={() => env.saver.retry()}
            aria-label={locked ? LL.notifications.resultNotSaved() : `${LL.notifications.resultNotSaved()} – ${LL.results.saving.retry()}`}
            data-testid={`${testId}-not-saved`}
            data-reason={entry?.reason ?? undefined}
          >
            <CloudOffIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : state === 'none' || state === 'held' ? null : (
        <Tooltip title={text}>
          <Box component="span" sx={{ display: 'inline-flex' }} aria-label={text} role="img">
            {state === 'saving' ? (
              <CircularProgress size={16} aria-hidden />
            ) : state === 'saved' ? (
              <CheckCircleOutlineIcon fontSize="small" color="success" aria-hidden />
            ) : (
              <EditNoteIcon fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden />
            )}
          </Box>
        </Tooltip>
      )}
    </Box>
  );
}
