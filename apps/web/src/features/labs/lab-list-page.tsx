import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import {
  Box,
  Chip,
  IconButton,
  LinearProgress,
  Link,
  Paper,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { Link as RouterLink, useLocation } from 'wouter';
import { useI18n } from '../../app/i18n';
import { DataList, ListSearchField, useListUrlState, type ListColumn } from '../../components/lists';
import { labPath } from '../../lib/navigation';
import { sessionMemory } from '../../lib/session-memory';
import { trpc, type RouterInputs, type RouterOutputs } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useProfile } from '../auth/profile-context';
import { SetupGuide } from '../config/setup/setup-guide';
import { usePlatformConfig } from '../platform/platform-config';
import { LabeledSwitch } from '../../components/labeled-switch';

type LabRow = RouterOutputs['labs']['list']['items'][number];
type LabSort = NonNullable<RouterInputs['labs']['list']['sort']>;
const LAB_SORTS: readonly LabSort[] = ['shortName', '-shortName', 'name', '-name', 'city', '-city'];

/** The URL's sort when the server knows it (the QC code order otherwise). */
function labSort(value: string | null): LabSort | undefined {
  return LAB_SORTS.find((sort) => sort === value);
}

const LAST_SEARCH = 'labs.listSearch';

/** The list as last shown (search, filters, page), for the lab page's back button. */
export function labListHref(): string {
  const search = sessionMemory.get(LAST_SEARCH);
  return search ? `/labs?${search}` : '/labs';
}

/**
 * The lab list (spec 1 §2) for org users and core labs: debounced search, refresh, server-side
 * pages, filters 'only labs with empty surveys' and 'parent labs only'; a lab opens its surveys.
 * Search, filters and page live in the URL, so the back button of a lab page returns to the same list.
 */
export function LabListPage() {
  const { LL } = useI18n();
  const config = usePlatformConfig();
  const [, navigate] = useLocation();
  const list = useListUrlState(config.pageSize);
  const { params, update } = list;
  const query = params.get('q') ?? '';
  const emptySurveysOnly = params.get('empty') === '1';
  const coreLabsOnly = params.get('core') === '1';
  sessionMemory.set(LAST_SEARCH, params.toString());

  const profile = useProfile();
  const title = LL.labs.list.title();
  useDocumentTitle(`${title} – ${LL.appName()}`);

  const labs = trpc.labs.list.useQuery(
    {
      offset: list.offset,
      limit: list.limit,
      ...(query ? { query } : {}),
      emptySurveysOnly,
      coreLabsOnly,
      ...(labSort(list.params.get('sort')) ? { sort: labSort(list.params.get('sort')) } : {}),
    },
    { placeholderData: keepPreviousData, meta: { errorAction: 'labs' } },
  );
  const items = labs.data?.items ?? [];
  const total = labs.data?.total ?? 0;
  const columns: Array<ListColumn<LabRow>> = [
    {
      field: 'shortName',
      header: LL.labs.list.columns.shortName(),
      width: 110,
      card: 'title',
      render: (lab) => (
        <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 600, whiteSpace: 'nowrap' }}>
          {lab.shortName}
        </Box>
      ),
    },
    {
      field: 'name',
      header: LL.labs.list.columns.name(),
      flex: 2,
      minWidth: 200,
      render: (lab) => (
        <Link
          component={RouterLink}
          href={labPath(lab.id)}
          underline="hover"
          color="inherit"
          sx={{ fontWeight: 500 }}
          onClick={(event: MouseEvent) => event.stopPropagation()}
          data-testid={`lab-link-${lab.id}`}
        >
          {lab.name}
        </Link>
      ),
    },
    { field: 'city', header: LL.labs.list.columns.city(), flex: 1, minWidth: 110, value: (lab) => lab.city ?? '' },
    { field: 'address', header: LL.labs.list.columns.address(), flex: 1.5, minWidth: 150, card: 'hidden', sortable: false, value: (lab) => [lab.zipCode, lab.address].filter(Boolean).join(' ') },
    {
      field: 'status',
      header: LL.labs.list.columns.status(),
      sortable: false,
      flex: 1.5,
      minWidth: 180,
      value: (lab) =>
        [lab.status.emptyInProgressSurveys > 0 ? LL.labs.list.emptySurveys({ count: lab.status.emptyInProgressSurveys }) : '', lab.satelliteConnection ? LL.labs.satelliteConnection[lab.satelliteConnection]() : '']
          .filter(Boolean)
          .join(', '),
      render: (lab) => (
        <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
          {lab.status.emptyInProgressSurveys > 0 && (
            <Tooltip title={LL.labs.list.emptySurveysTooltip()}>
              <Chip
                size="small"
                color="warning"
                variant="outlined"
                icon={<InboxOutlinedIcon />}
                label={LL.labs.list.emptySurveys({ count: lab.status.emptyInProgressSurveys })}
                data-testid={`lab-empty-surveys-${lab.id}`}
              />
            </Tooltip>
          )}
          {lab.satelliteConnection && (
            <Chip
              size="small"
              variant="outlined"
              icon={lab.satelliteConnection === 'parent_lab' ? <AccountTreeOutlinedIcon /> : undefined}
              label={LL.labs.satelliteConnection[lab.satelliteConnection]()}
            />
          )}
        </Stack>
      ),
    },
  ];

  return (
    <Stack spacing={2.5}>
      {profile.orgUser && profile.org && <SetupGuide orgId={profile.org.id} />}
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' }, gap: 2 }}>
        <Box>
          <Typography variant="h1" data-testid="labs-title">
            {title}
          </Typography>
          {labs.data && (
            <Typography variant="body2" color="text.secondary" data-testid="labs-total">
              {LL.labs.list.total({ count: total })}
            </Typography>
          )}
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <ListSearchField
            value={query}
            onSearch={(text) => update({ q: text })}
            debounceMs={config.searchDebounceMs}
            label={LL.labs.list.search()}
            testId="labs-search"
            sx={{ minWidth: { xs: 0, sm: 300 }, flexGrow: 1 }}
          />
          <Tooltip title={LL.actions.refresh()}>
            <span>
              <IconButton onClick={() => void labs.refetch()} disabled={labs.isFetching} aria-label={LL.actions.refresh()} data-testid="labs-refresh">
                <RefreshIcon />
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
      </Stack>

      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 3 }}>
        <LabeledSwitch checked={emptySurveysOnly} onChange={(checked) => update({ empty: checked ? '1' : null })} label={LL.labs.list.emptySurveysOnly()} testId="labs-filter-empty-surveys" />
        <LabeledSwitch checked={coreLabsOnly} onChange={(checked) => update({ core: checked ? '1' : null })} label={LL.labs.list.coreLabsOnly()} testId="labs-filter-core-labs" />
      </Stack>

      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box sx={{ height: 4 }}>{labs.isFetching && <LinearProgress aria-label={LL.loading()} />}</Box>
        <DataList
          rows={items}
          columns={columns}
          label={title}
          testId="labs-table"
          rowAttributes={(lab) => ({ 'data-testid': `lab-row-${lab.id}` })}
          onRowClick={(lab) => navigate(labPath(lab.id))}
          loading={labs.isPending}
          // laboratories register themselves: the first-day list says where, and offers no add
          emptyState={{
            message: query || emptySurveysOnly || coreLabsOnly ? LL.labs.list.empty() : LL.labs.list.noLabs({ url: `${window.location.origin}/register` }),
            testId: 'labs-empty',
          }}
          exportFileName={title}
          server={list.server(total)}
          sx={{ p: { xs: 1, sm: 0 } }}
        />
      </Paper>
    </Stack>
  );
}
