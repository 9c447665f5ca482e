import { Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled card of a detail screen, with optional actions at the right of the title. */
export function Section({ title, actions, children, testId }: { title: ReactNode; actions?: ReactNode; children: ReactNode; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 2.5 } }} data-testid={testId}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h3" component="h3">
          {title}
        </Typography>
        {actions && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {actions}
          </Stack>
        )}
      </Stack>
      {children}
    </Paper>
  );
}
