import DownloadIcon from '@mui/icons-material/Download';
import { localize } from '@eqa/core';
import { formatDate } from '@eqa/i18n';
import { Box, Button, Chip, Link, Paper, Stack, TextField, Typography } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { enUS, huHU } from '@mui/x-data-grid/locales';
import { useState } from 'react';
import { Link as RouterLink } from 'wouter';
import { useI18n } from '../../app/i18n';
import { useNow } from '../config/common/use-now';
import { EmptyGridOverlay } from '../../components/empty-grid-overlay';
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
  const grid = (locale === 'hu' ? huHU : enUS).components.MuiDataGrid.defaultProps.localeText;

  const download = (path: string) => {
    const run = () => void downloadFile(path).catch((error: unknown) => onError(error, run));
    run();
  };

  const certificateColumns: GridColDef<Certificate>[] = [
    { field: 'year', headerName: C.year(), width: 90 },
    { field: 'orgName', headerName: C.provider(), flex: 1, minWidth: 160 },
    { field: 'version', headerName: C.version(), width: 90 },
    { field: 'issuedAt', headerName: C.issuedAt(), width: 130, valueGetter: (_v, row) => formatDate(row.issuedAt, locale) },
    {
      field: 'state',
      headerName: C.state(),
      width: 120,
      renderCell: ({ row }) => <Chip size="small" color={row.state === 'current' ? 'success' : 'default'} label={LL.certificates.state[row.state]()} data-testid={`certificate-state-${row.id}`} />,
    },
    {
      field: 'verificationCode',
      headerName: C.code(),
      flex: 1,
      minWidth: 220,
      renderCell: ({ row }) => (
        <Link component={RouterLink} href={row.verificationPath} data-testid={`certificate-verify-${row.id}`}>
          {printedCode(row.verificationCode)}
        </Link>
      ),
    },
    {
      field: 'downloadPath',
      headerName: C.download(),
      width: 150,
      sortable: false,
      renderCell: ({ row }) => (
        <Button size="small" startIcon={<DownloadIcon />} onClick={() => download(`${row.downloadPath}?locale=${locale}`)} data-testid={`certificate-download-${row.id}`}>
          PDF
        </Button>
      ),
    },
  ];
  const actionColumns: GridColDef<Action>[] = [
    { field: 'surveyName', headerName: LL.correctiveActions.survey(), flex: 1, minWidth: 140 },
    { field: 'parameterName', headerName: LL.correctiveActions.parameter(), flex: 1, minWidth: 140, valueGetter: (_v, row) => localize(row.parameterName, locale) },
    { field: 'rootCause', headerName: LL.correctiveActions.rootCause(), flex: 1, minWidth: 160, valueGetter: (_v, row) => LL.correctiveActions.rootCauses[row.rootCause]() },
    { field: 'responsible', headerName: LL.correctiveActions.responsible(), flex: 1, minWidth: 120 },
    { field: 'dueAt', headerName: LL.correctiveActions.dueAt(), width: 120, valueGetter: (_v, row) => (row.dueAt ? formatDate(row.dueAt, locale) : '–') },
  ];

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }} data-testid="certificates-panel">
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {LL.certificates.title()}
        </Typography>
        <Box data-testid="certificates-grid">
          <DataGrid
            rows={certificates.data?.items ?? []}
            columns={certificateColumns}
            loading={certificates.isPending && certificates.fetchStatus !== 'idle'}
            autoHeight
            hideFooter
            disableRowSelectionOnClick
            disableColumnMenu
            density="compact"
            localeText={grid}
            slots={{ noRowsOverlay: EmptyGridOverlay }}
            slotProps={{ noRowsOverlay: { emptyState: { message: C.empty(), testId: 'certificates-empty' } } }}
            sx={{ border: 0, '--DataGrid-overlayHeight': '120px' }}
            aria-label={LL.certificates.title()}
            getRowId={(row) => row.id}
          />
        </Box>
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
        <Box data-testid="open-actions-grid">
          <DataGrid
            rows={actions.data?.items ?? []}
            columns={actionColumns}
            loading={actions.isPending && actions.fetchStatus !== 'idle'}
            autoHeight
            hideFooter
            disableRowSelectionOnClick
            disableColumnMenu
            density="compact"
            localeText={grid}
            slots={{ noRowsOverlay: EmptyGridOverlay }}
            slotProps={{ noRowsOverlay: { emptyState: { message: LL.correctiveActions.empty(), testId: 'open-actions-empty' } } }}
            sx={{ border: 0, '--DataGrid-overlayHeight': '120px' }}
            aria-label={LL.correctiveActions.openTitle()}
            getRowId={(row) => row.id}
          />
        </Box>
      </Paper>
    </Stack>
  );
}
