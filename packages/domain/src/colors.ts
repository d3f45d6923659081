// Colours by WCAG 2 (relative luminance, contrast ratio), and the colours of a badge drawn on an
// activity's colour (issue 15: the red unread count vanished on Da Rita's red top bar).

const HEX = /^#?([0-9a-f]{6})$/i;

/** "#C62828" or "C62828" to [r, g, b]; anything else is black. */
export function rgbOf(hex: string): [number, number, number] {
  const n = Number.parseInt(HEX.exec(hex)?.[1] ?? '000000', 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Relative luminance (WCAG), 0 to 1. */
export function luminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** The contrast ratio of two colours (hex), 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [luminance(rgbOf(a)), luminance(rgbOf(b))];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

const WHITE = '#FFFFFF';
const DARK = '#212121';

/** What a badge needs: 3:1 against what it sits on (WCAG 1.4.11), 4.5:1 for its text (1.4.3). */
export const BADGE_CONTRAST = 3;
export const TEXT_CONTRAST = 4.5;

/**
 * A badge on a bar of colour `bar`: white or near-black, whichever stands out more (one of them
 * is always above 4:1); its text in the bar's own colour when that reads well enough on it, else
 * the other of the two.
 */
export function badgeColors(bar: string): { background: string; color: string } {
  const barHex = `#${(HEX.exec(bar)?.[1] ?? '000000').toUpperCase()}`;
  const light = contrastRatio(WHITE, barHex) >= contrastRatio(DARK, barHex);
  const background = light ? WHITE : DARK;
  const color = contrastRatio(barHex, background) >= TEXT_CONTRAST ? barHex : light ? DARK : WHITE;
  return { background, color };
}

/** The page's background (the web theme's `background.default`). */
export const PAGE_BACKGROUND = '#F6F6F8';

/** White or near-black: whichever stands out more from `background`. */
export const textOn = (background: string) =>
  contrastRatio(WHITE, background) >= contrastRatio(DARK, background) ? WHITE : DARK;

/**
 * The activity's colour as text and controls on the page (links, text buttons, tabs): itself when
 * it reads 4.5:1 on `background`, else darkened step by step until it does (a teal or an orange
 * brand stays recognisable; its bars keep the colour as chosen).
 */
export function readableOn(color: string, background = PAGE_BACKGROUND): string {
  const [r, g, b] = rgbOf(color);
  for (let k = 0; k <= 20; k++) {
    const f = 1 - k * 0.05;
    const mixed = [r, g, b].map((c) => Math.round(c * f));
    const hex = `#${mixed
      .map((c) => c.toString(16).padStart(2, '0'))
      .join('')
      .toUpperCase()}`;
    if (contrastRatio(hex, background) >= TEXT_CONTRAST) return hex;
  }
  return DARK;
}
