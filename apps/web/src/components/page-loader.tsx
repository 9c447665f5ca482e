import { Box, CircularProgress } from '@mui/material';
import { useI18n } from '../app/i18n';

/** A centred spinner while a page's first data loads. */
export function PageLoader() {
  const { LL } = useI18n();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 240, width: '100%' }}>
      <CircularProgress aria-label={LL.loading()} data-testid="page-loader" />
    </Box>
  );
}
