import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useLocation } from 'wouter';
import { useI18n } from '../app/i18n';
import { useOptionalProfile } from '../features/auth/profile-context';
import { landingPath } from '../lib/navigation';
import { useDocumentTitle } from '../lib/use-document-title';

/**
 * What a stale link shows (a survey, a unit, … that does not exist or no longer does): a translated
 * 'not found' with a way back — to `backTo` (the list the item belonged to) or the previous page —
 * (`onBack`, e.g. closing an overlay) and to the start page. Never the error dialog's 'unexpected error'.
 */
export function NotFoundPage({ backTo, onBack }: { backTo?: string; onBack?: () => void }) {
  const { LL } = useI18n();
  const profile = useOptionalProfile();
  const [, navigate] = useLocation();
  const t = LL.notFoundPage;
  useDocumentTitle(t.title());
  const back = () => {
    if (onBack) onBack();
    else if (backTo) navigate(backTo);
    else window.history.back();
  };
  return (
    <Stack sx={{ alignItems: 'center', py: { xs: 3, md: 8 }, px: 2 }}>
      <Card sx={{ maxWidth: 640, width: '100%' }} data-testid="not-found-page">
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack spacing={2.5}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <SearchOffIcon color="action" sx={{ fontSize: 40 }} />
              <Typography variant="h2" component="h1" data-testid="not-found-title">
                {t.title()}
              </Typography>
            </Stack>
            <Typography>{t.text()}</Typography>
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
              <Button variant="contained" startIcon={<ArrowBackIcon />} onClick={back} data-testid="not-found-back">
                {t.back()}
              </Button>
              <Button variant="outlined" onClick={() => navigate(landingPath(profile))} data-testid="not-found-home">
                {t.home()}
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
