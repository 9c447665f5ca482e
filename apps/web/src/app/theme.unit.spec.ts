import { decomposeColor, getContrastRatio, recomposeColor } from '@mui/material/styles';
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

describe('createAppTheme: a coloured button is readable, also under the pointer (WCAG 1.4.3)', () => {
  const theme = createAppTheme('en');
  const cases = (['light', 'dark'] as const).flatMap((scheme) =>
    (['primary', 'secondary', 'error', 'warning', 'success', 'info'] as const).flatMap((colour) =>
      (['main', 'dark'] as const).map((shade) => [scheme, colour, shade] as const),
    ),
  );
  /** The text as drawn: a translucent text colour (MUI's rgba(0, 0, 0, 0.87)) lets the background through. */
  const drawn = (text: string, background: string) => {
    const t = decomposeColor(text);
    const b = decomposeColor(background);
    const alpha = t.values[3] ?? 1;
    return recomposeColor({ type: 'rgb', values: [0, 1, 2].map((i) => Math.round(alpha * t.values[i]! + (1 - alpha) * b.values[i]!)) as [number, number, number] });
  };
  it.each(cases)('%s %s.%s and its text: at least 4.5:1', (scheme, colour, shade) => {
    const palette = theme.colorSchemes[scheme]!.palette[colour];
    expect(getContrastRatio(palette[shade], drawn(palette.contrastText, palette[shade]))).toBeGreaterThanOrEqual(4.5);
  });
});
