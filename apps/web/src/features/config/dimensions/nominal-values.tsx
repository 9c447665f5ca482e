import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { localize, nextOrdinal } from '@eqa/core';
import { Button, Chip, Stack } from '@mui/material';
import { useState } from 'react';
import { useI18n } from '../../../app/i18n';
import { actionsColumn, DataList, RowAction, type ListColumn } from '../../../components/lists';
import { trpc } from '../../../lib/trpc';
import { ConfirmRemoveDialog } from '../common/delete-action';
import { useMutationError } from '../common/mutations';
import { Section } from '../common/section';
import type { Dimension } from './dimension';
import { NominalValueDialog, type NominalValueDraft } from './nominal-value-dialog';
import { LabeledSwitch } from '../../../components/labeled-switch';

type NominalValue = Dimension['values'][number];

/**
 * The nominal values of a dimension (spec 3 §2): multilingual value, ordinal, deprecated; add,
 * change, hide or show, remove (not when the value is in use). Hidden values are listed on demand.
 */
export function NominalValues({ dimension, onSaved }: { dimension: Dimension; onSaved(d: Dimension): void }) {
  const { LL, locale } = useI18n();
  const onError = useMutationError('configDimensions');
  const [showDeprecated, setShowDeprecated] = useState(false);
  const [draft, setDraft] = useState<NominalValueDraft | null>(null);
  const [removing, setRemoving] = useState<NominalValue | null>(null);
  const update = trpc.config.dimensions.updateValue.useMutation({ onSuccess: onSaved, onError: (error) => onError(error) });
  const remove = trpc.config.dimensions.deleteValue.useMutation({ onSuccess: onSaved, onError: (error) => onError(error) });
  const values = [...dimension.values].sort((a, b) => a.ordinal - b.ordinal).filter((v) => showDeprecated || !v.deprecated);
  const hiddenCount = dimension.values.filter((v) => v.deprecated).length;
  const addValue = () => setDraft({ id: null, value: {}, ordinal: nextOrdinal(dimension.values.map((v) => v.ordinal)), deprecated: false });
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
            onClick={() => setDraft({ id: value.id, value: { ...value.value }, ordinal: value.ordinal, deprecated: value.deprecated })}
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
      {draft && <NominalValueDialog dimension={dimension} draft={draft} onClose={() => setDraft(null)} onSaved={onSaved} />}
      <ConfirmRemoveDialog item={removing} title={LL.config.dimensions.values.removeTitle()} onClose={() => setRemoving(null)} onRemove={(item) => remove.mutate({ id: dimension.id, type: 'nominal', valueId: item.id })} testId="dimension-value-remove-confirm">
        {(item) => localize(item.value, locale)}
      </ConfirmRemoveDialog>
    </Section>
  );
}
