import { localize, type Localized } from '@eqa/core';
import { formatDateTime, formatNumber } from '@eqa/i18n';
import CloseIcon from '@mui/icons-material/Close';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOffOutlined';
import {
  AppBar,
  Box,
  Button,
  Chip,
  Dialog,
  IconButton,
  LinearProgress,
  Link,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Toolbar,
  Typography,
} from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { useState, type HTMLAttributes } from 'react';
import { useReportError } from '../../app/error-reporting';
import { useI18n } from '../../app/i18n';
import { DataList, type ListColumn } from '../../components/lists';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { usePlatformConfig } from '../platform/platform-config';
import { useResultGroupName } from '../results/result-groups-bar';
import { downloadFile } from '../surveys/download';

type HistoryEvent = RouterOutputs['history']['events']['items'][number];
type HistoryValue = HistoryEvent['values'][number];

const ACTION_COLORS: Record<HistoryEvent['action'], 'success' | 'info' | 'error' | 'primary' | 'warning'> = {
  create: 'success',
  update: 'info',
  delete: 'error',
  validate: 'primary',
  invalidate: 'warning',
};

/** A stored value as one line of text: relation, number and unit; a nominal name; a text; a file name; components. */
export function historyValueText(value: HistoryValue, context: { locale: string; units: ReadonlyMap<number, Localized> }): string {
  const unit = value.unitId === null ? '' : localize(context.units.get(value.unitId), context.locale);
  switch (value.type) {
    case 'numeric': {
      if (value.value === null) return '';
      const number = typeof value.value === 'number' ? formatNumber(value.value, context.locale === 'hu' ? 'hu' : 'en') : value.value;
      const relation = value.relation && value.relation !== '=' ? `${value.relation} ` : '';
      return `${relation}${number}${unit ? ` ${unit}` : ''}`;
    }
    case 'nominal':
      return localize(value.name, context.locale) || (value.valueId === null ? '' : `#${value.valueId}`);
    case 'document':
      return value.fileName ?? '';
    case 'composite':
      return value.components
        .map((c) => (c.name ? localize(c.name, context.locale) : c.value === null ? '' : String(c.value)))
        .filter((t) => t.length > 0)
        .join(' / ');
    case 'text':
    case 'date_time':
      return value.value === null ? '' : String(value.value);
  }
}

/** An event's changes as one line of text (the CSV export): 'Result: 5.3 (was 5.1); Method: Hexokinase'. */
function eventChangesText(event: HistoryEvent, context: { locale: string; units: ReadonlyMap<number, Localized> }, cleared: string): string {
  if (event.resultGroupUpdate) return [event.resultGroupUpdate.name, event.resultGroupUpdate.comment].filter(Boolean).join(' – ');
  const ids = [...new Set([...event.dimensions.map((d) => d.id), ...event.values.map((v) => v.dimensionId), ...event.previousValues.map((v) => v.dimensionId)])];
  return ids
    .map((id) => {
      const name = localize(event.dimensions.find((d) => d.id === id)?.name, context.locale) || id;
      const now = event.values.filter((v) => v.dimensionId === id).map((v) => historyValueText(v, context)).filter(Boolean).join(', ');
      const before = event.previousValues.filter((v) => v.dimensionId === id).map((v) => historyValueText(v, context)).filter(Boolean).join(', ');
      return `${name}: ${now || cleared}${before && before !== now ? ` (${before})` : ''}`;
    })
    .join('; ');
}

const selectProps = (testId: string, label: string) => ({ SelectDisplayProps: { 'data-testid': testId, 'aria-label': label } as HTMLAttributes<HTMLDivElement> });

interface SurveyHistoryDialogProps {
  open: boolean;
  onClose(): void;
  labId: number;
  surveyId: number;
  title: string;
  units: ReadonlyMap<number, Localized>;
}

/**
 * The survey history (spec 1 §2 "Survey history dialog", org users only): a full-page dialog with
 * the paged event list of the lab in the survey, newest first, filtered by user, parameter, result
 * group and sample; nothing is loaded until it opens.
 */
export function SurveyHistoryDialog({ open, onClose, labId, surveyId, title, units }: SurveyHistoryDialogProps) {
  const { LL, locale } = useI18n();
  const config = usePlatformConfig();
  const pageSize = config.pageSize;
  const [page, setPage] = useState(0);
  const [filters, setFilters] = useState<{ user: string; parameter: string; resultGroup: string; sample: string }>({ user: '', parameter: '', resultGroup: '', sample: '' });
  const scope = { labId, surveyId };
  const options = { enabled: open, meta: { errorAction: 'history' as const } };
  const users = trpc.history.users.useQuery(scope, options);
  const parameters = trpc.history.params.useQuery(scope, options);
  const resultGroups = trpc.history.resultGroups.useQuery(scope, options);
  const samples = trpc.history.samples.useQuery(scope, options);
  const last = trpc.history.lastEvent.useQuery(scope, options);
  const events = trpc.history.events.useQuery(
    {
      ...scope,
      offset: page * pageSize,
      limit: pageSize,
      ...(filters.user ? { user: Number(filters.user) } : {}),
      ...(filters.parameter ? { parameter: Number(filters.parameter) } : {}),
      ...(filters.resultGroup ? { resultGroup: Number(filters.resultGroup) } : {}),
      ...(filters.sample ? { sample: Number(filters.sample) } : {}),
    },
    { ...options, placeholderData: keepPreviousData },
  );
  const setFilter = (key: keyof typeof filters, value: string) => {
    setFilters((f) => ({ ...f, [key]: value }));
    setPage(0);
  };
  const anyFilter = Object.values(filters).some((v) => v !== '');
  const userName = (u: { name: string | null; fullName: string | null } | null) => u?.fullName || u?.name || LL.history.system();
  const items = events.data?.items ?? [];
  const total = events.data?.total ?? 0;
  const lastEvent = last.data?.event ?? null;
  const defaultGroupName = useResultGroupName();
  // a default name is worded in the interface's language from the ordinal, never the server's English
  const groupName = (group: { name: string; ownName: string | null; ordinal: number | null }) =>
    group.ownName !== null || group.ordinal === null ? group.name : defaultGroupName({ name: null, ordinal: group.ordinal });
  const changesText = (event: HistoryEvent) => eventChangesText(event, { locale, units }, LL.history.cleared());

  const columns: Array<ListColumn<HistoryEvent>> = [
    { field: 'createdAt', header: LL.history.columns.time(), minWidth: 150, sortable: false, card: 'title', value: (event) => formatDateTime(event.createdAt, locale) },
    {
      field: 'user',
      header: LL.history.columns.user(),
      flex: 1,
      minWidth: 140,
      value: (event) => userName(event.user),
      render: (event) => (
        <span data-testid="history-event-user">
          {userName(event.user)}
          {event.source && (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }} data-testid="history-event-source">
              {event.source.fileName === null
                ? LL.lis.import.sourceNoName()
                : event.source.apiKeyName === null
                  ? LL.lis.import.source({ name: event.source.fileName })
                  : LL.lis.import.sourceWithKey({ name: event.source.fileName, key: event.source.apiKeyName })}
            </Typography>
          )}
        </span>
      ),
    },
    {
      field: 'action',
      header: LL.history.columns.action(),
      minWidth: 120,
      value: (event) => LL.history.actions[event.action](),
      render: (event) => <Chip size="small" variant="outlined" color={ACTION_COLORS[event.action]} label={LL.history.actions[event.action]()} />,
    },
    {
      field: 'parameter',
      header: LL.history.columns.parameter(),
      flex: 1,
      minWidth: 140,
      value: (event) => (event.parameter ? localize(event.parameter.name, locale) : '–'),
      render: (event) => <span data-testid="history-event-parameter">{event.parameter ? localize(event.parameter.name, locale) : '–'}</span>,
    },
    { field: 'resultGroup', header: LL.history.columns.resultGroup(), flex: 0.8, minWidth: 120, value: (event) => (event.resultGroup ? groupName(event.resultGroup) : '–') },
    { field: 'sample', header: LL.history.columns.sample(), flex: 0.6, minWidth: 100, value: (event) => event.sample?.name ?? (event.parameter ? LL.history.allSamples() : '–') },
    {
      field: 'changes',
      header: LL.history.columns.changes(),
      flex: 2,
      minWidth: 240,
      value: (event) => changesText(event),
      render: (event) => <EventChanges event={event} units={units} />,
    },
  ];

  const filterField = (key: keyof typeof filters, label: string, entries: Array<{ id: number; label: string }>, testId: string) => (
    <TextField
      select
      size="small"
      label={label}
      value={filters[key]}
      onChange={(event) => setFilter(key, event.target.value)}
      sx={{ minWidth: 200, flex: '1 1 200px', maxWidth: 320 }}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true, ...selectProps(testId, label) } }}
    >
      <MenuItem value="" data-testid={`${testId}-all`}>
        <em>{LL.history.filters.all()}</em>
      </MenuItem>
      {entries.map((e) => (
        <MenuItem key={e.id} value={String(e.id)} data-testid={`${testId}-${e.id}`}>
          {e.label}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Dialog fullScreen open={open} onClose={onClose} data-testid="history-dialog" aria-labelledby="history-title">
      <AppBar position="sticky" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: 2 }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography id="history-title" variant="h3" component="h2" noWrap>
              {LL.history.title()}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {title}
            </Typography>
          </Box>
          <IconButton edge="end" onClick={onClose} aria-label={LL.actions.close()} data-testid="history-close">
            <CloseIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
      <Box sx={{ p: { xs: 1.5, md: 3 }, maxWidth: 1600, width: '100%', mx: 'auto' }}>
        {/* without any event the list's empty state says so: the sentence once, not twice (issue 32) */}
        {(!last.data || lastEvent) && (
          <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="history-last-event">
            {lastEvent ? LL.history.lastEvent({ date: formatDateTime(lastEvent.createdAt, locale), name: userName(lastEvent.user) }) : LL.loading()}
          </Typography>
        )}
        <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
          {filterField(
            'user',
            LL.history.filters.user(),
            (users.data?.items ?? []).flatMap((u) => (u.id === null ? [] : [{ id: u.id, label: u.fullName ? `${u.fullName} (${u.name})` : u.name }])),
            'history-filter-user',
          )}
          {filterField(
            'parameter',
            LL.history.filters.parameter(),
            (parameters.data?.items ?? []).map((p) => ({ id: p.id, label: [localize(p.name, locale), localize(p.qualifier, locale)].filter(Boolean).join(' – ') })),
            'history-filter-parameter',
          )}
          {filterField('resultGroup', LL.history.filters.resultGroup(), (resultGroups.data?.items ?? []).map((g) => ({ id: g.id, label: groupName(g) })), 'history-filter-result-group')}
          {filterField('sample', LL.history.filters.sample(), (samples.data?.items ?? []).map((s) => ({ id: s.id, label: s.name })), 'history-filter-sample')}
          <Button
            startIcon={<FilterAltOffIcon />}
            disabled={!anyFilter}
            onClick={() => {
              setFilters({ user: '', parameter: '', resultGroup: '', sample: '' });
              setPage(0);
            }}
            data-testid="history-filter-clear"
          >
            {LL.history.filters.clear()}
          </Button>
        </Stack>
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          <Box sx={{ height: 4 }}>{events.isFetching && <LinearProgress aria-label={LL.loading()} />}</Box>
          <DataList
            rows={items}
            columns={columns}
            label={LL.history.title()}
            testId="history-table"
            rowAttributes={(event) => ({ 'data-testid': `history-event-${event.id}`, 'data-action': event.action })}
            loading={events.isPending}
            emptyState={{ message: anyFilter ? LL.history.empty() : LL.history.noEvents(), testId: 'history-empty' }}
            exportFileName={`${LL.history.title()} ${title}`}
            server={{
              rowCount: total,
              paginationModel: { page: total === 0 ? 0 : Math.min(page, Math.max(0, Math.ceil(total / pageSize) - 1)), pageSize },
              onPaginationModelChange: (model) => setPage(model.page),
            }}
            sx={{ p: { xs: 1, sm: 0 } }}
          />
        </Paper>
      </Box>
    </Dialog>
  );
}

function EventChanges({ event, units }: { event: HistoryEvent; units: ReadonlyMap<number, Localized> }) {
  const { LL, locale } = useI18n();
  const context = { locale, units };
  if (event.resultGroupUpdate) {
    return (
      <Stack spacing={0.25}>
        <Typography variant="body2">{LL.history.resultGroupRenamed({ name: event.resultGroupUpdate.name ?? LL.history.defaultName() })}</Typography>
        {event.resultGroupUpdate.comment && <Typography variant="body2">{LL.history.resultGroupComment({ comment: event.resultGroupUpdate.comment })}</Typography>}
      </Stack>
    );
  }
  const dimensionIds = [...new Set([...event.dimensions.map((d) => d.id), ...event.values.map((v) => v.dimensionId), ...event.previousValues.map((v) => v.dimensionId)])];
  if (dimensionIds.length === 0) return <>–</>;
  return (
    <Stack spacing={0.25}>
      {dimensionIds.map((id) => {
        const name = localize(event.dimensions.find((d) => d.id === id)?.name, locale) || id;
        const nowValues = event.values.filter((v) => v.dimensionId === id);
        const now = nowValues.map((v) => historyValueText(v, context)).filter(Boolean).join(', ');
        const before = event.previousValues.filter((v) => v.dimensionId === id).map((v) => historyValueText(v, context)).filter(Boolean).join(', ');
        const documents = nowValues.filter((v) => v.downloadPath !== null);
        return (
          <Typography key={id} variant="body2" data-testid={`history-change-${id}`}>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {name}:{' '}
            </Box>
            <Box component="span" sx={{ fontWeight: 500 }}>
              {documents.length > 0 ? <HistoryDocuments values={documents} /> : now || LL.history.cleared()}
            </Box>
            {before && before !== now && (
              <Box component="span" sx={{ color: 'text.secondary', ml: 1, fontSize: '0.85em' }}>
                ({LL.history.previous({ value: before })})
              </Box>
            )}
          </Typography>
        );
      })}
    </Stack>
  );
}

/** The documents an event stored, each a link that downloads it (the upload stays while the history names it). */
function HistoryDocuments({ values }: { values: readonly HistoryValue[] }) {
  const reportError = useReportError();
  return (
    <>
      {values.map((value, index) => {
        const path = value.downloadPath;
        const open = () => {
          if (path) void downloadFile(`/api/v1${path}`).catch((e: unknown) => reportError(e, { action: 'downloads', retry: open }));
        };
        return (
          <Box component="span" key={`${value.fileId ?? index}`}>
            {index > 0 && ', '}
            <Link component="button" type="button" variant="body2" onClick={open} sx={{ fontWeight: 500, verticalAlign: 'baseline' }} data-testid="history-document">
              {value.fileName ?? ''}
            </Link>
          </Box>
        );
      })}
    </>
  );
}
