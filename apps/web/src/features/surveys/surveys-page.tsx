import {
  EXTENDED_PAGE_SIZE,
  localize,
  SURVEY_TIME_ZONE,
  surveyListItemView,
  surveyPaths,
  surveyTitle,
  type SurveyListIcon,
  type SurveyListItemView,
} from '@eqa/core';
import { formatDate, formatDeadline } from '@eqa/i18n';
import DoneIcon from '@mui/icons-material/Done';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpenOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import {
  Box,
  Chip,
  FormControlLabel,
  IconButton,
  LinearProgress,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Switch,
  Tooltip,
  Typography,
} from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'wouter';
import { useReportError } from '../../app/error-reporting';
import { useI18n } from '../../app/i18n';
import { SearchField } from '../../components/lists';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useProfile } from '../auth/profile-context';
import type { Lab } from '../labs/lab';
import { usePlatformConfig } from '../platform/platform-config';
import { downloadFile } from './download';
import { clientNow, surveyDownloadPaths } from './survey-links';

type SurveyListItem = RouterOutputs['surveys']['list']['items'][number];

const ICONS: Record<SurveyListIcon, ReactNode> = {
  edit: <EditIcon fontSize="small" color="action" />,
  lock: <LockIcon fontSize="small" color="success" />,
  lock_open: <LockOpenIcon fontSize="small" color="warning" />,
  done: <DoneIcon fontSize="small" color="success" />,
  download: <DownloadIcon fontSize="small" color="error" />,
};

function useItemTooltip(view: SurveyListItemView): string | null {
  const { LL } = useI18n();
  const tooltip = view.tooltip;
  if (!tooltip) return null;
  switch (tooltip.kind) {
    case 'missingResults':
      return LL.surveys.item.tooltip.missingResults();
    case 'missingValidatedResults':
      return LL.surveys.item.tooltip.missingValidatedResults();
    case 'invalidResults':
      return LL.surveys.item.tooltip.invalidResults({ count: tooltip.count });
  }
}

/** One survey of a list (spec 1 §4 "List item display", core surveyListItemView). */
function SurveyItem({ labId, survey, now, action }: { labId: number; survey: SurveyListItem; now: Date; action?: ReactNode }) {
  const { LL, locale } = useI18n();
  const view = surveyListItemView(survey, survey, now);
  const tooltip = useItemTooltip(view);
  const title = surveyTitle({
    schemeShortName: survey.schemeShortName,
    schemeName: localize(survey.schemeName, locale),
    roundName: survey.round.name,
    accredited: survey.accredited,
  });
  const dateText = (label: SurveyListItemView['dates'][number]['label'], at: string) => {
    const date = formatDate(at, locale);
    switch (label) {
      case 'deadline':
        // a deadline with its time and zone (issue 32: one format for every deadline)
        return LL.surveys.item.deadline({ date: formatDeadline(at, locale, { timeZone: SURVEY_TIME_ZONE }) });
      case 'expectedEvaluation':
        return LL.surveys.item.expectedEvaluation({ date });
      case 'ended':
        return LL.surveys.item.ended({ date });
      case 'evaluated':
        return LL.surveys.item.evaluated({ date });
    }
  };
  const opens = view.group === 'in_progress';
  const content = (
    <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1.5, p: 1.75 }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid={`survey-title-${survey.id}`}>
          {title}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.25, mt: 0.5 }}>
          {view.dates.map((d) => (
            <Typography key={d.label} variant="body2" color="text.secondary" data-testid={`survey-date-${d.label}-${survey.id}`}>
              {dateText(d.label, d.at)}
            </Typography>
          ))}
        </Stack>
        {survey.missingContract && (
          <Chip
            size="small"
            color="warning"
            variant="outlined"
            icon={<WarningAmberIcon />}
            label={LL.surveys.item.missingContract({ year: String(survey.round.year) })}
            sx={{ mt: 1 }}
            data-testid={`survey-missing-contract-${survey.id}`}
          />
        )}
      </Box>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexShrink: 0, pt: 0.25 }}>
        {view.icons.map((icon) => (
          <Tooltip key={icon} title={LL.surveys.item.icons[icon]()}>
            <Box component="span" sx={{ display: 'inline-flex' }} data-testid={`survey-icon-${icon}-${survey.id}`} aria-label={LL.surveys.item.icons[icon]()} role="img">
              {ICONS[icon]}
            </Box>
          </Tooltip>
        ))}
        {action}
      </Stack>
    </Stack>
  );
  const item = (
    <Paper
      variant="outlined"
      data-testid={`survey-item-${survey.id}`}
      data-highlighted={view.highlighted ? 'true' : 'false'}
      data-state={view.state}
      sx={(theme) => ({
        overflow: 'hidden',
        borderLeftWidth: 4,
        borderLeftColor: view.state === 'error' ? theme.vars.palette.error.main : view.highlighted ? theme.vars.palette.success.main : theme.vars.palette.divider,
        bgcolor: view.highlighted ? theme.alpha(theme.vars.palette.success.main, 0.07) : 'background.paper',
        ...(view.highlighted ? theme.applyStyles('dark', { bgcolor: theme.alpha(theme.vars.palette.success.main, 0.12) }) : {}),
        transition: theme.transitions.create(['background-color', 'box-shadow']),
        ...(opens ? { '&:hover': { boxShadow: theme.shadows[2], bgcolor: theme.alpha(theme.vars.palette.primary.main, 0.05) } } : {}),
      })}
    >
      {opens ? (
        <Box
          component={RouterLink}
          href={surveyPaths.surveyForm(labId, survey.id)}
          data-testid={`survey-link-${survey.id}`}
          sx={{ display: 'block', color: 'inherit', textDecoration: 'none', '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 } }}
        >
          {content}
        </Box>
      ) : (
        content
      )}
    </Paper>
  );
  return tooltip ? (
    <Tooltip title={tooltip} placement="top-start" describeChild>
      {item}
    </Tooltip>
  ) : (
    item
  );
}

function Column({ title, count, loading, toolbar, children, testId }: { title: string; count: number | null; loading: boolean; toolbar?: ReactNode; children: ReactNode; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2 }, flex: 1, minWidth: 0, alignSelf: 'flex-start', width: '100%' }} data-testid={testId}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1.5, minHeight: 38 }}>
        <Typography variant="h3" component="h2" sx={{ flexGrow: 1 }}>
          {title}
          {count !== null && (
            <Typography component="span" color="text.secondary" sx={{ ml: 1, fontWeight: 400 }} data-testid={`${testId}-count`}>
              ({count})
            </Typography>
          )}
        </Typography>
        {toolbar}
      </Stack>
      <Box sx={{ height: 3, mb: 1 }}>{loading && <LinearProgress />}</Box>
      <Stack spacing={1.25}>{children}</Stack>
    </Paper>
  );
}

function EmptyText({ text, testId }: { text: string; testId: string }) {
  return (
    <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }} data-testid={testId}>
      {text}
    </Typography>
  );
}

function ItemSkeletons() {
  return (
    <>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} variant="rounded" height={72} />
      ))}
    </>
  );
}

/**
 * The surveys tab of a lab (spec 1 §2 "Surveys page of a lab"): search and refresh; the in-progress
 * surveys with the 'empty only' toggle; the upcoming surveys, paged, with the preview document for
 * org users. List items follow core surveyListItemView as of the (demo) date.
 */
export function SurveysPage({ lab }: { lab: Lab }) {
  const { LL, locale } = useI18n();
  const profile = useProfile();
  const config = usePlatformConfig();
  const reportError = useReportError();
  const [search, setSearch] = useState('');
  const [emptyOnly, setEmptyOnly] = useState(false);
  const [upcomingPage, setUpcomingPage] = useState(0);
  const [inProgressPage, setInProgressPage] = useState(0);
  const query = useDebouncedValue(search.trim(), config.searchDebounceMs);
  const pageSize = config.pageSize;
  const now = clientNow();

  const inProgress = trpc.surveys.list.useQuery(
    { labId: lab.id, status: 'in_progress', offset: inProgressPage * EXTENDED_PAGE_SIZE, limit: EXTENDED_PAGE_SIZE, emptyOnly, ...(query ? { query } : {}) },
    { placeholderData: keepPreviousData, meta: { errorAction: 'surveyList' } },
  );
  const upcoming = trpc.surveys.list.useQuery(
    { labId: lab.id, status: 'upcoming', offset: upcomingPage * pageSize, limit: pageSize, ...(query ? { query } : {}) },
    { placeholderData: keepPreviousData, meta: { errorAction: 'surveyList' } },
  );
  const upcomingPages = Math.max(1, Math.ceil((upcoming.data?.total ?? 0) / pageSize));
  // rarely more than one page: a lab's running surveys, 50 at a time
  const inProgressPages = Math.max(1, Math.ceil((inProgress.data?.total ?? 0) / EXTENDED_PAGE_SIZE));

  const preview = (survey: SurveyListItem) =>
    profile.orgUser && !survey.pdfDownloadDisabled ? (
      <Tooltip title={LL.surveys.upcoming.preview()}>
        <IconButton
          size="small"
          onClick={() => {
            const run = () => void downloadFile(surveyDownloadPaths.pdfPreview(lab.id, survey.id, locale)).catch((e: unknown) => reportError(e, { action: 'downloads', retry: run }));
            run();
          }}
          aria-label={LL.surveys.upcoming.preview()}
          data-testid={`survey-preview-${survey.id}`}
        >
          <DownloadIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    ) : undefined;

  return (
    <Stack spacing={2} data-testid="surveys-page">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <SearchField
          label={LL.surveys.search()}
          value={search}
          onChange={(value) => {
            setSearch(value);
            setUpcomingPage(0);
            setInProgressPage(0);
          }}
          testId="surveys-search"
          sx={{ flexGrow: 1, maxWidth: 480 }}
        />
        <Tooltip title={LL.actions.refresh()}>
          <span>
            <IconButton
              onClick={() => {
                void inProgress.refetch();
                void upcoming.refetch();
              }}
              disabled={inProgress.isFetching || upcoming.isFetching}
              aria-label={LL.actions.refresh()}
              data-testid="surveys-refresh"
            >
              <RefreshIcon />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>

      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Column
          title={LL.surveys.inProgress.title()}
          count={inProgress.data?.total ?? null}
          loading={inProgress.isFetching}
          testId="surveys-in-progress"
          toolbar={
            <Tooltip title={LL.surveys.inProgress.emptyOnlyHint()}>
              <FormControlLabel
                sx={{ mr: 0, ml: 0 }}
                control={
                  <Switch
                    size="small"
                    checked={emptyOnly}
                    onChange={(event) => {
                      setEmptyOnly(event.target.checked);
                      setInProgressPage(0);
                    }}
                    slotProps={{ input: { 'data-testid': 'surveys-empty-only' } as object }}
                  />
                }
                label={LL.surveys.inProgress.emptyOnly()}
              />
            </Tooltip>
          }
        >
          {!inProgress.data ? (
            <ItemSkeletons />
          ) : inProgress.data.items.length === 0 ? (
            <EmptyText text={query || emptyOnly ? LL.surveys.noMatch() : LL.surveys.inProgress.empty()} testId="surveys-in-progress-empty" />
          ) : (
            inProgress.data.items.map((survey) => <SurveyItem key={survey.id} labId={lab.id} survey={survey} now={now} />)
          )}
          <ColumnPages pages={inProgressPages} page={inProgressPage} onPage={setInProgressPage} testId="surveys-in-progress-pagination" />
        </Column>

        <Column title={LL.surveys.upcoming.title()} count={upcoming.data?.total ?? null} loading={upcoming.isFetching} testId="surveys-upcoming">
          {!upcoming.data ? (
            <ItemSkeletons />
          ) : upcoming.data.items.length === 0 ? (
            <EmptyText text={query ? LL.surveys.noMatch() : LL.surveys.upcoming.empty()} testId="surveys-upcoming-empty" />
          ) : (
            upcoming.data.items.map((survey) => <SurveyItem key={survey.id} labId={lab.id} survey={survey} now={now} action={preview(survey)} />)
          )}
          <ColumnPages pages={upcomingPages} page={upcomingPage} onPage={setUpcomingPage} testId="surveys-upcoming-pagination" />
        </Column>
      </Stack>
    </Stack>
  );
}

/** A column's page control (0-based `page`), shown when there is more than one page. */
function ColumnPages({ pages, page, onPage, testId }: { pages: number; page: number; onPage(page: number): void; testId: string }) {
  if (pages <= 1) return null;
  return (
    <Stack sx={{ alignItems: 'center', pt: 1 }}>
      <Pagination count={pages} page={page + 1} onChange={(_event, value) => onPage(value - 1)} size="small" data-testid={testId} />
    </Stack>
  );
}
