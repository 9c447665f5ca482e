import { localize } from '@eqa/core';
import CheckIcon from '@mui/icons-material/Check';
import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import LockResetOutlinedIcon from '@mui/icons-material/LockResetOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import ToggleOffOutlinedIcon from '@mui/icons-material/ToggleOffOutlined';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import VpnKeyOutlinedIcon from '@mui/icons-material/VpnKeyOutlined';
import { Avatar, Box, Divider, IconButton, ListItemIcon, ListItemText, MenuItem, MenuList, Popover, Tooltip, Typography } from '@mui/material';
import { lazy, Suspense, useId, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'wouter';
import { useAppSettings } from '../../app/app-settings';
import { useI18n } from '../../app/i18n';
import { useProfile, type Profile } from '../auth/profile-context';
import { useSession } from '../auth/session';
import { useInterfaceLocales } from '../platform/interface-locales';
import { validationPasswordOwner } from './validation-password-owner';
import { IconMenuItem } from '../../components/icon-menu-item';

// the keys' screen and its data grid load when opened (not with the app shell)
// the dialogs are chunks of their own, loaded when opened: the forms kit stays out of the first screen's
// scripts (the login page's budget, platform.e2e.ts)
const UserDetailsDialog = lazy(() => import('./user-details-dialog').then((m) => ({ default: m.UserDetailsDialog })));
const LoginPasswordDialog = lazy(() => import('./login-password-dialog').then((m) => ({ default: m.LoginPasswordDialog })));
const ValidationPasswordDialog = lazy(() => import('./validation-password-dialog').then((m) => ({ default: m.ValidationPasswordDialog })));
const ApiKeysDialog = lazy(() => import('../lis/api-keys-dialog').then((m) => ({ default: m.ApiKeysDialog })));

type OpenDialog = 'userDetails' | 'loginPassword' | 'validationPassword' | 'apiKeys' | null;

function initials(profile: Profile): string {
  const name = (profile.user.fullName || profile.user.name).trim();
  const parts = name.split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? `${parts[0]?.[0] ?? ''}${parts[parts.length - 1]?.[0] ?? ''}` : name.slice(0, 2);
  return letters.toUpperCase();
}

/** The org or lab the user belongs to, as shown in the menu header. */
export function affiliationOf(profile: Profile): string | null {
  if (profile.orgUser && profile.org) return profile.org.name;
  if (profile.lab) return `${profile.lab.shortName} – ${profile.lab.name}`;
  return profile.org?.name ?? null;
}

/**
 * The profile menu of the app bar (spec 1 §2): role and org or lab name, languages, user details,
 * login and validation password changes, the Documents page (spec 2), light/dark switch, logout.
 * A popover holding the user's header and a menu (MUI's "MenuList composition"): only menu items and
 * separators live in the role=menu list, the header and the language caption beside it; the dark-theme
 * item is itself the checkbox (menuitemcheckbox), its switch only an image.
 */
export function ProfileMenu() {
  const profile = useProfile();
  const { LL, locale } = useI18n();
  const { setLocale, themeMode, setThemeMode } = useAppSettings();
  const { signOut } = useSession();
  const interfaceLocales = useInterfaceLocales();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [, navigate] = useLocation();
  const missingEmail = !profile.user.email;
  // the user details dialog opens by itself when the profile has no e-mail (spec 1 §4)
  const [dialog, setDialog] = useState<OpenDialog>(missingEmail ? 'userDetails' : null);
  const owner = validationPasswordOwner(profile);
  const affiliation = affiliationOf(profile);
  const roleName = localize(profile.role.name, locale);
  const menuId = useId();
  const languageCaptionId = useId();
  const open = anchor !== null;
  const close = () => setAnchor(null);
  // Tab leaves the menu as in MUI's Menu (the focus returns to the button)
  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Tab') {
      event.preventDefault();
      close();
    }
  };

  const openDialog = (next: OpenDialog) => {
    close();
    setDialog(next);
  };

  return (
    <>
      <Tooltip title={LL.profile.menu.open()}>
        <IconButton
          onClick={(event) => setAnchor(event.currentTarget)}
          // the name starts with the initials the button shows (WCAG 2.5.3 label in name; axe label-content-name-mismatch)
          aria-label={`${initials(profile)} – ${LL.profile.menu.open()}`}
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          data-testid="profile-menu"
          sx={{ p: 0.5 }}
        >
          <Avatar sx={{ width: 34, height: 34, fontSize: 14, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>
            {initials(profile)}
          </Avatar>
        </IconButton>
      </Tooltip>
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 280, mt: 1 } } }}
      >
        <Box sx={{ px: 2, py: 1.5 }} data-testid="profile-menu-header">
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }} data-testid="profile-menu-name">
            {profile.user.fullName || profile.user.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="profile-menu-role">
            {roleName}
          </Typography>
          {affiliation && (
            <Typography variant="body2" color="text.secondary" data-testid="profile-menu-affiliation">
              {affiliation}
            </Typography>
          )}
        </Box>
        <Divider />
        <Typography id={languageCaptionId} variant="body2" color="text.secondary" sx={{ px: 2, pt: 1, fontWeight: 500 }}>
          {LL.language.label()}
        </Typography>
        <MenuList id={menuId} autoFocusItem={open} aria-label={LL.profile.menu.open()} onKeyDown={onMenuKeyDown} sx={{ pt: 0.5 }}>
          {interfaceLocales.map((id) => (
            <IconMenuItem key={id} selected={id === locale} onClick={() => setLocale(id)} role="menuitemradio" aria-checked={id === locale} aria-describedby={languageCaptionId} lang={id} data-testid={`language-${id}`} icon={id === locale && <CheckIcon fontSize="small" />} label={LL.language[id]()} />
          ))}
          <Divider />
          <IconMenuItem onClick={() => openDialog('userDetails')} data-testid="profile-user-details" icon={<PersonOutlineIcon fontSize="small" />} label={LL.profile.menu.userDetails()} />
          <IconMenuItem onClick={() => openDialog('loginPassword')} data-testid="profile-login-password" icon={<KeyOutlinedIcon fontSize="small" />} label={LL.profile.menu.loginPassword()} />
          {owner && (
            <IconMenuItem onClick={() => openDialog('validationPassword')} data-testid="profile-validation-password" icon={<LockResetOutlinedIcon fontSize="small" />} label={LL.profile.menu.validationPassword()} />
          )}
          <IconMenuItem onClick={() => openDialog('apiKeys')} data-testid="profile-api-keys" icon={<VpnKeyOutlinedIcon fontSize="small" />} label={LL.lis.apiKeys.menu()} />
          <IconMenuItem
            onClick={() => {
              close();
              navigate('/documents');
            }}
            data-testid="profile-documents"
            icon={<GavelOutlinedIcon fontSize="small" />}
            label={LL.profile.menu.documents()}
          />
          <MenuItem
            onClick={() => setThemeMode(themeMode === 'dark' ? 'light' : 'dark')}
            role="menuitemcheckbox"
            aria-checked={themeMode === 'dark'}
            data-testid="theme-switch"
          >
            <ListItemIcon>
              <DarkModeOutlinedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{LL.profile.menu.darkTheme()}</ListItemText>
            {/* an image of the state: the menu item itself is the checkbox, nothing focusable inside it */}
            {themeMode === 'dark' ? (
              <ToggleOnIcon color="primary" sx={{ ml: 2, fontSize: 30 }} aria-hidden data-testid="theme-switch-on" />
            ) : (
              <ToggleOffOutlinedIcon color="action" sx={{ ml: 2, fontSize: 30 }} aria-hidden data-testid="theme-switch-off" />
            )}
          </MenuItem>
          <Divider />
          <IconMenuItem
            onClick={() => {
              close();
              void signOut({ notifyServer: true });
            }}
            data-testid="logout"
            icon={<LogoutIcon fontSize="small" />}
            label={LL.logout()}
          />
        </MenuList>
      </Popover>
      <Suspense fallback={null}>
        {dialog === 'userDetails' && <UserDetailsDialog open onClose={() => setDialog(null)} profile={profile} missingEmail={missingEmail} />}
        {dialog === 'loginPassword' && <LoginPasswordDialog open onClose={() => setDialog(null)} />}
        {dialog === 'apiKeys' && <ApiKeysDialog onClose={() => setDialog(null)} />}
        {owner && dialog === 'validationPassword' && <ValidationPasswordDialog open onClose={() => setDialog(null)} owner={owner} />}
      </Suspense>
    </>
  );
}
