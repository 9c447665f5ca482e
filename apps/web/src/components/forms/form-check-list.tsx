import { Checkbox, FormControlLabel, FormHelperText, List, ListItem, ListItemText, type SxProps, type Theme } from '@mui/material';
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
            {/* the row is the box's label: one control named by its text (a button row around a box would nest two controls, the box unnamed) */}
            <FormControlLabel
              disabled={allChosen}
              control={
                <Checkbox
                  edge="start"
                  size="small"
                  checked={allChosen || chosen.includes(item.id)}
                  onChange={() => field.onChange(chosen.includes(item.id) ? chosen.filter((id) => id !== item.id) : [...chosen, item.id])}
                />
              }
              label={<ListItemText primary={item.primary} secondary={item.secondary} slotProps={{ primary: { component: 'span', sx: { display: 'block' } }, secondary: { component: 'span', sx: { display: 'block' } } }} />}
              data-testid={item.testId}
              sx={{ m: 0, px: 2, width: '100%', gap: 0.5, '&:hover': { bgcolor: 'action.hover' } }}
            />
          </ListItem>
        ))}
      </List>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </>
  );
}
