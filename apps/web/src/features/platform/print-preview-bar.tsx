import CloseIcon from '@mui/icons-material/Close';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { useAppSettings } from '../../app/app-settings';
import { useI18n } from '../../app/i18n';

/** The notice of print preview mode (spec 1 §2): Print and Close; hidden on paper. */
export function PrintPreviewBar() {
  const { LL } = useI18n();
  const { setPrintPreview } = useAppSettings();
  return (
    <Paper
      square
      elevation={2}
      className="no-print"
      sx={{ position: 'sticky', top: 0, zIndex: (theme) => theme.zIndex.appBar, px: 2, py: 1, bgcolor: 'warning.light' }}
      data-testid="print-preview-bar"
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ color: 'common.black', fontWeight: 500 }}>{LL.platform.printPreview.notice()}</Typography>
        <Button variant="contained" size="small" startIcon={<PrintOutlinedIcon />} onClick={() => window.print()} data-testid="print-preview-print">
          {LL.actions.print()}
        </Button>
        <Button variant="outlined" size="small" startIcon={<CloseIcon />} onClick={() => setPrintPreview(false)} data-testid="print-preview-close" sx={{ color: 'common.black', borderColor: 'rgba(0,0,0,0.5)' }}>
          {LL.actions.close()}
        </Button>
      </Stack>
    </Paper>
  );
}
