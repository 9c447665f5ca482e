import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ErrorIcon from '@mui/icons-material/Error';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import { Box, Paper, Skeleton, Stack, Tab, Tabs, Tooltip, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { useI18n } from '../../app/i18n';
import { canOpenLab, canSeeLabList, labPath, landingPath, type LabTab } from '../../lib/navigation';
import { trpc } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useProfile } from '../auth/profile-context';
import { SectionInPreparation } from '../platform/section-in-preparation';
import { usePlatformConfig } from '../platform/platform-config';
import { SupportDialog } from '../support/support-dialog';
import { DocumentsMenu } from './documents-menu';
import { labListHref } from './lab-list-page';
import { LabMenu } from './lab-menu';
import type { Lab } from './lab';
import { LAB_TAB_CONTENT } from './lab-tab-content';
import { labPageTitle, labTabBadges, visibleLabTabs, type TabBadge } from './lab-tabs';
import { NotFoundPage } from '../../components/not-found-page';
import { isNotFoundError } from '../../lib/errors';
import { visuallyHidden } from '../../components/visually-hidden';
import { TooltipIconButton } from '../../components/tooltip-icon-button';

interface LabPageProps {
  labId: number;
  tab: LabTab;
  /** A sub-page of the tab (e.g. a survey); without it the tab's registered content is shown. */
  children?: ReactNode;
}

/**
 * The lab page (spec 1 §2): header with back button, title 'page - short name - name', actions
 * (support, documents, menu), tabs with badges from labs.stats, and the tab's body.
 */
export function LabPage({ labId, tab, children }: LabPageProps) {
  const profile = useProfile();
  if (!canOpenLab(profile, labId)) return <Redirect to={landingPath(profile)} replace />;
  return (
    <LabPageForLab labId={labId} tab={tab}>
      {children}
    </LabPageForLab>
  );
}

function LabPageForLab({ labId, tab, children }: LabPageProps) {
  const { LL } = useI18n();
  const profile = useProfile();
  const lab = trpc.labs.get.useQuery({ labId }, { meta: { errorAction: 'lab', notFoundPage: true } });
  const title = lab.data ? labPageTitle(LL.labs.tabs[tab](), lab.data) : null;
  useDocumentTitle(title);

  if (!lab.data) {
    if (isNotFoundError(lab.error)) return <NotFoundPage />;
    return (
      <Paper variant="outlined" sx={{ p: 3 }} data-testid="lab-header-loading">
        <Skeleton variant="text" width="50%" height={40} />
        <Skeleton variant="rectangular" height={48} sx={{ mt: 2 }} />
      </Paper>
    );
  }
  const tabs = visibleLabTabs(lab.data, { managesUsers: profile.orgUser || profile.lab?.id === lab.data.id });
  if (!tabs.includes(tab)) return <Redirect to={labPath(labId)} replace />;
  const Content = LAB_TAB_CONTENT[tab];
  return (
    <Stack spacing={2.5}>
      <LabHeader lab={lab.data} tab={tab} tabs={tabs} title={title ?? ''} />
      <Box role="tabpanel" id={`lab-tabpanel-${tab}`} aria-labelledby={`lab-tab-${tab}`} data-testid={`lab-tabpanel-${tab}`}>
        {children ?? (Content ? <Content lab={lab.data} /> : <SectionInPreparation section={LL.labs.tabs[tab]()} />)}
      </Box>
    </Stack>
  );
}

function TabLabel({ label, badge, tooltip, tab }: { label: string; badge: TabBadge | undefined; tooltip: string | null; tab: LabTab }) {
  const content = (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <span>{label}</span>
      {badge && badge.count > 0 && (
        // an inline count inside the label (not a floating badge the tab row's scroller clips on a phone)
        <Box
          component="span"
          data-testid={`lab-tab-badge-${tab}`}
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            minWidth: 20,
            height: 20,
            px: 0.75,
            borderRadius: 10,
            fontSize: '0.75rem',
            fontWeight: 600,
            lineHeight: 1,
            flex: 'none',
            bgcolor: badge.error ? 'error.main' : 'primary.main',
            color: badge.error ? 'error.contrastText' : 'primary.contrastText',
          }}
        >
          {badge.count > 99 ? '99+' : badge.count}
        </Box>
      )}
      {badge?.error && <ErrorIcon color="error" sx={{ fontSize: 18 }} data-testid={`lab-tab-error-${tab}`} />}
    </Stack>
  );
  return tooltip ? (
    <Tooltip title={tooltip}>
      <span>{content}</span>
    </Tooltip>
  ) : (
    content
  );
}

function LabHeader({ lab, tab, tabs, title }: { lab: Lab; tab: LabTab; tabs: LabTab[]; title: string }) {
  const { LL } = useI18n();
  const profile = useProfile();
  const config = usePlatformConfig();
  const [, navigate] = useLocation();
  const [supportOpen, setSupportOpen] = useState(false);
  const stats = trpc.labs.stats.useQuery({ labId: lab.id }, { meta: { errorAction: 'statistics' } });
  const badges = stats.data ? labTabBadges(stats.data) : {};
  const supportOrg = lab.orgs[0];
  // a lab writes to support for itself only (a core lab not as its satellite: the server refuses it)
  const showSupport = !profile.orgUser && profile.lab?.id === lab.id && config.supportEnabled && supportOrg !== undefined;

  const tooltipOf = (t: LabTab): string | null => {
    if (!stats.data) return null;
    const s = stats.data;
    switch (t) {
      case 'surveys':
        return LL.labs.badges.surveys({ count: s.inProgressSurveysWithoutValidation });
      case 'evaluations':
        return [
          LL.labs.badges.evaluations({ count: s.surveysWithInvalidResultsInCurrentYear }),
          s.evaluationErrors > 0 ? LL.labs.badges.evaluationErrors() : null,
        ]
          .filter(Boolean)
          .join('. ');
      case 'orders':
        return [
          LL.labs.badges.orders({ dirty: s.dirtyOrders, unpaid: s.unpaidInvoices }),
          s.lateInvoicePayments > 0 ? LL.labs.badges.latePayments() : null,
        ]
          .filter(Boolean)
          .join('. ');
      default:
        return null;
    }
  };

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }} data-testid="lab-header">
      {/* compact on a phone (docs/decisions/web.md): the title in two lines at most, less padding, shorter tabs */}
      {/* on a phone the title takes a row of its own under the back button and the actions, and names the lab
          first (the tab below says the page): the lab's name stays readable (issue 32) */}
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' }, columnGap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 2.5 }, pt: { xs: 0.5, sm: 2 }, pb: { xs: 0.5, sm: 1 } }}>
        {canSeeLabList(profile) && (
          <TooltipIconButton label={LL.labs.header.backToList()} onClick={() => navigate(labListHref())} data-testid="lab-back" edge="start" icon={<ArrowBackIcon />} />
        )}
        <Typography
          variant="h1"
          title={title}
          sx={{
            flexGrow: 1,
            minWidth: 0,
            order: { xs: 3, sm: 0 },
            flexBasis: { xs: '100%', sm: 'auto' },
            pl: { xs: 0.5, sm: 0 },
            fontSize: { xs: '1rem', sm: '1.2rem', md: '1.6rem' },
            lineHeight: { xs: 1.3, sm: 1.2 },
            overflowWrap: 'anywhere',
            // a long lab name does not push the tabs and the page down on a phone: two lines, then '…'
            display: { xs: '-webkit-box', sm: 'block' },
            WebkitBoxOrient: 'vertical',
            WebkitLineClamp: { xs: 2, sm: 'none' },
            overflow: { xs: 'hidden', sm: 'visible' },
            '@media print': { display: 'block', overflow: 'visible' },
          }}
          data-testid="lab-title"
        >
          <Box component="span" sx={{ '@media (max-width: 599.95px)': visuallyHidden }}>
            {`${LL.labs.tabs[tab]()} - `}
          </Box>
          {`${lab.shortName} - ${lab.name}`}
        </Typography>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexShrink: 0, ml: { xs: 'auto', sm: 0 } }}>
          {showSupport && (
            <TooltipIconButton label={LL.labs.header.support()} onClick={() => setSupportOpen(true)} data-testid="lab-support" color="primary" icon={<SupportAgentOutlinedIcon />} />
          )}
          <DocumentsMenu orgId={profile.org?.id ?? lab.orgs[0]?.id} labId={lab.id} orgUser={profile.orgUser} />
          <LabMenu />
        </Stack>
      </Stack>
      <Tabs
        value={tab}
        onChange={(_event, next: LabTab) => navigate(labPath(lab.id, next))}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={lab.name}
        // the counts beside the tabs' names widen them when they arrive: busy until then, so a pointer
        // aimed at a tab is not moved under it (the browser tests wait for it, support/session.ts)
        aria-busy={stats.isPending ? true : undefined}
        data-testid="lab-tabs"
        sx={{ px: { xs: 0, sm: 1.5 }, borderTop: 1, borderColor: 'divider', minHeight: { xs: 44, sm: 48 }, '& .MuiTab-root': { minHeight: { xs: 44, sm: 48 }, px: { xs: 1.5, sm: 2 } }, '& .MuiTabs-scrollButtons': { width: { xs: 32, sm: 40 } } }}
      >
        {tabs.map((t) => (
          <Tab
            key={t}
            value={t}
            id={`lab-tab-${t}`}
            aria-controls={`lab-tabpanel-${t}`}
            data-testid={`lab-tab-${t}`}
            label={<TabLabel label={LL.labs.tabs[t]()} badge={badges[t]} tooltip={tooltipOf(t)} tab={t} />}
          />
        ))}
      </Tabs>
      {showSupport && supportOrg && (
        <SupportDialog
          open={supportOpen}
          onClose={() => setSupportOpen(false)}
          labId={lab.id}
          orgId={supportOrg.id}
          labName={`${lab.shortName} – ${lab.name}`}
        />
      )}
    </Paper>
  );
}
