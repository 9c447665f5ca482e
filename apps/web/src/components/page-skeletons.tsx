import { AppBar, Box, Container, Paper, Skeleton, Stack, Toolbar } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useI18n } from '../app/i18n';
import { useSession } from '../features/auth/session';
import { Brand } from './brand';
import { skeletonShapeOf, type SkeletonShape } from './skeleton-shape';

/**
 * Skeletons shaped like the page that loads (issue 32): the app bar first, then grey blocks where
 * the list, the form or the report will be, instead of a centred spinner on a blank page. Each is
 * one busy region named 'Loading…' (the browser tests wait for `page-loader` and aria-busy to go).
 */
function Busy({ shape, testId, children }: { shape: SkeletonShape; testId: string; children: ReactNode }) {
  const { LL } = useI18n();
  return (
    <Stack spacing={2} role="progressbar" aria-label={LL.loading()} aria-busy="true" data-testid={testId} data-shape={shape}>
      {children}
    </Stack>
  );
}

/** The lab header: name, then the tabs. */
function LabHeaderBlock() {
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Skeleton variant="text" width="50%" height={40} />
      <Skeleton variant="rectangular" height={48} sx={{ mt: 2 }} />
    </Paper>
  );
}

/** A lab's surveys: the in-progress and the upcoming column of survey items. */
function SurveysBlocks() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      {[0, 1].map((column) => (
        <Paper key={column} variant="outlined" sx={{ p: 2 }}>
          <Skeleton variant="text" width="40%" height={32} />
          <Stack spacing={1.5} sx={{ mt: 1 }}>
            {[0, 1, 2].map((item) => (
              <Skeleton key={item} variant="rounded" height={72} />
            ))}
          </Stack>
        </Paper>
      ))}
    </Box>
  );
}

/** A survey form: its header, overview, result-group tabs and filters, parameter cards. */
function FormBlocks() {
  return (
    <>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Skeleton variant="circular" width={40} height={40} />
          <Skeleton variant="text" sx={{ flexGrow: 1 }} height={36} />
          <Skeleton variant="rounded" width={120} height={36} />
        </Stack>
      </Paper>
      <Skeleton variant="rounded" height={110} />
      <Skeleton variant="rectangular" height={48} />
      <Skeleton variant="rounded" height={56} />
      {[0, 1, 2].map((card) => (
        <Paper key={card} variant="outlined" sx={{ p: 2 }}>
          <Skeleton variant="text" width="30%" height={32} />
          <Stack direction="row" spacing={2} sx={{ mt: 1 }}>
            <Skeleton variant="rounded" height={40} sx={{ flex: 2 }} />
            <Skeleton variant="rounded" height={40} sx={{ flex: 1 }} />
            <Skeleton variant="rounded" height={40} sx={{ flex: 1 }} />
          </Stack>
        </Paper>
      ))}
    </>
  );
}

/** An evaluation report: title, tabs, options, a chart, a statistics table. */
function ReportBlocks() {
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Skeleton variant="text" width="60%" height={40} />
      <Skeleton variant="text" width="40%" />
      <Skeleton variant="rectangular" height={48} sx={{ mt: 2 }} />
      <Skeleton variant="rounded" height={40} sx={{ mt: 2 }} />
      <Skeleton variant="rectangular" height={240} sx={{ mt: 2 }} />
      <Stack spacing={0.75} sx={{ mt: 2 }}>
        {[0, 1, 2, 3, 4].map((row) => (
          <Skeleton key={row} variant="rectangular" height={28} />
        ))}
      </Stack>
    </Paper>
  );
}

/** Any other list: a title, a toolbar, rows. */
function ListBlocks() {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Skeleton variant="text" width="35%" height={40} />
      <Skeleton variant="rounded" height={40} sx={{ mt: 1.5, maxWidth: 480 }} />
      <Stack spacing={0.75} sx={{ mt: 2 }}>
        {[0, 1, 2, 3, 4, 5, 6, 7].map((row) => (
          <Skeleton key={row} variant="rectangular" height={36} />
        ))}
      </Stack>
    </Paper>
  );
}

/** A visitor's page: one card in the middle (login, registration). */
function CardBlocks() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 4, md: 8 }, px: 2 }}>
      <Paper variant="outlined" sx={{ p: 3, width: '100%', maxWidth: 440 }}>
        <Skeleton variant="text" width="60%" height={40} />
        <Skeleton variant="rounded" height={56} sx={{ mt: 2 }} />
        <Skeleton variant="rounded" height={56} sx={{ mt: 2 }} />
        <Skeleton variant="rounded" height={40} sx={{ mt: 3 }} />
      </Paper>
    </Box>
  );
}

/** The whole page of an address while its code and first data load (inside the app frame). */
export function PageSkeleton({ shape, testId = 'page-loader' }: { shape: SkeletonShape; testId?: string }) {
  return (
    <Busy shape={shape} testId={testId}>
      {shape === 'surveys' && (
        <>
          <LabHeaderBlock />
          <SurveysBlocks />
        </>
      )}
      {shape === 'form' && (
        <>
          <LabHeaderBlock />
          <FormBlocks />
        </>
      )}
      {shape === 'report' && <ReportBlocks />}
      {shape === 'list' && <ListBlocks />}
      {shape === 'card' && <CardBlocks />}
    </Busy>
  );
}

/** The page skeleton of the current address. */
export function RouteSkeleton() {
  const [location] = useLocation();
  const { token } = useSession();
  return <PageSkeleton shape={skeletonShapeOf(location, token !== null)} />;
}

/** The survey form while it loads, under the lab header that is already there. */
export function SurveyFormSkeleton() {
  return (
    <Busy shape="form" testId="survey-loading">
      <FormBlocks />
    </Busy>
  );
}

/** The report while it loads. */
export function ReportSkeleton() {
  return (
    <Busy shape="report" testId="report-loading">
      <ReportBlocks />
    </Busy>
  );
}

/**
 * The app frame before the signed-in user's profile is there (the configuration and the profile
 * load first): the app bar with the brand, then the page skeleton of the address.
 */
export function AppFrameSkeleton() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }} data-testid="app-frame-loading">
      <AppBar position="sticky" className="no-print">
        <Toolbar sx={{ gap: 1 }}>
          <Box sx={{ mr: 'auto' }}>
            <Brand size={30} />
          </Box>
          {[0, 1, 2].map((icon) => (
            <Skeleton key={icon} variant="circular" width={36} height={36} sx={{ bgcolor: 'rgba(255, 255, 255, 0.24)' }} />
          ))}
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ flexGrow: 1 }}>
        <Container maxWidth="xl" sx={{ py: { xs: 2, md: 3 } }}>
          <RouteSkeleton />
        </Container>
      </Box>
    </Box>
  );
}
