import { ListItemIcon, ListItemText, MenuItem, type MenuItemProps } from '@mui/material';
import type { ReactNode } from 'react';

export type IconMenuItemProps = Omit<MenuItemProps, 'children'> & {
  icon: ReactNode;
  label: ReactNode;
};

/** A menu's item: its icon and its text (the menu's own props — focus, tab order — pass through). */
export function IconMenuItem({ icon, label, ...props }: IconMenuItemProps) {
  return (
    <MenuItem {...props}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );
}
