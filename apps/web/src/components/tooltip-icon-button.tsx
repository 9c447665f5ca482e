import { IconButton, Tooltip, type IconButtonProps } from '@mui/material';
import type { ReactNode } from 'react';

export type TooltipIconButtonProps = Omit<IconButtonProps, 'children' | 'aria-label'> & {
  /** The button's name, shown as its tooltip. */
  label: string;
  icon: ReactNode;
};

/** An icon button whose name is its tooltip (close, edit, remove, refresh …): what a pointer shows is what a screen reader says. */
export function TooltipIconButton({ label, icon, ...props }: TooltipIconButtonProps) {
  return (
    <Tooltip title={label}>
      <IconButton {...props} aria-label={label}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}
