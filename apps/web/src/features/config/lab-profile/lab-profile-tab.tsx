import AddIcon from '@mui/icons-material/Add';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { localize } from '@eqa/core';
import {
  Alert,
  Box,
  Button,
  Paper,
  Stack,
  Tab,
  Tabs,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useI18n } from '../../../app/i18n';
import { LabeledSwitch } from '../../../components/labeled-switch';
import { actionsColumn, DataList, RowAction, type ListColumn } from '../../../components/lists';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { useProfile } from '../../auth/profile-context';
import type { Lab } from '../../labs/lab';
import { ConfirmRemoveDialog } from '../common/delete-action';
import { useMutationError } from '../common/mutations';
import { Section } from '../common/section';
import { useAutosave } from '../../../components/forms/use-autosave';
import { sortByQcCode } from './satellite-order';
import { SatelliteAddDialog } from './satellite-add-dialog';

type LabProfile = RouterOutputs['config']['labProfile']['get'];
type Satellite = RouterOutputs['config']['labProfile']['satellites']['items'][number];

interface Flags {
  active: boolean;
  proformaInvoiceDisabled: boolean;
  orderingDisabled: boolean;
  significantDiffWarningDisabled: boolean;
}

function ProfileToggles({ profile, labId, orgId }: { profile: LabProfile; labId: number; orgId: number }) {
  const { LL } = useI18n();
  const utils = trpc.useUtils();
  const onError = useMutationError('configLabProfile');
  const [flags, setFlags] = useState<Flags>({
    active: profile.active,
    proformaInvoiceDisabled: profile.proformaInvoiceDisabled,
    orderingDisabled: profile.orderingDisabled,
    significantDiffWarningDisabled: profile.significantDiffWarningDisabled,
  });
  const update = trpc.config.labProfile.update.useMutation({
    onSuccess: (next) => utils.config.labProfile.get.setData({ labId, orgId }, next),
    onError: (error, input) => onError(error, () => update.mutate(input)),
  });
  const save = useAutosave((next: Flags) => update.mutate({ labId, orgId, ...next }));
  const set = (patch: Partial<Flags>) => {
    const next = { ...flags, ...patch };
    setFlags(next);
    save(next);
  };
  // the toggles say "disable …": checked means the flag is off (active) or on (the three *Disabled flags)
  const toggles: Array<{ key: string; label: string; checked: boolean; change(on: boolean): void }> = [
    { key: 'active', label: LL.config.labProfile.disableActive(), checked: !flags.active, change: (on) => set({ active: !on }) },
    { key: 'proforma', label: LL.config.labProfile.disableProformaInvoice(), checked: flags.proformaInvoiceDisabled, change: (on) => set({ proformaInvoiceDisabled: on }) },
    { key: 'ordering', label: LL.config.labProfile.disableOrdering(), checked: flags.orderingDisabled, change: (on) => set({ orderingDisabled: on }) },
    {
      key: 'significant-diff',
      label: LL.config.labProfile.disableSignificantDiffWarning(),
      checked: flags.significantDiffWarningDisabled,
      change: (on) => set({ significantDiffWarningDisabled: on }),
    },
  ];
  return (
    <Section title={LL.config.labProfile.settings()} testId="lab-profile-settings">
      <Stack>
        {toggles.map((toggle) => (
          <LabeledSwitch key={toggle.key} checked={toggle.checked} onChange={toggle.change} label={toggle.label} testId={`lab-profile-${toggle.key}`} />
        ))}
      </Stack>
    </Section>
  );
}

function SatelliteTable({ profile, labId, orgId }: { profile: LabProfile; labId: number; orgId: number }) {
  const { LL } = useI18n();
  const utils = trpc.useUtils();
  const onError = useMutationError('configLabProfile');
  const satellites = trpc.config.labProfile.satellites.useQuery({ labId, orgId }, { meta: { errorAction: 'configLabProfile' } });
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Satellite | null>(null);
  const remove = trpc.config.labProfile.removeSatellite.useMutation({
    onSuccess: () => {
      void utils.config.labProfile.candidates.invalidate();
      void utils.config.labProfile.satellites.invalidate({ labId, orgId });
      void utils.config.labProfile.get.invalidate({ labId, orgId });
      void utils.labs.get.invalidate({ labId });
      void utils.labs.list.invalidate();
    },
    onError: (error) => onError(error),
  });
  const items = sortByQcCode(satellites.data?.items ?? []);
  const canManage = profile.canManageSatellites;
  const columns: Array<ListColumn<Satellite>> = [
    { field: 'shortName', header: LL.config.labProfile.satellites.qcCode(), width: 110, card: 'title', render: (lab) => <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>{lab.shortName}</Box> },
    { field: 'name', header: LL.config.labProfile.satellites.name(), flex: 1, minWidth: 180 },
    { field: 'address', header: LL.config.labProfile.satellites.address(), flex: 1, minWidth: 200, value: (lab) => [lab.zipCode, lab.city, lab.address].filter(Boolean).join(' ') },
    ...(canManage
      ? [
          actionsColumn<Satellite>(
            LL.list.actions(),
            (lab) => <RowAction label={LL.config.labProfile.satellites.remove()} icon={<LinkOffIcon fontSize="small" />} onClick={() => setRemoving(lab)} testId={`satellite-remove-${lab.id}`} />,
            90,
          ),
        ]
      : []),
  ];
  return (
    <Section
      title={LL.config.labProfile.satellites.title()}
      testId="lab-profile-satellites"
      actions={
        canManage && (
          <Button startIcon={<AddIcon />} onClick={() => setAdding(true)} data-testid="satellite-add">
            {LL.config.labProfile.satellites.add()}
          </Button>
        )
      }
    >
      {!canManage && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="satellite-child-lab">
          {LL.config.labProfile.satellites.childLab()}
        </Alert>
      )}
      <DataList
        rows={items}
        columns={columns}
        loading={satellites.isPending}
        label={LL.config.labProfile.satellites.title()}
        testId="satellites-table"
        rowAttributes={(lab) => ({ 'data-testid': `satellite-${lab.id}` })}
        emptyState={{
          message: canManage ? LL.config.labProfile.satellites.emptyAdd() : LL.config.labProfile.satellites.empty(),
          action: canManage ? { label: LL.config.labProfile.satellites.add(), onClick: () => setAdding(true) } : null,
          testId: 'satellites-empty',
        }}
      />
      {adding && <SatelliteAddDialog labId={labId} orgId={orgId} onClose={() => setAdding(false)} />}
      <ConfirmRemoveDialog item={removing} title={LL.config.labProfile.satellites.removeTitle()} onClose={() => setRemoving(null)} onRemove={(item) => remove.mutate({ labId, orgId, id: item.id })} testId="satellite-remove-confirm">
        {(item) => LL.config.labProfile.satellites.removeConfirm({ name: `${item.shortName} – ${item.name}` })}
      </ConfirmRemoveDialog>
    </Section>
  );
}

/** The read-only lab details tab (spec 3 §2): name, city, address, zip code, country. */
function LabDetails({ lab }: { lab: Lab }) {
  const { LL, locale } = useI18n();
  const fields: Array<[string, string, string]> = [
    ['name', LL.config.labProfile.details.name(), lab.name],
    ['city', LL.config.labProfile.details.city(), lab.city],
    ['address', LL.config.labProfile.details.address(), lab.address],
    ['zip-code', LL.config.labProfile.details.zipCode(), lab.zipCode],
    ['country', LL.config.labProfile.details.country(), localize(lab.country.name, locale) || lab.country.id],
  ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 2.5 } }} data-testid="lab-details">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
        {fields.map(([key, label, value]) => (
          <TextField key={key} label={label} value={value} slotProps={{ input: { readOnly: true }, htmlInput: { 'data-testid': `lab-details-${key}` } }} />
        ))}
      </Box>
    </Paper>
  );
}

function OrgLabProfile({ lab, orgId }: { lab: Lab; orgId: number }) {
  const profile = trpc.config.labProfile.get.useQuery({ labId: lab.id, orgId }, { meta: { errorAction: 'configLabProfile' } });
  if (!profile.data) return null;
  return (
    <Stack spacing={2.5}>
      <ProfileToggles key={`${lab.id}-${orgId}`} profile={profile.data} labId={lab.id} orgId={orgId} />
      <SatelliteTable profile={profile.data} labId={lab.id} orgId={orgId} />
    </Stack>
  );
}

/**
 * The Profile tab of the lab page (spec 3 §2): for org users the four toggles (saved after a
 * debounce), the satellite labs (parent labs add and remove, child labs may not) and the read-only
 * lab details tab; lab users see the lab details.
 */
export function LabProfileTab({ lab }: { lab: Lab }) {
  const { LL } = useI18n();
  const profile = useProfile();
  const [tab, setTab] = useState<'profile' | 'details'>(profile.orgUser ? 'profile' : 'details');
  const orgId = profile.org?.id;
  return (
    <Stack spacing={2}>
      {profile.orgUser && orgId !== undefined && (
        <Tabs value={tab} onChange={(_event, next: 'profile' | 'details') => setTab(next)} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile aria-label={LL.config.labProfile.title()}>
          <Tab value="profile" label={LL.config.labProfile.title()} data-testid="lab-profile-tab-profile" />
          <Tab value="details" label={LL.config.labProfile.details.title()} data-testid="lab-profile-tab-details" />
        </Tabs>
      )}
      {tab === 'profile' && orgId !== undefined && profile.orgUser ? <OrgLabProfile lab={lab} orgId={orgId} /> : <LabDetails lab={lab} />}
    </Stack>
  );
}
