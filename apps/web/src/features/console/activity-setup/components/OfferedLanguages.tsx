// The languages the activity offers, ticked or unticked one at a time and saved at once (not with
// the form's save): at least one stays, so the last one ticked cannot be unticked.
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { isLanguageCode, LANGUAGE_CODES, type LanguageCode } from '@tessera/domain';
import { useActivityLanguages } from '../../../../lib/api/activity-languages.ts';
import { HttpError } from '../../../../lib/http.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { notify } from '../../../../lib/notify.ts';
import { useSaveLanguages } from '../api/save-languages.ts';

export function OfferedLanguages() {
  const { t } = useTranslation();
  const offered = useActivityLanguages(true);
  const save = useSaveLanguages();
  const codes = (offered.data?.rows ?? []).map((l) => l.language.code).filter(isLanguageCode);
  const toggle = (code: LanguageCode, on: boolean) => {
    const next = LANGUAGE_CODES.filter((c) => (c === code ? on : codes.includes(c)));
    save.mutate(next, {
      onSuccess: () => notify.success(t('activitySetup.languages.offeredSaved')),
      onError: (e) =>
        notify.error((e instanceof HttpError && e.message) || t('activitySetup.failed')),
    });
  };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <FormLabel component="legend">{t('activitySetup.languages.offered')}</FormLabel>
      <FormHelperText sx={{ mt: 0 }}>{t('activitySetup.languages.offeredHelp')}</FormHelperText>
      <FormGroup row>
        {LANGUAGE_CODES.map((code) => {
          const on = codes.includes(code);
          return (
            <FormControlLabel
              key={code}
              control={
                <Checkbox
                  checked={on}
                  disabled={!offered.data || save.isPending || (on && codes.length === 1)}
                  onChange={(_, checked) => toggle(code, checked)}
                />
              }
              label={t(`activitySetup.languages.names.${code}`)}
              sx={{ minHeight: 48 }}
            />
          );
        })}
      </FormGroup>
    </Box>
  );
}
