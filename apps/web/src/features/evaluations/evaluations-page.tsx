import { localize, surveyPaths, surveyTitle } from '@eqa/core';
import { formatDate } from '@eqa/i18n';
import CallMergeIcon from '@mui/icons-material/CallMerge';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import LockOpenIcon from '@mui/icons-material/LockOpenOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Box, Button, Chip, FormControlLabel, LinearProgress, Link, Paper, Stack, Switch, Tooltip, Typography } from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'wouter';
import { useI18n } from '../../app/i18n';
import { DataList, ListSearchField, useListUrlState, type ListColumn, type ListUrlState } from '../../components/lists';
import { trpc } from '../../lib/trpc';
import type { Lab } from '../labs/lab';
import { usePlatformConfig } from '../platform/platform-config';
import { reportPath } from '../reports/report-paths';
import {
  EVALUATION_FILTER_PARAMS,
  EVALUATION_FILTERS,
  EVALUATION_LISTS,
  evaluationFiltersOf,
  evaluationSort,
  itemCounts,
  visibleParameters,
  type EvaluationFilters,
  type EvaluationList,
  type EvaluationListItem,
} from './evaluation-list-model';
import { TooltipIconButton } from '../../components/tooltip-icon-button';

/**
 * The Evaluations tab of a lab (spec 1 §2 evaluations page): the pre-evaluated (closed) and the
 * evaluated surveys side by side, each a list paged and sorted on the server (extended page size;
 * issue 32), with the filters only not-accepted results, merges and significant differences and a
 * search shared by both; the filters, the search and each list's page and sort live in the URL
 * (`notAccepted`, `merged`, `significant`, `q`, `pre_evaluated.page`, `evaluated.sort`, …), so a
 * reload, a shared link or the way back from a report shows the same lists. Parameter links go to
 * the reports (spec 1 §4 statistics button: evaluation when evaluated, else pre-evaluation),
 * merged-survey links to the merged survey. A late payment answers 403 late_payment_error: the
 * shell's error handler shows the warning and goes to /payment_error.
 */
export function EvaluationsPage({ lab }: { lab: Lab }) {
  const { LL } = useI18n();
  const utils = trpc.useUtils();
  const config = usePlatformConfig();
  const lists: Record<EvaluationList, ListUrlState> = {
    pre_evaluated: useListUrlState(config.extendedPageSize, 'pre_evaluated'),
    evaluated: useListUrlState(config.extendedPageSize, 'evaluated'),
  };
  const { params } = lists.evaluated;
  const filters = evaluationFiltersOf(params);
  const query = params.get('q') ?? '';
  /** A filter or the search changed: both lists go back to their first page. */
  const updateShared = (patch: Record<string, string | null>) => lists.evaluated.update({ ...patch, [lists.pre_evaluated.keys.page]: null });
  const f = LL.evaluations.filters;
  const labels: Record<keyof EvaluationFilters, { label: string; hint: string }> = {
    notAcceptedOnly: { label: f.notAccepted(), hint: f.notAcceptedHint() },
    mergedOnly: { label: f.merges(), hint: f.mergesHint() },
    significantDifferencesOnly: { label: f.significantDifferences(), hint: f.significantDifferencesHint() },
  };
  return (
    <Stack spacing={2} data-testid="evaluations-page">
      <Paper variant="outlined" sx={{ px: 2, py: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mr: 1 }}>
            {f.label()}
          </Typography>
          {EVALUATION_FILTERS.map((key) => (
            <Tooltip key={key} title={labels[key].hint}>
              <FormControlLabel
                control={
                  <Switch
                    size="small"
                    checked={filters[key]}
                    onChange={(e) => updateShared({ [EVALUATION_FILTER_PARAMS[key]]: e.target.checked ? '1' : null })}
                    data-testid={`evaluations-filter-${key}`}
                  />
                }
                label={labels[key].label}
              />
            </Tooltip>
          ))}
          <Box sx={{ flexGrow: 1 }} />
          <ListSearchField
            value={query}
            onSearch={(text) => updateShared({ q: text })}
            debounceMs={config.searchDebounceMs}
            label={LL.evaluations.search()}
            testId="evaluations-search"
            sx={{ minWidth: { xs: 0, sm: 240 } }}
          />
          <TooltipIconButton label={LL.evaluations.refresh()} onClick={() => void utils.evaluations.list.invalidate()} data-testid="evaluations-refresh" icon={<RefreshIcon />} />
        </Stack>
      </Paper>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, alignItems: 'start' }}>
        {EVALUATION_LISTS.map((list) => (
          <EvaluationColumn key={list} labId={lab.id} list={list} filters={filters} query={query} state={lists[list]} />
        ))}
      </Box>
    </Stack>
  );
}

/** One list: a page of it from the server, in its sort, with the shared filters and search. */
function EvaluationColumn({ labId, list, filters, query, state }: { labId: number; list: EvaluationList; filters: EvaluationFilters; query: string; state: ListUrlState }) {
  const { LL, locale } = useI18n();
  const sort = evaluationSort(state.params.get(state.keys.sort));
  const page = trpc.evaluations.list.useQuery(
    { labId, status: list, offset: state.offset, limit: state.limit, ...filters, ...(query ? { query } : {}), ...(sort ? { sort } : {}) },
    { placeholderData: keepPreviousData, meta: { errorAction: 'evaluations' } },
  );
  const total = page.data?.total ?? 0;
  const anyFilter = Object.values(filters).some(Boolean) || query !== '';
  const title = list === 'pre_evaluated' ? LL.evaluations.preEvaluated.title() : LL.evaluations.evaluated.title();
  const empty = anyFilter ? LL.evaluations.noMatch() : list === 'pre_evaluated' ? LL.evaluations.preEvaluated.empty() : LL.evaluations.evaluated.empty();
  const C = LL.evaluations.columns;
  const columns: Array<ListColumn<EvaluationListItem>> = [
    {
      field: 'survey',
      header: C.survey(),
      flex: 1.2,
      minWidth: 220,
      card: 'title',
      value: (item) => itemTitle(item, locale),
      render: (item) => <SurveyCell labId={labId} item={item} />,
    },
    { field: 'endsAt', header: C.endsAt(), width: 110, value: (item) => (item.endsAt ? formatDate(item.endsAt, locale) : '') },
    {
      field: 'parameters',
      header: C.parameters(),
      flex: 1,
      minWidth: 200,
      sortable: false,
      value: (item) => item.parameters.map((p) => localize(p.name, locale)).join(', '),
      render: (item) => <ParametersCell labId={labId} item={item} />,
    },
  ];
  return (
    <Paper variant="outlined" sx={{ minWidth: 0 }} data-testid={`evaluations-list-${list}`} aria-busy={page.isFetching}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', px: 2, pt: 1.5, pb: 1, gap: 1 }}>
        <Typography variant="h3" component="h2" sx={{ fontSize: '1.1rem' }}>
          {title}
        </Typography>
        {page.data && (
          <Typography variant="body2" color="text.secondary" data-testid={`evaluations-total-${list}`}>
            {LL.evaluations.total({ count: total })}
          </Typography>
        )}
      </Stack>
      <Box sx={{ height: 4 }}>{page.isFetching && <LinearProgress aria-label={LL.loading()} />}</Box>
      <DataList
        rows={page.data?.items ?? []}
        columns={columns}
        label={title}
        testId={`evaluations-grid-${list}`}
        rowAttributes={(item) => ({ 'data-testid': `evaluation-item-${item.id}` })}
        loading={page.isPending}
        emptyState={{ message: empty, testId: `evaluations-empty-${list}` }}
        server={state.server(total)}
        sx={{ p: { xs: 1, sm: 0 } }}
      />
    </Paper>
  );
}

function itemTitle(item: EvaluationListItem, locale: ReturnType<typeof useI18n>['locale']): string {
  return surveyTitle({ schemeShortName: item.schemeShortName, schemeName: localize(item.schemeName, locale), roundName: item.round.name });
}

function Notice({ icon, text, testId, color = 'text.secondary' }: { icon: ReactNode; text: string; testId: string; color?: string }) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color }} data-testid={testId}>
      {icon}
      <Typography variant="body2" color="inherit">
        {text}
      </Typography>
    </Stack>
  );
}

/** A survey's cell: its title (to the survey in evaluation mode), dates, state marks and notices. */
function SurveyCell({ labId, item }: { labId: number; item: EvaluationListItem }) {
  const { LL, locale } = useI18n();
  const i = LL.evaluations.item;
  const title = itemTitle(item, locale);
  const counts = itemCounts(item);
  const date = (iso: string | null) => (iso ? formatDate(iso, locale) : null);
  const dates = [
    item.endsAt ? i.ended({ date: date(item.endsAt) ?? '' }) : null,
    item.preEvaluatedAt ? i.preEvaluated({ date: date(item.preEvaluatedAt) ?? '' }) : null,
    item.evaluatedAt ? i.evaluated({ date: date(item.evaluatedAt) ?? '' }) : item.expectedEvaluationAt ? i.expectedEvaluation({ date: date(item.expectedEvaluationAt) ?? '' }) : null,
  ].filter((d) => d !== null);

  return (
    <Box sx={{ py: 0.5, minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Link
            component={RouterLink}
            href={surveyPaths.evaluationSurvey(labId, item.id)}
            underline="hover"
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
            aria-label={i.open({ name: title })}
            data-testid={`evaluation-open-${item.id}`}
          >
            {title}
          </Link>
          <Typography variant="body2" color="text.secondary">
            {dates.join(' · ')}
          </Typography>
        </Box>
        <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0, flexWrap: 'wrap', rowGap: 0.5 }}>
          {counts.notAccepted > 0 && (
            <Tooltip title={i.notAcceptedHint({ count: counts.notAccepted })}>
              <Chip size="small" color="error" icon={<ErrorOutlineIcon />} label={i.notAccepted({ count: counts.notAccepted })} data-testid={`evaluation-not-accepted-${item.id}`} />
            </Tooltip>
          )}
          {counts.significant > 0 && (
            <Tooltip title={i.significantHint({ count: counts.significant })}>
              <Chip size="small" color="warning" variant="outlined" label={i.significant({ count: counts.significant })} data-testid={`evaluation-significant-${item.id}`} />
            </Tooltip>
          )}
          {counts.allAccepted && (
            <Tooltip title={i.allAcceptedHint()}>
              <Chip size="small" color="success" variant="outlined" icon={<CheckCircleOutlineIcon />} label={i.allAccepted()} data-testid={`evaluation-all-accepted-${item.id}`} />
            </Tooltip>
          )}
        </Stack>
      </Stack>

      <Stack spacing={0.5} sx={{ mt: 0.75 }}>
        {!item.validated && <Notice icon={<LockOpenIcon fontSize="small" />} text={i.notValidated()} testId={`evaluation-not-validated-${item.id}`} color="warning.main" />}
        {item.missingContract && <Notice icon={<WarningAmberIcon fontSize="small" />} text={i.missingContract({ year: item.round.year })} testId={`evaluation-missing-contract-${item.id}`} color="warning.main" />}
        {item.evaluationDisabled && <Notice icon={<WarningAmberIcon fontSize="small" />} text={i.evaluationDisabled()} testId={`evaluation-disabled-${item.id}`} />}
        {item.significantDiffWarning && <Notice icon={<WarningAmberIcon fontSize="small" />} text={i.significantWarning()} testId={`evaluation-significant-warning-${item.id}`} color="warning.main" />}
        {item.validated && !item.evaluationDisabled && !item.missingContract && item.reportKind === null && (
          <Notice icon={<InsightsOutlinedIcon fontSize="small" />} text={i.noStatistics()} testId={`evaluation-no-statistics-${item.id}`} />
        )}
      </Stack>
    </Box>
  );
}

/** A survey's parameter links to the reports (not-accepted and significant ones first) and its merged-survey links. */
function ParametersCell({ labId, item }: { labId: number; item: EvaluationListItem }) {
  const { LL, locale } = useI18n();
  const i = LL.evaluations.item;
  const [expanded, setExpanded] = useState(false);
  const { shown, hidden } = visibleParameters(item.parameters, expanded);
  return (
    <Box sx={{ py: 0.5, minWidth: 0 }}>
      {item.parameters.length === 0 && item.validated && (
        <Typography variant="body2" color="text.secondary" data-testid={`evaluation-no-parameters-${item.id}`}>
          {i.noParameters()}
        </Typography>
      )}
      {item.parameters.length > 0 && (
        <Box>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
            {shown.map((p) => {
              const qualifier = localize(p.qualifier, locale);
              const name = `${localize(p.name, locale)}${qualifier ? ` ${qualifier}` : ''}`;
              const bad = (p.notAcceptedCount ?? 0) > 0;
              const significant = (p.significantDifferenceCount ?? 0) > 0;
              const color = bad ? 'error' : significant ? 'warning' : 'default';
              return item.reportKind ? (
                <Tooltip key={p.id} title={i.parameterLink[item.reportKind]({ name })}>
                  <Chip
                    size="small"
                    clickable
                    component={RouterLink}
                    href={reportPath(item.reportKind, { labId, surveyId: item.id, parameterId: p.id })}
                    label={name}
                    color={color}
                    variant={bad || significant ? 'filled' : 'outlined'}
                    icon={<InsightsOutlinedIcon />}
                    data-testid={`evaluation-parameter-${item.id}-${p.id}`}
                  />
                </Tooltip>
              ) : (
                <Chip key={p.id} size="small" label={name} variant="outlined" data-testid={`evaluation-parameter-${item.id}-${p.id}`} />
              );
            })}
            {(hidden > 0 || expanded) && (
              <Button size="small" onClick={() => setExpanded((e) => !e)} data-testid={`evaluation-parameters-toggle-${item.id}`}>
                {expanded ? i.fewerParameters() : i.moreParameters({ count: item.parameters.length })}
              </Button>
            )}
          </Stack>
        </Box>
      )}

      {item.mergedSurveys.length > 0 && (
        <Stack direction="row" sx={{ mt: item.parameters.length > 0 ? 1 : 0, alignItems: 'center', flexWrap: 'wrap', gap: 0.75 }} data-testid={`evaluation-merges-${item.id}`}>
          <CallMergeIcon fontSize="small" color="action" />
          <Typography variant="body2" color="text.secondary">
            {i.merged()}
          </Typography>
          {item.mergedSurveys.map((m) => {
            const name = `${m.schemeShortName} ${m.roundName}`;
            const detail = item.merges
              .filter((x) => x.survey.id === m.id)
              .map((x) => i.mergeInto({ sample: x.sampleName, other: x.otherSampleName, survey: name }))
              .join(' · ');
            return (
              <Tooltip key={m.id} title={detail || i.mergedLink({ name })}>
                <Link component={RouterLink} href={surveyPaths.evaluationSurvey(labId, m.id)} underline="hover" variant="body2" data-testid={`evaluation-merged-${item.id}-${m.id}`}>
                  {name}
                </Link>
              </Tooltip>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}
