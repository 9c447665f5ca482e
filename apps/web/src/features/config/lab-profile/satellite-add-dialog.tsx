import SearchIcon from '@mui/icons-material/Search';
import { DIALOG_SEARCH_CLOSE_MS, ZAddSatellitesFields, type TAddSatellitesFields } from '@eqa/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { InputAdornment, LinearProgress, TextField, Typography } from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useI18n } from '../../../app/i18n';
import { FormCheckList } from '../../../components/forms/form-check-list';
import { FormDialog } from '../../../components/forms/form-dialog';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { trpc } from '../../../lib/trpc';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useMutationError } from '../common/mutations';

const CANDIDATE_LIMIT = 50;

/**
 * Add satellite lab (spec 3 §2/§5): a searchable list of the org's labs that can become satellites
 * (linked labs excluded by the server); Add needs a selection (core ZAddSatellitesFields).
 */
export function SatelliteAddDialog({ labId, orgId, onClose }: { labId: number; orgId: number; onClose(): void }) {
  const { LL } = useI18n();
  const utils = trpc.useUtils();
  const onError = useMutationError('configLabProfile');
  const [search, setSearch] = useState('');
  const form = useForm<TAddSatellitesFields>({ resolver: zodResolver(ZAddSatellitesFields), defaultValues: { satelliteIds: [] } });
  const query = useDebouncedValue(search.trim(), DIALOG_SEARCH_CLOSE_MS);
  const candidates = trpc.config.labProfile.candidates.useQuery(
    { labId, orgId, offset: 0, limit: CANDIDATE_LIMIT, ...(query ? { query } : {}) },
    { placeholderData: keepPreviousData, meta: { errorAction: 'configLabProfile' } },
  );
  const add = trpc.config.labProfile.addSatellites.useMutation();
  const submit = useFormSubmit(
    form,
    async (values) => {
      await add.mutateAsync({ labId, orgId, satelliteIds: values.satelliteIds });
      // the linked labs leave the candidate list: the next opening (and any other lab's) shows it fresh
      void utils.config.labProfile.candidates.invalidate();
      void utils.config.labProfile.satellites.invalidate({ labId, orgId });
      void utils.config.labProfile.get.invalidate({ labId, orgId });
      void utils.labs.get.invalidate({ labId });
      void utils.labs.list.invalidate();
      onClose();
    },
    { fields: ['satelliteIds'], onFailure: onError },
  );
  const items = candidates.data?.items ?? [];
  const S = LL.config.labProfile.satellites;
  return (
    <FormDialog
      testId="satellite-add"
      title={S.addTitle()}
      {...submit}
      onClose={onClose}
      maxWidth="sm"
      submitLabel={LL.config.common.add()}
      submitDisabled={form.watch('satelliteIds').length === 0}
    >
      <TextField
        size="small"
        fullWidth
        autoFocus
        placeholder={S.search()}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        onKeyDown={(event) => {
          // Enter searches; it does not add the chosen labs
          if (event.key === 'Enter') event.preventDefault();
        }}
        slotProps={{
          htmlInput: { 'data-testid': 'satellite-add-search', 'aria-label': S.search(), type: 'search' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <LinearProgress sx={{ height: 2, visibility: candidates.isFetching ? 'visible' : 'hidden' }} aria-label={LL.loading()} />
      {candidates.data && items.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }} data-testid="satellite-add-empty">
          {S.noCandidates()}
        </Typography>
      ) : (
        <FormCheckList
          control={form.control}
          name="satelliteIds"
          items={items.map((lab) => ({
            id: lab.id,
            primary: `${lab.shortName} – ${lab.name}`,
            secondary: [lab.zipCode, lab.city, lab.address].filter(Boolean).join(' '),
            testId: `satellite-candidate-${lab.id}`,
          }))}
        />
      )}
    </FormDialog>
  );
}
