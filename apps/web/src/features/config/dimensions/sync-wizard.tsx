import { localize } from '@eqa/core';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Radio,
  RadioGroup,
  Step,
  StepLabel,
  Stepper,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useI18n } from '../../../app/i18n';
import { useNotify } from '../../../app/notifications';
import { trpc } from '../../../lib/trpc';
import { useMutationError } from '../common/mutations';
import { parameterLabel } from '../parameters/parameter-label';
import type { Dimension } from './dimension';

function toggle<T>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
}

function CheckList({ items, selected, onToggle, testId }: { items: Array<{ id: number; label: string }>; selected: number[]; onToggle(id: number): void; testId: string }) {
  return (
    <List dense sx={{ maxHeight: 360, overflowY: 'auto' }}>
      {items.map((item) => (
        <ListItem key={item.id} disablePadding>
          <ListItemButton onClick={() => onToggle(item.id)} data-testid={`${testId}-${item.id}`}>
            <ListItemIcon sx={{ minWidth: 36 }}>
              <Checkbox edge="start" size="small" checked={selected.includes(item.id)} tabIndex={-1} disableRipple />
            </ListItemIcon>
            <ListItemText primary={item.label} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

/**
 * The sync wizard (spec 3 §2): step 0 picks values, step 1 parameters, step 2 adds them to or removes
 * them from the parameters' allowed values. Next needs a selection; Cancel is offered at step 0.
 */
export function SyncWizard({ dimension, onClose }: { dimension: Dimension; onClose(): void }) {
  const { LL, locale } = useI18n();
  const notify = useNotify();
  const utils = trpc.useUtils();
  const onError = useMutationError('configDimensions');
  const [step, setStep] = useState(0);
  const [values, setValues] = useState<number[]>([]);
  const [params, setParams] = useState<number[]>([]);
  const [action, setAction] = useState<'add' | 'remove'>('add');
  const type = dimension.valueType === 'composite' ? 'composite' : 'nominal';
  const valueItems =
    type === 'nominal'
      ? dimension.values.map((v) => ({ id: v.id, label: localize(v.value, locale) }))
      : dimension.components.map((c) => ({ id: c.id, label: localize(c.component.name, locale) || c.componentDimensionId }));
  const paramItems = dimension.params
    .filter((p, index, all) => all.findIndex((q) => q.id === p.id) === index)
    .map((p) => ({ id: p.id, label: parameterLabel(p, locale) }));
  const sync = trpc.config.dimensions.syncValues.useMutation({
    onSuccess: (result) => {
      void utils.config.dimensions.get.invalidate({ id: dimension.id });
      void utils.config.parameters.get.invalidate();
      notify(LL.config.dimensions.sync.done({ count: result.updatedParameters }));
      onClose();
    },
    onError: (error) => onError(error),
  });
  const canNext = step === 0 ? values.length > 0 : step === 1 ? params.length > 0 : true;
  const steps = [LL.config.dimensions.sync.steps.values(), LL.config.dimensions.sync.steps.parameters(), LL.config.dimensions.sync.steps.apply()];

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth data-testid="dimension-sync-dialog">
      <DialogTitle>{LL.config.dimensions.sync.title()}</DialogTitle>
      <DialogContent dividers>
        <Stepper activeStep={step} alternativeLabel sx={{ mb: 2 }}>
          {steps.map((label) => (
            <Step key={label}>
              <StepLabel>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {step === 0 && (
          <>
            <Typography color="text.secondary">{LL.config.dimensions.sync.pickValues()}</Typography>
            <CheckList items={valueItems} selected={values} onToggle={(id) => setValues(toggle(values, id))} testId="dimension-sync-value" />
          </>
        )}
        {step === 1 && (
          <>
            <Typography color="text.secondary">{paramItems.length === 0 ? LL.config.dimensions.sync.noParameters() : LL.config.dimensions.sync.pickParameters()}</Typography>
            <CheckList items={paramItems} selected={params} onToggle={(id) => setParams(toggle(params, id))} testId="dimension-sync-parameter" />
          </>
        )}
        {step === 2 && (
          <>
            <Typography sx={{ mb: 1 }} data-testid="dimension-sync-summary">
              {LL.config.dimensions.sync.summary({ values: values.length, parameters: params.length })}
            </Typography>
            <RadioGroup value={action} onChange={(event) => setAction(event.target.value === 'remove' ? 'remove' : 'add')}>
              <FormControlLabel value="add" control={<Radio slotProps={{ input: { 'data-testid': 'dimension-sync-add' } as object }} />} label={LL.config.dimensions.sync.add()} />
              <FormControlLabel value="remove" control={<Radio slotProps={{ input: { 'data-testid': 'dimension-sync-remove' } as object }} />} label={LL.config.dimensions.sync.remove()} />
            </RadioGroup>
          </>
        )}
      </DialogContent>
      <DialogActions>
        {step === 0 ? (
          <Button onClick={onClose} data-testid="dimension-sync-cancel">
            {LL.actions.cancel()}
          </Button>
        ) : (
          <Button onClick={() => setStep(step - 1)} data-testid="dimension-sync-back">
            {LL.config.common.previous()}
          </Button>
        )}
        {step < 2 ? (
          <Button variant="contained" disabled={!canNext} onClick={() => setStep(step + 1)} data-testid="dimension-sync-next">
            {LL.config.common.next()}
          </Button>
        ) : (
          <Button
            variant="contained"
            disabled={sync.isPending}
            onClick={() => sync.mutate({ id: dimension.id, type, valuesToSync: values, paramsToSync: params, action })}
            data-testid="dimension-sync-apply"
          >
            {LL.config.dimensions.sync.apply()}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
