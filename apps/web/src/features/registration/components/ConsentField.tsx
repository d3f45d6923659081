import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import type { ActivityPrivacy } from '@tessera/domain';
import { useTranslation } from '../../../lib/i18n.ts';

/** One consent of SPEC §3: the activity's text to read, and the checkbox. */
export function ConsentField({
  kind,
  privacy,
  required,
  checked,
  error,
  onChange,
}: {
  kind: ActivityPrivacy['kind'];
  privacy: ActivityPrivacy | undefined;
  required: boolean;
  checked: boolean;
  /** The error's text. */
  error?: string | undefined;
  onChange(checked: boolean): void;
}) {
  const { t } = useTranslation();
  const label = `${privacy?.title || t(`registration.consent.${kind}`)}${required ? ' *' : ''}`;
  return (
    <FormControl error={!!error} fullWidth>
      <FormControlLabel
        control={
          <Checkbox
            id={`registration-${kind}`}
            checked={checked}
            onChange={(e) => onChange(e.target.checked)}
          />
        }
        label={label}
      />
      {privacy?.text && (
        <Box component="details" sx={{ ml: 4, mb: 1 }}>
          <Box component="summary" sx={{ cursor: 'pointer', color: 'primary.main', py: 0.5 }}>
            {t('registration.consent.read')}
          </Box>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ whiteSpace: 'pre-line', maxHeight: 200, overflow: 'auto', mt: 1 }}
          >
            {privacy.text}
          </Typography>
        </Box>
      )}
      {error && <FormHelperText sx={{ ml: 4 }}>{error}</FormHelperText>}
    </FormControl>
  );
}
