import DownloadIcon from '@mui/icons-material/Download';
import { localize } from '@eqa/core';
import { formatDate } from '@eqa/i18n';
import { Button, Chip, Link, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'wouter';
import { useI18n } from '../../app/i18n';
import { useNow } from '../config/common/use-now';
import { DataList, queryRows, type ListColumn } from '../../components/lists';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { useMutationError } from '../config/common/mutations';
import { downloadFile } from '../surveys/download';
import type { Lab } from '../labs/lab';
import { printedCode } from './quality-format';

type Certificate = RouterOutputs['certificates']['list']['items'][number];
type Action = RouterOutputs['correctiveActions']['listForLab']['items'][number];

/**
 * The lab's "Certificates" tab (issue 35): its yearly certificates (current and replaced versions,
 * the PDF and the public verification link) and its open corrective actions with the PDF of a year's
 * actions for the assessor.
 */
export function QualityTab({ lab }: { lab: Lab }) {
  const { LL, locale } = useI18n();
  const onError = useMutationError('quality');
  const certificates = trpc.certificates.list.useQuery({ labId: lab.id }, { meta: { errorAction: 'quality' } });
  const actions = trpc.correctiveActions.listForLab.useQuery({ labId: lab.id, status: 'open' }, { meta: { errorAction: 'quality' } });
  const now = useNow();
  const [year, setYear] = useState(now.getUTCFullYear());
  const C = LL.certificates.list;

  const download = (path: string) => {
    const run = () => void downloadFile(path).catch((error: unknown) => onError(error, run));
    run();
  };

  const certificateColumns: Array<ListColumn<Certificate>> = [
    { field: 'year', header: C.year(), width: 90, type: 'number', align: 'left', card: 'title' },
    { field: 'orgName', header: C.provider(), flex: 1, minWidth: 160 },
    { field: 'version', header: C.version(), width: 90, type: 'number', align: 'left' },
    { field: 'issuedAt', header: C.issuedAt(), width: 130, value: (row) => formatDate(row.issuedAt, locale) },
    {
      field: 'state',
      header: C.state(),
      width: 120,
      value: (row) => LL.certificates.state[row.state](),
      render: (row) => <Chip size="small" color={row.state === 'current' ? 'success' : 'default'} label={LL.certificates.state[row.state]()} data-testid={`certificate-state-${row.id}`} />,
    },
    {
      field: 'verificationCode',
      header: C.code(),
      flex: 1,
      minWidth: 220,
      value: (row) => printedCode(row.verificationCode),
      render: (row) => (
        <Link component={RouterLink} href={row.verificationPath} data-testid={`certificate-verify-${row.id}`}>
          {printedCode(row.verificationCode)}
        </Link>
      ),
    },
    {
      field: 'downloadPath',
      header: C.download(),
      width: 150,
      sortable: false,
      exportable: false,
      card: 'actions',
      render: (row) => (
        <Button size="small" startIcon={<DownloadIcon />} onClick={() => download(`${row.downloadPath}?locale=${locale}`)} data-testid={`certificate-download-${row.id}`}>
          PDF
        </Button>
      ),
    },
  ];
  const actionColumns: Array<ListColumn<Action>> = [
    { field: 'surveyName', header: LL.correctiveActions.survey(), flex: 1, minWidth: 140, card: 'title' },
    { field: 'parameterName', header: LL.correctiveActions.parameter(), flex: 1, minWidth: 140, value: (row) => localize(row.parameterName, locale) },
    { field: 'rootCause', header: LL.correctiveActions.rootCause(), flex: 1, minWidth: 160, value: (row) => LL.correctiveActions.rootCauses[row.rootCause]() },
    { field: 'responsible', header: LL.correctiveActions.responsible(), flex: 1, minWidth: 120 },
    { field: 'dueAt', header: LL.correctiveActions.dueAt(), width: 120, value: (row) => (row.dueAt ? formatDate(row.dueAt, locale) : '–') },
  ];

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }} data-testid="certificates-panel">
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {LL.certificates.title()}
        </Typography>
        <DataList
          {...queryRows(certificates)}
          columns={certificateColumns}
          emptyState={{ message: C.empty(), testId: 'certificates-empty' }}
          label={LL.certificates.title()}
          testId="certificates-grid"
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }} data-testid="open-actions-panel">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="h6" component="h2">
            {LL.correctiveActions.openTitle()}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              size="small"
              type="number"
              label={C.year()}
              value={year}
              onChange={(event) => setYear(Number(event.target.value))}
              sx={{ width: 110 }}
              slotProps={{ htmlInput: { min: 2000, max: 2100, 'data-testid': 'actions-pdf-year' } }}
            />
            <Button startIcon={<DownloadIcon />} onClick={() => download(`/api/v1/labs/${lab.id}/corrective_actions/pdf?year=${year}&locale=${locale}`)} data-testid="actions-pdf">
              {LL.correctiveActions.yearPdf({ year })}
            </Button>
          </Stack>
        </Stack>
        <DataList
          {...queryRows(actions)}
          columns={actionColumns}
          emptyState={{ message: LL.correctiveActions.empty(), testId: 'open-actions-empty' }}
          label={LL.correctiveActions.openTitle()}
          testId="open-actions-grid"
        />
      </Paper>
    </Stack>
  );
}
