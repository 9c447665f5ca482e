import { resultGroupName } from '@eqa/core';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/EditOutlined';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOffOutlined';
import { Button, IconButton, Paper, Stack, Tab, Tabs, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useReportError } from '../../app/error-reporting';
import { useI18n } from '../../app/i18n';
import { useNotify } from '../../app/notifications';
import { trpc } from '../../lib/trpc';
import type { FormResultGroup } from './form-model';
import { ResultGroupDialog } from './result-group-dialog';
import type { ResultSaver } from './result-saver';

/** The name of a result group: its own, else the default name built from its ordinal (core resultGroupName). */
export function useResultGroupName(): (group: Pick<FormResultGroup, 'name' | 'ordinal'>) => string {
  const { LL, locale } = useI18n();
  const template = LL.survey.resultGroup.defaultName({ ordinal: '{ordinal}' });
  return (group) => resultGroupName(group, locale, template);
}

interface ResultGroupsBarProps {
  labId: number;
  surveyId: number;
  groups: readonly FormResultGroup[];
  selectedId: number;
  onSelect(groupId: number): void;
  saver: ResultSaver;
  readOnly: boolean;
  refetchForm(): Promise<unknown>;
}

/**
 * The result groups of the lab in the survey (spec 1 §2, §3): one tab each (the values below are
 * the selected group's), add a group, rename or comment the selected one (POST …/result_groups/{id}).
 */
export function ResultGroupsBar({ labId, surveyId, groups, selectedId, onSelect, saver, readOnly, refetchForm }: ResultGroupsBarProps) {
  const { LL } = useI18n();
  const notify = useNotify();
  const reportError = useReportError();
  const utils = trpc.useUtils();
  const nameOf = useResultGroupName();
  const [editing, setEditing] = useState<FormResultGroup | null>(null);
  const [busy, setBusy] = useState(false);
  const selected = groups.find((g) => g.id === selectedId);

  const add = async () => {
    setBusy(true);
    try {
      const answer = await saver.run((expectedVersion) => utils.client.results.addResultGroup.mutate({ labId, surveyId, expectedVersion, name: null, comment: null }));
      notify(LL.notifications.resultGroupUpdated());
      await refetchForm();
      onSelect(answer.resultGroup.id);
    } catch (error) {
      reportError(error, { action: 'resultGroupUpdate', retry: () => void add() });
      void refetchForm();
    } finally {
      setBusy(false);
    }
  };

  const save = async (groupId: number, values: { name: string | null; comment: string | null }) => {
    try {
      await saver.run((expectedVersion) => utils.client.results.updateResultGroup.mutate({ labId, surveyId, groupId, expectedVersion, ...values }));
      notify(LL.notifications.resultGroupUpdated());
      setEditing(null);
      await refetchForm();
    } catch (error) {
      reportError(error, { action: 'resultGroupUpdate', retry: () => void save(groupId, values) });
      void refetchForm();
    }
  };

  return (
    <Paper variant="outlined" sx={{ px: 1.5, py: 0.5 }} data-testid="result-groups">
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="overline" color="text.secondary" sx={{ mr: 1, lineHeight: 1.2 }}>
          {LL.survey.resultGroup.title()}
        </Typography>
        <Tabs
          value={selectedId}
          onChange={(_event, id: number) => onSelect(id)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          sx={{ flexGrow: 1, minWidth: 0, minHeight: 44, '& .MuiTab-root': { minHeight: 44 } }}
          aria-label={LL.survey.resultGroup.title()}
        >
          {groups.map((group) => (
            <Tab
              key={group.id}
              value={group.id}
              label={nameOf(group)}
              icon={group.hidden ? <VisibilityOffIcon fontSize="small" aria-label={LL.survey.resultGroup.hidden()} /> : undefined}
              iconPosition="end"
              title={group.comment ?? undefined}
              aria-label={LL.survey.resultGroup.select({ name: nameOf(group) })}
              data-testid={`result-group-tab-${group.id}`}
            />
          ))}
        </Tabs>
        {!readOnly && selected && (
          <Tooltip title={LL.survey.resultGroup.rename()}>
            <IconButton
              size="small"
              onClick={() => setEditing(selected)}
              aria-label={LL.survey.resultGroup.rename()}
              data-testid="result-group-rename"
              className="no-print"
            >
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
        {!readOnly && (
          <Button size="small" startIcon={<AddIcon />} onClick={() => void add()} disabled={busy} data-testid="result-group-add" className="no-print">
            {LL.survey.resultGroup.add()}
          </Button>
        )}
      </Stack>

      {editing && <ResultGroupDialog group={editing} save={(values) => save(editing.id, values)} onClose={() => setEditing(null)} />}
    </Paper>
  );
}
