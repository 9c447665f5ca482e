import AddIcon from '@mui/icons-material/Add';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { localize } from '@eqa/core';
import {
  Button,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useI18n } from '../../../app/i18n';
import { trpc } from '../../../lib/trpc';
import { ConfirmDialog } from '../common/confirm-dialog';
import { useMutationError } from '../common/mutations';
import { Section } from '../common/section';
import { configPaths } from '../config-paths';
import { DimensionMultiSelect, dimensionLabel } from '../dimensions/dimension-options';
import type { Parameter } from './parameter';

type Role = 'result' | 'context';
type ParameterDimension = Parameter['dimensions']['result'][number];

function AddDimensionsDialog({ parameter, role, onClose, onSaved }: { parameter: Parameter; role: Role; onClose(): void; onSaved(p: Parameter): void }) {
  const { LL } = useI18n();
  const onError = useMutationError('configParameters');
  const [ids, setIds] = useState<string[]>([]);
  const present = [...parameter.dimensions.result, ...parameter.dimensions.context].map((d) => d.dimension.id);
  const change = trpc.config.parameters.changeDimensions.useMutation({
    onSuccess: (next) => {
      onSaved(next);
      onClose();
    },
    onError: (error) => onError(error),
  });
  const title = role === 'result' ? LL.config.parameters.addResultDimensions() : LL.config.parameters.addContextDimensions();
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth data-testid={`parameter-add-${role}-dialog`}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack sx={{ pt: 1 }}>
          <DimensionMultiSelect
            value={ids}
            onChange={setIds}
            label={LL.config.parameters.chooseDimensions()}
            excludeIds={present}
            autoFocus
            testId={`parameter-add-${role}-select`}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid={`parameter-add-${role}-cancel`}>
          {LL.actions.cancel()}
        </Button>
        <Button
          variant="contained"
          disabled={ids.length === 0 || change.isPending}
          onClick={() => change.mutate({ id: parameter.id, role, dimensionIds: ids.join(','), action: 'add' })}
          data-testid={`parameter-add-${role}-submit`}
        >
          {LL.config.common.add()}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function AllowedValuesDialog({ parameter, item, onClose, onSaved }: { parameter: Parameter; item: ParameterDimension; onClose(): void; onSaved(p: Parameter): void }) {
  const { LL, locale } = useI18n();
  const onError = useMutationError('configParameters');
  const dimension = trpc.config.dimensions.get.useQuery({ id: item.dimension.id }, { meta: { errorAction: 'configDimensions' } });
  const values = (dimension.data?.values ?? []).filter((v) => !v.deprecated || (item.valueIds ?? []).includes(v.id));
  const [all, setAll] = useState(item.valueIds === null);
  const [selected, setSelected] = useState<number[]>(item.valueIds ?? []);
  const save = trpc.config.parameters.setValues.useMutation({
    onSuccess: (next) => {
      onSaved(next);
      onClose();
    },
    onError: (error) => onError(error),
  });
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth data-testid="parameter-values-dialog">
      <DialogTitle>
        {LL.config.parameters.editValues()} – {dimensionLabel(item.dimension, locale)}
      </DialogTitle>
      <DialogContent dividers>
        <FormControlLabel
          control={<Checkbox checked={all} onChange={(event) => setAll(event.target.checked)} slotProps={{ input: { 'data-testid': 'parameter-values-all' } as object }} />}
          label={LL.config.parameters.allValuesOption()}
        />
        <List dense>
          {values.map((value) => (
            <ListItemButton
              key={value.id}
              disabled={all}
              onClick={() => setSelected((current) => (current.includes(value.id) ? current.filter((id) => id !== value.id) : [...current, value.id]))}
              data-testid={`parameter-value-${value.id}`}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <Checkbox edge="start" size="small" checked={all || selected.includes(value.id)} tabIndex={-1} disableRipple />
              </ListItemIcon>
              <ListItemText primary={localize(value.value, locale)} secondary={value.deprecated ? LL.config.dimensions.values.deprecated() : null} />
            </ListItemButton>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="parameter-values-cancel">
          {LL.actions.cancel()}
        </Button>
        <Button
          variant="contained"
          disabled={(!all && selected.length === 0) || save.isPending}
          onClick={() => save.mutate({ id: parameter.id, dimensionId: item.dimension.id, valueIds: all ? null : selected })}
          data-testid="parameter-values-save"
        >
          {LL.actions.save()}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function EvaluationUnitSelect({ parameter, item, onSaved }: { parameter: Parameter; item: ParameterDimension; onSaved(p: Parameter): void }) {
  const { LL, locale } = useI18n();
  const onError = useMutationError('configParameters');
  const dimension = trpc.config.dimensions.get.useQuery({ id: item.dimension.id }, { meta: { errorAction: 'configDimensions' } });
  const units = dimension.data ? [...dimension.data.units] : [];
  if (dimension.data?.unit && !units.some((u) => u.id === dimension.data?.unit?.id)) units.unshift(dimension.data.unit);
  if (item.unit && !units.some((u) => u.id === item.unit?.id)) units.unshift(item.unit);
  const setUnit = trpc.config.parameters.setUnit.useMutation({ onSuccess: onSaved, onError: (error) => onError(error) });
  return (
    <TextField
      select
      size="small"
      label={LL.config.parameters.evaluationUnit()}
      value={item.unit?.id ?? ''}
      onChange={(event) => setUnit.mutate({ id: parameter.id, dimensionId: item.dimension.id, unitId: event.target.value === '' ? null : Number(event.target.value) })}
      sx={{ minWidth: 180 }}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': `parameter-unit-${item.dimension.id}` } as object } }}
    >
      <MenuItem value="">
        <em>{LL.config.common.selectNone()}</em>
      </MenuItem>
      {units.map((unit) => (
        <MenuItem key={unit.id} value={unit.id}>
          {localize(unit.name, locale)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * A dimension section of the parameter page (spec 3 §2): the result or context dimensions; add from
 * a multi-select that excludes present ones, remove unless not deletable, open the dimension; numeric
 * dimensions choose the evaluation unit, nominal ones the allowed values.
 */
export function ParameterDimensionsSection({ parameter, role, onSaved }: { parameter: Parameter; role: Role; onSaved(p: Parameter): void }) {
  const { LL, locale } = useI18n();
  const [, navigate] = useLocation();
  const onError = useMutationError('configParameters');
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<ParameterDimension | null>(null);
  const [editingValues, setEditingValues] = useState<ParameterDimension | null>(null);
  const items = parameter.dimensions[role];
  const change = trpc.config.parameters.changeDimensions.useMutation({ onSuccess: onSaved, onError: (error) => onError(error) });
  const title = role === 'result' ? LL.config.parameters.resultDimensions() : LL.config.parameters.contextDimensions();

  return (
    <Section
      title={title}
      testId={`parameter-${role}-dimensions`}
      actions={
        <Button startIcon={<AddIcon />} onClick={() => setAdding(true)} data-testid={`parameter-add-${role}`}>
          {LL.config.parameters.addDimensions()}
        </Button>
      }
    >
      {items.length === 0 ? (
        <Typography color="text.secondary">{LL.config.parameters.noDimensions()}</Typography>
      ) : (
        <List dense disablePadding>
          {items.map((item) => (
            <ListItem key={item.dimension.id} divider sx={{ flexWrap: 'wrap', gap: 1.5, py: 1.25 }} data-testid={`parameter-${role}-dimension-${item.dimension.id}`}>
              <ListItemText
                sx={{ flex: '1 1 220px', minWidth: 0 }}
                primary={dimensionLabel(item.dimension, locale)}
                secondary={
                  <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center' }}>
                    <Typography component="span" variant="caption" sx={{ fontFamily: 'monospace' }}>
                      {item.dimension.id}
                    </Typography>
                    <Chip component="span" size="small" variant="outlined" label={LL.config.dimensions.valueTypes[item.dimension.valueType]()} />
                  </Stack>
                }
                slotProps={{ secondary: { component: 'div' } }}
              />
              {item.dimension.valueType === 'numeric' && <EvaluationUnitSelect parameter={parameter} item={item} onSaved={onSaved} />}
              {item.dimension.valueType === 'nominal' && (
                <Button
                  size="small"
                  variant="outlined"
                  startIcon={<EditOutlinedIcon />}
                  onClick={() => setEditingValues(item)}
                  data-testid={`parameter-values-${item.dimension.id}`}
                >
                  {item.valueIds === null ? LL.config.parameters.allValues() : `${LL.config.parameters.allowedValues()}: ${item.valueIds.length}`}
                </Button>
              )}
              <Stack direction="row" spacing={0.5}>
                <Tooltip title={LL.config.parameters.openDimension()}>
                  <IconButton onClick={() => navigate(configPaths.dimension(item.dimension.id))} aria-label={LL.config.parameters.openDimension()} data-testid={`parameter-open-dimension-${item.dimension.id}`}>
                    <OpenInNewIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title={item.deletable ? LL.config.parameters.removeDimension() : LL.config.parameters.dimensionInUse()}>
                  <span>
                    <IconButton
                      disabled={!item.deletable}
                      onClick={() => setRemoving(item)}
                      aria-label={LL.config.parameters.removeDimension()}
                      data-testid={`parameter-remove-dimension-${item.dimension.id}`}
                    >
                      <LinkOffIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
              </Stack>
            </ListItem>
          ))}
        </List>
      )}
      {adding && <AddDimensionsDialog parameter={parameter} role={role} onClose={() => setAdding(false)} onSaved={onSaved} />}
      {editingValues && <AllowedValuesDialog parameter={parameter} item={editingValues} onClose={() => setEditingValues(null)} onSaved={onSaved} />}
      <ConfirmDialog
        open={removing !== null}
        title={LL.config.parameters.removeDimensionTitle()}
        confirmLabel={LL.config.common.remove()}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) change.mutate({ id: parameter.id, role, dimensionIds: removing.dimension.id, action: 'remove' });
          setRemoving(null);
        }}
        testId="parameter-remove-dimension-confirm"
      >
        {LL.config.parameters.removeDimensionConfirm({ name: removing ? dimensionLabel(removing.dimension, locale) : '' })}
      </ConfirmDialog>
    </Section>
  );
}
