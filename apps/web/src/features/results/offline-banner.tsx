import CloudOffIcon from '@mui/icons-material/CloudOffOutlined';
import { Alert, Button } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { useI18n } from '../../app/i18n';
import { useBrowserOnline } from '../../lib/use-browser-online';
import type { ResultSaver } from './result-saver';
import { pendingCount } from './save-queue';

/**
 * 'Offline: 3 values waiting' while values cannot reach the server (the browser is offline, or a
 * save got no answer): a quiet status, no dialog; the values are sent by themselves when the
 * connection returns, or at once with Send now. Each control keeps its own mark (not saved yet).
 */
export function OfflineBanner({ saver }: { saver: ResultSaver }) {
  const { LL } = useI18n();
  const online = useBrowserOnline();
  useSyncExternalStore(saver.subscribe, saver.changeCount);
  const count = pendingCount(saver.entries());
  if (count === 0 || (online && !saver.waitingForConnection())) return null;
  return (
    <Alert
      severity="info"
      variant="outlined"
      icon={<CloudOffIcon />}
      role="status"
      data-testid="offline-banner"
      data-count={count}
      data-waiting-for-connection={saver.waitingForConnection() ? 'true' : 'false'}
      className="no-print"
      action={
        <Button color="inherit" size="small" onClick={() => saver.retry()} data-testid="offline-send-now">
          {LL.results.saving.sendNow()}
        </Button>
      }
    >
      {LL.results.saving.offline({ count })}
    </Alert>
  );
}
