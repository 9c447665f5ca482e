import SearchIcon from '@mui/icons-material/Search';
import { DIALOG_SEARCH_CLOSE_MS } from '@eqa/core';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormHelperText,
  InputAdornment,
  LinearProgress,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useI18n } from '../../../app/i18n';
import { trpc } from '../../../lib/trpc';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useMutationError } from '../common/mutations';

const CANDIDATE_LIMIT = 50;

/**
 * Add satellite lab (spec 3 §2/§5): a searchable list of the org's labs that can become satellites
 * (linked labs excluded by the server); Add needs a selection.
 */
export function SatelliteAddDialog({ labId, orgId, onClose }: { labId: number; orgId: number; onClose(): void }) {
  const { LL } = useI18n();
  const utils = trpc.useUtils();
  const onError = useMutationError('configLabProfile');
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<number[]>([]);
  const [touched, setTouched] = useState(false);
  const query = useDebouncedValue(search.trim(), DIALOG_SEARCH_CLOSE_MS);
  const candidates = trpc.config.labProfile.candidates.useQuery(
    { labId, orgId, offset: 0, limit: CANDIDATE_LIMIT, ...(query ? { query } : {}) },
    { placeholderData: keepPreviousData, meta: { errorAction: 'configLabProfile' } },
  );
  const add = trpc.config.labProfile.addSatellites.useMutation({
    onSuccess: () => {
      // the linked labs leave the candidate list: the next opening (and any other lab's) shows it fresh
      void utils.config.labProfile.candidates.invalidate();
      void utils.config.labProfile.satellites.invalidate({ labId, orgId });
      void utils.config.labProfile.get.invalidate({ labId, orgId });
      void utils.labs.get.invalidate({ labId });
      void utils.labs.list.invalidate();
      onClose();
    },
    onError: (error) => onError(error),
  });
  const items = candidates.data?.items ?? [];
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth data-testid="satellite-add-dialog">
      <DialogTitle>{LL.config.labProfile.satellites.addTitle()}</DialogTitle>
      <DialogContent dividers>
        <TextField
          size="small"
          fullWidth
          autoFocus
          placeholder={LL.config.labProfile.satellites.search()}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          slotProps={{
            htmlInput: { 'data-testid': 'satellite-add-search', 'aria-label': LL.config.labProfile.satellites.search(), type: 'search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <LinearProgress sx={{ mt: 1, height: 2, visibility: candidates.isFetching ? 'visible' : 'hidden' }} aria-label={LL.loading()} />
        {candidates.data && items.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }} data-testid="satellite-add-empty">
            {LL.config.labProfile.satellites.noCandidates()}
          </Typography>
        ) : (
          <List dense sx={{ maxHeight: 360, overflowY: 'auto' }}>
            {items.map((lab) => (
              <ListItem key={lab.id} disablePadding>
                <ListItemButton
                 
                  onClick={() => setSelected((current) => (current.includes(lab.id) ? current.filter((id) => id !== lab.id) : [...current, lab.id]))}
                  data-testid={`satellite-candidate-${lab.id}`}
                >
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <Checkbox edge="start" size="small" checked={selected.includes(lab.id)} tabIndex={-1} disableRipple />
                  </ListItemIcon>
                  <ListItemText primary={`${lab.shortName} – ${lab.name}`} secondary={[lab.zipCode, lab.city, lab.address].filter(Boolean).join(' ')} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
        {touched && selected.length === 0 && <FormHelperText error>{LL.config.labProfile.satellites.selectRequired()}</FormHelperText>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="satellite-add-cancel">
          {LL.actions.cancel()}
        </Button>
        <Button
          variant="contained"
          disabled={add.isPending || selected.length === 0}
          onClick={() => {
            setTouched(true);
            if (selected.length > 0) add.mutate({ labId, orgId, satelliteIds: selected });
          }}
          data-testid="satellite-add-save"
        >
          {LL.config.common.add()}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
