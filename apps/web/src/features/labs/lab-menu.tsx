import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { formatDate } from '@eqa/i18n';
import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useI18n } from '../../app/i18n';
import { AboutDialog } from '../platform/about-dialog';
import { DemoDateDialog, useDemoDate } from '../platform/demo-date-dialog';
import { usePlatformConfig } from '../platform/platform-config';
import { IconMenuItem } from '../../components/icon-menu-item';
import { TooltipIconButton } from '../../components/tooltip-icon-button';

/** The lab page menu (spec 1 §2): about/contact and, in demo mode, the demo current date. */
export function LabMenu() {
  const { LL, locale } = useI18n();
  const config = usePlatformConfig();
  const demoDate = useDemoDate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<'about' | 'demoDate' | null>(null);
  const open = (next: 'about' | 'demoDate') => {
    setAnchor(null);
    setDialog(next);
  };
  return (
    <>
      <TooltipIconButton label={LL.labs.header.menu()} onClick={(event) => setAnchor(event.currentTarget)} aria-haspopup="menu" data-testid="lab-menu" icon={<MoreVertIcon />} />
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        {config.demoMode && (
          <MenuItem onClick={() => open('demoDate')} data-testid="demo-date-menu">
            <ListItemIcon>
              <EventOutlinedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText
              primary={LL.platform.demoDate.menu()}
              secondary={demoDate ? formatDate(demoDate, locale, { timeZone: 'UTC' }) : undefined}
            />
          </MenuItem>
        )}
        <IconMenuItem onClick={() => open('about')} data-testid="lab-about" icon={<InfoOutlinedIcon fontSize="small" />} label={LL.platform.about()} />
      </Menu>
      <AboutDialog open={dialog === 'about'} onClose={() => setDialog(null)} />
      {dialog === 'demoDate' && <DemoDateDialog open onClose={() => setDialog(null)} />}
    </>
  );
}
