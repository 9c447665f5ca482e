import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { cleanLocalized, localize, nextOrdinal, parseIntegerInput, requiredLocalizedViolation, type Localized } from '@eqa/core';
import {
  Button,
  Checkbox,
  Chip,
  Dialog,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useI18n } from '../../../app/i18n';
import { actionsColumn, DataList, RowAction, type ListColumn } from '../../../components/lists';
import { trpc } from '../../../lib/trpc';
import { ConfirmRemoveDialog } from '../common/delete-action';
import { LocalizedFields } from '../common/localized-fields';
import { useMutationError } from '../common/mutations';
import { useEditLocales } from '../common/org';
import { Section } from '../common/section';
import { violationText } from '../common/violation-text';
import type { Dimension } from './dimension';
import { useDimensionValueSave, ValueDialogActions } from './value-dialog-kit';
import { LabeledSwitch } from '../../../components/labeled-switch';

type NominalValue = Dimension['values'][number];

interface ValueDraft {
  id: number | null;
  value: Localized;
  ordinal: string;
  deprecated: boolean;
}

function ValueDialog({ dimension, draft, onClose, onSaved }: { dimension: Dimension; draft: ValueDraft; onClose(): void; onSaved(d: Dimension): void }) {
  const { LL } = useI18n();
  const locales = useEditLocales();
  const [value, setValue] = useState(draft);
  const [touched, setTouched] = useState(false);
  const ordinal = parseIntegerInput(value.ordinal);
  const others = dimension.values.filter((v) => v.id !== value.id).map((v) => v.ordinal);
  const nameViolation = requiredLocalizedViolation('value', cleanLocalized(value.value));
  const ordinalError =
    value.ordinal.trim() === ''
      ? LL.requiredField()
      : ordinal === null
        ? LL.config.common.invalidInteger()
        : others.includes(ordinal)
          ? LL.config.common.duplicateOrdinal()
          : null;
  const { server, save, pending } = useDimensionValueSave(onSaved, onClose);
  const submit = () => {
    setTouched(true);
    if (nameViolation || ordinal === null || ordinalError) return;
    const body = { id: dimension.id, type: 'nominal' as const, value: cleanLocalized(value.value), ordinal, deprecated: value.deprecated };
    save(body, value.id);
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth data-testid="dimension-value-dialog">
      <DialogTitle>{value.id === null ? LL.config.dimensions.values.add() : LL.config.dimensions.values.edit()}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <LocalizedFields
            locales={locales}
            value={value.value}
            onChange={(next) => setValue({ ...value, value: next })}
            label={(language) => LL.config.dimensions.values.value({ language })}
            error={touched ? violationText(LL, nameViolation) : null}
            required
            autoFocus
            testId="dimension-value-text"
          />
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <TextField
              label={LL.config.common.ordinal()}
              value={value.ordinal}
              onChange={(event) => setValue({ ...value, ordinal: event.target.value })}
              required
              error={touched && ordinalError !== null}
              helperText={touched ? ordinalError : undefined}
              sx={{ width: 140 }}
              slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'dimension-value-ordinal' } }}
            />
            <FormControlLabel
              control={
                <Checkbox
                  checked={value.deprecated}
                  onChange={(event) => setValue({ ...value, deprecated: event.target.checked })}
                  slotProps={{ input: { 'data-testid': 'dimension-value-deprecated' } as object }}
                />
              }
              label={LL.config.dimensions.values.deprecated()}
            />
          </Stack>
          {server && (
            <Typography color="error" variant="body2">
              {LL.config.common.serverRefused({ message: server })}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <ValueDialogActions testId="dimension-value" onClose={onClose} onSave={submit} pending={pending} />
    </Dialog>
  );
}

/**
 * The nominal values of a dimension (spec 3 §2): multilingual value, ordinal, deprecated; add,
 * change, hide or show, remove (not when the value is in use). Hidden values are listed on demand.
 */
export function NominalValues({ dimension, onSaved }: { dimension: Dimension; onSaved(d: Dimension): void }) {
  const { LL, locale } = useI18n();
  const onError = useMutationError('configDimensions');
  const [showDeprecated, setShowDeprecated] = useState(false);
  const [draft, setDraft] = useState<ValueDraft | null>(null);
  const [removing, setRemoving] = useState<NominalValue | null>(null);
  const update = trpc.config.dimensions.updateValue.useMutation({ onSuccess: onSaved, onError: (error) => onError(error) });
  const remove = trpc.config.dimensions.deleteValue.useMutation({ onSuccess: onSaved, onError: (error) => onError(error) });
  const values = [...dimension.values].sort((a, b) => a.ordinal - b.ordinal).filter((v) => showDeprecated || !v.deprecated);
  const hiddenCount = dimension.values.filter((v) => v.deprecated).length;
  const addValue = () => setDraft({ id: null, value: {}, ordinal: String(nextOrdinal(dimension.values.map((v) => v.ordinal))), deprecated: false });
  const columns: Array<ListColumn<NominalValue>> = [
    { field: 'ordinal', header: LL.config.common.ordinal(), type: 'number', align: 'left', width: 90 },
    {
      field: 'value',
      header: LL.config.dimensions.values.title(),
      flex: 1,
      minWidth: 180,
      card: 'title',
      value: (value) => localize(value.value, locale),
      render: (value) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <span>{localize(value.value, locale)}</span>
          {value.deprecated && <Chip size="small" variant="outlined" label={LL.config.dimensions.values.deprecated()} />}
        </Stack>
      ),
    },
    actionsColumn(
      LL.list.actions(),
      (value) => (
        <Stack direction="row">
          <RowAction
            label={LL.config.dimensions.values.deprecated()}
            title={value.deprecated ? LL.config.dimensions.values.showDeprecated() : LL.config.dimensions.values.deprecated()}
            icon={value.deprecated ? <VisibilityOutlinedIcon fontSize="small" /> : <VisibilityOffOutlinedIcon fontSize="small" />}
            onClick={() => update.mutate({ id: dimension.id, type: 'nominal', valueId: value.id, deprecated: !value.deprecated })}
            testId={`dimension-value-toggle-${value.id}`}
          />
          <RowAction
            label={LL.config.common.edit()}
            icon={<EditOutlinedIcon fontSize="small" />}
            onClick={() => setDraft({ id: value.id, value: { ...value.value }, ordinal: String(value.ordinal), deprecated: value.deprecated })}
            testId={`dimension-value-edit-${value.id}`}
          />
          <RowAction
            label={LL.config.common.remove()}
            title={!dimension.valuesRemovable ? LL.config.dimensions.values.dimensionInUse() : value.deletable ? LL.config.common.remove() : LL.config.dimensions.values.notRemovable()}
            icon={<DeleteOutlinedIcon fontSize="small" />}
            disabled={!value.deletable || !dimension.valuesRemovable}
            onClick={() => setRemoving(value)}
            testId={`dimension-value-remove-${value.id}`}
          />
        </Stack>
      ),
      150,
    ),
  ];

  return (
    <Section
      title={LL.config.dimensions.values.title()}
      testId="dimension-values"
      actions={
        <>
          <LabeledSwitch checked={showDeprecated} onChange={setShowDeprecated} label={`${LL.config.dimensions.values.showDeprecated()} (${hiddenCount})`} testId="dimension-values-show-deprecated" />
          <Button startIcon={<AddIcon />} onClick={addValue} data-testid="dimension-value-add">
            {LL.config.dimensions.values.add()}
          </Button>
        </>
      }
    >
      <DataList
        rows={values}
        columns={columns}
        label={LL.config.dimensions.values.title()}
        testId="dimension-values-grid"
        rowAttributes={(value) => ({ 'data-testid': `dimension-value-${value.id}`, ...(value.deprecated ? { 'data-deprecated': 'true' } : {}) })}
        emptyState={{ message: LL.config.dimensions.values.empty(), action: { label: LL.config.dimensions.values.add(), onClick: addValue }, testId: 'dimension-values-empty' }}
        sx={{ '& [data-deprecated="true"]': { opacity: 0.6 } }}
      />
      {draft && <ValueDialog dimension={dimension} draft={draft} onClose={() => setDraft(null)} onSaved={onSaved} />}
      <ConfirmRemoveDialog item={removing} title={LL.config.dimensions.values.removeTitle()} onClose={() => setRemoving(null)} onRemove={(item) => remove.mutate({ id: dimension.id, type: 'nominal', valueId: item.id })} testId="dimension-value-remove-confirm">
        {(item) => localize(item.value, locale)}
      </ConfirmRemoveDialog>
    </Section>
  );
}
