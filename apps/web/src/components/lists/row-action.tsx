import { IconButton, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';

export interface RowActionProps {
  /** The button's name (and its tooltip unless `title` says more). */
  label: string;
  icon: ReactNode;
  onClick(): void;
  testId: string;
  /** The tooltip when it differs from the name (why the action is not available). */
  title?: string;
  disabled?: boolean;
}

/** A row's icon button in a list's actions column, its name as the tooltip (also while disabled). */
export function RowAction({ label, icon, onClick, testId, title, disabled = false }: RowActionProps) {
  return (
    <Tooltip title={title ?? label}>
      <span>
        <IconButton size="small" disabled={disabled} onClick={onClick} aria-label={label} data-testid={testId}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}
