import { localize, parseDecimalInput, parseIntegerInput, schemeVersionParameterViolation, type ConfigViolation } from '@eqa/core';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useI18n } from '../../../app/i18n';
import { trpc } from '../../../lib/trpc';
import { serverViolation, useMutationError } from '../common/mutations';
import { violationText } from '../common/violation-text';
import { useAdminOrgId } from '../common/org';
import { dimensionLabel } from '../dimensions/dimension-options';
import { ParameterAutocomplete } from '../parameters/parameter-autocomplete';
import { parameterLabel, type ParameterRefLike } from '../parameters/parameter-label';
import type { SchemeVersionParameter } from './scheme-version-settings';
import type { SchemeVersion } from './scheme-version-settings';

function GroupSelect({ value, onChange, testId }: { value: number | null; onChange(id: number | null): void; testId: string }) {
  const { LL, locale } = useI18n();
  const groups = trpc.config.parameters.groups.useQuery({}, { staleTime: 60_000, meta: { errorAction: 'configParameters' } });
  return (
    <TextField
      select
      label={LL.config.schemeVersions.parameters.group()}
      value={groups.data ? (value ?? '') : ''}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      fullWidth
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': testId } as object } }}
    >
      <MenuItem value="">
        <em>{LL.config.parameters.noGroup()}</em>
      </MenuItem>
      {(groups.data?.items ?? []).map((group) => (
        <MenuItem key={group.id} value={group.id}>
          {localize(group.name, locale)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The add-parameter dialog of a scheme version (spec 3 §2): a parameter (not present yet) and an optional group. */
export function AddSchemeVersionParameterDialog({ version, onClose, onSaved }: { version: SchemeVersion; onClose(): void; onSaved(v: SchemeVersion): void }) {
  const { LL } = useI18n();
  const orgId = useAdminOrgId();
  const onError = useMutationError('configSchemeVersions');
  const [parameter, setParameter] = useState<ParameterRefLike | null>(null);
  const [groupId, setGroupId] = useState<number | null>(null);
  const [touched, setTouched] = useState(false);
  const add = trpc.config.schemeVersions.addParameter.useMutation({
    onSuccess: (next) => {
      onSaved(next);
      onClose();
    },
    onError: (error) => onError(error),
  });
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth data-testid="scheme-version-parameter-add-dialog">
      <DialogTitle>{LL.config.schemeVersions.parameters.addTitle()}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <ParameterAutocomplete
            value={parameter}
            onChange={setParameter}
            label={LL.config.schemeVersions.parameters.parameter()}
            excludeIds={version.parameters.map((p) => p.parameterId)}
            required
            error={touched && !parameter ? LL.requiredField() : null}
            testId="scheme-version-parameter-add-parameter"
          />
          <GroupSelect value={groupId} onChange={setGroupId} testId="scheme-version-parameter-add-group" />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="scheme-version-parameter-add-cancel">
          {LL.actions.cancel()}
        </Button>
        <Button
          variant="contained"
          disabled={add.isPending}
          onClick={() => {
            setTouched(true);
            if (parameter) add.mutate({ orgId, id: version.id, paramId: parameter.id, groupId });
          }}
          data-testid="scheme-version-parameter-add-save"
        >
          {LL.config.common.add()}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function toggle(list: readonly string[], id: string): string[] {
  return list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
}

function optionalNumber(text: string, integer: boolean): number | null | 'invalid' {
  if (text.trim() === '') return null;
  const value = integer ? parseIntegerInput(text) : parseDecimalInput(text);
  return value === null || value < 0 ? 'invalid' : value;
}

/**
 * The edit-parameter dialog of a scheme version (spec 3 §2/§5): ordinal, group, result and context
 * dimensions (of the parameter's own), hidden, and the evaluation settings (fixed σpt %, acceptance
 * limits, minimum participants). Ordinal and at least one result dimension are required.
 */
export function EditSchemeVersionParameterDialog({ version, item, onClose, onSaved }: { version: SchemeVersion; item: SchemeVersionParameter; onClose(): void; onSaved(v: SchemeVersion): void }) {
  const { LL, locale } = useI18n();
  const orgId = useAdminOrgId();
  const onError = useMutationError('configSchemeVersions');
  const parameter = trpc.config.parameters.get.useQuery({ id: item.parameterId }, { meta: { errorAction: 'configParameters' } });
  const [ordinal, setOrdinal] = useState(String(item.ordinal));
  const [groupId, setGroupId] = useState<number | null>(item.groupId);
  const [result, setResult] = useState<string[]>(item.resultDimensionIds);
  const [context, setContext] = useState<string[]>(item.contextDimensionIds);
  const [hidden, setHidden] = useState(item.hidden);
  const text = (value: number | null) => (value === null ? '' : String(value));
  const [sigma, setSigma] = useState(text(item.sigmaPtPercent));
  const [accPercent, setAccPercent] = useState(text(item.acceptancePercent));
  const [accAbsolute, setAccAbsolute] = useState(text(item.acceptanceAbsolute));
  const [minParticipants, setMinParticipants] = useState(text(item.minParticipants));
  const [touched, setTouched] = useState(false);
  const [server, setServer] = useState<ConfigViolation | null>(null);

  const ordinalValue = parseIntegerInput(ordinal);
  const resultDims = parameter.data?.dimensions.result ?? [];
  const contextDims = parameter.data?.dimensions.context ?? [];
  const violation = schemeVersionParameterViolation({
    ordinal: ordinalValue,
    resultDimensionIds: result,
    contextDimensionIds: context,
    parameterResultDimensionIds: resultDims.map((d) => d.dimension.id),
    parameterContextDimensionIds: contextDims.map((d) => d.dimension.id),
  });
  const numbers = {
    sigmaPtPercent: optionalNumber(sigma, false),
    acceptancePercent: optionalNumber(accPercent, false),
    acceptanceAbsolute: optionalNumber(accAbsolute, false),
    minParticipants: optionalNumber(minParticipants, true),
  };
  const invalidNumber = Object.values(numbers).some((v) => v === 'invalid');

  const save = trpc.config.schemeVersions.updateParameter.useMutation({
    onSuccess: (next) => {
      onSaved(next);
      onClose();
    },
    onError: (error) => {
      const field = serverViolation(error);
      if (field) setServer(field);
      else onError(error);
    },
  });
  const submit = () => {
    setTouched(true);
    setServer(null);
    if (violation || invalidNumber || ordinalValue === null) return;
    const n = (v: number | null | 'invalid') => (v === 'invalid' ? null : v);
    save.mutate({
      orgId,
      id: version.id,
      paramId: item.parameterId,
      ordinal: ordinalValue,
      groupId,
      resultDimensionIds: result,
      contextDimensionIds: context,
      hidden,
      sigmaPtPercent: n(numbers.sigmaPtPercent),
      acceptancePercent: n(numbers.acceptancePercent),
      acceptanceAbsolute: n(numbers.acceptanceAbsolute),
      minParticipants: n(numbers.minParticipants),
    });
  };
  /** A dimension field's message: the form's own check, else the server's refusal of that field (its code translated). */
  const dimensionsError = (param: 'resultDimensionIds' | 'contextDimensionIds', required: string): string | null =>
    touched && violation?.param === param ? required : server?.param === param ? violationText(LL, server) : null;
  const resultError = dimensionsError('resultDimensionIds', LL.config.schemeVersions.parameters.resultRequired());
  const contextError = dimensionsError('contextDimensionIds', LL.config.schemeVersions.parameters.contextRequired());
  const ordinalError = touched && violation?.param === 'ordinal' ? (ordinal.trim() === '' ? LL.requiredField() : LL.config.common.invalidInteger()) : server?.param === 'ordinal' ? LL.config.common.duplicateOrdinal() : null;
  const numberField = (label: string, value: string, set: (v: string) => void, parsed: number | null | 'invalid', testId: string, help?: string) => (
    <TextField
      label={label}
      value={value}
      onChange={(event) => set(event.target.value)}
      error={parsed === 'invalid'}
      helperText={parsed === 'invalid' ? LL.config.common.invalidNumber() : (help ?? ' ')}
      fullWidth
      slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': testId } }}
    />
  );

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth data-testid="scheme-version-parameter-edit-dialog">
      <DialogTitle>{LL.config.schemeVersions.parameters.editTitle({ name: parameterLabel(item.parameter, locale) })}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
              label={LL.config.common.ordinal()}
              value={ordinal}
              onChange={(event) => setOrdinal(event.target.value)}
              required
              error={ordinalError !== null}
              helperText={ordinalError ?? ' '}
              sx={{ width: { sm: 140 }, flexShrink: 0 }}
              slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'scheme-version-parameter-ordinal' } }}
            />
            <GroupSelect value={groupId} onChange={setGroupId} testId="scheme-version-parameter-group" />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
            <FormControl error={resultError !== null} component="fieldset" sx={{ flex: 1 }}>
              <FormLabel component="legend">{LL.config.schemeVersions.parameters.resultDimensions()}</FormLabel>
              <FormGroup>
                {resultDims.map((d) => (
                  <FormControlLabel
                    key={d.dimension.id}
                    control={
                      <Checkbox
                        checked={result.includes(d.dimension.id)}
                        onChange={() => setResult(toggle(result, d.dimension.id))}
                        slotProps={{ input: { 'data-testid': `scheme-version-parameter-result-${d.dimension.id}` } as object }}
                      />
                    }
                    label={dimensionLabel(d.dimension, locale)}
                  />
                ))}
              </FormGroup>
              {resultError && <FormHelperText data-testid="scheme-version-parameter-result-error">{resultError}</FormHelperText>}
            </FormControl>
            <FormControl error={contextError !== null} component="fieldset" sx={{ flex: 1 }}>
              <FormLabel component="legend">{LL.config.schemeVersions.parameters.contextDimensions()}</FormLabel>
              <FormGroup>
                {contextDims.map((d) => (
                  <FormControlLabel
                    key={d.dimension.id}
                    control={
                      <Checkbox
                        checked={context.includes(d.dimension.id)}
                        onChange={() => setContext(toggle(context, d.dimension.id))}
                        slotProps={{ input: { 'data-testid': `scheme-version-parameter-context-${d.dimension.id}` } as object }}
                      />
                    }
                    label={dimensionLabel(d.dimension, locale)}
                  />
                ))}
              </FormGroup>
              {contextError && <FormHelperText data-testid="scheme-version-parameter-context-error">{contextError}</FormHelperText>}
            </FormControl>
          </Stack>
          <FormControlLabel
            control={<Switch checked={hidden} onChange={(event) => setHidden(event.target.checked)} slotProps={{ input: { 'data-testid': 'scheme-version-parameter-hidden' } as object }} />}
            label={LL.config.schemeVersions.parameters.hidden()}
          />
          <Divider />
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            {LL.config.schemeVersions.parameters.evaluation()}
          </Typography>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            {numberField(LL.config.schemeVersions.parameters.sigmaPtPercent(), sigma, setSigma, numbers.sigmaPtPercent, 'scheme-version-parameter-sigma', LL.config.schemeVersions.parameters.sigmaPtHelp())}
            {numberField(LL.config.schemeVersions.parameters.minParticipants(), minParticipants, setMinParticipants, numbers.minParticipants, 'scheme-version-parameter-min-participants')}
          </Stack>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            {numberField(LL.config.schemeVersions.parameters.acceptancePercent(), accPercent, setAccPercent, numbers.acceptancePercent, 'scheme-version-parameter-acceptance-percent', LL.config.schemeVersions.parameters.acceptanceHelp())}
            {numberField(LL.config.schemeVersions.parameters.acceptanceAbsolute(), accAbsolute, setAccAbsolute, numbers.acceptanceAbsolute, 'scheme-version-parameter-acceptance-absolute')}
          </Stack>
          {server && !['ordinal', 'resultDimensionIds', 'contextDimensionIds'].includes(server.param) && (
            <Typography color="error" variant="body2">
              {LL.config.common.serverRefused({ message: violationText(LL, server) ?? '' })}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="scheme-version-parameter-edit-cancel">
          {LL.actions.cancel()}
        </Button>
        <Button variant="contained" onClick={submit} disabled={save.isPending || !parameter.data} data-testid="scheme-version-parameter-edit-save">
          {LL.actions.save()}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
