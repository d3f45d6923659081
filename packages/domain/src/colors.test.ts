import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BADGE_CONTRAST,
  badgeColors,
  contrastRatio,
  PAGE_BACKGROUND,
  readableOn,
  TEXT_CONTRAST,
} from './colors.ts';

const hexColor = fc
  .integer({ min: 0, max: 0xffffff })
  .map((n) => `#${n.toString(16).padStart(6, '0').toUpperCase()}`);

describe('contrast', () => {
  it('is WCAG’s ratio', () => {
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21);
    expect(contrastRatio('FFFFFF', 'FFFFFF')).toBe(1);
    // The red badge on Da Rita's red bar (issue 15): next to invisible.
    expect(contrastRatio('#D32F2F', '#C62828')).toBeLessThan(1.2);
  });
});

describe('a badge on a bar', () => {
  it('stands out from any bar colour, and its text reads on it', () => {
    fc.assert(
      fc.property(hexColor, (bar) => {
        const { background, color } = badgeColors(bar);
        expect(contrastRatio(background, bar)).toBeGreaterThanOrEqual(BADGE_CONTRAST);
        expect(contrastRatio(color, background)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      }),
      { numRuns: 5000 },
    );
  });

  it("on Da Rita's red: white with the red number; on a light bar: dark", () => {
    expect(badgeColors('#C62828')).toEqual({ background: '#FFFFFF', color: '#C62828' });
    expect(badgeColors('c62828')).toEqual({ background: '#FFFFFF', color: '#C62828' });
    expect(badgeColors('#FFEB3B').background).toBe('#212121');
  });
});

describe('the activity colour as text on the page', () => {
  it('stays as chosen when it reads well, and is darkened just enough when it does not', () => {
    expect(readableOn('#7B1FA2')).toBe('#7B1FA2');
    const teal = readableOn('#00838F');
    expect(teal).not.toBe('#00838F');
    expect(contrastRatio(teal, PAGE_BACKGROUND)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it('reads 4.5:1 on the page for any colour', () => {
    fc.assert(
      fc.property(hexColor, (color) => {
        expect(contrastRatio(readableOn(color), PAGE_BACKGROUND)).toBeGreaterThanOrEqual(
          TEXT_CONTRAST,
        );
      }),
    );
  });
});
