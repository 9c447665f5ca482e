import AddIcon from '@mui/icons-material/Add';
import StraightenOutlinedIcon from '@mui/icons-material/StraightenOutlined';
import { localize, UNIT_SORT_OPTIONS, type UnitSortOption } from '@eqa/core';
import { Box, Button, Card, CardActionArea, CardContent, LinearProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useI18n } from '../../../app/i18n';
import { EmptyState } from '../../../components/empty-state';
import { sessionMemory } from '../../../lib/session-memory';
import { trpc } from '../../../lib/trpc';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePlatformConfig } from '../../platform/platform-config';
import { ListHeader } from '../common/list-header';
import { configPaths, NEW_ID, parseDetailId } from '../config-paths';
import { NewUnitDialog } from './new-unit-dialog';
import { UnitOverlay } from './unit-overlay';
import { UNIT_LIST_LIMIT } from './unit-list-limit';
const SORT_KEY = 'config.units.sort';

function storedSort(): UnitSortOption {
  const stored = sessionMemory.get(SORT_KEY);
  return stored === 'default' || stored === 'alphabet' ? stored : 'alphabet';
}

/**
 * Units list (spec 3 §2): non-hidden units as tiles (4 columns on desktop, 3 on tablet), sort by
 * translated name or default order, a count subtitle (other wording when searching), an empty
 * message, search by name or id, New unit. `/config/units/:unitId` opens the unit overlay above it.
 */
export function UnitsPage({ unitSegment }: { unitSegment: string | undefined }) {
  const { LL, locale } = useI18n();
  const config = usePlatformConfig();
  const [, navigate] = useLocation();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<UnitSortOption>(storedSort);
  const query = useDebouncedValue(search.trim(), config.searchDebounceMs);
  const detail = parseDetailId(unitSegment);
  useDocumentTitle(`${LL.config.units.title()} – ${LL.appName()}`);

  const units = trpc.config.units.list.useQuery(
    { offset: 0, limit: UNIT_LIST_LIMIT, sort, locale, ...(query ? { query } : {}) },
    { placeholderData: keepPreviousData, meta: { errorAction: 'configUnits' } },
  );
  const visible = (units.data?.items ?? []).filter((unit) => !unit.hidden);
  const subtitle = units.data
    ? query
      ? LL.config.units.countFiltered({ count: visible.length })
      : LL.config.units.count({ count: visible.length })
    : null;

  return (
    <Stack spacing={2.5}>
      <ListHeader
        title={LL.config.units.title()}
        subtitle={subtitle}
        search={search}
        onSearch={setSearch}
        searchLabel={LL.config.units.search()}
        onRefresh={() => void units.refetch()}
        refreshing={units.isFetching}
        testId="units"
        actions={
          <>
            <TextField
              select
              size="small"
              label={LL.config.units.sort()}
              value={sort}
              onChange={(event) => {
                const next = event.target.value as UnitSortOption;
                sessionMemory.set(SORT_KEY, next);
                setSort(next);
              }}
              sx={{ minWidth: 200 }}
              slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'units-sort' } as object } }}
            >
              {UNIT_SORT_OPTIONS.map((option) => (
                <MenuItem key={option} value={option} data-testid={`units-sort-${option}`}>
                  {option === 'alphabet' ? LL.config.units.sortAlphabet() : LL.config.units.sortDefault()}
                </MenuItem>
              ))}
            </TextField>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => navigate(configPaths.unit(NEW_ID))} data-testid="units-new">
              {LL.config.units.newUnit()}
            </Button>
          </>
        }
      />
      <Box sx={{ height: 4 }}>{units.isFetching && <LinearProgress aria-label={LL.loading()} />}</Box>
      {units.data && visible.length === 0 ? (
        <EmptyState
          message={query ? LL.config.common.noMatch() : LL.config.units.empty()}
          action={query ? null : { label: LL.config.units.newUnit(), onClick: () => navigate(configPaths.unit(NEW_ID)) }}
          testId="units-empty"
        />
      ) : (
        <Box
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } }}
          data-testid="units-grid"
        >
          {visible.map((unit) => (
            <Card key={unit.id} data-testid={`unit-tile-${unit.id}`}>
              <CardActionArea onClick={() => navigate(configPaths.unit(unit.id))} sx={{ height: '100%' }} data-testid={`unit-open-${unit.id}`}>
                <CardContent>
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                    <StraightenOutlinedIcon color="primary" />
                    <Box sx={{ minWidth: 0 }}>
                      <Typography variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                        {localize(unit.name, locale)}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        {LL.config.common.id()}: {unit.id} · {LL.config.common.ordinal()}: {unit.ordinal}
                      </Typography>
                    </Box>
                  </Stack>
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </Box>
      )}
      {detail === NEW_ID && <NewUnitDialog onClose={() => navigate(configPaths.units)} />}
      {typeof detail === 'number' && <UnitOverlay key={detail} unitId={detail} />}
    </Stack>
  );
}
