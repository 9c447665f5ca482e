import AddIcon from '@mui/icons-material/Add';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import { localize } from '@eqa/core';
import {
  Box,
  Button,
  Chip,
  LinearProgress,
  Paper,
  Stack,
} from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useI18n } from '../../../app/i18n';
import { DataList, type ListColumn } from '../../../components/lists';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePlatformConfig } from '../../platform/platform-config';
import { ListHeader } from '../common/list-header';
import { configPaths, NEW_ID, parseDetailId } from '../config-paths';
import { NewParameterDialog } from './new-parameter-dialog';
import { ParameterGroupsDialog } from './parameter-groups-dialog';
import { ParameterOverlay } from './parameter-overlay';

type ParameterRow = RouterOutputs['config']['parameters']['list']['items'][number];

/**
 * Parameters list (spec 3 §2): search, refresh, new; server-side pages. `/config/parameters/:paramId`
 * opens the parameter above the list (`new`: the create dialog).
 */
export function ParametersPage({ paramSegment }: { paramSegment: string | undefined }) {
  const { LL, locale } = useI18n();
  const config = usePlatformConfig();
  const [, navigate] = useLocation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [groupsOpen, setGroupsOpen] = useState(false);
  const query = useDebouncedValue(search.trim(), config.searchDebounceMs);
  const pageSize = config.pageSize;
  const detail = parseDetailId(paramSegment);
  useDocumentTitle(`${LL.config.parameters.title()} – ${LL.appName()}`);
  useEffect(() => setPage(0), [query]);

  const list = trpc.config.parameters.list.useQuery(
    { offset: page * pageSize, limit: pageSize, ...(query ? { query } : {}) },
    { placeholderData: keepPreviousData, meta: { errorAction: 'configParameters' } },
  );
  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;

  return (
    <Stack spacing={2.5}>
      <ListHeader
        title={LL.config.parameters.title()}
        subtitle={list.data ? LL.config.parameters.count({ count: total }) : null}
        search={search}
        onSearch={setSearch}
        searchLabel={LL.config.parameters.search()}
        onRefresh={() => void list.refetch()}
        refreshing={list.isFetching}
        testId="parameters"
        actions={
          <>
            <Button variant="outlined" startIcon={<CategoryOutlinedIcon />} onClick={() => setGroupsOpen(true)} data-testid="parameters-groups">
              {LL.config.parameterGroups.button()}
            </Button>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => navigate(configPaths.parameter(NEW_ID))} data-testid="parameters-new">
              {LL.config.parameters.new()}
            </Button>
          </>
        }
      />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box sx={{ height: 4 }}>{list.isFetching && <LinearProgress aria-label={LL.loading()} />}</Box>
        <DataList
          rows={items}
          columns={[
            {
              field: 'name',
              header: LL.config.parameters.columns.name(),
              flex: 2,
              minWidth: 200,
              card: 'title',
              value: (parameter) => localize(parameter.name, locale),
              render: (parameter) => (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', fontWeight: 500 }}>
                  <span>{localize(parameter.name, locale)}</span>
                  {parameter.hidden && <Chip size="small" variant="outlined" label={LL.config.parameters.hidden()} />}
                </Stack>
              ),
            },
            { field: 'qualifier', header: LL.config.parameters.columns.qualifier(), flex: 1, minWidth: 120, value: (parameter) => localize(parameter.qualifier, locale) },
            { field: 'group', header: LL.config.parameters.columns.group(), flex: 1, minWidth: 140, value: (parameter) => (parameter.group ? localize(parameter.group.name, locale) : '') },
            { field: 'ordinal', header: LL.config.parameters.columns.ordinal(), type: 'number', align: 'right', width: 110, card: 'hidden' },
          ] satisfies Array<ListColumn<ParameterRow>>}
          label={LL.config.parameters.title()}
          testId="parameters-table"
          rowAttributes={(parameter) => ({ 'data-testid': `parameter-row-${parameter.id}` })}
          onRowClick={(parameter) => navigate(configPaths.parameter(parameter.id))}
          loading={list.isPending}
          emptyState={{
            message: query ? LL.config.common.noMatch() : LL.config.parameters.empty(),
            action: query ? null : { label: LL.config.parameters.new(), onClick: () => navigate(configPaths.parameter(NEW_ID)) },
            testId: 'parameters-empty',
          }}
          exportFileName={LL.config.parameters.title()}
          server={{
            rowCount: total,
            paginationModel: { page: total === 0 ? 0 : Math.min(page, Math.max(0, Math.ceil(total / pageSize) - 1)), pageSize },
            onPaginationModelChange: (model) => setPage(model.page),
          }}
          sx={{ p: { xs: 1, sm: 0 } }}
        />
      </Paper>
      {detail === NEW_ID && <NewParameterDialog onClose={() => navigate(configPaths.parameters)} />}
      {groupsOpen && <ParameterGroupsDialog onClose={() => setGroupsOpen(false)} />}
      {typeof detail === 'number' && <ParameterOverlay key={detail} parameterId={detail} />}
    </Stack>
  );
}
