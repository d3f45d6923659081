// MUI's ThemeProvider without its CSS-variables branch. @mui/material's ThemeProvider picks at run
// time between the plain provider and CssVarsProvider (colour schemes, CSS variables, storage of
// the mode), so both are in the first bundle: some 3 KB gzip that /login's budget cannot spare.
// The app's themes (theme.ts, createTheme without `cssVariables` or `colorSchemes`) always take
// the plain branch, which is this: the system provider with `vars: null`, as
// @mui/material/styles/ThemeProviderNoVars does. A theme with colour schemes needs MUI's own.
import type { Theme } from '@mui/material/styles';
import { ThemeProvider as SystemThemeProvider } from '@mui/system';
import { type ReactNode, useMemo } from 'react';

export function ThemeProvider({ theme, children }: { theme: Theme; children: ReactNode }) {
  // Not a CSS-variables theme: nothing of an upper one is inherited.
  const plain = useMemo(() => ({ ...theme, vars: null }), [theme]);
  return <SystemThemeProvider theme={plain}>{children}</SystemThemeProvider>;
}
