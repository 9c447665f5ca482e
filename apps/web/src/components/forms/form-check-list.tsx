import { Checkbox, FormHelperText, List, ListItem, ListItemButton, ListItemIcon, ListItemText, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useFormField } from './use-form-field';

export interface CheckListItem {
  id: number;
  primary: ReactNode;
  secondary?: ReactNode;
  testId: string;
}

export interface FormCheckListProps<T extends FieldValues> {
  control: Control<T>;
  /** A list of the chosen items' ids. */
  name: FieldPath<T>;
  items: readonly CheckListItem[];
  /** Every item counts as chosen (another field says "all"): the boxes are shown ticked and cannot be changed. */
  allChosen?: boolean;
  sx?: SxProps<Theme>;
}

/** A list to choose items from (a row each, clicked on or off) bound to an id-array field; its error under the list. */
export function FormCheckList<T extends FieldValues>({ control, name, items, allChosen = false, sx }: FormCheckListProps<T>) {
  const { field, error } = useFormField(control, name);
  const raw: unknown = field.value;
  const chosen = Array.isArray(raw) ? raw.filter((id): id is number => typeof id === 'number') : [];
  return (
    <>
      <List dense disablePadding sx={{ maxHeight: 360, overflowY: 'auto', ...sx }}>
        {items.map((item) => (
          <ListItem key={item.id} disablePadding>
            <ListItemButton disabled={allChosen} onClick={() => field.onChange(chosen.includes(item.id) ? chosen.filter((id) => id !== item.id) : [...chosen, item.id])} data-testid={item.testId}>
              <ListItemIcon sx={{ minWidth: 36 }}>
                <Checkbox edge="start" size="small" checked={allChosen || chosen.includes(item.id)} tabIndex={-1} disableRipple />
              </ListItemIcon>
              <ListItemText primary={item.primary} secondary={item.secondary} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </>
  );
}
