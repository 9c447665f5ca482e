import { localize, surveyPaths, surveyTitle } from '@eqa/core';
import { formatDate } from '@eqa/i18n';
import CallMergeIcon from '@mui/icons-material/CallMerge';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import LockOpenIcon from '@mui/icons-material/LockOpenOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import {
  Box,
  Button,
  Chip,
  FormControlLabel,
  IconButton,
  LinearProgress,
  Link,
  Paper,
  Skeleton,
  Stack,
  Switch,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'wouter';
import { useI18n } from '../../app/i18n';
import { trpc } from '../../lib/trpc';
import type { Lab } from '../labs/lab';
import { usePlatformConfig } from '../platform/platform-config';
import { reportPath } from '../reports/report-paths';
import {
  EVALUATION_FILTERS,
  EVALUATION_LISTS,
  itemCounts,
  loadMoreOffset,
  visibleParameters,
  type EvaluationFilters,
  type EvaluationList,
  type EvaluationListItem,
} from './evaluation-list-model';

const NO_FILTERS: EvaluationFilters = { notAcceptedOnly: false, mergedOnly: false, significantDifferencesOnly: false };

/**
 * The Evaluations tab of a lab (spec 1 §2 evaluations page): the pre-evaluated (closed) and the
 * evaluated surveys side by side, each loaded in larger pages (extended page size) with load more
 * by offset; parameter links to the reports (spec 1 §4 statistics button: evaluation when
 * evaluated, else pre-evaluation), merged-survey links, and the filters only not-accepted results,
 * merges and significant differences. A late payment answers 403 late_payment_error: the shell's
 * error handler shows the warning and goes to /payment_error.
 */
export function EvaluationsPage({ lab }: { lab: Lab }) {
  const { LL } = useI18n();
  const utils = trpc.useUtils();
  const [filters, setFilters] = useState<EvaluationFilters>(NO_FILTERS);
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
                    onChange={(e) => setFilters((current) => ({ ...current, [key]: e.target.checked }))}
                    data-testid={`evaluations-filter-${key}`}
                  />
                }
                label={labels[key].label}
              />
            </Tooltip>
          ))}
          <Box sx={{ flexGrow: 1 }} />
          <Tooltip title={LL.evaluations.refresh()}>
            <IconButton onClick={() => void utils.evaluations.list.invalidate()} aria-label={LL.evaluations.refresh()} data-testid="evaluations-refresh">
              <RefreshIcon />
            </IconButton>
          </Tooltip>
        </Stack>
      </Paper>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
        {EVALUATION_LISTS.map((list) => (
          <EvaluationColumn key={`${list}-${JSON.stringify(filters)}`} labId={lab.id} list={list} filters={filters} />
        ))}
      </Box>
    </Stack>
  );
}

/** One list: its pages, each loaded by offset; Load more adds the next page. */
function EvaluationColumn({ labId, list, filters }: { labId: number; list: EvaluationList; filters: EvaluationFilters }) {
  const { LL } = useI18n();
  const config = usePlatformConfig();
  const pageSize = config.extendedPageSize;
  const [pages, setPages] = useState(1);
  const first = trpc.evaluations.list.useQuery({ labId, status: list, offset: 0, limit: pageSize, ...filters }, { meta: { errorAction: 'evaluations' } });
  const total = first.data?.total ?? 0;
  const shown = Math.min(total, pages * pageSize);
  const anyFilter = Object.values(filters).some(Boolean);
  const title = list === 'pre_evaluated' ? LL.evaluations.preEvaluated.title() : LL.evaluations.evaluated.title();
  const empty = anyFilter ? LL.evaluations.noMatch() : list === 'pre_evaluated' ? LL.evaluations.preEvaluated.empty() : LL.evaluations.evaluated.empty();
  const next = loadMoreOffset(pages, pageSize, total);
  return (
    <Paper variant="outlined" sx={{ minWidth: 0 }} data-testid={`evaluations-list-${list}`} aria-busy={first.isFetching}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', px: 2, pt: 1.5, pb: 1, gap: 1 }}>
        <Typography variant="h3" component="h2" sx={{ fontSize: '1.1rem' }}>
          {title}
        </Typography>
        {first.data && (
          <Typography variant="body2" color="text.secondary" data-testid={`evaluations-total-${list}`}>
            {LL.evaluations.total({ count: total })}
          </Typography>
        )}
      </Stack>
      {first.isFetching && <LinearProgress />}
      {!first.data ? (
        <Stack spacing={1} sx={{ p: 2 }}>
          <Skeleton variant="rounded" height={96} />
          <Skeleton variant="rounded" height={96} />
        </Stack>
      ) : total === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, pb: 3, pt: 1 }} data-testid={`evaluations-empty-${list}`}>
          {empty}
        </Typography>
      ) : (
        <Stack spacing={1.5} sx={{ px: { xs: 1, sm: 1.5 }, pb: 1.5 }}>
          {first.data.items.map((item) => (
            <EvaluationItem key={item.id} labId={labId} item={item} />
          ))}
          {Array.from({ length: pages - 1 }, (_, i) => (
            <EvaluationPage key={i + 1} labId={labId} list={list} filters={filters} offset={(i + 1) * pageSize} limit={pageSize} />
          ))}
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 1 }}>
            <Typography variant="body2" color="text.secondary" data-testid={`evaluations-shown-${list}`}>
              {LL.evaluations.shown({ shown, total })}
            </Typography>
            {next !== null && (
              <Button variant="outlined" size="small" onClick={() => setPages((p) => p + 1)} data-testid={`evaluations-load-more-${list}`}>
                {LL.evaluations.loadMore()}
              </Button>
            )}
          </Stack>
        </Stack>
      )}
    </Paper>
  );
}

/** A further page of a list (offset > 0). */
function EvaluationPage({ labId, list, filters, offset, limit }: { labId: number; list: EvaluationList; filters: EvaluationFilters; offset: number; limit: number }) {
  const page = trpc.evaluations.list.useQuery({ labId, status: list, offset, limit, ...filters }, { meta: { errorAction: 'evaluations' } });
  if (!page.data) return <Skeleton variant="rounded" height={96} data-testid="evaluations-page-loading" />;
  return (
    <>
      {page.data.items.map((item) => (
        <EvaluationItem key={item.id} labId={labId} item={item} />
      ))}
    </>
  );
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

/** One survey of a list: title (to the survey in evaluation mode), dates, state, parameter and merged-survey links. */
function EvaluationItem({ labId, item }: { labId: number; item: EvaluationListItem }) {
  const { LL, locale } = useI18n();
  const i = LL.evaluations.item;
  const [expanded, setExpanded] = useState(false);
  const title = surveyTitle({ schemeShortName: item.schemeShortName, schemeName: localize(item.schemeName, locale), roundName: item.round.name });
  const counts = itemCounts(item);
  const { shown, hidden } = visibleParameters(item.parameters, expanded);
  const date = (iso: string | null) => (iso ? formatDate(iso, locale) : null);
  const dates = [
    item.endsAt ? i.ended({ date: date(item.endsAt) ?? '' }) : null,
    item.preEvaluatedAt ? i.preEvaluated({ date: date(item.preEvaluatedAt) ?? '' }) : null,
    item.evaluatedAt ? i.evaluated({ date: date(item.evaluatedAt) ?? '' }) : item.expectedEvaluationAt ? i.expectedEvaluation({ date: date(item.expectedEvaluationAt) ?? '' }) : null,
  ].filter((d) => d !== null);

  return (
    <Paper variant="outlined" sx={{ p: 1.5, borderRadius: 2 }} data-testid={`evaluation-item-${item.id}`}>
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
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
        <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0, flexWrap: 'wrap', justifyContent: 'flex-end', rowGap: 0.5 }}>
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

      {item.parameters.length === 0 && item.validated && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }} data-testid={`evaluation-no-parameters-${item.id}`}>
          {i.noParameters()}
        </Typography>
      )}
      {item.parameters.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 0.5 }}>
            {i.parameters()}
          </Typography>
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
        <Stack direction="row" sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap', gap: 0.75 }} data-testid={`evaluation-merges-${item.id}`}>
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
    </Paper>
  );
}
