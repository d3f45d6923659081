import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ActivityPrivacy, Consents } from '@tessera/domain';
import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { usePageTitle } from '../../../components/TopBar.tsx';
import { useCurrentActivity } from '../../../lib/activity.ts';
import { useActivityPrivacies } from '../../../lib/api/activity-privacies.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { useUserPrivacy } from '../api/get-user-privacy.ts';
import { useSavePrivacy } from '../api/save-privacy.ts';
import { privacyReturnTo } from '../privacyCheck.ts';

const KINDS = ['informativaPrivacy', 'informativaPointB', 'informativaPointC'] as const;
type Kind = (typeof KINDS)[number];

/**
 * Nothing ticked for the customer: marketing (B) and profiling (C) are consents only when given
 * (GDPR; CJEU C-673/17 Planet49), a departure from SPEC §3's default (docs/decisions/0017).
 */
const DEFAULTS: Consents = {
  informativaPrivacy: false,
  informativaPointB: false,
  informativaPointC: false,
};

/**
 * The activity's privacy texts and the customer's three consents (SPEC §3, §4). Accepting the
 * informative privacy takes the customer on to where the privacy check stopped them, or home.
 */
export default function PrivacyPage() {
  const { t, lang } = useTranslation();
  usePageTitle(t('privacy.title'));
  const activity = useCurrentActivity()?.activity;
  const texts = useActivityPrivacies(useSession().activityId, lang).data ?? [];
  const stored = useUserPrivacy();
  const save = useSavePrivacy();
  const navigate = useNavigate();
  const { state } = useLocation();
  const { to } = useLanguage();
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
  const isRequired = (kind: Kind) =>
    kind === 'informativaPrivacy' || Boolean(textOf(kind)?.required);
  /** Set by a save attempt: the required consents still unchecked show their error. */
  const [tried, setTried] = useState(false);
  const missing = KINDS.filter((kind) => isRequired(kind) && !value[kind]);
  const boxes = useRef<Partial<Record<Kind, HTMLInputElement | null>>>({});

  // A required consent left unchecked is not saved: the customer would stay blocked (SPEC §4).
  const submit = () => {
    const [first] = missing;
    if (first) {
      setTried(true);
      boxes.current[first]?.focus();
      return;
    }
    const accepting = !saved?.informativaPrivacy;
    save.mutate(value, {
      onSuccess: () => {
        setDraft(null);
        setTried(false);
        notify.success(t('privacy.saved'));
        if (accepting) navigate(privacyReturnTo(state, to('/')), { replace: true });
      },
    });
  };

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
        const required = isRequired(kind);
        const error = tried && missing.includes(kind);
        const helpId = `privacy-${kind}-help`;
        const title = text?.title || t(`privacy.kinds.${kind}`);
        return (
          <Paper key={kind} variant="outlined" component="section" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2">
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
            <FormControl error={error} sx={{ display: 'flex', mt: 1 }}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={value[kind]}
                    disabled={!ready}
                    onChange={(e) => setDraft({ ...value, [kind]: e.target.checked })}
                    slotProps={{
                      input: {
                        ref: (el: HTMLInputElement | null) => {
                          boxes.current[kind] = el;
                        },
                        'aria-invalid': error || undefined,
                        'aria-describedby': required ? helpId : undefined,
                      },
                    }}
                  />
                }
                label={
                  kind === 'informativaPrivacy'
                    ? t('privacy.accept.informativaPrivacy')
                    : t('privacy.accept.consent', { title })
                }
              />
              {required && (
                <FormHelperText id={helpId} role={error ? 'alert' : undefined} sx={{ mx: 0 }}>
                  {error ? t('privacy.acceptToSave') : t('privacy.requiredHint')}
                </FormHelperText>
              )}
            </FormControl>
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
