import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import { APPEAL_STATES, isAppealClosed, localize, type AppealState } from '@eqa/core';
import { formatDateTime } from '@eqa/i18n';
import { Button, Chip, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useI18n } from '../../app/i18n';
import { actionsColumn, DataList, queryRows, type ListColumn } from '../../components/lists';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAdminOrgId } from '../config/common/org';
import { useNow } from '../config/common/use-now';
import { AnswerAppealDialog } from './answer-appeal-dialog';
import { IssueCertificatesDialog } from './issue-certificates-dialog';

type Appeal = RouterOutputs['appeals']['queue']['items'][number];

/**
 * /config/quality of the administration area (issue 35): the appeal queue (filtered by state,
 * newest first) with the answer dialog, and staff's on-demand issue of a year's certificates.
 */
export function QualityAdminPage() {
  const { LL, locale } = useI18n();
  const A = LL.appeals;
  const orgId = useAdminOrgId();
  const now = useNow();
  useDocumentTitle(`${LL.config.menu.quality()} – ${LL.appName()}`);
  const [state, setState] = useState<AppealState | ''>('submitted');
  const [answering, setAnswering] = useState<Appeal | null>(null);
  const [issuing, setIssuing] = useState(false);
  const queue = trpc.appeals.queue.useQuery({ orgId, limit: 200, ...(state ? { state } : {}) }, { meta: { errorAction: 'quality' } });

  const columns: Array<ListColumn<Appeal>> = [
    { field: 'createdAt', header: A.createdAt(), width: 160, value: (row) => formatDateTime(row.createdAt, locale) },
    { field: 'labCode', header: A.lab(), flex: 1, minWidth: 160, value: (row) => `${row.labCode} – ${row.labName}`, card: 'title' },
    { field: 'surveyName', header: A.survey(), flex: 0.8, minWidth: 120 },
    { field: 'parameterName', header: A.parameter(), flex: 1, minWidth: 140, value: (row) => `${localize(row.parameterName, locale)}${row.sampleName ? ` (${row.sampleName})` : ''}` },
    { field: 'state', header: A.stateFilter(), width: 140, value: (row) => A.state[row.state](), render: (row) => <Chip size="small" label={A.state[row.state]()} data-testid={`queue-state-${row.id}`} /> },
    actionsColumn(
      LL.list.actions(),
      (row) =>
        isAppealClosed(row.state) ? null : (
          <Button size="small" onClick={() => setAnswering(row)} data-testid={`queue-answer-${row.id}`}>
            {A.answer()}
          </Button>
        ),
      130,
    ),
  ];

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }} data-testid="appeals-queue">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }}>
          <Typography variant="h6" component="h1">
            {A.queue()}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField select size="small" label={A.stateFilter()} value={state} onChange={(event) => setState(event.target.value as AppealState | '')} sx={{ minWidth: 180 }} slotProps={{ htmlInput: { 'data-testid': 'queue-filter' } }}>
              <MenuItem value="">{A.all()}</MenuItem>
              {APPEAL_STATES.map((s) => (
                <MenuItem key={s} value={s}>
                  {A.state[s]()}
                </MenuItem>
              ))}
            </TextField>
            <Button variant="contained" startIcon={<VerifiedOutlinedIcon />} onClick={() => setIssuing(true)} data-testid="issue-certificates-open">
              {LL.certificates.list.issue()}
            </Button>
          </Stack>
        </Stack>
        <DataList
          {...queryRows(queue)}
          columns={columns}
          emptyState={{ message: A.empty(), testId: 'appeals-queue-empty' }}
          label={A.queue()}
          testId="appeals-queue-grid"
        />
      </Paper>
      {answering && <AnswerAppealDialog orgId={orgId} appeal={answering} onClose={() => setAnswering(null)} />}
      {issuing && <IssueCertificatesDialog orgId={orgId} defaultYear={now.getUTCFullYear()} onClose={() => setIssuing(false)} />}
    </Stack>
  );
}
