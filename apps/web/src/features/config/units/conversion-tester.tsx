import CalculateOutlinedIcon from '@mui/icons-material/CalculateOutlined';
import { localize } from '@eqa/core';
import { formatNumber } from '@eqa/i18n';
import { Chip, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useI18n } from '../../../app/i18n';
import { trpc } from '../../../lib/trpc';
import { ParameterAutocomplete } from '../parameters/parameter-autocomplete';
import type { ParameterRefLike } from '../parameters/parameter-label';

/**
 * The conversion tester of the unit overlay (spec 3 §2): '1 unit = result', a target unit and an
 * optional parameter; the factor comes from the server (a parameter-specific conversion wins over a
 * general one), or config.unitConversions.notFound when the unit converts to nothing.
 */
export function ConversionTester({ unitId, unitName }: { unitId: number; unitName: string }) {
  const { LL, locale } = useI18n();
  const [parameter, setParameter] = useState<ParameterRefLike | null>(null);
  const [targetId, setTargetId] = useState<number | null>(null);
  const convertibles = trpc.config.units.convertibles.useQuery(
    { id: unitId, ...(parameter ? { paramId: parameter.id } : {}) },
    { placeholderData: keepPreviousData, meta: { errorAction: 'configConversions' } },
  );
  const items = convertibles.data?.items ?? [];
  const chosen = items.find((item) => item.toUnit.id === targetId) ?? items[0] ?? null;

  return (
    <Paper variant="outlined" sx={{ p: 2.5 }} data-testid="unit-tester">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <CalculateOutlinedIcon color="primary" />
        <Typography variant="h3" component="h3">
          {LL.config.units.tester.title()}
        </Typography>
      </Stack>
      <Stack spacing={2}>
        <ParameterAutocomplete
          value={parameter}
          onChange={setParameter}
          label={LL.config.units.tester.parameter()}
          size="small"
          testId="unit-tester-parameter"
        />
        {convertibles.data && items.length === 0 ? (
          <Typography color="text.secondary" data-testid="unit-tester-not-found">
            {LL.config.unitConversions.notFound()}
          </Typography>
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}>
            <Typography variant="h4" component="p" sx={{ whiteSpace: 'nowrap' }} data-testid="unit-tester-result">
              1 {unitName} = {chosen ? formatNumber(chosen.factor, locale) : '…'}
            </Typography>
            <TextField
              select
              size="small"
              label={LL.config.units.tester.target()}
              value={chosen ? chosen.toUnit.id : ''}
              onChange={(event) => setTargetId(Number(event.target.value))}
              sx={{ minWidth: 220 }}
              slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'unit-tester-target' } as object } }}
            >
              {items.map((item) => (
                <MenuItem key={item.toUnit.id} value={item.toUnit.id} data-testid={`unit-tester-target-${item.toUnit.id}`}>
                  {localize(item.toUnit.name, locale)}
                </MenuItem>
              ))}
            </TextField>
            {chosen?.parameterSpecific && <Chip size="small" color="secondary" variant="outlined" label={LL.config.units.tester.parameterSpecific()} />}
            {chosen?.direction === 'inverse' && <Chip size="small" variant="outlined" label={LL.config.units.tester.inverse()} />}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
