import { formatDate } from '@eqa/i18n';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useI18n } from '../../app/i18n';
import { currentDemoSettings, dayOfDemoDate, demoDateFromDay, demoDateHeader } from '../../lib/demo-date';
import { appStorage } from '../../lib/storage';
import { DateInput } from '../../components/date-inputs';

/** The simulated current date of demo mode (stored, else the default). */
export function useDemoDate(): string | null {
  return demoDateHeader(currentDemoSettings(), appStorage.getDemoDate());
}

/**
 * Demo current-date picker (spec 1 §2, §9): the chosen day is stored in localStorage at hour 5 and
 * sent with every call; the page reloads so that everything is fetched as of that date.
 */
export function DemoDateDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { LL, locale } = useI18n();
  const current = useDemoDate();
  const [day, setDay] = useState(() => (current ? dayOfDemoDate(current) : ''));
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(day));

  const apply = () => {
    appStorage.setDemoDate(demoDateFromDay(day));
    window.location.reload();
  };
  const reset = () => {
    appStorage.clearDemoDate();
    window.location.reload();
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth data-testid="demo-date-dialog">
      <DialogTitle>{LL.platform.demoDate.title()}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {LL.platform.demoDate.intro()}
          </Typography>
          {current && (
            <Alert severity="info" data-testid="demo-date-current">
              {LL.platform.demoDate.current({ date: formatDate(current, locale, { timeZone: 'UTC' }) })}
            </Alert>
          )}
          <DateInput label={LL.platform.demoDate.label()} value={day} onChange={setDay} testId="demo-date-input" />
        </Stack>
      </DialogContent>
      <DialogActions>
        {appStorage.getDemoDate() && (
          <Button onClick={reset} data-testid="demo-date-reset">
            {LL.platform.demoDate.reset()}
          </Button>
        )}
        <Button onClick={onClose} data-testid="demo-date-close">
          {LL.actions.cancel()}
        </Button>
        <Button variant="contained" disabled={!valid} onClick={apply} data-testid="demo-date-set">
          {LL.platform.demoDate.set()}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
