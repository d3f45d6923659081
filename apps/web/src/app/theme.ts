import { createTheme } from '@mui/material/styles';
import { MAX_DIALOG_WIDTH } from '@tessera/domain';

const hex = (value: string | undefined, fallback: string) => {
  const v = (value ?? '').replace(/^#/, '');
  return /^[0-9a-f]{6}$/i.test(v) ? `#${v}` : fallback;
};

/** The app themed with the activity's colours (color, colorText; 'FFFFFF' is white text). */
export function themeFor(color?: string, colorText?: string) {
  return createTheme({
    palette: {
      primary: { main: hex(color, '#37474F'), contrastText: hex(colorText, '#FFFFFF') },
      secondary: { main: '#FFB300' },
      background: { default: '#F6F6F8' },
    },
    shape: { borderRadius: 12 },
    components: {
      MuiButton: { styleOverrides: { root: { minHeight: 44, textTransform: 'none' } } },
      MuiIconButton: { styleOverrides: { root: { minWidth: 44, minHeight: 44 } } },
      // SPEC §2: no dialog is wider than 550 px.
      MuiDialog: { styleOverrides: { paper: { maxWidth: MAX_DIALOG_WIDTH } } },
    },
  });
}
