import { createTheme, darken } from '@mui/material/styles';
import { MAX_DIALOG_WIDTH, PAGE_BACKGROUND, readableOn, textOn } from '@tessera/domain';
import '../lib/brand.ts';

const hex = (value: string | undefined, fallback: string) => {
  const v = (value ?? '').replace(/^#/, '');
  return /^[0-9a-f]{6}$/i.test(v) ? `#${v}` : fallback;
};

// One type scale for every screen (the system's own font: no web font to download), steps of
// about 1.2 from a 16 px body: h1 48, h2 36, h3 30, h4 24 (a screen's or a card's title), h5 20
// (a message: error, empty state; the home greeting), h6 18 (the top bar, a section's title),
// subtitle1 16 semi-bold (a label; the top bar on phones), body1 16, body2 and subtitle2 14,
// caption 12. Screens use these variants, never a size of their own.
const heading = (rem: number, fontWeight = 700) => ({
  fontSize: `${rem}rem`,
  fontWeight,
  lineHeight: 1.25,
  letterSpacing: 0,
});
const typography = {
  fontFamily:
    '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  h1: heading(3),
  h2: heading(2.25),
  h3: heading(1.875),
  h4: heading(1.5),
  h5: heading(1.25, 600),
  h6: heading(1.125, 600),
  subtitle1: { fontSize: '1rem', fontWeight: 600, lineHeight: 1.5 },
  button: { fontSize: '0.9375rem', fontWeight: 600, textTransform: 'none' as const },
};

/** Whether the device asks for less motion (an accessibility setting of the system). */
const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);

/**
 * No motion for a device that asks for less (WCAG 2.3.3): dialogs, drawers and menus appear and
 * go at once, and no ripple follows a tap.
 */
const still = {
  transitions: {
    create: () => 'none',
    duration: {
      shortest: 0,
      shorter: 0,
      short: 0,
      standard: 0,
      complex: 0,
      enteringScreen: 0,
      leavingScreen: 0,
    },
  },
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
};

/**
 * The app themed with the activity's colours (color, colorText; 'FFFFFF' is white text): `brand`
 * as chosen for its surfaces, `primary` the same colour readable on the page.
 * Spacing rhythm (theme.spacing, MUI's 8 px): 1 between a title and its text, 2 between the
 * items of a screen and inside a card (the page's own margin), 3 between a screen's blocks (the
 * home's) and around an empty state.
 */
export function themeFor(
  color?: string,
  colorText?: string,
  reduceMotion = prefersReducedMotion(),
) {
  const brand = hex(color, '#37474F');
  const brandText = hex(colorText, '#FFFFFF');
  // Text and controls on the page take the colour darkened until it reads (issue 25: a teal
  // brand's links were 4.19:1); its surfaces keep it as chosen (`brand`).
  const ink = readableOn(brand, PAGE_BACKGROUND);
  return createTheme({
    ...(reduceMotion && { transitions: still.transitions }),
    typography,
    palette: {
      primary: { main: ink, contrastText: ink === brand ? brandText : textOn(ink) },
      brand: {
        main: brand,
        light: brand,
        dark: darken(brand, 0.3),
        contrastText: brandText,
      },
      secondary: { main: '#FFB300' },
      background: { default: PAGE_BACKGROUND },
    },
    shape: { borderRadius: 12 },
    components: {
      ...(reduceMotion && still.components),
      MuiButton: { styleOverrides: { root: { minHeight: 44 } } },
      MuiIconButton: { styleOverrides: { root: { minWidth: 44, minHeight: 44 } } },
      // Check boxes, radios and switches are 44 px tall too (MUI's are 42 and 38): a switch keeps
      // its look, its thumb's tap area grows by 3 px above and below.
      MuiCheckbox: { styleOverrides: { root: { padding: 10 } } },
      MuiRadio: { styleOverrides: { root: { padding: 10 } } },
      MuiSwitch: {
        styleOverrides: {
          sizeMedium: {
            height: 44,
            paddingTop: 15,
            paddingBottom: 15,
            '& .MuiSwitch-switchBase': { paddingTop: 12, paddingBottom: 12 },
          },
        },
      },
      // A text link is a target of at least 24 px in height (WCAG 2.5.8), in a line or alone.
      MuiLink: {
        styleOverrides: { root: { display: 'inline-block', minHeight: 24, lineHeight: '24px' } },
      },
      // SPEC §2: no dialog is wider than 550 px.
      MuiDialog: { styleOverrides: { paper: { maxWidth: MAX_DIALOG_WIDTH } } },
    },
  });
}
