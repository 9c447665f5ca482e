import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useI18n } from '../../../app/i18n';
import { SearchField } from '../../../components/lists';

interface ListHeaderProps {
  title: string;
  subtitle?: ReactNode;
  /** The search text; omitted when the list has no search box. */
  search?: string;
  onSearch?(text: string): void;
  searchLabel?: string;
  onRefresh(): void;
  refreshing: boolean;
  /** Buttons after the refresh button (New …). */
  actions?: ReactNode;
  /** Prefix of the test ids: `${testId}-title`, `-search`, `-refresh`. */
  testId: string;
}

/** The head of every configuration list (spec 3 §1: each list has a search box and a refresh action). */
export function ListHeader({ title, subtitle, search, onSearch, searchLabel, onRefresh, refreshing, actions, testId }: ListHeaderProps) {
  const { LL } = useI18n();
  const label = searchLabel ?? LL.config.common.search();
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', md: 'center' }, gap: 2 }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h1" data-testid={`${testId}-title`}>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary" component="div" data-testid={`${testId}-subtitle`}>
            {subtitle}
          </Typography>
        )}
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        {onSearch && (
          <SearchField value={search ?? ''} onChange={onSearch} label={label} testId={`${testId}-search`} sx={{ minWidth: { xs: 0, sm: 280 }, flexGrow: 1 }} />
        )}
        <Tooltip title={LL.actions.refresh()}>
          <span>
            <IconButton onClick={onRefresh} disabled={refreshing} aria-label={LL.actions.refresh()} data-testid={`${testId}-refresh`}>
              <RefreshIcon />
            </IconButton>
          </span>
        </Tooltip>
        {actions}
      </Stack>
    </Stack>
  );
}
