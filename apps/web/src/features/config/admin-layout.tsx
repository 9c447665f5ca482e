import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import BiotechOutlinedIcon from '@mui/icons-material/BiotechOutlined';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import StraightenOutlinedIcon from '@mui/icons-material/StraightenOutlined';
import ViewInArOutlinedIcon from '@mui/icons-material/ViewInArOutlined';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import PublicOutlinedIcon from '@mui/icons-material/PublicOutlined';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import { formatDate } from '@eqa/i18n';
import {
  Box,
  Container,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useState, type ReactElement, type ReactNode } from 'react';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutlined';
import { useLocation } from 'wouter';
import { useI18n } from '../../app/i18n';
import { AboutDialog } from '../platform/about-dialog';
import { DemoDateDialog, useDemoDate } from '../platform/demo-date-dialog';
import { usePlatformConfig } from '../platform/platform-config';
import { ADMIN_MENU, activeAdminMenu, adminMenuPath, type AdminMenuEntry } from './config-paths';

const DRAWER_WIDTH = 248;

const MENU_ICONS: Record<AdminMenuEntry, ReactElement> = {
  labs: <ScienceOutlinedIcon />,
  surveys: <AssignmentOutlinedIcon />,
  schemeVersions: <AccountTreeOutlinedIcon />,
  parameters: <BiotechOutlinedIcon />,
  units: <StraightenOutlinedIcon />,
  dimensions: <ViewInArOutlinedIcon />,
  products: <CategoryOutlinedIcon />,
  settings: <BusinessOutlinedIcon />,
  countries: <PublicOutlinedIcon />,
  legal: <GavelOutlinedIcon />,
  users: <PeopleOutlineIcon />,
  quality: <VerifiedOutlinedIcon />,
};

type MenuDialog = 'about' | 'demoDate';

function MenuContent({ onNavigate, onDialog }: { onNavigate(): void; onDialog(dialog: MenuDialog): void }) {
  const { LL, locale } = useI18n();
  const config = usePlatformConfig();
  const demoDate = useDemoDate();
  const [location, navigate] = useLocation();
  const active = activeAdminMenu(location);

  return (
    <Box component="nav" aria-label={LL.config.menu.title()} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }} data-testid="admin-menu">
      <List
        subheader={
          <ListSubheader sx={{ bgcolor: 'transparent', lineHeight: '40px', fontWeight: 700, letterSpacing: 0.4 }}>
            {LL.config.menu.title()}
          </ListSubheader>
        }
        sx={{ px: 1 }}
      >
        {ADMIN_MENU.map((entry) => (
          <ListItem key={entry} disablePadding>
            <ListItemButton
              selected={active === entry}
              aria-current={active === entry ? 'page' : undefined}
              onClick={() => {
                navigate(adminMenuPath(entry));
                onNavigate();
              }}
              sx={{ borderRadius: 2, mb: 0.25 }}
              data-testid={`admin-menu-${entry}`}
            >
              <ListItemIcon sx={{ minWidth: 40, color: active === entry ? 'primary.main' : undefined }}>{MENU_ICONS[entry]}</ListItemIcon>
              <ListItemText primary={LL.config.menu[entry]()} slotProps={{ primary: { sx: { fontWeight: active === entry ? 600 : 500 } } }} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Box sx={{ flexGrow: 1 }} />
      <Divider />
      <List sx={{ px: 1 }}>
        {config.demoMode && (
          <ListItem disablePadding>
            <ListItemButton onClick={() => onDialog('demoDate')} sx={{ borderRadius: 2 }} data-testid="admin-menu-demo-date">
              <ListItemIcon sx={{ minWidth: 40 }}>
                <EventOutlinedIcon />
              </ListItemIcon>
              <ListItemText
                primary={LL.config.menu.demoDate()}
                secondary={demoDate ? formatDate(demoDate, locale, { timeZone: 'UTC' }) : undefined}
              />
            </ListItemButton>
          </ListItem>
        )}
        <ListItem disablePadding>
          <ListItemButton onClick={() => onDialog('about')} sx={{ borderRadius: 2 }} data-testid="admin-menu-about">
            <ListItemIcon sx={{ minWidth: 40 }}>
              <InfoOutlinedIcon />
            </ListItemIcon>
            <ListItemText primary={LL.config.menu.about()} />
          </ListItemButton>
        </ListItem>
      </List>
    </Box>
  );
}

/**
 * The administrator shell (spec 3 §2): a side menu (Labs, Surveys, Scheme versions, Parameters,
 * Units, Dimensions, Products, Billing details, the demo date in demo mode, contact/about) beside the page. The menu
 * is permanent on wide screens and a drawer behind a menu button on narrow ones.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { LL } = useI18n();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [open, setOpen] = useState(false);
  // the menu's dialogs live here, not in the menu: the menu is another element on a narrow window
  // (a drawer), so a dialog inside it would close when the window narrows
  const [dialog, setDialog] = useState<MenuDialog | null>(null);
  const [location] = useLocation();
  const active = activeAdminMenu(location);

  return (
    <Box sx={{ display: 'flex', alignItems: 'stretch', minHeight: { xs: 'calc(100vh - 56px)', sm: 'calc(100vh - 64px)' } }}>
      {wide ? (
        <Box component="aside" className="no-print" sx={{ width: DRAWER_WIDTH, flexShrink: 0, borderRight: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
          <Box sx={{ position: 'sticky', top: 64, height: 'calc(100vh - 64px)', overflowY: 'auto' }}>
            <MenuContent onNavigate={() => undefined} onDialog={setDialog} />
          </Box>
        </Box>
      ) : (
        <Drawer open={open} onClose={() => setOpen(false)} slotProps={{ paper: { sx: { width: DRAWER_WIDTH } } }}>
          <MenuContent
            onNavigate={() => setOpen(false)}
            onDialog={(chosen) => {
              // the drawer gives way to the dialog, as it does to the page a menu entry opens
              setOpen(false);
              setDialog(chosen);
            }}
          />
        </Drawer>
      )}
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        {!wide && (
          <Stack direction="row" spacing={1} className="no-print" sx={{ alignItems: 'center', px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
            <IconButton onClick={() => setOpen(true)} aria-label={LL.config.menu.open()} data-testid="admin-menu-toggle">
              <MenuIcon />
            </IconButton>
            <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
              {active ? LL.config.menu[active]() : LL.config.menu.title()}
            </Typography>
          </Stack>
        )}
        <Container maxWidth="xl" sx={{ py: { xs: 2, md: 3 } }}>
          {children}
        </Container>
      </Box>
      <AboutDialog open={dialog === 'about'} onClose={() => setDialog(null)} />
      {dialog === 'demoDate' && <DemoDateDialog open onClose={() => setDialog(null)} />}
    </Box>
  );
}
