import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import { AppBar, Box, Container, Link, Stack, Toolbar } from '@mui/material';
import { PRINT_WIDTH_PX } from '@eqa/core';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'wouter';
import { Brand } from '../components/brand';
import { MAIN_CONTENT_ID, SKIP_LINKS_ID, SkipLink, focusById, takeMainFocusRequest } from '../components/skip-link';
import { useOptionalProfile } from '../features/auth/profile-context';
import { AdminLayout } from '../features/config/admin-layout';
import { AboutDialog } from '../features/platform/about-dialog';
import { OutdatedBrowserDialog } from '../features/platform/outdated-browser-dialog';
import { PrintPreviewBar } from '../features/platform/print-preview-bar';
import { ProfileMenu } from '../features/profile/profile-menu';
import { landingPath } from '../lib/navigation';
import { useAppSettings } from './app-settings';
import { useI18n } from './i18n';
import { TooltipIconButton } from '../components/tooltip-icon-button';

/**
 * The frame of every screen: the app bar (brand, print preview, about, profile menu) for signed-in
 * users, or in print preview mode the notice bar and the page at print width (spec 1 §2).
 */
/** The bell is its own chunk: the login page (no top bar) never loads it (docs/decisions/notifications.md). */
const NotificationBell = lazy(() => import('../features/notifications/notification-bell').then((m) => ({ default: m.NotificationBell })));

export function AppShell({ children }: { children: ReactNode }) {
  const profile = useOptionalProfile();
  const { printPreview, setPrintPreview } = useAppSettings();
  const { LL } = useI18n();
  const [aboutOpen, setAboutOpen] = useState(false);
  // after signing in the focus moves to the main content (not left on the body where the login form was)
  const signedIn = profile !== null;
  useEffect(() => {
    if (signedIn && takeMainFocusRequest()) focusById(MAIN_CONTENT_ID);
  }, [signedIn]);

  if (printPreview) {
    return (
      <Box sx={{ minHeight: '100vh', bgcolor: 'action.hover' }} data-testid="print-preview">
        <PrintPreviewBar />
        <Box sx={{ overflowX: 'auto', py: 3, '@media print': { py: 0 } }}>
          <Box
            sx={{ width: PRINT_WIDTH_PX, mx: 'auto', p: 3, bgcolor: 'background.paper', boxShadow: 2, '@media print': { boxShadow: 'none', p: 0 } }}
            data-testid="print-preview-page"
          >
            {children}
          </Box>
        </Box>
        <OutdatedBrowserDialog />
      </Box>
    );
  }

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      {/* the skip links come first in the tab order; a page adds its own (the survey page's results) */}
      <Box id={SKIP_LINKS_ID}>
        <SkipLink targetId={MAIN_CONTENT_ID} label={LL.skipLinks.main()} testId="skip-to-main" />
      </Box>
      {profile && (
        <AppBar position="sticky" className="no-print">
          <Toolbar sx={{ gap: 1 }}>
            <Link component={RouterLink} href={landingPath(profile)} color="inherit" underline="none" data-testid="app-home" sx={{ mr: 'auto' }}>
              <Brand size={30} />
            </Link>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <TooltipIconButton label={LL.platform.printPreview.toggle()} color="inherit" onClick={() => setPrintPreview(true)} data-testid="print-preview-toggle" icon={<PrintOutlinedIcon />} />
              <TooltipIconButton label={LL.platform.about()} color="inherit" onClick={() => setAboutOpen(true)} data-testid="app-about" icon={<InfoOutlinedIcon />} />
              <Suspense fallback={null}>
                <NotificationBell />
              </Suspense>
              <ProfileMenu />
            </Stack>
          </Toolbar>
        </AppBar>
      )}
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flexGrow: 1, '&:focus': { outline: 'none' } }}>
        {profile?.orgUser ? (
          <AdminLayout>{children}</AdminLayout>
        ) : profile ? (
          <Container maxWidth="xl" sx={{ py: { xs: 2, md: 3 } }}>
            {children}
          </Container>
        ) : (
          children
        )}
      </Box>
      <AboutDialog open={aboutOpen} onClose={() => setAboutOpen(false)} />
      <OutdatedBrowserDialog />
    </Box>
  );
}
