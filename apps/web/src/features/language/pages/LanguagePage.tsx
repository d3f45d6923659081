import Check from '@mui/icons-material/Check';
import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { LANGUAGE_CODES, type LanguageCode } from '@tessera/domain';
import { useLanguage } from '../../../app/useLanguage.ts';
import { flagOf, LANGUAGE_NAMES } from '../../../components/LanguagePicker.tsx';
import { usePageTitle } from '../../../components/TopBar.tsx';
import { useUpdateProfile } from '../../../lib/api/update-profile.ts';
import { translate, useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';

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
          <ListItemButton
            key={code}
            selected={code === lang}
            lang={code === 'gb' ? 'en' : code}
            onClick={() => choose(code)}
            disabled={save.isPending}
            sx={{ borderRadius: 2, minHeight: 56 }}
          >
            <ListItemAvatar>
              <Avatar sx={{ bgcolor: 'transparent', fontSize: '1.6rem' }} aria-hidden>
                {flagOf(code)}
              </Avatar>
            </ListItemAvatar>
            <ListItemText primary={LANGUAGE_NAMES[code]} />
            {code === lang && <Check color="primary" aria-hidden />}
          </ListItemButton>
        ))}
      </List>
    </>
  );
}
