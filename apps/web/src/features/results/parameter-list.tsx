import {
  filterParameters,
  localize,
  parameterCheckboxesVisible,
  RESULT_FILTER_MODES,
  type ResultFilterMode,
} from '@eqa/core';
import FilterAltIcon from '@mui/icons-material/FilterAltOutlined';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useMemo, useState, type HTMLAttributes } from 'react';
import { useReportError } from '../../app/error-reporting';
import { useI18n } from '../../app/i18n';
import { useNotify } from '../../app/notifications';
import { SearchField } from '../../components/lists';
import { trpc } from '../../lib/trpc';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { usePlatformConfig } from '../platform/platform-config';
import { applySaveToForm, type FormParameter, type SurveyForm } from './form-model';
import { ParameterCard } from './parameter-card';
import type { ResultSaver } from './result-saver';

interface ParameterListProps {
  form: SurveyForm;
  saver: ResultSaver;
  resultGroupId: number;
  resultGroupName: string;
  readOnly: boolean;
  orgUser: boolean;
  refetchForm(): void;
}

const selectTestId = (testId: string, label: string) => ({ 'data-testid': testId, 'aria-label': label }) as HTMLAttributes<HTMLDivElement>;

/**
 * The parameters of the survey form (spec 1 §2): search, the result filter modes (all, empty,
 * not_empty, invalid, last_results — core filterParameters), the context filter (visible and
 * disabled by core contextFilterState; the server lists the parameters having the chosen context
 * dimension or value), the parameter checkboxes (core parameterCheckboxesVisible) with a bulk
 * context value, and the parameters grouped by parameter group, then ungrouped. A parameter shown
 * once stays until the filter changes, so it does not vanish while being filled in.
 */
export function ParameterList({ form, saver, resultGroupId, resultGroupName, readOnly, orgUser, refetchForm }: ParameterListProps) {
  const { LL, locale } = useI18n();
  const config = usePlatformConfig();
  const notify = useNotify();
  const reportError = useReportError();
  const utils = trpc.useUtils();
  const { survey } = form;
  const labId = survey.labId;
  const surveyId = survey.id;

  const [mode, setMode] = useState<ResultFilterMode>(survey.defaultLatestResultsFilter ? 'last_results' : 'all');
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), config.searchDebounceMs);
  const [contextDimension, setContextDimension] = useState('');
  const [contextValue, setContextValue] = useState('');
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const [deleting, setDeleting] = useState<FormParameter | null>(null);
  const [applying, setApplying] = useState(false);
  const [busy, setBusy] = useState(false);

  const contextDimensions = useMemo(() => {
    const byId = new Map<string, { id: string; name: Record<string, string>; nominal: boolean }>();
    for (const p of form.parameters) for (const d of p.dimensions.context) byId.set(d.id, { id: d.id, name: d.name, nominal: d.valueType === 'nominal' });
    return [...byId.values()];
  }, [form.parameters]);
  const chosenDimension = contextDimensions.find((d) => d.id === contextDimension) ?? null;
  const filterVisible = form.contextFilter.visible;
  // choosing a context dimension or value only filters what is shown (disabled once validated:
  // core contextFilterState); selecting parameters and applying a value writes, so not when read-only
  const filterDisabled = form.contextFilter.disabled;
  const actionsDisabled = form.contextFilter.disabled || readOnly;
  const contextFilter = chosenDimension ? (contextValue ? `${chosenDimension.id}:${contextValue}` : chosenDimension.id) : null;

  const dimensionValues = trpc.results.surveyDimensionValues.useQuery(
    { labId, surveyId, dimId: chosenDimension?.id ?? 'none', limit: 1000, locale },
    { enabled: chosenDimension?.nominal === true, placeholderData: keepPreviousData, meta: { errorAction: 'values' } },
  );
  const filtered = trpc.surveys.formParameters.useQuery(
    { labId, surveyId, contextFilter: contextFilter ?? undefined, filter: 'all', locale },
    { enabled: contextFilter !== null, placeholderData: keepPreviousData, meta: { errorAction: 'form' } },
  );
  const contextIds = contextFilter && filtered.data ? new Set(filtered.data.parameters.map((p) => p.id)) : null;

  const checkboxesVisible = parameterCheckboxesVisible(survey.status, { orgUser, contextFilterActive: contextFilter !== null });
  const matching = filterParameters(form.parameters, mode, query ? { query, locale } : undefined).filter((p) => !contextIds || contextIds.has(p.id));
  // parameters shown when the filter was set stay until it changes (they do not vanish while typed into)
  const filterKey = `${mode}|${query}|${contextFilter ?? ''}|${contextIds ? [...contextIds].join(',') : ''}`;
  const [pinned, setPinned] = useState<{ key: string; ids: ReadonlySet<number> }>({ key: '', ids: new Set() });
  if (pinned.key !== filterKey) setPinned({ key: filterKey, ids: new Set(matching.map((p) => p.id)) });
  const matchingIds = new Set(matching.map((p) => p.id));
  const shown = form.parameters.filter((p) => matchingIds.has(p.id) || (pinned.key === filterKey && pinned.ids.has(p.id)));
  const shownIds = new Set(shown.map((p) => p.id));
  const selected = [...checked].filter((id) => shownIds.has(id));

  const toggle = useCallback(
    (parameterId: number) =>
      setChecked((current) => {
        const next = new Set(current);
        if (next.has(parameterId)) next.delete(parameterId);
        else next.add(parameterId);
        return next;
      }),
    [],
  );

  const remove = async (parameter: FormParameter) => {
    setBusy(true);
    try {
      await saver.run((expectedVersion) => utils.client.results.deleteParameter.mutate({ labId, surveyId, paramId: parameter.id, expectedVersion }));
      saver.dropParameter(parameter.id);
      notify(LL.notifications.resultDeleted());
      setDeleting(null);
      refetchForm();
      void utils.labs.stats.invalidate({ labId });
    } catch (error) {
      setDeleting(null);
      reportError(error, { action: 'deletingResults', retry: () => void remove(parameter) });
      refetchForm();
    } finally {
      setBusy(false);
    }
  };

  const applyContext = async () => {
    if (!chosenDimension || !contextValue) return;
    setBusy(true);
    try {
      const answer = await saver.run((expectedVersion) =>
        utils.client.results.saveBulk.mutate({
          labId,
          surveyId,
          expectedVersion,
          results: selected.map((parameterId) => ({
            parameterId,
            resultGroupId,
            sampleId: null,
            values: [{ dimensionId: chosenDimension.id, type: 'nominal', valueId: Number(contextValue) }],
          })),
        }),
      );
      utils.surveys.form.setData({ labId, surveyId }, (current) => (current ? applySaveToForm(current, answer) : current));
      notify(LL.notifications.resultSaved());
      setApplying(false);
      setChecked(new Set());
    } catch (error) {
      setApplying(false);
      reportError(error, { action: 'savingResults', retry: () => void applyContext() });
      refetchForm();
    } finally {
      setBusy(false);
    }
  };

  const groups = form.parameterGroups
    .map((g) => ({ key: `group-${g.id}`, title: localize(g.name, locale), parameters: g.parameterIds.map((id) => shown.find((p) => p.id === id)).filter((p): p is FormParameter => p !== undefined) }))
    .concat([
      {
        key: 'ungrouped',
        title: form.parameterGroups.length > 0 ? LL.survey.parameters.ungrouped() : '',
        parameters: form.ungroupedParameterIds.map((id) => shown.find((p) => p.id === id)).filter((p): p is FormParameter => p !== undefined),
      },
    ])
    .filter((g) => g.parameters.length > 0);

  const valueName = (id: string) => localize(dimensionValues.data?.items.find((v) => String(v.id) === id)?.value, locale);

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 1.5 }} className="no-print">
        {/* one row that wraps: on a phone the search and the filter share the first line */}
        <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <SearchField
            label={LL.survey.actions.search()}
            value={search}
            onChange={setSearch}
            testId="survey-search"
            sx={{ flex: { xs: '1 1 150px', md: '1 1 220px' }, minWidth: 0, maxWidth: { md: 320 } }}
          />
          <TextField
            select
            size="small"
            label={LL.survey.filter.label()}
            value={mode}
            onChange={(event) => setMode(event.target.value as ResultFilterMode)}
            sx={{ minWidth: { xs: 130, sm: 190 } }}
            slotProps={{ select: { SelectDisplayProps: selectTestId('survey-filter', LL.survey.filter.label()) } }}
          >
            {RESULT_FILTER_MODES.map((m) => (
              <MenuItem key={m} value={m} data-testid={`survey-filter-${m}`}>
                {LL.survey.filter[m]()}
              </MenuItem>
            ))}
          </TextField>
          {filterVisible && (
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <FilterAltIcon color={contextFilter ? 'primary' : 'disabled'} />
              <TextField
                select
                size="small"
                label={LL.survey.contextFilter.label()}
                value={contextDimension}
                disabled={filterDisabled}
                onChange={(event) => {
                  setContextDimension(event.target.value);
                  setContextValue('');
                  setChecked(new Set());
                }}
                sx={{ minWidth: 180 }}
                slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true, SelectDisplayProps: selectTestId('context-filter-dimension', LL.survey.contextFilter.label()) } }}
              >
                <MenuItem value="" data-testid="context-filter-dimension-none">
                  <em>{LL.survey.contextFilter.none()}</em>
                </MenuItem>
                {contextDimensions.map((d) => (
                  <MenuItem key={d.id} value={d.id} data-testid={`context-filter-dimension-${d.id}`}>
                    {localize(d.name, locale)}
                  </MenuItem>
                ))}
              </TextField>
              {chosenDimension?.nominal && (
                <TextField
                  select
                  size="small"
                  label={LL.survey.contextFilter.value()}
                  value={contextValue}
                  disabled={filterDisabled}
                  onChange={(event) => setContextValue(event.target.value)}
                  sx={{ minWidth: 200 }}
                  slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true, SelectDisplayProps: selectTestId('context-filter-value', LL.survey.contextFilter.value()) } }}
                >
                  <MenuItem value="" data-testid="context-filter-value-any">
                    <em>{LL.survey.contextFilter.anyValue()}</em>
                  </MenuItem>
                  {(dimensionValues.data?.items ?? []).map((v) => (
                    <MenuItem key={v.id} value={String(v.id)} data-testid={`context-filter-value-${v.id}`}>
                      {localize(v.value, locale)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            </Stack>
          )}
        </Stack>
        {filterVisible && form.contextFilter.disabled && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }} data-testid="context-filter-disabled">
            {LL.survey.contextFilter.disabled()}
          </Typography>
        )}
        {checkboxesVisible && shown.length > 0 && (
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, mt: 1, flexWrap: 'wrap' }}>
            <FormControlLabel
              control={
                <Checkbox
                  size="small"
                  checked={selected.length > 0 && selected.length === shown.length}
                  indeterminate={selected.length > 0 && selected.length < shown.length}
                  disabled={actionsDisabled}
                  onChange={(event) => setChecked(event.target.checked ? new Set(shown.map((p) => p.id)) : new Set())}
                  slotProps={{ input: { 'data-testid': 'parameters-select-all' } as object }}
                />
              }
              label={LL.survey.contextFilter.selectAll()}
            />
            {selected.length > 0 && (
              <Typography variant="body2" color="text.secondary" data-testid="parameters-selected-count">
                {LL.survey.contextFilter.selected({ count: selected.length })}
              </Typography>
            )}
            {chosenDimension && contextValue && selected.length > 0 && (
              <Button size="small" variant="contained" disabled={actionsDisabled || busy} onClick={() => setApplying(true)} data-testid="context-filter-apply">
                {LL.survey.contextFilter.apply({ dimension: localize(chosenDimension.name, locale) })}
              </Button>
            )}
          </Stack>
        )}
      </Paper>

      {form.parameters.length === 0 ? (
        <Alert severity="info" data-testid="parameters-none">
          {LL.survey.parameters.none()}
        </Alert>
      ) : groups.length === 0 ? (
        <Alert severity="info" data-testid="parameters-empty">
          {LL.survey.parameters.empty()}
        </Alert>
      ) : (
        groups.map((group) => (
          <Box key={group.key} component="section" aria-label={group.title || undefined} data-testid={`parameter-group-${group.key}`}>
            {group.title && (
              <Typography variant="h4" component="h2" sx={{ mb: 1, mt: 0.5 }}>
                {group.title}
              </Typography>
            )}
            <Stack spacing={1.5}>
              {group.parameters.map((parameter) => (
                <ParameterCard
                  key={parameter.id}
                  labId={labId}
                  surveyId={surveyId}
                  parameter={parameter}
                  resultGroupId={resultGroupId}
                  samples={form.samples}
                  readOnly={readOnly}
                  checkboxVisible={checkboxesVisible}
                  checked={checked.has(parameter.id)}
                  checkboxDisabled={actionsDisabled}
                  onToggle={toggle}
                  onDelete={setDeleting}
                />
              ))}
            </Stack>
          </Box>
        ))
      )}

      <Dialog open={deleting !== null} onClose={() => !busy && setDeleting(null)} maxWidth="xs" fullWidth data-testid="delete-parameter-dialog">
        <DialogTitle>{LL.survey.parameters.deleteTitle()}</DialogTitle>
        <DialogContent>
          <DialogContentText>{deleting ? LL.survey.parameters.deleteText({ name: localize(deleting.name, locale) }) : ''}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)} disabled={busy} data-testid="delete-parameter-cancel">
            {LL.actions.cancel()}
          </Button>
          <Button color="error" variant="contained" disabled={busy} onClick={() => deleting && void remove(deleting)} data-testid="delete-parameter-confirm">
            {LL.survey.parameters.deleteConfirm()}
          </Button>
        </DialogActions>
      </Dialog>

      <Dialog open={applying} onClose={() => !busy && setApplying(false)} maxWidth="xs" fullWidth data-testid="context-apply-dialog">
        <DialogTitle>{LL.survey.contextFilter.applyTitle()}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {chosenDimension ? `${localize(chosenDimension.name, locale)}: ${valueName(contextValue)}. ` : ''}
            {LL.survey.contextFilter.applyText({ count: selected.length, group: resultGroupName })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setApplying(false)} disabled={busy} data-testid="context-apply-cancel">
            {LL.actions.cancel()}
          </Button>
          <Button variant="contained" disabled={busy} onClick={() => void applyContext()} data-testid="context-apply-confirm">
            {LL.actions.save()}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
