import { JOB_INTERRUPTED, localize } from '@eqa/core';
import CloseIcon from '@mui/icons-material/Close';
import { Alert, Box, Chip, LinearProgress, List, ListItem, ListItemText, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useI18n } from '../../app/i18n';
import { trpc } from '../../lib/trpc';
import type { OrderCopyStatus } from './use-order-copy';
import { TooltipIconButton } from '../../components/tooltip-icon-button';

/** Spec 2 §2: while the copy runs a progress screen replaces the content. */
export function CopyProgress({ status }: { status: OrderCopyStatus | undefined }) {
  const { LL } = useI18n();
  const state = status?.state ?? 'queued';
  const progress = status?.progress ?? 0;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 6 }, textAlign: 'center' }} data-testid="order-copy-progress" role="status" aria-live="polite">
      <Typography variant="h3" component="p" sx={{ mb: 2 }}>
        {LL.orders.copy.running()}
      </Typography>
      <LinearProgress
        variant={progress > 0 ? 'determinate' : 'indeterminate'}
        value={progress}
        sx={{ maxWidth: 420, mx: 'auto', mb: 1.5 }}
        aria-label={LL.orders.copy.running()}
      />
      <Typography color="text.secondary" data-testid="order-copy-state">
        {LL.orders.copy.state[state]()}
      </Typography>
    </Paper>
  );
}

/** A failed copy: the job's error, or the interrupted text after a restart. */
export function CopyFailure({ status }: { status: OrderCopyStatus }) {
  const { LL } = useI18n();
  return (
    <Alert severity="error" data-testid="order-copy-failed">
      {status.error === JOB_INTERRUPTED ? LL.orders.copy.interrupted() : LL.orders.copy.failed()}
    </Alert>
  );
}

/**
 * Spec 2 §2 the differences after the copy of last year's orders (or a note that there are none):
 * short name, name, year and the paper / empty flags with the reason in words.
 */
export function DifferencesPanel({ labId, orgId, year, onClose }: { labId: number; orgId: number; year: number; onClose(): void }) {
  const { LL, locale } = useI18n();
  const differences = trpc.orders.differences.useQuery({ labId, orgId, year }, { meta: { errorAction: 'orders' } });
  const items = differences.data?.items ?? [];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="order-differences-title" sx={{ overflow: 'hidden' }} data-testid="order-differences">
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1, bgcolor: 'action.hover', gap: 1 }}>
        <Typography variant="subtitle1" component="h2" id="order-differences-title" sx={{ fontWeight: 700, flexGrow: 1 }}>
          {LL.orders.differences.title()}
        </Typography>
        <TooltipIconButton label={LL.orders.differences.close()} size="small" onClick={onClose} data-testid="order-differences-close" icon={<CloseIcon fontSize="small" />} />
      </Stack>
      {differences.isPending ? (
        <Box sx={{ p: 2 }} aria-busy="true" aria-label={LL.orders.differences.loading()}>
          <Skeleton variant="text" width="60%" />
          <Skeleton variant="text" width="45%" />
        </Box>
      ) : items.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 2 }} data-testid="order-differences-none">
          {LL.orders.differences.none()}
        </Typography>
      ) : (
        <List dense disablePadding>
          {items.map((item) => (
            <ListItem key={item.id} divider data-testid={`order-difference-${item.id}`} data-reason={item.reason}>
              <ListItemText
                primary={
                  <Stack direction="row" sx={{ gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
                    <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 700 }}>
                      {item.shortName}
                    </Box>
                    <span>{localize(item.name, locale)}</span>
                    <Typography component="span" variant="body2" color="text.secondary">
                      {item.year}
                    </Typography>
                    {item.paper && <Chip size="small" color="info" variant="outlined" label={LL.orders.product.paper()} />}
                  </Stack>
                }
                secondary={LL.orders.differences[item.reason]()}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
