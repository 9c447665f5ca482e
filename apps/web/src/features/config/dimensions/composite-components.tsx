import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { localize, nextOrdinal } from '@eqa/core';
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useI18n } from '../../../app/i18n';
import { actionsColumn, DataList, RowAction, type ListColumn } from '../../../components/lists';
import { trpc } from '../../../lib/trpc';
import { ConfirmRemoveDialog } from '../common/delete-action';
import { useMutationError } from '../common/mutations';
import { Section } from '../common/section';
import type { Dimension } from './dimension';
import { CompositeComponentDialog, type CompositeComponentDraft } from './composite-component-dialog';

type Component = Dimension['components'][number];

/** The components of a composite dimension (spec 3 §2): component dimension id and ordinal; add, change, remove. */
export function CompositeComponents({ dimension, onSaved }: { dimension: Dimension; onSaved(d: Dimension): void }) {
  const { LL, locale } = useI18n();
  const onError = useMutationError('configDimensions');
  const [draft, setDraft] = useState<CompositeComponentDraft | null>(null);
  const [removing, setRemoving] = useState<Component | null>(null);
  const remove = trpc.config.dimensions.deleteValue.useMutation({ onSuccess: onSaved, onError: (error) => onError(error) });
  const components = [...dimension.components].sort((a, b) => a.ordinal - b.ordinal);
  const addComponent = () => setDraft({ id: null, componentDimensionId: null, ordinal: nextOrdinal(dimension.components.map((c) => c.ordinal)) });
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
          onClick={() => setDraft({ id: component.id, componentDimensionId: component.componentDimensionId, ordinal: component.ordinal })}
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
      {draft && <CompositeComponentDialog dimension={dimension} draft={draft} onClose={() => setDraft(null)} onSaved={onSaved} />}
      <ConfirmRemoveDialog item={removing} title={LL.config.dimensions.components.removeTitle()} onClose={() => setRemoving(null)} onRemove={(item) => remove.mutate({ id: dimension.id, type: 'composite', valueId: item.id })} testId="dimension-component-remove-confirm">
        {(item) => localize(item.component.name, locale)}
      </ConfirmRemoveDialog>
    </Section>
  );
}
