import DownloadIcon from '@mui/icons-material/Download';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheck';
import { formatDate, formatDateTime, formatFileSize } from '@eqa/i18n';
import { Box, Button, Chip, Divider, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useI18n } from '../../app/i18n';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { useProfile } from '../auth/profile-context';
import { useMutationError } from '../config/common/mutations';
import { AppealDialog } from './appeal-dialog';
import { downloadAppealAttachment } from './appeal-attachments';
import { CorrectiveActionDialog } from './corrective-action-dialog';

type Appeal = RouterOutputs['appeals']['listForLab']['items'][number];
type Action = RouterOutputs['correctiveActions']['listForParameter']['items'][number];

export interface QualityLoopPanelProps {
  ids: { labId: number; surveyId: number; parameterId: number };
  parameterName: string;
  samples: ReadonlyArray<{ id: number; name: string }>;
}

const APPEAL_COLORS = { submitted: 'info', in_review: 'warning', upheld: 'success', rejected: 'default' } as const;

/**
 * Under a parameter's evaluation report (issue 35): the lab's appeals of the parameter with the
 * staff's answers and history (and "Appeal" while the window is open), and its corrective actions,
 * open or closed ("Record a corrective action"). Only the lab itself writes; staff and a core lab read.
 */
export function QualityLoopPanel({ ids, parameterName, samples }: QualityLoopPanelProps) {
  const { LL, locale } = useI18n();
  const profile = useProfile();
  const canWrite = !profile.orgUser && profile.lab?.id === ids.labId;
  const appeals = trpc.appeals.listForLab.useQuery({ labId: ids.labId, surveyId: ids.surveyId }, { meta: { errorAction: 'quality' } });
  const actions = trpc.correctiveActions.listForParameter.useQuery({ labId: ids.labId, surveyId: ids.surveyId, paramId: ids.parameterId }, { meta: { errorAction: 'quality' } });
  const [appealing, setAppealing] = useState(false);
  const [editing, setEditing] = useState<Action | 'new' | null>(null);
  const A = LL.appeals;
  const T = LL.correctiveActions;
  const mine = (appeals.data?.items ?? []).filter((appeal) => appeal.parameterId === ids.parameterId);
  const windowClosesAt = appeals.data?.windowClosesAt ?? null;

  return (
    <Stack spacing={2} className="no-print" data-testid="quality-loop">
      <Paper variant="outlined" sx={{ p: 2 }} data-testid="appeals-panel">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
          <Box>
            <Typography variant="h6" component="h2">
              {A.title()}
            </Typography>
            {appeals.data?.windowOpen && windowClosesAt && (
              <Typography variant="body2" color="text.secondary" data-testid="appeal-window">
                {A.windowOpenUntil({ date: formatDateTime(windowClosesAt, locale) })}
              </Typography>
            )}
          </Box>
          {canWrite && appeals.data?.windowOpen && (
            <Button variant="outlined" startIcon={<GavelOutlinedIcon />} onClick={() => setAppealing(true)} data-testid="appeal-open">
              {A.file()}
            </Button>
          )}
        </Stack>
        {mine.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 1 }} data-testid="appeals-empty">
            {A.empty()}
          </Typography>
        ) : (
          <Stack spacing={1.5} sx={{ mt: 1.5 }} divider={<Divider flexItem />}>
            {mine.map((appeal) => (
              <AppealItem key={appeal.id} appeal={appeal} />
            ))}
          </Stack>
        )}
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }} data-testid="actions-panel">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
          <Typography variant="h6" component="h2">
            {T.title()}
          </Typography>
          {canWrite && (
            <Button variant="outlined" startIcon={<PlaylistAddCheckIcon />} onClick={() => setEditing('new')} data-testid="action-open">
              {T.record()}
            </Button>
          )}
        </Stack>
        {(actions.data?.items ?? []).length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 1 }} data-testid="actions-empty">
            {T.empty()}
          </Typography>
        ) : (
          <Stack spacing={1.5} sx={{ mt: 1.5 }} divider={<Divider flexItem />}>
            {(actions.data?.items ?? []).map((action) => (
              <Box key={action.id} data-testid={`action-${action.id}`} data-status={action.status}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Chip size="small" color={action.status === 'open' ? 'warning' : 'success'} label={action.status === 'open' ? T.open() : T.closed()} data-testid={`action-status-${action.id}`} />
                  <Typography sx={{ fontWeight: 500 }}>{T.rootCauses[action.rootCause]()}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {`${T.responsible()}: ${action.responsible}`}
                    {action.dueAt ? ` · ${T.dueAt()}: ${formatDate(action.dueAt, locale)}` : ''}
                    {action.closedAt ? ` · ${T.closedAt()}: ${formatDate(action.closedAt, locale)} (${action.effective ? T.effectiveYes() : T.effectiveNo()})` : ''}
                  </Typography>
                  {canWrite && action.status === 'open' && (
                    <Button size="small" onClick={() => setEditing(action)} data-testid={`action-edit-${action.id}`}>
                      {T.edit()}
                    </Button>
                  )}
                </Stack>
                <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap' }}>{`${T.findings()}: ${action.findings}`}</Typography>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>{`${T.action()}: ${action.action}`}</Typography>
              </Box>
            ))}
          </Stack>
        )}
      </Paper>
      {appealing && <AppealDialog ids={ids} parameterName={parameterName} samples={samples} onClose={() => setAppealing(false)} />}
      {editing && <CorrectiveActionDialog ids={ids} action={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}

/** One appeal: its state, what was appealed, the reason, the staff's response and the history. */
/** An appeal's attachments, each a download (the lab's own, and the org's staff answering it). */
function AppealAttachmentList({ appeal }: { appeal: Appeal }) {
  const { LL, locale } = useI18n();
  const onError = useMutationError('quality');
  const download = (path: string) => {
    const run = () => void downloadAppealAttachment(path).catch((error: unknown) => onError(error, run));
    run();
  };
  return (
    <Box sx={{ mt: 0.5 }}>
      <Typography variant="caption" component="h3" color="text.secondary" sx={{ display: 'block' }} id={`appeal-attachments-${appeal.id}`}>
        {LL.appeals.attachmentsOf()}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none' }} aria-labelledby={`appeal-attachments-${appeal.id}`} data-testid={`appeal-attachments-${appeal.id}`}>
        {appeal.attachments.map((attachment) => (
          <li key={attachment.id}>
            <Button
              size="small"
              startIcon={<DownloadIcon />}
              onClick={() => attachment.downloadPath && download(attachment.downloadPath)}
              sx={{ textTransform: 'none', overflowWrap: 'anywhere', textAlign: 'start' }}
              data-testid={`appeal-attachment-${attachment.id}`}
            >
              {`${attachment.name} (${formatFileSize(attachment.size, locale)})`}
            </Button>
          </li>
        ))}
      </Box>
    </Box>
  );
}

export function AppealItem({ appeal }: { appeal: Appeal }) {
  const { LL, locale } = useI18n();
  const A = LL.appeals;
  return (
    <Box data-testid={`appeal-${appeal.id}`} data-state={appeal.state}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip size="small" color={APPEAL_COLORS[appeal.state]} label={A.state[appeal.state]()} data-testid={`appeal-state-${appeal.id}`} />
        <Typography variant="body2" color="text.secondary">
          {`${A.createdAt()}: ${formatDateTime(appeal.createdAt, locale)} · ${A.sample()}: ${appeal.sampleName ?? A.wholeParameter()}`}
        </Typography>
      </Stack>
      <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap' }}>{`${A.reason()}: ${appeal.reason}`}</Typography>
      {appeal.response && (
        <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap' }} data-testid={`appeal-response-${appeal.id}`}>
          {`${A.response()}: ${appeal.response}`}
        </Typography>
      )}
      {appeal.attachments.length > 0 && <AppealAttachmentList appeal={appeal} />}
      <Typography variant="caption" component="h3" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
        {A.history()}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 2.5 }} data-testid={`appeal-history-${appeal.id}`}>
        {appeal.history.map((event, index) => (
          <Typography component="li" variant="caption" key={index}>
            {`${formatDateTime(event.at, locale)} – ${A.state[event.state]()}${event.userName ? ` (${event.userName})` : ''}`}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
