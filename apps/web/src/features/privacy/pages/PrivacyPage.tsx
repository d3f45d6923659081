import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ActivityPrivacy, Consents } from '@tessera/domain';
import { useState } from 'react';
import { usePageTitle } from '../../../components/TopBar.tsx';
import { useCurrentActivity } from '../../../lib/activity.ts';
import { useActivityPrivacies } from '../../../lib/api/activity-privacies.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';
import { useUserPrivacy } from '../api/get-user-privacy.ts';
import { useSavePrivacy } from '../api/save-privacy.ts';

const KINDS = ['informativaPrivacy', 'informativaPointB', 'informativaPointC'] as const;
type Kind = (typeof KINDS)[number];

/** SPEC §3 defaults: points B and C are on until the customer turns them off. */
const DEFAULTS: Consents = {
  informativaPrivacy: false,
  informativaPointB: true,
  informativaPointC: true,
};

/** The activity's privacy texts and the customer's three consents (SPEC §3, §4). */
export default function PrivacyPage() {
  const { t, lang } = useTranslation();
  usePageTitle(t('privacy.title'));
  const activity = useCurrentActivity()?.activity;
  const texts = useActivityPrivacies(useSession().activityId, lang).data ?? [];
  const stored = useUserPrivacy();
  const save = useSavePrivacy();
  const [draft, setDraft] = useState<Consents | null>(null);
  const saved: Consents | undefined = stored.data && {
    informativaPrivacy: stored.data.informativaPrivacy,
    informativaPointB: stored.data.informativaPointB,
    informativaPointC: stored.data.informativaPointC,
  };
  const value = draft ?? saved ?? DEFAULTS;
  // A customer without stored consents still gets the form, with the defaults.
  const ready = !stored.isPending;
  const textOf = (kind: Kind): ActivityPrivacy | undefined => texts.find((p) => p.kind === kind);

  const submit = () =>
    save.mutate(value, {
      onSuccess: () => {
        setDraft(null);
        notify.success(t('privacy.saved'));
      },
    });

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        {t('privacy.intro', { activity: activity?.name ?? '' })}
      </Typography>
      {ready && !value.informativaPrivacy && (
        <Alert severity="warning">{t('privacy.required')}</Alert>
      )}
      {KINDS.map((kind) => {
        const text = textOf(kind);
        const required = kind === 'informativaPrivacy' || Boolean(text?.required);
        const title = text?.title || t(`privacy.kinds.${kind}`);
        return (
          <Paper key={kind} variant="outlined" component="section" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
              {title}
            </Typography>
            {text?.text && (
              <Box
                sx={{
                  mt: 1,
                  maxHeight: 240,
                  overflowY: 'auto',
                  whiteSpace: 'pre-line',
                  color: 'text.secondary',
                  typography: 'body2',
                }}
              >
                {text.text}
              </Box>
            )}
            <FormControlLabel
              sx={{ mt: 1 }}
              control={
                <Checkbox
                  checked={value[kind]}
                  disabled={!ready}
                  onChange={(e) => setDraft({ ...value, [kind]: e.target.checked })}
                />
              }
              label={
                kind === 'informativaPrivacy'
                  ? t('privacy.accept.informativaPrivacy')
                  : t('privacy.accept.consent', { title })
              }
            />
            {required && (
              <Typography variant="caption" component="p" color="text.secondary">
                {t('privacy.requiredHint')}
              </Typography>
            )}
          </Paper>
        );
      })}
      <Box>
        <Button
          variant="contained"
          size="large"
          onClick={submit}
          disabled={!ready || save.isPending}
        >
          {t('privacy.save')}
        </Button>
      </Box>
    </Stack>
  );
}
