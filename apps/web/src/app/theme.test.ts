import { contrastRatio } from '@tessera/domain';
import { describe, expect, it, vi } from 'vitest';
import { themeFor } from './theme.ts';

describe('themeFor', () => {
  it('keeps MUI motion for a device that does not ask for less', () => {
    const theme = themeFor('C62828', 'FFFFFF', false);
    expect(theme.transitions.create('opacity')).toMatch(/^opacity \d+ms/);
    expect(theme.transitions.duration.enteringScreen).toBeGreaterThan(0);
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBeUndefined();
  });

  it('drops transitions and ripples when the device asks for reduced motion', () => {
    const matchMedia = vi.fn((query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
    }));
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      const theme = themeFor('C62828', 'FFFFFF');
      expect(theme.transitions.create('opacity')).toBe('none');
      expect(theme.transitions.duration.enteringScreen).toBe(0);
      expect(theme.transitions.duration.leavingScreen).toBe(0);
      expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
      // The activity's colours and the other overrides stay.
      expect(theme.palette.primary.main).toBe('#C62828');
      expect(theme.components?.MuiButton?.styleOverrides?.root).toEqual({ minHeight: 44 });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('the activity colour', () => {
  it('stays as chosen on its surfaces and reads 4.5:1 as text on the page', () => {
    const teal = themeFor('00838F', 'FFFFFF', false);
    expect(teal.palette.brand.main).toBe('#00838F');
    expect(teal.palette.brand.contrastText).toBe('#FFFFFF');
    expect(teal.palette.primary.main).not.toBe('#00838F');
    expect(
      contrastRatio(teal.palette.primary.main, teal.palette.background.default),
    ).toBeGreaterThanOrEqual(4.5);
    expect(
      contrastRatio(teal.palette.primary.contrastText, teal.palette.primary.main),
    ).toBeGreaterThanOrEqual(4.5);
    // A dark enough colour is used as it is.
    expect(themeFor('7B1FA2', 'FFFFFF', false).palette.primary.main).toBe('#7B1FA2');
  });

  it('keeps dark text on a light brand, and white text on its darkened ink', () => {
    const yellow = themeFor('FFEB3B', '212121', false);
    expect(yellow.palette.brand.contrastText).toBe('#212121');
    expect(
      contrastRatio(yellow.palette.primary.contrastText, yellow.palette.primary.main),
    ).toBeGreaterThanOrEqual(4.5);
  });
});
