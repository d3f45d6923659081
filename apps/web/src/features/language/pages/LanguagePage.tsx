import Check from '@mui/icons-material/Check';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { LANGUAGE_CODES, type LanguageCode } from '@tessera/domain';
import { Flag } from '../../../components/Flag.tsx';
import { LANGUAGE_NAMES } from '../../../components/LanguagePicker.tsx';
import { usePageTitle } from '../../../components/TopBar.tsx';
import { useUpdateProfile } from '../../../lib/api/update-profile.ts';
import { translate, useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';

/**
 * The five languages (SPEC §4 Language): choosing one applies it to texts, dates and the
 * route prefix, and stores it with the customer.
 */
export default function LanguagePage() {
  const { t } = useTranslation();
  const { lang, change } = useLanguage();
  usePageTitle(t('language.title'));
  const save = useUpdateProfile();

  // Stored first, then applied: the route change remounts this screen, and the snackbar
  // speaks the new language.
  const choose = async (code: LanguageCode) => {
    try {
      await save.mutateAsync({ language: code });
    } catch {
      return; // the http client showed the server's message
    }
    if (code !== lang) await change(code);
    notify.success(translate(code, 'language.saved'));
  };

  return (
    <>
      <Typography color="text.secondary">{t('language.choose')}</Typography>
      <List aria-label={t('language.title')}>
        {LANGUAGE_CODES.map((code) => (
          // A list holds list items: the button goes inside one (axe: list).
          <ListItem key={code} disablePadding>
            <ListItemButton
              selected={code === lang}
              aria-current={code === lang ? 'true' : undefined}
              lang={code === 'gb' ? 'en' : code}
              onClick={() => choose(code)}
              disabled={save.isPending}
              sx={{ borderRadius: 2, minHeight: 56 }}
            >
              <ListItemAvatar>
                <Flag code={code} height={24} />
              </ListItemAvatar>
              <ListItemText primary={LANGUAGE_NAMES[code]} />
              {code === lang && <Check color="primary" aria-hidden />}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </>
  );
}
