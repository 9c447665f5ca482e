import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { localize, parseDecimalInput, unitConversionViolation } from '@eqa/core';
import { formatNumber } from '@eqa/i18n';
import {
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useI18n } from '../../../app/i18n';
import { EmptyState } from '../../../components/empty-state';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { ConfirmDialog } from '../common/confirm-dialog';
import { serverViolation, useMutationError } from '../common/mutations';
import { violationText } from '../common/violation-text';
import { ParameterAutocomplete } from '../parameters/parameter-autocomplete';
import { parameterLabel, type ParameterRefLike } from '../parameters/parameter-label';
import { UNIT_LIST_LIMIT } from './unit-list-limit';

type Conversion = RouterOutputs['config']['units']['conversions']['items'][number];

interface Draft {
  id: number | null;
  factor: string;
  toUnitId: number | null;
  parameter: ParameterRefLike | null;
}

function ConversionDialog({ unitId, unitName, draft, onClose }: { unitId: number; unitName: string; draft: Draft; onClose(): void }) {
  const { LL, locale } = useI18n();
  const utils = trpc.useUtils();
  const onError = useMutationError('configConversionSave');
  const [value, setValue] = useState(draft);
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<{ param: string; message: string } | null>(null);
  const units = trpc.config.units.list.useQuery({ offset: 0, limit: UNIT_LIST_LIMIT, sort: 'alphabet', locale }, { meta: { errorAction: 'configUnits' } });
  const targets = (units.data?.items ?? []).filter((unit) => unit.id !== unitId && (!unit.hidden || unit.id === value.toUnitId));
  const factor = parseDecimalInput(value.factor);
  const violation = unitConversionViolation({ fromUnitId: unitId, toUnitId: value.toUnitId, factor });

  const done = () => {
    void utils.config.units.conversions.invalidate({ unitId });
    void utils.config.units.convertibles.invalidate();
    onClose();
  };
  const handleError = (error: unknown) => {
    const field = serverViolation(error);
    if (field) setServerError(field);
    else onError(error);
  };
  const create = trpc.config.units.createConversion.useMutation({ onSuccess: done, onError: handleError });
  const update = trpc.config.units.updateConversion.useMutation({ onSuccess: done, onError: handleError });

  const submit = () => {
    setTouched(true);
    setServerError(null);
    if (violation || factor === null || value.toUnitId === null) return;
    // spec 3 §5: an empty parameter is removed from the payload before save
    const body = {
      unitId,
      factor,
      toUnit: { id: value.toUnitId },
      fromUnit: { id: unitId },
      ...(value.parameter ? { parameter: { id: value.parameter.id } } : {}),
    };
    if (value.id === null) create.mutate(body);
    else update.mutate({ ...body, conversionId: value.id, id: value.id });
  };

  // a typed text that is no number ('abc') is 'not a number', an empty one 'required' (the rule sees null for both)
  const notANumber = value.factor.trim() !== '' && factor === null;
  const factorError =
    touched && violation?.param === 'factor'
      ? notANumber
        ? LL.config.common.notANumber()
        : violationText(LL, violation)
      : serverError?.param === 'factor'
        ? violationText(LL, serverError, LL.config.common.notANumber())
        : null;
  const toUnitError = touched && violation?.param === 'toUnit' ? violationText(LL, violation) : serverError?.param === 'toUnit' ? violationText(LL, serverError) : null;

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth data-testid="conversion-dialog">
      <DialogTitle>{value.id === null ? LL.config.units.conversions.add() : LL.config.units.conversions.edit()}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
            <Typography sx={{ pt: { sm: 2 }, whiteSpace: 'nowrap', fontWeight: 600 }}>1 {unitName} =</Typography>
            <TextField
              label={LL.config.units.conversions.factor()}
              value={value.factor}
              onChange={(event) => setValue({ ...value, factor: event.target.value })}
              error={factorError !== null}
              helperText={factorError ?? ' '}
              required
              autoFocus
              slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'conversion-factor' } }}
            />
            <TextField
              select
              label={LL.config.units.conversions.toUnit()}
              value={value.toUnitId ?? ''}
              onChange={(event) => setValue({ ...value, toUnitId: Number(event.target.value) })}
              error={toUnitError !== null}
              helperText={toUnitError ?? ' '}
              required
              sx={{ minWidth: 200, flexGrow: 1 }}
              slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'conversion-to-unit' } as object } }}
            >
              {targets.map((unit) => (
                <MenuItem key={unit.id} value={unit.id} data-testid={`conversion-to-unit-${unit.id}`}>
                  {localize(unit.name, locale)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <ParameterAutocomplete
            value={value.parameter}
            onChange={(parameter) => setValue({ ...value, parameter })}
            label={LL.config.units.conversions.parameter()}
            error={serverError?.param === 'parameter' ? violationText(LL, serverError) : null}
            testId="conversion-parameter"
          />
          {serverError && !['factor', 'toUnit', 'parameter'].includes(serverError.param) && (
            <Typography color="error" variant="body2" data-testid="conversion-server-error">
              {LL.config.common.serverRefused({ message: violationText(LL, serverError) ?? '' })}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="conversion-cancel">
          {LL.actions.cancel()}
        </Button>
        <Button variant="contained" onClick={submit} disabled={create.isPending || update.isPending} data-testid="conversion-save">
          {LL.actions.save()}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The conversions of a unit (spec 3 §2): add, edit, remove; parameter-specific ones are marked. */
export function UnitConversions({ unitId, unitName }: { unitId: number; unitName: string }) {
  const { LL, locale } = useI18n();
  const utils = trpc.useUtils();
  const onDeleteError = useMutationError('configConversionDelete');
  const conversions = trpc.config.units.conversions.useQuery({ unitId }, { meta: { errorAction: 'configConversions' } });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [deleting, setDeleting] = useState<Conversion | null>(null);
  const remove = trpc.config.units.deleteConversion.useMutation({
    onSuccess: () => {
      void utils.config.units.conversions.invalidate({ unitId });
      void utils.config.units.convertibles.invalidate();
    },
    onError: (error, input) => onDeleteError(error, () => remove.mutate(input)),
  });
  const items = conversions.data?.items ?? [];
  const formula = (c: Conversion) => `1 ${localize(c.fromUnit.name, locale)} = ${formatNumber(c.factor, locale)} ${localize(c.toUnit.name, locale)}`;

  return (
    <Paper variant="outlined" sx={{ p: 2.5 }} data-testid="unit-conversions">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h3" component="h3">
          {LL.config.units.conversions.title()}
        </Typography>
        <Button startIcon={<AddIcon />} onClick={() => setDraft({ id: null, factor: '', toUnitId: null, parameter: null })} data-testid="conversion-add">
          {LL.config.units.conversions.add()}
        </Button>
      </Stack>
      {conversions.data && items.length === 0 ? (
        <EmptyState
          variant="plain"
          message={LL.config.units.conversions.empty()}
          action={{ label: LL.config.units.conversions.add(), onClick: () => setDraft({ id: null, factor: '', toUnitId: null, parameter: null }) }}
          testId="unit-conversions-empty"
        />
      ) : (
        <List dense>
          {items.map((c) => (
            <ListItem
              key={c.id}
              divider
              data-testid={`conversion-${c.id}`}
              secondaryAction={
                <Stack direction="row" spacing={0.5}>
                  <Tooltip title={LL.config.common.edit()}>
                    <IconButton
                      onClick={() => setDraft({ id: c.id, factor: String(c.factor), toUnitId: c.toUnit.id, parameter: c.parameter })}
                      aria-label={LL.config.common.edit()}
                      data-testid={`conversion-edit-${c.id}`}
                    >
                      <EditOutlinedIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={LL.config.common.remove()}>
                    <IconButton onClick={() => setDeleting(c)} aria-label={LL.config.common.remove()} data-testid={`conversion-remove-${c.id}`}>
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </Stack>
              }
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <SwapHorizIcon color="action" />
              </ListItemIcon>
              <ListItemText
                primary={formula(c)}
                secondary={
                  c.parameter ? (
                    <Chip component="span" size="small" variant="outlined" color="secondary" label={parameterLabel(c.parameter, locale)} sx={{ mt: 0.5 }} />
                  ) : (
                    LL.config.units.conversions.allParameters()
                  )
                }
                slotProps={{ secondary: { component: 'div' } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {draft && <ConversionDialog unitId={unitId} unitName={unitName} draft={draft} onClose={() => setDraft(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={LL.config.units.conversions.deleteTitle()}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate({ unitId, conversionId: deleting.id });
          setDeleting(null);
        }}
        testId="conversion-delete-confirm"
      >
        {deleting ? formula(deleting) : ''}
      </ConfirmDialog>
    </Paper>
  );
}
