import { localize } from '@eqa/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Radio, RadioGroup, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useI18n } from '../../../app/i18n';
import { useNotify } from '../../../app/notifications';
import { FormCheckList } from '../../../components/forms/form-check-list';
import { useFormField } from '../../../components/forms/use-form-field';
import { trpc } from '../../../lib/trpc';
import { useMutationError } from '../common/mutations';
import { parameterLabel } from '../parameters/parameter-label';
import type { Dimension } from './dimension';

/** The wizard's choices (config.dimensions.syncValues without the dimension): values, parameters (one at least each) and what to do. */
const ZSyncFields = z.object({
  valuesToSync: z.array(z.number().int().positive()).min(1),
  paramsToSync: z.array(z.number().int().positive()).min(1),
  action: z.enum(['add', 'remove']),
});
type SyncFields = z.infer<typeof ZSyncFields>;

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
  const form = useForm<SyncFields>({ resolver: zodResolver(ZSyncFields), defaultValues: { valuesToSync: [], paramsToSync: [], action: 'add' } });
  const actionField = useFormField(form.control, 'action');
  const [values, params] = form.watch(['valuesToSync', 'paramsToSync']);
  const type = dimension.valueType === 'composite' ? 'composite' : 'nominal';
  const valueItems =
    type === 'nominal'
      ? dimension.values.map((v) => ({ id: v.id, label: localize(v.value, locale) }))
      : dimension.components.map((c) => ({ id: c.id, label: localize(c.component.name, locale) || c.componentDimensionId }));
  const paramItems = dimension.params
    .filter((p, index, all) => all.findIndex((q) => q.id === p.id) === index)
    .map((p) => ({ id: p.id, label: parameterLabel(p, locale) }));
  const sync = trpc.config.dimensions.syncValues.useMutation();
  const apply = form.handleSubmit(async (choices) => {
    try {
      const result = await sync.mutateAsync({ id: dimension.id, type, ...choices });
      void utils.config.dimensions.get.invalidate({ id: dimension.id });
      void utils.config.parameters.get.invalidate();
      notify(LL.config.dimensions.sync.done({ count: result.updatedParameters }));
      onClose();
    } catch (error) {
      onError(error);
    }
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
            <FormCheckList control={form.control} name="valuesToSync" items={valueItems.map((item) => ({ id: item.id, primary: item.label, testId: `dimension-sync-value-${item.id}` }))} />
          </>
        )}
        {step === 1 && (
          <>
            <Typography color="text.secondary">{paramItems.length === 0 ? LL.config.dimensions.sync.noParameters() : LL.config.dimensions.sync.pickParameters()}</Typography>
            <FormCheckList control={form.control} name="paramsToSync" items={paramItems.map((item) => ({ id: item.id, primary: item.label, testId: `dimension-sync-parameter-${item.id}` }))} />
          </>
        )}
        {step === 2 && (
          <>
            <Typography sx={{ mb: 1 }} data-testid="dimension-sync-summary">
              {LL.config.dimensions.sync.summary({ values: values.length, parameters: params.length })}
            </Typography>
            <RadioGroup name={actionField.field.name} value={actionField.field.value} onChange={(event) => actionField.field.onChange(event.target.value === 'remove' ? 'remove' : 'add')}>
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
            onClick={() => void apply()}
            data-testid="dimension-sync-apply"
          >
            {LL.config.dimensions.sync.apply()}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
