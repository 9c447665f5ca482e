import AddIcon from '@mui/icons-material/Add';
import { DIMENSION_ORDER_OPTIONS, localize, type DimensionOrderOption } from '@eqa/core';
import { Box, Button, Card, CardActionArea, CardContent, Chip, LinearProgress, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
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
import { configPaths, NEW_ID } from '../config-paths';
import { DimensionDialog } from './dimension-dialog';
import { DIMENSION_LIST_LIMIT } from './dimension-options';
import { groupDimensions } from './dimension-groups';
import { NewDimensionDialog } from './new-dimension-dialog';

const ORDER_KEY = 'config.dimensions.order';

/**
 * Dimensions list (spec 3 §2): grouped by first letter or by ordinal, search, refresh, new.
 * `/config/dimensions/:dimensionId` opens the dimension dialog above it (`new`: the create dialog).
 */
export function DimensionsPage({ dimensionSegment }: { dimensionSegment: string | undefined }) {
  const { LL, locale } = useI18n();
  const config = usePlatformConfig();
  const [, navigate] = useLocation();
  const [search, setSearch] = useState('');
  const [order, setOrder] = useState<DimensionOrderOption>(() => (sessionMemory.get(ORDER_KEY) === 'ordinal' ? 'ordinal' : 'alphabet'));
  const query = useDebouncedValue(search.trim(), config.searchDebounceMs);
  useDocumentTitle(`${LL.config.dimensions.title()} – ${LL.appName()}`);
  const list = trpc.config.dimensions.list.useQuery(
    { offset: 0, limit: DIMENSION_LIST_LIMIT, order, locale, ...(query ? { query } : {}) },
    { placeholderData: keepPreviousData, meta: { errorAction: 'configDimensions' } },
  );
  const items = list.data?.items ?? [];
  const groups = groupDimensions(items, order, locale);
  const dimensionId = dimensionSegment === undefined ? null : decodeURIComponent(dimensionSegment);

  return (
    <Stack spacing={2.5}>
      <ListHeader
        title={LL.config.dimensions.title()}
        subtitle={list.data ? LL.config.dimensions.count({ count: list.data.total }) : null}
        search={search}
        onSearch={setSearch}
        searchLabel={LL.config.dimensions.search()}
        onRefresh={() => void list.refetch()}
        refreshing={list.isFetching}
        testId="dimensions"
        actions={
          <>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={order}
              onChange={(_event, next: DimensionOrderOption | null) => {
                if (!next) return;
                sessionMemory.set(ORDER_KEY, next);
                setOrder(next);
              }}
              aria-label={LL.config.dimensions.order()}
            >
              {DIMENSION_ORDER_OPTIONS.map((option) => (
                <ToggleButton key={option} value={option} data-testid={`dimensions-order-${option}`}>
                  {option === 'alphabet' ? LL.config.dimensions.orderAlphabet() : LL.config.dimensions.orderOrdinal()}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => navigate(configPaths.dimension(NEW_ID))} data-testid="dimensions-new">
              {LL.config.dimensions.new()}
            </Button>
          </>
        }
      />
      <Box sx={{ height: 4 }}>{list.isFetching && <LinearProgress aria-label={LL.loading()} />}</Box>
      {list.data && items.length === 0 && (
        <EmptyState
          message={query ? LL.config.common.noMatch() : LL.config.dimensions.empty()}
          action={query ? null : { label: LL.config.dimensions.new(), onClick: () => navigate(configPaths.dimension(NEW_ID)) }}
          testId="dimensions-empty"
        />
      )}
      <Stack spacing={2} data-testid="dimensions-groups">
        {groups.map((group) => (
          <Box key={group.key} component="section" aria-label={group.key} data-testid={`dimensions-group-${group.key}`}>
            <Typography variant="overline" color="primary" sx={{ fontWeight: 700, fontSize: '0.9rem' }}>
              {order === 'ordinal' ? `${LL.config.common.ordinal()} ${group.key}` : group.key}
            </Typography>
            <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}>
              {group.items.map((dimension) => (
                <Card key={dimension.id} data-testid={`dimension-card-${dimension.id}`}>
                  <CardActionArea onClick={() => navigate(configPaths.dimension(dimension.id))} sx={{ height: '100%' }}>
                    <CardContent sx={{ py: 1.5 }}>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
                        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{localize(dimension.name, locale) || dimension.id}</Typography>
                        <Chip size="small" variant="outlined" label={LL.config.dimensions.valueTypes[dimension.valueType]()} />
                      </Stack>
                      <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                        {dimension.id}
                      </Typography>
                    </CardContent>
                  </CardActionArea>
                </Card>
              ))}
            </Box>
          </Box>
        ))}
      </Stack>
      {dimensionId === NEW_ID && <NewDimensionDialog onClose={() => navigate(configPaths.dimensions)} />}
      {dimensionId !== null && dimensionId !== NEW_ID && <DimensionDialog key={dimensionId} dimensionId={dimensionId} />}
    </Stack>
  );
}
