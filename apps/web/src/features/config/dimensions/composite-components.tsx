import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { localize, nextOrdinal, parseIntegerInput } from '@eqa/core';
import {
  Button,
  Dialog,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useI18n } from '../../../app/i18n';
import { actionsColumn, DataList, RowAction, type ListColumn } from '../../../components/lists';
import { trpc } from '../../../lib/trpc';
import { ConfirmRemoveDialog } from '../common/delete-action';
import { useMutationError } from '../common/mutations';
import { Section } from '../common/section';
import type { Dimension } from './dimension';
import { useDimensionValueSave, ValueDialogActions } from './value-dialog-kit';
import { dimensionLabel, useAllDimensions } from './dimension-options';

type Component = Dimension['components'][number];

interface ComponentDraft {
  id: number | null;
  componentDimensionId: string;
  ordinal: string;
}

function ComponentDialog({ dimension, draft, onClose, onSaved }: { dimension: Dimension; draft: ComponentDraft; onClose(): void; onSaved(d: Dimension): void }) {
  const { LL, locale } = useI18n();
  const all = useAllDimensions();
  const [value, setValue] = useState(draft);
  const [touched, setTouched] = useState(false);
  const present = dimension.components.filter((c) => c.id !== value.id).map((c) => c.componentDimensionId);
  // spec 3 §2/§5: a component is another, non-composite dimension, not present yet
  const options = (all.data?.items ?? []).filter((d) => d.id !== dimension.id && d.valueType !== 'composite' && !present.includes(d.id));
  const ordinal = parseIntegerInput(value.ordinal);
  const others = dimension.components.filter((c) => c.id !== value.id).map((c) => c.ordinal);
  const ordinalError =
    value.ordinal.trim() === '' ? LL.requiredField() : ordinal === null ? LL.config.common.invalidInteger() : others.includes(ordinal) ? LL.config.common.duplicateOrdinal() : null;
  const componentError = value.componentDimensionId === '' ? LL.requiredField() : null;
  const { server, save, pending } = useDimensionValueSave(onSaved, onClose);
  const submit = () => {
    setTouched(true);
    if (componentError || ordinalError || ordinal === null) return;
    const body = { id: dimension.id, type: 'composite' as const, componentDimensionId: value.componentDimensionId, ordinal };
    save(body, value.id);
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth data-testid="dimension-component-dialog">
      <DialogTitle>{value.id === null ? LL.config.dimensions.components.add() : LL.config.dimensions.components.edit()}</DialogTitle>
      <DialogContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            required
            label={LL.config.dimensions.components.dimension()}
            value={value.componentDimensionId}
            onChange={(event) => setValue({ ...value, componentDimensionId: event.target.value })}
            error={touched && componentError !== null}
            helperText={touched ? componentError : undefined}
            sx={{ flexGrow: 1 }}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'dimension-component-select' } as object } }}
          >
            {options.map((option) => (
              <MenuItem key={option.id} value={option.id} data-testid={`dimension-component-option-${option.id}`}>
                {dimensionLabel(option, locale)} ({option.id})
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={LL.config.common.ordinal()}
            value={value.ordinal}
            onChange={(event) => setValue({ ...value, ordinal: event.target.value })}
            required
            error={touched && ordinalError !== null}
            helperText={touched ? ordinalError : undefined}
            sx={{ width: { sm: 140 } }}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'dimension-component-ordinal' } }}
          />
        </Stack>
        {server && (
          <Typography color="error" variant="body2" sx={{ mt: 2 }}>
            {LL.config.common.serverRefused({ message: server })}
          </Typography>
        )}
      </DialogContent>
      <ValueDialogActions testId="dimension-component" onClose={onClose} onSave={submit} pending={pending} />
    </Dialog>
  );
}

/** The components of a composite dimension (spec 3 §2): component dimension id and ordinal; add, change, remove. */
export function CompositeComponents({ dimension, onSaved }: { dimension: Dimension; onSaved(d: Dimension): void }) {
  const { LL, locale } = useI18n();
  const onError = useMutationError('configDimensions');
  const [draft, setDraft] = useState<ComponentDraft | null>(null);
  const [removing, setRemoving] = useState<Component | null>(null);
  const remove = trpc.config.dimensions.deleteValue.useMutation({ onSuccess: onSaved, onError: (error) => onError(error) });
  const components = [...dimension.components].sort((a, b) => a.ordinal - b.ordinal);
  const addComponent = () => setDraft({ id: null, componentDimensionId: '', ordinal: String(nextOrdinal(dimension.components.map((c) => c.ordinal))) });
  const columns: Array<ListColumn<Component>> = [
    { field: 'ordinal', header: LL.config.common.ordinal(), type: 'number', align: 'left', width: 90 },
    {
      field: 'component',
      header: LL.config.dimensions.components.dimension(),
      flex: 1,
      minWidth: 200,
      card: 'title',
      value: (component) => `${localize(component.component.name, locale)} ${component.componentDimensionId}`,
      render: (component) => (
        <span>
          {localize(component.component.name, locale)}{' '}
          <Typography component="span" variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
            {component.componentDimensionId}
          </Typography>
        </span>
      ),
    },
    actionsColumn(LL.list.actions(), (component) => (
      <Stack direction="row">
        <RowAction
          label={LL.config.common.edit()}
          icon={<EditOutlinedIcon fontSize="small" />}
          onClick={() => setDraft({ id: component.id, componentDimensionId: component.componentDimensionId, ordinal: String(component.ordinal) })}
          testId={`dimension-component-edit-${component.id}`}
        />
        <RowAction
          label={LL.config.common.remove()}
          title={dimension.valuesRemovable ? LL.config.common.remove() : LL.config.dimensions.values.dimensionInUse()}
          icon={<DeleteOutlinedIcon fontSize="small" />}
          disabled={!dimension.valuesRemovable}
          onClick={() => setRemoving(component)}
          testId={`dimension-component-remove-${component.id}`}
        />
      </Stack>
    )),
  ];
  return (
    <Section
      title={LL.config.dimensions.components.title()}
      testId="dimension-components"
      actions={
        <Button startIcon={<AddIcon />} onClick={addComponent} data-testid="dimension-component-add">
          {LL.config.dimensions.components.add()}
        </Button>
      }
    >
      <DataList
        rows={components}
        columns={columns}
        label={LL.config.dimensions.components.title()}
        testId="dimension-components-grid"
        rowAttributes={(component) => ({ 'data-testid': `dimension-component-${component.id}` })}
        emptyState={{ message: LL.config.dimensions.components.empty(), action: { label: LL.config.dimensions.components.add(), onClick: addComponent }, testId: 'dimension-components-empty' }}
      />
      {draft && <ComponentDialog dimension={dimension} draft={draft} onClose={() => setDraft(null)} onSaved={onSaved} />}
      <ConfirmRemoveDialog item={removing} title={LL.config.dimensions.components.removeTitle()} onClose={() => setRemoving(null)} onRemove={(item) => remove.mutate({ id: dimension.id, type: 'composite', valueId: item.id })} testId="dimension-component-remove-confirm">
        {(item) => localize(item.component.name, locale)}
      </ConfirmRemoveDialog>
    </Section>
  );
}
