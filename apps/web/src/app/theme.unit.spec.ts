import { describe, expect, it } from 'vitest';
import { createAppTheme } from './theme';

describe('createAppTheme: less motion when the system asks for it', () => {
  it.each([
    ['full', 'opacity 225ms cubic-bezier(0.4, 0, 0.2, 1) 0ms', undefined, 'pulse'],
    ['reduced', 'none', true, false],
  ] as const)('%s motion: transition %s, ripple off %s, skeleton animation %s', (motion, transition, disableRipple, skeleton) => {
    const theme = createAppTheme('en', motion);
    expect(theme.transitions.create('opacity', { duration: theme.transitions.duration.enteringScreen })).toBe(transition);
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(disableRipple);
    expect(theme.components?.MuiSkeleton?.defaultProps?.animation ?? 'pulse').toBe(skeleton);
  });

  it('keeps a visible keyboard focus where the focus ripple is gone', () => {
    const theme = createAppTheme('hu', 'reduced');
    expect(theme.transitions.duration.enteringScreen).toBe(0);
    expect(theme.transitions.getAutoHeightDuration(500)).toBe(0);
    const root = theme.components?.MuiButtonBase?.styleOverrides?.root;
    const focus = typeof root === 'function' ? root({ theme, ownerState: {} }) : root;
    // the theme's primary colour, light or dark as the page's data-theme says
    expect(JSON.stringify(focus)).toContain('"outline":"2px solid var(--mui-palette-primary-main');
  });
});

describe('createAppTheme: both themes in one, as CSS variables', () => {
  it('holds the light and the dark palette, switched by the data-theme attribute', () => {
    const theme = createAppTheme('en');
    expect(theme.colorSchemes.light?.palette.primary.main).toBe('#0b5f7f');
    expect(theme.colorSchemes.dark?.palette.primary.main).toBe('#6cc0de');
    expect(theme.colorSchemes.dark?.palette.error.main).toBe('#f28b82');
    expect(theme.vars.palette.primary.main).toMatch(/^var\(--mui-palette-primary-main\b/);
    expect(theme.applyStyles('dark', { color: 'red' })).toEqual({ '*:where([data-theme="dark"]) &': { color: 'red' } });
  });
});
