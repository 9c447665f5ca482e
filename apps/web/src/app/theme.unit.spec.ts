import { describe, expect, it } from 'vitest';
import { createAppTheme } from './theme';

describe('createAppTheme: less motion when the system asks for it', () => {
  it.each([
    ['full', 'opacity 225ms cubic-bezier(0.4, 0, 0.2, 1) 0ms', undefined, 'pulse'],
    ['reduced', 'none', true, false],
  ] as const)('%s motion: transition %s, ripple off %s, skeleton animation %s', (motion, transition, disableRipple, skeleton) => {
    const theme = createAppTheme('light', 'en', motion);
    expect(theme.transitions.create('opacity', { duration: theme.transitions.duration.enteringScreen })).toBe(transition);
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(disableRipple);
    expect(theme.components?.MuiSkeleton?.defaultProps?.animation ?? 'pulse').toBe(skeleton);
  });

  it('keeps a visible keyboard focus where the focus ripple is gone', () => {
    const theme = createAppTheme('dark', 'hu', 'reduced');
    expect(theme.transitions.duration.enteringScreen).toBe(0);
    expect(theme.transitions.getAutoHeightDuration(500)).toBe(0);
    expect(JSON.stringify(theme.components?.MuiButtonBase?.styleOverrides?.root)).toContain('"outline":"2px solid #6cc0de"');
  });
});
