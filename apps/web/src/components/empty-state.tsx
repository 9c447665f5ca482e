import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'wouter';

/** The list's own add action (the same dialog as its add button), or a link to where the next step is taken. */
export type EmptyStateAction = { label: string; icon?: ReactNode; disabled?: boolean } & ({ onClick(): void; href?: never } | { href: string; onClick?: never });

export interface EmptyStateProps {
  /** What the empty list means and what to do about it: the list's own sentence, translated. */
  message: string;
  /** Offered only when the user may take it (an empty list the user cannot fill says what happens instead). */
  action?: EmptyStateAction | null | undefined;
  /** `outlined`: a card of its own (a page's list); `plain`: inside a section, a dialog or a table cell. */
  variant?: 'outlined' | 'plain';
  /** On the sentence; the action is `${testId}-action`. */
  testId: string;
}

/**
 * Issue 33, "every empty list says what to do and offers the action": one empty state for every list
 * of the portal — the list's sentence and, when the user may add, a button that does what the list's
 * add button does (the same dialog), or a link to the step that comes first.
 */
export function EmptyState({ message, action, variant = 'outlined', testId }: EmptyStateProps) {
  const content = (
    <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Typography color="text.secondary" sx={{ maxWidth: 640 }} data-testid={testId}>
        {message}
      </Typography>
      {action && <EmptyStateButton action={action} testId={`${testId}-action`} />}
    </Stack>
  );
  if (variant === 'plain') return <Box sx={{ py: 2 }}>{content}</Box>;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 } }}>
      {content}
    </Paper>
  );
}

function EmptyStateButton({ action, testId }: { action: EmptyStateAction; testId: string }) {
  const icon = action.icon ?? <AddIcon />;
  if (action.href !== undefined) {
    return (
      <Button component={RouterLink} href={action.href} variant="outlined" startIcon={icon} disabled={action.disabled} data-testid={testId}>
        {action.label}
      </Button>
    );
  }
  return (
    <Button variant="outlined" startIcon={icon} onClick={action.onClick} disabled={action.disabled} data-testid={testId}>
      {action.label}
    </Button>
  );
}
