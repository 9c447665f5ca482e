import { i18nObject, type Locales } from '@eqa/i18n';
import { alpha, createTheme, type Theme } from '@mui/material/styles';
import { enUS, huHU } from '@mui/material/locale';
import type { ThemeMode } from '../lib/storage';

/** A calm clinical palette: deep teal-blue primary, sea-green secondary, quiet grey surfaces. */
const palettes = {
  light: {
    primary: { main: '#0b5f7f', light: '#3d86a3', dark: '#06445c', contrastText: '#ffffff' },
    secondary: { main: '#267a67', light: '#5fae9b', dark: '#1d6354', contrastText: '#ffffff' },
    background: { default: '#f3f6f8', paper: '#ffffff' },
    text: { primary: '#15242e', secondary: '#4f626e' },
    divider: 'rgba(21, 36, 46, 0.12)',
  },
  dark: {
    primary: { main: '#6cc0de', light: '#9ad6ec', dark: '#3a9bbf', contrastText: '#062230' },
    secondary: { main: '#7fd3c0', light: '#a8e4d6', dark: '#4fb29c', contrastText: '#06241d' },
    background: { default: '#0d151b', paper: '#142029' },
    text: { primary: '#e3edf2', secondary: '#9fb3bf' },
    divider: 'rgba(227, 237, 242, 0.12)',
  },
} as const;

/** Whether the user's system asks for less motion (`prefers-reduced-motion: reduce`). */
export type Motion = 'full' | 'reduced';

/**
 * Less motion (WCAG 2.3.3): no transitions (dialogs, menus and collapses appear at once), no ripples
 * (the keyboard focus keeps a visible outline instead of the focus ripple), still skeletons.
 */
function reducedMotionOptions(focusColour: string) {
  const none = { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 };
  return {
    transitions: { create: () => 'none', duration: none, getAutoHeightDuration: () => 0 },
    components: {
      MuiButtonBase: {
        defaultProps: { disableRipple: true },
        styleOverrides: { root: { '&.Mui-focusVisible': { outline: `2px solid ${focusColour}`, outlineOffset: 2 } } },
      },
      MuiSkeleton: { defaultProps: { animation: false as const } },
    },
  };
}

export function createAppTheme(mode: ThemeMode, locale: Locales, motion: Motion = 'full'): Theme {
  const palette = palettes[mode];
  const lessMotion = motion === 'reduced' ? reducedMotionOptions(palette.primary.main) : null;
  // a progress bar or spinner without a name of its own is named 'Loading…' (axe aria-progressbar-name)
  const loading = i18nObject(locale).loading();
  return createTheme(
    {
      palette: {
        mode,
        ...palette,
        error: { main: mode === 'light' ? '#c62828' : '#f28b82' },
        warning: { main: mode === 'light' ? '#9a5b00' : '#f6b656' },
        success: { main: mode === 'light' ? '#2e7d32' : '#81c995' },
        info: { main: mode === 'light' ? '#1f6fb2' : '#8ab4f8' },
      },
      ...(lessMotion ? { transitions: lessMotion.transitions } : {}),
      shape: { borderRadius: 10 },
      typography: {
        fontFamily: '"Inter", "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Arial, sans-serif',
        h1: { fontSize: '1.75rem', fontWeight: 600 },
        h2: { fontSize: '1.5rem', fontWeight: 600 },
        h3: { fontSize: '1.25rem', fontWeight: 600 },
        h4: { fontSize: '1.125rem', fontWeight: 600 },
        button: { textTransform: 'none', fontWeight: 600 },
      },
      components: {
        MuiAppBar: {
          defaultProps: { elevation: 0, color: 'default' },
          styleOverrides: {
            root: ({ theme }) => ({
              backgroundColor: theme.palette.mode === 'light' ? theme.palette.primary.dark : theme.palette.background.paper,
              color: theme.palette.mode === 'light' ? theme.palette.primary.contrastText : theme.palette.text.primary,
              borderBottom: `1px solid ${theme.palette.divider}`,
            }),
          },
        },
        MuiCard: {
          defaultProps: { variant: 'outlined' },
          styleOverrides: { root: { borderRadius: 14 } },
        },
        MuiPaper: { styleOverrides: { outlined: ({ theme }) => ({ borderColor: theme.palette.divider }) } },
        MuiButton: { defaultProps: { disableElevation: true } },
        MuiTab: { styleOverrides: { root: { minHeight: 52 } } },
        MuiTableRow: {
          styleOverrides: {
            root: ({ theme }) => ({
              '&.MuiTableRow-hover:hover': { backgroundColor: alpha(theme.palette.primary.main, 0.06) },
            }),
          },
        },
        MuiDialogTitle: { styleOverrides: { root: { fontWeight: 600 } } },
        // a read-only field's helper text still tells something (why it cannot change): readable at 4.5:1
        // (text.secondary), not the disabled grey of 2.67:1 (axe color-contrast, issue 32)
        MuiFormHelperText: { styleOverrides: { root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) } },
        MuiTooltip: { defaultProps: { arrow: true } },
        MuiLinearProgress: { defaultProps: { 'aria-label': loading } },
        MuiCircularProgress: { defaultProps: { 'aria-label': loading } },
        ...lessMotion?.components,
      },
    },
    locale === 'hu' ? huHU : enUS,
  );
}
