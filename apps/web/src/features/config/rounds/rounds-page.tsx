import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditCalendarOutlinedIcon from '@mui/icons-material/EditCalendarOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FilterListOffIcon from '@mui/icons-material/FilterListOff';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { SURVEY_CONFIG_FILTERS, localize, type SurveyConfigFilter } from '@eqa/core';
import { formatDate } from '@eqa/i18n';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Button,
  IconButton,
  LinearProgress,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useI18n } from '../../../app/i18n';
import { EmptyState } from '../../../components/empty-state';
import { DataList, type ListColumn } from '../../../components/lists';
import { useNotify } from '../../../app/notifications';
import { trpc } from '../../../lib/trpc';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePlatformConfig } from '../../platform/platform-config';
import { ConfirmDialog } from '../common/confirm-dialog';
import { ListHeader } from '../common/list-header';
import { useMutationError } from '../common/mutations';
import { useAdminOrgId } from '../common/org';
import { configPaths } from '../config-paths';
import { NewSurveyDialog } from './new-survey-dialog';
import { RoundDialog, type RoundPanel } from './round-dialogs';
import { SetDatesDialog } from './set-dates-dialog';
import { surveyPhase } from './survey-phase';
import { SurveyStatusChip } from './survey-status-chip';
import { loadSurveyFilters, saveSurveyFilters } from './survey-filter-storage';

type OpenDialog = { kind: 'newRound' } | { kind: 'editRound'; round: RoundPanel } | { kind: 'dates'; round: RoundPanel } | { kind: 'newSurvey'; roundId: number | null } | { kind: 'deleteRound'; round: RoundPanel };

type RoundSurvey = RoundPanel['surveys'][number];

/**
 * Surveys list of the configuration (spec 3 §2): filters in progress (default), not evaluated,
 * proposal; rounds as expandable panels, newest first, with their surveys; load more; new survey,
 * new round, round edit, set dates, delete round. Rounds outside the previous/current/next year are
 * read-only.
 */
export function RoundsPage() {
  const { LL, locale } = useI18n();
  const config = usePlatformConfig();
  const orgId = useAdminOrgId();
  const notify = useNotify();
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const onError = useMutationError('configRounds');
  const [filters, setFilters] = useState<SurveyConfigFilter[]>(loadSurveyFilters);
  const [search, setSearch] = useState('');
  const [pages, setPages] = useState(1);
  const [expanded, setExpanded] = useState<Record<number, boolean>>({});
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  /** The round just created: shown open, or a notice names what hides it. */
  const [created, setCreated] = useState<{ id: number; name: string } | null>(null);
  const query = useDebouncedValue(search.trim(), config.searchDebounceMs);
  const pageSize = config.extendedPageSize;
  useDocumentTitle(`${LL.config.rounds.title()} – ${LL.appName()}`);
  useEffect(() => setPages(1), [query, filters]);

  const flags = Object.fromEntries(filters.map((f) => [f, true])) as Partial<Record<SurveyConfigFilter, boolean>>;
  const results = trpc.useQueries((t) =>
    Array.from({ length: pages }, (_, page) =>
      t.config.surveys.list({ orgId, offset: page * pageSize, limit: pageSize, ...flags, ...(query ? { query } : {}) }, { meta: { errorAction: 'configSurveys' } }),
    ),
  );
  const rounds = results.flatMap((r) => r.data?.items ?? []);
  // an empty list under a filter or a search may hide rounds: the org's rounds at all decide what it says
  const anyRound = trpc.config.rounds.list.useQuery({ orgId, offset: 0, limit: 1 }, { enabled: results[0]?.data?.total === 0, meta: { errorAction: 'configRounds' } });
  const noRounds = anyRound.data?.total === 0;
  const total = results[0]?.data?.total ?? 0;
  const fetching = results.some((r) => r.isFetching);
  const remove = trpc.config.rounds.delete.useMutation({
    onSuccess: () => {
      void utils.config.surveys.list.invalidate();
      void utils.config.rounds.list.invalidate();
      notify(LL.notifications.deleted());
    },
    onError: (error) => onError(error),
  });
  const day = (value: string | null) => (value ? formatDate(value, locale) : '–');
  const surveyColumns: Array<ListColumn<RoundSurvey>> = [
    { field: 'scheme', header: LL.config.rounds.columns.scheme(), card: 'title', minWidth: 110, flex: 0.8, value: (survey) => survey.schemeVersion.scheme.shortName, render: (survey) => <Box component="span" sx={{ fontWeight: 600 }}>{survey.schemeVersion.scheme.shortName}</Box> },
    { field: 'schemeVersion', header: LL.config.rounds.columns.schemeVersion(), minWidth: 160, flex: 1.5, value: (survey) => localize(survey.schemeVersion.name, locale) },
    { field: 'startsAt', header: LL.config.rounds.columns.startsAt(), minWidth: 110, flex: 0.8, value: (survey) => survey.startsAt, render: (survey) => day(survey.startsAt) },
    { field: 'endsAt', header: LL.config.rounds.columns.endsAt(), minWidth: 110, flex: 0.8, value: (survey) => survey.endsAt, render: (survey) => day(survey.endsAt) },
    { field: 'evaluatedAt', header: LL.config.rounds.columns.evaluatedAt(), minWidth: 110, flex: 0.8, value: (survey) => survey.evaluatedAt, render: (survey) => day(survey.evaluatedAt) },
    {
      field: 'status',
      header: LL.config.rounds.columns.status(),
      minWidth: 130,
      flex: 1,
      value: (survey) => LL.config.surveys.status[surveyPhase(survey.status)](),
      render: (survey) => <SurveyStatusChip status={survey.status} testId={`survey-status-${survey.id}`} />,
    },
  ];
  const createdHidden = created !== null && results[0]?.data !== undefined && !fetching && !rounds.some((r) => r.id === created.id);
  const hiding = [...filters.map((f) => LL.config.rounds.filters[f]()), ...(query ? [LL.config.rounds.createdHiddenSearch({ query })] : [])].join(', ');
  // the newest round starts open
  const isExpanded = (round: RoundPanel, index: number) => expanded[round.id] ?? index === 0;

  return (
    <Stack spacing={2.5}>
      <ListHeader
        title={LL.config.rounds.title()}
        subtitle={results[0]?.data ? LL.config.rounds.count({ count: total }) : null}
        search={search}
        onSearch={setSearch}
        searchLabel={LL.config.rounds.search()}
        onRefresh={() => void utils.config.surveys.list.invalidate()}
        refreshing={fetching}
        testId="rounds"
        actions={
          <>
            <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'newRound' })} data-testid="rounds-new-round">
              {LL.config.rounds.newRound()}
            </Button>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'newSurvey', roundId: null })} data-testid="rounds-new-survey">
              {LL.config.rounds.newSurvey()}
            </Button>
          </>
        }
      />
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {LL.config.rounds.filter()}:
        </Typography>
        <ToggleButtonGroup
          size="small"
          value={filters}
          onChange={(_event, next: SurveyConfigFilter[]) => {
            saveSurveyFilters(next);
            setFilters(next);
          }}
          aria-label={LL.config.rounds.filter()}
        >
          {SURVEY_CONFIG_FILTERS.map((filter) => (
            <ToggleButton key={filter} value={filter} data-testid={`rounds-filter-${filter}`}>
              {LL.config.rounds.filters[filter]()}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ height: 4 }}>{fetching && <LinearProgress aria-label={LL.loading()} />}</Box>
      {createdHidden && (
        <Alert
          severity="info"
          onClose={() => setCreated(null)}
          data-testid="rounds-created-hidden"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                saveSurveyFilters([]);
                setFilters([]);
                setSearch('');
              }}
              data-testid="rounds-show-all"
            >
              {LL.config.rounds.showAll()}
            </Button>
          }
        >
          {hiding ? LL.config.rounds.createdHidden({ name: created.name, filters: hiding }) : LL.config.rounds.createdLater({ name: created.name })}
        </Alert>
      )}
      {results[0]?.data && rounds.length === 0 && (
        <EmptyState
          message={noRounds ? LL.config.rounds.noRounds() : LL.config.rounds.empty()}
          action={
            noRounds
              ? { label: LL.config.rounds.newRound(), onClick: () => setDialog({ kind: 'newRound' }) }
              : {
                  label: LL.config.rounds.showAll(),
                  icon: <FilterListOffIcon />,
                  onClick: () => {
                    saveSurveyFilters([]);
                    setFilters([]);
                    setSearch('');
                  },
                }
          }
          testId="rounds-empty"
        />
      )}
      <Box>
        {rounds.map((round, index) => (
          <Accordion
            key={round.id}
            expanded={isExpanded(round, index)}
            onChange={(_event, open) => setExpanded({ ...expanded, [round.id]: open })}
            disableGutters
            variant="outlined"
            data-testid={`round-${round.id}`}
          >
            <AccordionSummary expandIcon={<ExpandMoreIcon />} data-testid={`round-toggle-${round.id}`}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' }, flexGrow: 1, pr: 1 }}>
                <Typography variant="h4" component="h2" sx={{ minWidth: 120 }}>
                  {round.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {LL.config.rounds.surveyCount({ count: round.surveyCount })}
                  {round.deadline ? ` · ${LL.config.rounds.deadline({ date: day(round.deadline) })}` : ''}
                </Typography>
                {!round.editable && (
                  <Tooltip title={LL.config.rounds.readOnly()}>
                    <LockOutlinedIcon fontSize="small" color="action" data-testid={`round-read-only-${round.id}`} />
                  </Tooltip>
                )}
              </Stack>
            </AccordionSummary>
            <AccordionDetails sx={{ pt: 0 }}>
              {round.editable && (
                <Stack direction="row" spacing={1} sx={{ mb: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
                  <Button size="small" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'newSurvey', roundId: round.id })} data-testid={`round-new-survey-${round.id}`}>
                    {LL.config.rounds.newSurvey()}
                  </Button>
                  <Button size="small" startIcon={<EditOutlinedIcon />} onClick={() => setDialog({ kind: 'editRound', round })} data-testid={`round-edit-${round.id}`}>
                    {LL.config.rounds.editRound()}
                  </Button>
                  {round.surveys.length > 0 && (
                    <Button size="small" startIcon={<EditCalendarOutlinedIcon />} onClick={() => setDialog({ kind: 'dates', round })} data-testid={`round-set-dates-${round.id}`}>
                      {LL.config.rounds.setDates()}
                    </Button>
                  )}
                  <Tooltip title={round.deletable ? '' : LL.config.common.inUse()}>
                    <span>
                      <IconButton
                        size="small"
                        color="error"
                        disabled={!round.deletable}
                        onClick={() => setDialog({ kind: 'deleteRound', round })}
                        aria-label={LL.config.rounds.deleteRound()}
                        data-testid={`round-delete-${round.id}`}
                      >
                        <DeleteOutlinedIcon fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                </Stack>
              )}
              {round.surveys.length === 0 ? (
                <EmptyState
                  variant="plain"
                  message={round.editable ? LL.config.rounds.noSurveysAdd() : LL.config.rounds.noSurveys()}
                  action={round.editable ? { label: LL.config.rounds.newSurvey(), onClick: () => setDialog({ kind: 'newSurvey', roundId: round.id }) } : null}
                  testId={`round-empty-${round.id}`}
                />
              ) : (
                <DataList
                  rows={round.surveys}
                  columns={surveyColumns}
                  label={round.name}
                  testId={`round-surveys-${round.id}`}
                  rowAttributes={(survey) => ({ 'data-testid': `survey-row-${survey.id}` })}
                  onRowClick={(survey) => navigate(configPaths.survey(survey.id))}
                />
              )}
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
      {rounds.length < total && (
        <Stack sx={{ alignItems: 'center' }}>
          <Button variant="outlined" onClick={() => setPages(pages + 1)} disabled={fetching} data-testid="rounds-more">
            {LL.config.common.loadMore()}
          </Button>
        </Stack>
      )}
      {dialog?.kind === 'newRound' && (
        <RoundDialog
          round={null}
          onClose={() => setDialog(null)}
          onCreated={(round) => {
            setCreated(round);
            setExpanded((open) => ({ ...open, [round.id]: true }));
          }}
        />
      )}
      {dialog?.kind === 'editRound' && <RoundDialog round={dialog.round} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'dates' && <SetDatesDialog round={dialog.round} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'newSurvey' && <NewSurveyDialog roundId={dialog.roundId} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={dialog?.kind === 'deleteRound'}
        title={LL.config.common.confirmDeleteTitle()}
        onClose={() => setDialog(null)}
        onConfirm={() => {
          if (dialog?.kind === 'deleteRound') remove.mutate({ orgId, id: dialog.round.id });
          setDialog(null);
        }}
        testId="round-delete-confirm"
      >
        {dialog?.kind === 'deleteRound' ? LL.config.common.confirmDelete({ name: dialog.round.name }) : ''}
      </ConfirmDialog>
    </Stack>
  );
}
