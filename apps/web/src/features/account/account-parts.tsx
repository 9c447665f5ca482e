import { Alert, Box, Button, Link, Stack, type AlertColor } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';
import { Link as RouterLink } from 'wouter';
import { useI18n } from '../../app/i18n';

interface AccountFormProps {
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  /** Too many tries: the warning above the fields (`{testId}-rate-limited`). */
  rateLimited?: boolean;
  /** The warning's text (default: accountRecovery.tooManyAttempts). */
  rateLimitedText?: string;
  /** The page's test id prefix (`login`, `forgot-password`, …). */
  testId: string;
  children: ReactNode;
}

/** The form of a signed-out page: the fields in a column, the browser's own checks off, the rate limit's warning above them. */
export function AccountForm({ onSubmit, rateLimited = false, rateLimitedText, testId, children }: AccountFormProps) {
  const { LL } = useI18n();
  return (
    <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate>
      {rateLimited && (
        <Alert severity="warning" data-testid={`${testId}-rate-limited`}>
          {rateLimitedText ?? LL.accountRecovery.tooManyAttempts()}
        </Alert>
      )}
      {children}
    </Stack>
  );
}

/** A link of a signed-out page under its form (Back to login, Forgot password). */
export function AccountLink({ href, testId, children }: { href: string; testId: string; children: ReactNode }) {
  return (
    <Box sx={{ textAlign: 'center' }}>
      <Link component={RouterLink} href={href} variant="body2" data-testid={testId}>
        {children}
      </Link>
    </Box>
  );
}

export interface AccountOutcomeAction {
  href: string;
  label: string;
  testId: string;
  /** The page's way on (contained); the others outlined. */
  primary?: boolean;
}

/** What a signed-out page says once its form is done with (sent, saved, a bad link): the message and the ways on. */
export function AccountOutcome({ severity, message, testId, actions }: { severity: AlertColor; message: string; testId: string; actions: readonly AccountOutcomeAction[] }) {
  return (
    <Stack spacing={2}>
      <Alert severity={severity} data-testid={testId}>
        {message}
      </Alert>
      {actions.map((action) => (
        <Button key={action.testId} component={RouterLink} href={action.href} variant={action.primary === false ? 'outlined' : 'contained'} data-testid={action.testId}>
          {action.label}
        </Button>
      ))}
    </Stack>
  );
}
