// SPEC §3's allergens or typologies as checkboxes with their names in the admin's language (a
// shop selling food to take away lists them); a code an old item or entry holds outside the list
// shows ticked as "not handled" until it is unticked. The menu and the shop pass their own texts.
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n.ts';

export interface CodeChecksProps {
  id: string;
  legend: string;
  codes: readonly string[];
  nameOf(code: string): string;
  value: string[];
  onChange(value: string[]): void;
  error?: string | undefined;
  /** Whose texts: the menu's or the shop's. */
  texts: 'menuAdmin' | 'catalogueAdmin';
}

export function CodeChecks(p: CodeChecksProps) {
  const { t } = useTranslation();
  const menu = p.texts === 'menuAdmin';
  const unknown = p.value.filter((c) => !p.codes.includes(c));
  const toggle = (code: string, on: boolean) =>
    p.onChange(on ? [...p.value, code] : p.value.filter((c) => c !== code));
  const errorId = `${p.id}-error`;
  const box = (code: string, label: string) => (
    <FormControlLabel
      key={code}
      label={label}
      sx={{ minHeight: 48, mr: 0 }}
      control={
        <Checkbox
          checked={p.value.includes(code)}
          onChange={(_, on) => toggle(code, on)}
          slotProps={{ input: { 'aria-describedby': p.error ? errorId : undefined } }}
        />
      }
    />
  );
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography
        component="legend"
        variant={menu ? 'subtitle1' : 'subtitle2'}
        sx={menu ? { fontWeight: 600, p: 0 } : { p: 0 }}
      >
        {p.legend}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
          columnGap: 1,
        }}
      >
        {unknown.map((code) =>
          box(
            code,
            menu
              ? t('menuAdmin.entries.unknownCode', { code })
              : t('catalogueAdmin.items.unknownCode', { code }),
          ),
        )}
        {p.codes.map((code) => box(code, p.nameOf(code)))}
      </Box>
      {p.error && (
        <FormHelperText id={errorId} error>
          {p.error}
        </FormHelperText>
      )}
    </Box>
  );
}
