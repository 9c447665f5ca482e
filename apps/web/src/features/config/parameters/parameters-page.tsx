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
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
} from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useI18n } from '../../../app/i18n';
import { EmptyState } from '../../../components/empty-state';
import { trpc } from '../../../lib/trpc';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePlatformConfig } from '../../platform/platform-config';
import { ListHeader } from '../common/list-header';
import { configPaths, NEW_ID, parseDetailId } from '../config-paths';
import { NewParameterDialog } from './new-parameter-dialog';
import { ParameterGroupsDialog } from './parameter-groups-dialog';
import { ParameterOverlay } from './parameter-overlay';

const hideOnSmall = { display: { xs: 'none', md: 'table-cell' } } as const;

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
        <TableContainer>
          <Table aria-label={LL.config.parameters.title()} data-testid="parameters-table">
            <TableHead>
              <TableRow sx={{ '& th': { fontWeight: 600, color: 'text.secondary', bgcolor: 'action.hover' } }}>
                <TableCell>{LL.config.parameters.columns.name()}</TableCell>
                <TableCell>{LL.config.parameters.columns.qualifier()}</TableCell>
                <TableCell sx={hideOnSmall}>{LL.config.parameters.columns.group()}</TableCell>
                <TableCell sx={hideOnSmall} align="right">
                  {LL.config.parameters.columns.ordinal()}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((parameter) => (
                <TableRow
                  key={parameter.id}
                  hover
                  onClick={() => navigate(configPaths.parameter(parameter.id))}
                  sx={{ cursor: 'pointer' }}
                  data-testid={`parameter-row-${parameter.id}`}
                >
                  <TableCell sx={{ fontWeight: 500 }}>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <span>{localize(parameter.name, locale)}</span>
                      {parameter.hidden && <Chip size="small" variant="outlined" label={LL.config.parameters.hidden()} />}
                    </Stack>
                  </TableCell>
                  <TableCell>{localize(parameter.qualifier, locale)}</TableCell>
                  <TableCell sx={hideOnSmall}>{parameter.group ? localize(parameter.group.name, locale) : ''}</TableCell>
                  <TableCell sx={hideOnSmall} align="right">
                    {parameter.ordinal}
                  </TableCell>
                </TableRow>
              ))}
              {list.data && items.length === 0 && (
                <TableRow>
                  <TableCell colSpan={4} sx={{ py: 4 }}>
                    <EmptyState
                      variant="plain"
                      message={query ? LL.config.common.noMatch() : LL.config.parameters.empty()}
                      action={query ? null : { label: LL.config.parameters.new(), onClick: () => navigate(configPaths.parameter(NEW_ID)) }}
                      testId="parameters-empty"
                    />
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={total}
          page={total === 0 ? 0 : Math.min(page, Math.max(0, Math.ceil(total / pageSize) - 1))}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[pageSize]}
          onPageChange={(_event, next) => setPage(next)}
          labelRowsPerPage={LL.pagination.rowsPerPage()}
          labelDisplayedRows={({ from, to, count }) => LL.pagination.displayedRows({ from: String(from), to: String(to), count: String(count) })}
          data-testid="parameters-pagination"
        />
      </Paper>
      {detail === NEW_ID && <NewParameterDialog onClose={() => navigate(configPaths.parameters)} />}
      {groupsOpen && <ParameterGroupsDialog onClose={() => setGroupsOpen(false)} />}
      {typeof detail === 'number' && <ParameterOverlay key={detail} parameterId={detail} />}
    </Stack>
  );
}
