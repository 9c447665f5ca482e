import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { nextOrdinal, parseIntegerInput } from '@eqa/core';
import { Button, IconButton, Paper, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { useI18n } from '../../../app/i18n';
import { LocalizedFields } from '../common/localized-fields';
import { useEditLocales } from '../common/org';
import type { NamedItemDraft } from './product-draft';

interface ProductItemsTabProps {
  items: NamedItemDraft[];
  onChange(items: NamedItemDraft[]): void;
  /** 'variants' or 'options': the param prefix of violations and the test ids. */
  kind: 'variants' | 'options';
  nameLabel(language: string): string;
  addLabel: string;
  emptyText: string;
  newKey(): string;
  errorParam: string | null;
  errorText: string | null;
}

/** Variants or options of a product (spec 3 §3): a name per locale and an ordinal each; add and remove. */
export function ProductItemsTab({ items, onChange, kind, nameLabel, addLabel, emptyText, newKey, errorParam, errorText }: ProductItemsTabProps) {
  const { LL } = useI18n();
  const locales = useEditLocales();
  const update = (index: number, patch: Partial<NamedItemDraft>) => onChange(items.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  return (
    <Stack spacing={2}>
      {items.length === 0 && <Typography color="text.secondary">{emptyText}</Typography>}
      {items.map((item, index) => {
        const nameError = errorParam === `${kind}.${index}.name` ? errorText : null;
        const ordinalError = errorParam === `${kind}.${index}.ordinal` ? errorText : null;
        return (
          <Paper key={item.key} variant="outlined" sx={{ p: 2 }} data-testid={`product-${kind}-${index}`}>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
              <TextField
                label={LL.config.common.ordinal()}
                value={item.ordinal}
                onChange={(event) => update(index, { ordinal: event.target.value })}
                required
                error={ordinalError !== null}
                helperText={ordinalError ?? ' '}
                sx={{ width: { md: 110 }, flexShrink: 0 }}
                slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': `product-${kind}-${index}-ordinal` } }}
              />
              <LocalizedFields
                locales={locales}
                value={item.name}
                onChange={(name) => update(index, { name })}
                label={nameLabel}
                error={nameError}
                required
                direction="row"
                testId={`product-${kind}-${index}-name`}
              />
              <Tooltip title={LL.config.common.remove()}>
                <IconButton onClick={() => onChange(items.filter((_, i) => i !== index))} aria-label={LL.config.common.remove()} data-testid={`product-${kind}-${index}-remove`}>
                  <DeleteOutlinedIcon />
                </IconButton>
              </Tooltip>
            </Stack>
          </Paper>
        );
      })}
      <Button
        startIcon={<AddIcon />}
        sx={{ alignSelf: 'flex-start' }}
        onClick={() =>
          onChange([...items, { key: newKey(), id: null, name: {}, ordinal: String(nextOrdinal(items.map((i) => parseIntegerInput(i.ordinal) ?? 0))) }])
        }
        data-testid={`product-${kind}-add`}
      >
        {addLabel}
      </Button>
    </Stack>
  );
}
