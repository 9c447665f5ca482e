import { Alert, Box, Button, Chip, CircularProgress, Stack } from '@mui/material';
import { useI18n } from '../../app/i18n';
import type { ResultSaver } from './result-saver';
import { useSaveSummary } from './use-result-saver';

/*
 * The save feedback of a survey form (spec 1 §2 "Result saving"): the page's save status, the
 * notice of drafts restored from the browser, and 'Result NOT saved' with Retry and Discard. Each
 * re-renders on every draft change by itself, not the whole form.
 */

/** The save status of the page; it alone re-renders on every draft change (not the whole form). */
export function SaveStatus({ saver }: { saver: ResultSaver }) {
  const { LL } = useI18n();
  const summary = useSaveSummary(saver);
  const state = summary.failed > 0 ? 'failed' : summary.saving ? 'saving' : summary.pending > 0 ? 'pending' : 'idle';
  return (
    <Box data-testid="save-state" data-state={state} data-pending={summary.pending} sx={{ minHeight: 32, display: 'flex', alignItems: 'center' }} aria-live="polite">
      {state === 'failed' && <Chip size="small" color="error" label={LL.notifications.resultNotSaved()} data-testid="save-status" />}
      {state === 'saving' && <Chip size="small" color="info" variant="outlined" icon={<CircularProgress size={14} />} label={LL.notifications.saveInProgress()} data-testid="save-status" />}
      {state === 'pending' && <Chip size="small" variant="outlined" label={LL.results.saving.pending({ count: summary.pending })} data-testid="save-status" />}
    </Box>
  );
}

/** 'Restored and being saved', while nothing failed: when a restored draft is refused, 'Result NOT saved' speaks instead. */
export function RestoredNotice({ saver, onClose }: { saver: ResultSaver; onClose(): void }) {
  const { LL } = useI18n();
  const summary = useSaveSummary(saver);
  if (summary.failed > 0) return null;
  return (
    <Alert severity="info" onClose={onClose} data-testid="drafts-restored">
      {LL.results.saving.restored()}
    </Alert>
  );
}

/** 'Result NOT saved' with Retry and Discard while drafts failed. */
export function SaveFailedBanner({ saver }: { saver: ResultSaver }) {
  const { LL } = useI18n();
  const summary = useSaveSummary(saver);
  if (summary.failed === 0) return null;
  return (
    <Alert
      severity="error"
      data-testid="save-failed"
      action={
        <Stack direction="row" spacing={1}>
          {summary.retryable && (
            <Button color="inherit" size="small" onClick={() => saver.retry()} data-testid="save-retry">
              {LL.results.saving.retry()}
            </Button>
          )}
          <Button color="inherit" size="small" onClick={() => saver.discardFailed()} data-testid="save-discard">
            {LL.results.saving.discard()}
          </Button>
        </Stack>
      }
    >
      <span data-testid="save-failed-reason" data-reason={summary.reason ?? 'other'}>
        {summary.reason ? LL.results.saving.reason[summary.reason]() : LL.results.saving.failed()}
      </span>
    </Alert>
  );
}
