import { Alert, AlertTitle, Box, Link, Stack, Typography } from '@mui/material';
import { useI18n } from '../../app/i18n';

/** The demo accounts of the seeded demo installation (spec 1 §1 demo mode). */
export const DEMO_ACCOUNTS = [
  { username: 'admin', role: 'admin' },
  { username: 'lab', role: 'lab' },
  { username: 'corelab', role: 'corelab' },
] as const;
export const DEMO_PASSWORD = 'Demo1234';
export const DEMO_VALIDATION_PASSWORD = '1234';

/** Printed on the login card in demo mode; choosing an account fills the form. */
export function DemoAccounts({ onPick }: { onPick(username: string, password: string): void }) {
  const { LL } = useI18n();
  return (
    <Alert severity="info" icon={false} data-testid="demo-accounts" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <AlertTitle>{LL.login.demo.title()}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {LL.login.demo.intro()}
      </Typography>
      <Stack spacing={0.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {DEMO_ACCOUNTS.map((account) => (
          <Box component="li" key={account.username} sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
            <Link
              component="button"
              type="button"
              onClick={() => onPick(account.username, DEMO_PASSWORD)}
              sx={{ fontFamily: 'monospace', fontWeight: 700, fontSize: '0.95rem' }}
              data-testid={`demo-account-${account.username}`}
            >
              {account.username}
            </Link>
            <Typography variant="body2" color="text.secondary">
              {LL.login.demo[account.role]()}
            </Typography>
          </Box>
        ))}
      </Stack>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {LL.login.demo.password({ password: DEMO_PASSWORD })} · {LL.login.demo.validationPassword({ password: DEMO_VALIDATION_PASSWORD })}
      </Typography>
    </Alert>
  );
}
