import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { localize } from '@eqa/core';
import { formatNumber } from '@eqa/i18n';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useI18n } from '../../../app/i18n';
import { actionsColumn, DataList, RowAction, type ListColumn } from '../../../components/lists';
import { trpc } from '../../../lib/trpc';
import { ConfirmRemoveDialog } from '../common/delete-action';
import { useMutationError } from '../common/mutations';
import { useAdminOrgId } from '../common/org';
import { Section } from '../common/section';
import { parameterLabel } from '../parameters/parameter-label';
import { AddSchemeVersionParameterDialog, EditSchemeVersionParameterDialog } from './scheme-version-parameter-dialogs';
import type { SchemeVersion, SchemeVersionParameter } from './scheme-version-settings';

/** Groups by parameter group ordinal, the ungrouped ones after (spec 3 §2). */
export function groupSchemeVersionParameters(version: Pick<SchemeVersion, 'parameters' | 'parameterGroups'>) {
  const byOrdinal = (a: SchemeVersionParameter, b: SchemeVersionParameter) => a.ordinal - b.ordinal || a.parameterId - b.parameterId;
  const groups = [...version.parameterGroups]
    .sort((a, b) => a.ordinal - b.ordinal || a.id - b.id)
    .map((group) => ({ group, parameters: version.parameters.filter((p) => p.groupId === group.id).sort(byOrdinal) }))
    .filter((g) => g.parameters.length > 0);
  const known = new Set(version.parameterGroups.map((g) => g.id));
  const ungrouped = version.parameters.filter((p) => p.groupId === null || !known.has(p.groupId)).sort(byOrdinal);
  return { groups, ungrouped };
}

/**
 * The parameters of a scheme version (spec 3 §2): grouped by parameter group, ungrouped ones after;
 * add (parameter plus optional group), edit (ordinal, group, dimensions, evaluation settings), remove.
 */
export function SchemeVersionParameters({ version, onSaved }: { version: SchemeVersion; onSaved(v: SchemeVersion): void }) {
  const { LL, locale } = useI18n();
  const orgId = useAdminOrgId();
  const onError = useMutationError('configSchemeVersions');
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<SchemeVersionParameter | null>(null);
  const [removing, setRemoving] = useState<SchemeVersionParameter | null>(null);
  const remove = trpc.config.schemeVersions.deleteParameter.useMutation({ onSuccess: onSaved, onError: (error) => onError(error) });
  const { groups, ungrouped } = groupSchemeVersionParameters(version);
  const evaluation = (p: SchemeVersionParameter) =>
    [
      p.sigmaPtPercent !== null ? LL.config.schemeVersions.parameters.sigmaPt({ value: formatNumber(p.sigmaPtPercent, locale) }) : null,
      p.acceptancePercent !== null ? LL.config.schemeVersions.parameters.acceptance({ value: `${formatNumber(p.acceptancePercent, locale)}%` }) : null,
      p.acceptanceAbsolute !== null ? LL.config.schemeVersions.parameters.acceptance({ value: formatNumber(p.acceptanceAbsolute, locale) }) : null,
    ]
      .filter((x) => x !== null)
      .map(String);

  // the groups' rows in the groups' order, the ungrouped ones after; the group a column of the list
  const groupName = new Map(groups.map(({ group }) => [group.id, localize(group.name, locale)]));
  const rows = [...groups.flatMap((g) => g.parameters), ...ungrouped];
  const columns: Array<ListColumn<SchemeVersionParameter>> = [
    ...(groups.length > 0
      ? [
          {
            field: 'group',
            header: LL.config.parameters.group(),
            minWidth: 140,
            value: (p) => (p.groupId !== null ? (groupName.get(p.groupId) ?? LL.config.schemeVersions.parameters.ungrouped()) : LL.config.schemeVersions.parameters.ungrouped()),
          } satisfies ListColumn<SchemeVersionParameter>,
        ]
      : []),
    { field: 'ordinal', header: LL.config.common.ordinal(), type: 'number', align: 'left', width: 90 },
    {
      field: 'parameter',
      header: LL.config.schemeVersions.parameters.parameter(),
      flex: 1,
      minWidth: 220,
      card: 'title',
      value: (p) => parameterLabel(p.parameter, locale),
      render: (p) => (
        <Box>
          <Typography sx={{ fontWeight: 500 }}>{parameterLabel(p.parameter, locale)}</Typography>
          <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5, mt: 0.5 }}>
            {p.resultDimensionIds.map((id) => (
              <Chip key={`r-${id}`} size="small" color="primary" variant="outlined" label={id} />
            ))}
            {p.contextDimensionIds.map((id) => (
              <Chip key={`c-${id}`} size="small" variant="outlined" label={id} />
            ))}
          </Stack>
        </Box>
      ),
    },
    {
      field: 'evaluation',
      header: LL.config.schemeVersions.parameters.evaluation(),
      flex: 1,
      minWidth: 180,
      value: (p) => evaluation(p).join('; '),
      render: (p) => (
        <Stack spacing={0.25}>
          {evaluation(p).map((text) => (
            <Typography key={text} variant="body2" color="text.secondary">
              {text}
            </Typography>
          ))}
        </Stack>
      ),
    },
    actionsColumn(LL.list.actions(), (p) => (
      <Stack direction="row">
        <RowAction label={LL.config.schemeVersions.parameters.edit()} icon={<EditOutlinedIcon fontSize="small" />} onClick={() => setEditing(p)} testId={`scheme-version-parameter-edit-${p.parameterId}`} />
        <RowAction label={LL.config.schemeVersions.parameters.remove()} icon={<DeleteOutlinedIcon fontSize="small" />} onClick={() => setRemoving(p)} testId={`scheme-version-parameter-remove-${p.parameterId}`} />
      </Stack>
    )),
  ];

  return (
    <Section
      title={LL.config.schemeVersions.parameters.title()}
      testId="scheme-version-parameters"
      actions={
        <Button startIcon={<AddIcon />} onClick={() => setAdding(true)} data-testid="scheme-version-parameter-add">
          {LL.config.schemeVersions.parameters.add()}
        </Button>
      }
    >
      <DataList
        rows={rows}
        columns={columns}
        getRowId={(p) => p.parameterId}
        label={LL.config.schemeVersions.parameters.title()}
        testId="scheme-version-parameters-grid"
        rowAttributes={(p) => ({ 'data-testid': `scheme-version-parameter-${p.parameterId}`, ...(p.hidden ? { 'data-hidden': 'true' } : {}) })}
        emptyState={{ message: LL.config.schemeVersions.parameters.empty(), action: { label: LL.config.schemeVersions.parameters.add(), onClick: () => setAdding(true) }, testId: 'scheme-version-parameters-empty' }}
        sx={{ '& [data-hidden="true"]': { opacity: 0.6 } }}
      />
      {adding && <AddSchemeVersionParameterDialog version={version} onClose={() => setAdding(false)} onSaved={onSaved} />}
      {editing && <EditSchemeVersionParameterDialog version={version} item={editing} onClose={() => setEditing(null)} onSaved={onSaved} />}
      <ConfirmRemoveDialog item={removing} title={LL.config.schemeVersions.parameters.removeTitle()} onClose={() => setRemoving(null)} onRemove={(item) => remove.mutate({ orgId, id: version.id, paramId: item.parameterId })} testId="scheme-version-parameter-remove-confirm">
        {(item) => parameterLabel(item.parameter, locale)}
      </ConfirmRemoveDialog>
    </Section>
  );
}
