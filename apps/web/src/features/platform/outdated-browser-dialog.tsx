import { detectBrowser, isOutdatedBrowser } from '@eqa/core';
import { Dialog, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useState } from 'react';
import { useI18n } from '../../app/i18n';
import { appStorage } from '../../lib/storage';
import { DialogCloseActions } from '../../components/dialog-close-actions';

const BROWSER_NAMES = { chrome: 'Chrome', safari: 'Safari', firefox: 'Firefox', opera: 'Opera', edge: 'Edge' } as const;

/** The outdated-browser warning (spec 1 §5), once per browser session. */
export function OutdatedBrowserDialog() {
  const { LL } = useI18n();
  const userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  const [open, setOpen] = useState(() => isOutdatedBrowser(userAgent) && !appStorage.isOutdatedBrowserDismissed());
  const browser = detectBrowser(userAgent);
  if (!open || !browser) return null;
  const close = () => {
    appStorage.dismissOutdatedBrowser();
    setOpen(false);
  };
  return (
    <Dialog open onClose={close} maxWidth="xs" fullWidth data-testid="outdated-browser-dialog">
      <DialogTitle>{LL.platform.outdatedBrowser.title()}</DialogTitle>
      <DialogContent>
        <Typography gutterBottom>
          {LL.platform.outdatedBrowser.message({ browser: BROWSER_NAMES[browser.name], version: String(browser.version) })}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {LL.platform.outdatedBrowser.minimum()}
        </Typography>
        <Typography variant="body2">{LL.platform.outdatedBrowser.advice()}</Typography>
      </DialogContent>
      <DialogCloseActions onClose={close} testId="outdated-browser-close" label={LL.actions.ok()} primary />
    </Dialog>
  );
}
