import { i18nObject, type Locales } from '@eqa/i18n';
import { createTheme, type Theme } from '@mui/material/styles';
import { enUS, huHU } from '@mui/material/locale';
import type { ThemeMode } from '../lib/storage';

// the app's theme is made of CSS variables (createAppTheme): its type has them (`theme.vars`, `theme.colorSchemes`)
declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true;
  }
}

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
 * The status colours of each theme (error, warning, success, info), each readable on its paper. A
 * contained button shows `dark` under the pointer: MUI's own (the main colour 30 % darker) is kept
 * where its text stays readable on it; the dark theme's error takes a lighter one (the default, #a9615b,
 * gave its dark text 4.1:1, under WCAG 1.4.3's 4.5:1 — a delete question's button under the pointer).
 */
const statusColours = {
  light: { error: { main: '#c62828' }, warning: { main: '#9a5b00' }, success: { main: '#2e7d32' }, info: { main: '#1f6fb2' } },
  dark: { error: { main: '#f28b82', dark: '#c16f68' }, warning: { main: '#f6b656' }, success: { main: '#81c995' }, info: { main: '#8ab4f8' } },
} as const;


/**
 * Less motion (WCAG 2.3.3): no transitions (dialogs, menus and collapses appear at once), no ripples
 * (the keyboard focus keeps a visible outline instead of the focus ripple), still skeletons.
 */
function reducedMotionOptions() {
  const none = { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 };
  return {
    transitions: { create: () => 'none', duration: none, getAutoHeightDuration: () => 0 },
    components: {
      MuiButtonBase: {
        defaultProps: { disableRipple: true },
        styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ '&.Mui-focusVisible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: 2 } }) },
      },
      MuiSkeleton: { defaultProps: { animation: false as const } },
    },
  };
}

/**
 * The app's theme, light and dark in one (docs/decisions/web.md, "Themes"): MUI's CSS theme variables,
 * each theme's palette under `[data-theme="light|dark"]` on the page's root. Switching the theme only
 * sets that attribute (ThemeColourScheme in providers.tsx): no component renders again and no style is
 * made anew, where a theme object per mode restyled every component (seconds on the survey page).
 * A component that needs a colour in the styles writes the variable (`theme.vars` or a palette
 * token in `sx`) and a difference of the dark theme with `theme.applyStyles('dark', …)`; a colour
 * needed in script (the charts) comes from useSchemePalette.
 */
export function createAppTheme(locale: Locales, motion: Motion = 'full'): Theme {
  const lessMotion = motion === 'reduced' ? reducedMotionOptions() : null;
  // a progress bar or spinner without a name of its own is named 'Loading…' (axe aria-progressbar-name)
  const loading = i18nObject(locale).loading();
  return createTheme(
    {
      cssVariables: { colorSchemeSelector: 'data-theme' },
      colorSchemes: {
        light: { palette: { ...palettes.light, ...statusColours.light } },
        dark: { palette: { ...palettes.dark, ...statusColours.dark } },
      },
      defaultColorScheme: 'light',
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
              backgroundColor: theme.vars.palette.primary.dark,
              color: theme.vars.palette.primary.contrastText,
              borderBottom: `1px solid ${theme.vars.palette.divider}`,
              ...theme.applyStyles('dark', { backgroundColor: theme.vars.palette.background.paper, color: theme.vars.palette.text.primary }),
            }),
          },
        },
        MuiCard: {
          defaultProps: { variant: 'outlined' },
          styleOverrides: { root: { borderRadius: 14 } },
        },
        MuiPaper: { styleOverrides: { outlined: ({ theme }) => ({ borderColor: theme.vars.palette.divider }) } },
        MuiButton: { defaultProps: { disableElevation: true } },
        MuiTab: { styleOverrides: { root: { minHeight: 52 } } },
        MuiTableRow: {
          styleOverrides: {
            root: ({ theme }) => ({
              '&.MuiTableRow-hover:hover': { backgroundColor: theme.alpha(theme.vars.palette.primary.main, 0.06) },
            }),
          },
        },
        MuiDialogTitle: { styleOverrides: { root: { fontWeight: 600 } } },
        // a read-only field's helper text still tells something (why it cannot change): readable at 4.5:1
        // (text.secondary), not the disabled grey of 2.67:1 (axe color-contrast, issue 32)
        MuiFormHelperText: { styleOverrides: { root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.vars.palette.text.secondary } }) } },
        MuiTooltip: { defaultProps: { arrow: true } },
        MuiLinearProgress: { defaultProps: { 'aria-label': loading } },
        MuiCircularProgress: { defaultProps: { 'aria-label': loading } },
        ...lessMotion?.components,
      },
    },
    locale === 'hu' ? huHU : enUS,
  );
}

/** The palette of the theme in use, with real colour values (not variables): for colours a script needs (the charts' SVG). */
export function schemePalette(theme: Theme, mode: ThemeMode): Theme['palette'] {
  return theme.colorSchemes[mode]?.palette ?? theme.palette;
}
