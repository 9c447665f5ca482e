import { formatDate } from '@eqa/i18n';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useI18n } from '../../app/i18n';
import { currentDemoSettings, dayOfDemoDate, demoDateFromDay, demoDateHeader } from '../../lib/demo-date';
import { appStorage } from '../../lib/storage';
import { FormDateField } from '../../components/forms/form-date-field';
import { FormDialog } from '../../components/forms/form-dialog';

/** The simulated current date of demo mode (stored, else the default). */
export function useDemoDate(): string | null {
  return demoDateHeader(currentDemoSettings(), appStorage.getDemoDate());
}

/** The demo date form: a whole calendar day. */
const ZDemoDateFields = z.object({ day: z.iso.date({ message: 'requiredField' }) });
type DemoDateFields = z.infer<typeof ZDemoDateFields>;

/**
 * Demo current-date picker (spec 1 §2, §9): the chosen day is stored in localStorage at hour 5 and
 * sent with every call; the page reloads so that everything is fetched as of that date.
 */
export function DemoDateDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  return open ? <DemoDateForm onClose={onClose} /> : null;
}

function DemoDateForm({ onClose }: { onClose(): void }) {
  const { LL, locale } = useI18n();
  const current = useDemoDate();
  const form = useForm<DemoDateFields>({ resolver: zodResolver(ZDemoDateFields), defaultValues: { day: current ? dayOfDemoDate(current) : '' }, mode: 'onChange' });
  const apply = form.handleSubmit(({ day }) => {
    appStorage.setDemoDate(demoDateFromDay(day));
    window.location.reload();
  });
  const reset = () => {
    appStorage.clearDemoDate();
    window.location.reload();
  };
  const D = LL.platform.demoDate;
  return (
    <FormDialog
      testId="demo-date"
      title={D.title()}
      onSubmit={(event) => void apply(event)}
      onClose={onClose}
      pending={false}
      submitLabel={D.set()}
      submitTestId="demo-date-set"
      submitDisabled={!form.formState.isValid}
      cancelTestId="demo-date-close"
      extraActions={
        appStorage.getDemoDate() && (
          <Button onClick={reset} data-testid="demo-date-reset">
            {D.reset()}
          </Button>
        )
      }
      intro={
        <>
          <Typography variant="body2" color="text.secondary">
            {D.intro()}
          </Typography>
          {current && (
            <Alert severity="info" data-testid="demo-date-current">
              {D.current({ date: formatDate(current, locale, { timeZone: 'UTC' }) })}
            </Alert>
          )}
        </>
      }
    >
      <FormDateField control={form.control} name="day" label={D.label()} testId="demo-date-input" />
    </FormDialog>
  );
}
