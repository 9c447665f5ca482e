import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { nextOrdinal, parseIntegerInput } from '@eqa/core';
import { Button, Paper, Stack, Typography } from '@mui/material';
import type { Control } from 'react-hook-form';
import { useI18n } from '../../../app/i18n';
import { FormLocalizedFields } from '../../../components/forms/form-localized-fields';
import { FormTextField } from '../../../components/forms/form-text-field';
import { useEditLocales } from '../common/org';
import type { NamedItemDraft, ProductFormDraft } from './product-draft';
import { TooltipIconButton } from '../../../components/tooltip-icon-button';

interface ProductItemsTabProps {
  control: Control<ProductFormDraft>;
  /** 'variants' or 'options': the list of the form, the param prefix of violations and the test ids. */
  kind: 'variants' | 'options';
  items: NamedItemDraft[];
  /** The list with an item added or removed. */
  onChange(items: NamedItemDraft[]): void;
  nameLabel(language: string): string;
  addLabel: string;
  emptyText: string;
  newKey(): string;
}

/** Variants or options of a product (spec 3 §3): a name per locale and an ordinal each (the kit's fields); add and remove. */
export function ProductItemsTab({ control, kind, items, onChange, nameLabel, addLabel, emptyText, newKey }: ProductItemsTabProps) {
  const { LL } = useI18n();
  const locales = useEditLocales();
  return (
    <Stack spacing={2}>
      {items.length === 0 && <Typography color="text.secondary">{emptyText}</Typography>}
      {items.map((item, index) => (
        <Paper key={item.key} variant="outlined" sx={{ p: 2 }} data-testid={`product-${kind}-${index}`}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
            <FormTextField
              control={control}
              name={`${kind}.${index}.ordinal`}
              label={LL.config.common.ordinal()}
              required
              sx={{ width: { md: 110 }, flexShrink: 0 }}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              testId={`product-${kind}-${index}-ordinal`}
            />
            <FormLocalizedFields control={control} name={`${kind}.${index}.name`} locales={locales} label={nameLabel} required direction="row" testId={`product-${kind}-${index}-name`} />
            <TooltipIconButton label={LL.config.common.remove()} onClick={() => onChange(items.filter((_, i) => i !== index))} data-testid={`product-${kind}-${index}-remove`} icon={<DeleteOutlinedIcon />} />
          </Stack>
        </Paper>
      ))}
      <Button
        startIcon={<AddIcon />}
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => onChange([...items, { key: newKey(), id: null, name: {}, ordinal: String(nextOrdinal(items.map((i) => parseIntegerInput(i.ordinal) ?? 0))) }])}
        data-testid={`product-${kind}-add`}
      >
        {addLabel}
      </Button>
    </Stack>
  );
}
