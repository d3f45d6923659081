import ChevronRight from '@mui/icons-material/ChevronRight';
import Email from '@mui/icons-material/Email';
import Lock from '@mui/icons-material/Lock';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { EmailText } from '../../../components/EmailText.tsx';
import { Flag } from '../../../components/Flag.tsx';
import { LANGUAGE_NAMES } from '../../../components/LanguagePicker.tsx';
import { usePageTitle } from '../../../components/TopBar.tsx';
import { useProfile } from '../../../lib/api/profile.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { AddressesSection } from '../components/AddressesSection.tsx';
import { ChangePasswordDialog } from '../components/ChangePasswordDialog.tsx';
import { EmailChangeDialog } from '../components/EmailChangeDialog.tsx';
import { ProfileDetails } from '../components/ProfileDetails.tsx';

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2 }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The signed-in customer's profile, login e-mail, password, addresses and language (SPEC §3, §5). */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { lang, to } = useLanguage();
  usePageTitle(t('profile.title'));
  const profile = useProfile().data;
  const [changingPassword, setChangingPassword] = useState(false);
  const [changingEmail, setChangingEmail] = useState(false);

  return (
    <Stack spacing={2}>
      <Section title={t('profile.details')} id="profile-details">
        {profile ? <ProfileDetails key={profile.id} profile={profile} /> : null}
      </Section>
      <Section title={t('profile.email.title')} id="profile-email">
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography>{profile ? <EmailText email={profile.username} /> : '…'}</Typography>
          <Button
            variant="outlined"
            startIcon={<Email />}
            onClick={() => setChangingEmail(true)}
            disabled={!profile}
          >
            {t('profile.email.open')}
          </Button>
        </Stack>
      </Section>
      <Section title={t('profile.password.title')} id="profile-password">
        <Button variant="outlined" startIcon={<Lock />} onClick={() => setChangingPassword(true)}>
          {t('profile.password.open')}
        </Button>
      </Section>
      <Section title={t('profile.addresses.title')} id="profile-addresses">
        <AddressesSection />
      </Section>
      <Section title={t('language.title')} id="profile-language">
        <Button
          component={Link}
          to={to('/language')}
          variant="outlined"
          startIcon={<Flag code={lang} />}
          endIcon={<ChevronRight />}
          sx={{ justifyContent: 'space-between' }}
        >
          {LANGUAGE_NAMES[lang]}
        </Button>
      </Section>
      {profile && (
        <EmailChangeDialog
          open={changingEmail}
          current={profile.username}
          onClose={() => setChangingEmail(false)}
        />
      )}
      <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
    </Stack>
  );
}
