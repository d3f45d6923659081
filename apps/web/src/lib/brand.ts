// The activity's colours exactly as chosen (issue 25), beside `primary`, the same colour
// readable as text on the page (app/theme.ts): its bars, its card and the sign-in's background
// take `brand`.
import type { Theme } from '@mui/material/styles';

declare module '@mui/material/styles' {
  interface Palette {
    brand: Palette['primary'];
  }
  interface PaletteOptions {
    brand?: PaletteOptions['primary'];
  }
}

/** The activity's colours as chosen; a theme not made by themeFor (a bare test) has its primary. */
export const brandOf = (theme: Theme) =>
  (theme.palette as Partial<Theme['palette']>).brand ?? theme.palette.primary;
