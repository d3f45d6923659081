// Onboarding a business (issue 25): its name and address, its colours (the text must stand out,
// 4.5:1, as the server checks), time zone, languages, kind of shop and booking, and its first
// admin. One key per opened form, so a retry after a lost answer opens nothing twice.
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  BOOKING_TYPES,
  contrastRatio,
  LANGUAGE_CODES,
  type LanguageCode,
  onboardingBody,
  SHOP_TYPES,
  TEXT_CONTRAST,
} from '@tessera/domain';
import { useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { FormDialog } from '../../../../components/FormDialog.tsx';
import { FormTextField } from '../../../../components/FormTextField.tsx';
import { message, SERVER, useZodForm } from '../../../../lib/forms.ts';
import { HttpError } from '../../../../lib/http.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { localeOf } from '../../../../lib/language.ts';
import { notify } from '../../../../lib/notify.ts';
import { useLanguage } from '../../../../lib/useLanguage.ts';
import { useOnboard } from '../api/platform-activities.ts';

const TIME_ZONES = [
  'Europe/Rome',
  'Europe/Madrid',
  'Europe/Paris',
  'Europe/Berlin',
  'Europe/Vienna',
  'Europe/Zurich',
  'Europe/London',
];

/** The address from the name: lower case, accents dropped, words joined by dashes. */
export const permalinkOf = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);

const schema = onboardingBody.superRefine((b, ctx) => {
  // The domain's own refinements are worded for the API; the form says them in its language.
  if (contrastRatio(b.color, b.colorText) < TEXT_CONTRAST) {
    ctx.addIssue({ code: 'custom', path: ['colorText'], message: message('platform.lowContrast') });
  }
});

const hex = (value: string) => value.replace('#', '').toUpperCase();

export function OnboardingDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const onboard = useOnboard();
  const key = useRef(crypto.randomUUID());
  const [problem, setProblem] = useState<string | null>(null);
  const [permalinkTouched, setPermalinkTouched] = useState(false);
  const form = useZodForm(schema, {
    defaultValues: {
      name: '',
      permalink: '',
      color: '00838F',
      colorText: 'FFFFFF',
      timeZone: 'Europe/Rome',
      languages: ['it'],
      shopType: 'A',
      bookingType: 'N',
      admin: { email: '', name: '', surname: '' },
    },
  });
  const [name, color, colorText] = form.watch(['name', 'color', 'colorText']);
  const ratio = contrastRatio(color, colorText);

  const submit = form.handleSubmit(async (body) => {
    setProblem(null);
    try {
      const { admin } = await onboard.mutateAsync({ body, idempotencyKey: key.current });
      notify.success(
        t(admin === 'created' ? 'platform.createdNew' : 'platform.createdInvited', {
          name: body.name,
          email: body.admin.email,
        }),
      );
      onClose();
    } catch (err) {
      const text = err instanceof HttpError ? err.message : t('platform.failed');
      if (err instanceof HttpError && err.status === 409) {
        form.setError('permalink', { type: SERVER, message: text });
      } else setProblem(text);
    }
  });

  return (
    <FormDialog
      open
      id="onboarding-title"
      title={t('platform.newTitle')}
      onClose={onClose}
      onSubmit={submit}
      problem={problem}
      back={{ label: t('platform.cancel'), onClick: onClose }}
      submit={{ label: t('platform.create'), disabled: onboard.isPending }}
    >
      <FormTextField
        control={form.control}
        name="name"
        label={t('platform.activityName')}
        required
        onBlur={() => {
          if (!permalinkTouched) form.setValue('permalink', permalinkOf(name));
        }}
      />
      <FormTextField
        control={form.control}
        name="permalink"
        label={t('platform.permalink')}
        helperText={t('platform.permalinkHelp')}
        required
        onFocus={() => setPermalinkTouched(true)}
      />
      <Stack direction="row" spacing={2}>
        {(['color', 'colorText'] as const).map((field) => (
          <Controller
            key={field}
            control={form.control}
            name={field}
            render={({ field: f }) => (
              <TextField
                type="color"
                label={t(field === 'color' ? 'platform.color' : 'platform.colorText')}
                value={`#${f.value}`}
                onChange={(e) => f.onChange(hex(e.target.value))}
                sx={{ flex: 1 }}
              />
            )}
          />
        ))}
      </Stack>
      <Box
        data-testid="brand-preview"
        sx={{ p: 1.5, borderRadius: 1, bgcolor: `#${color}`, color: `#${colorText}` }}
      >
        <Typography>{name || t('platform.activityName')}</Typography>
      </Box>
      <FormHelperText
        error={ratio < TEXT_CONTRAST}
        role={ratio < TEXT_CONTRAST ? 'alert' : undefined}
      >
        {ratio < TEXT_CONTRAST
          ? t('platform.lowContrast')
          : t('platform.contrast', {
              ratio: new Intl.NumberFormat(localeOf(lang), { maximumFractionDigits: 1 }).format(
                ratio,
              ),
            })}
      </FormHelperText>
      <FormTextField control={form.control} name="timeZone" label={t('platform.timeZone')} select>
        {TIME_ZONES.map((z) => (
          <MenuItem key={z} value={z}>
            {z}
          </MenuItem>
        ))}
      </FormTextField>
      <Controller
        control={form.control}
        name="languages"
        render={({ field, fieldState }) => (
          <FormControl component="fieldset" error={Boolean(fieldState.error)}>
            <FormLabel component="legend">{t('platform.languages')}</FormLabel>
            <FormGroup row>
              {LANGUAGE_CODES.map((code: LanguageCode) => (
                <FormControlLabel
                  key={code}
                  label={t(`platform.language.${code}`)}
                  control={
                    <Checkbox
                      checked={field.value.includes(code)}
                      onChange={(_, on) =>
                        field.onChange(
                          on ? [...field.value, code] : field.value.filter((c) => c !== code),
                        )
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
            {fieldState.error && <FormHelperText>{t('platform.languagesRequired')}</FormHelperText>}
          </FormControl>
        )}
      />
      <FormTextField control={form.control} name="shopType" label={t('platform.shopType')} select>
        {SHOP_TYPES.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`platform.shopTypes.${s}`)}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        control={form.control}
        name="bookingType"
        label={t('platform.bookingType')}
        select
      >
        {BOOKING_TYPES.map((b) => (
          <MenuItem key={b} value={b}>
            {t(`platform.bookingTypes.${b}`)}
          </MenuItem>
        ))}
      </FormTextField>
      <Typography variant="subtitle2" component="h3">
        {t('platform.firstAdmin')}
      </Typography>
      <FormTextField
        control={form.control}
        name="admin.email"
        type="email"
        label={t('platform.adminEmail')}
        helperText={t('platform.adminEmailHelp')}
        required
      />
      <FormTextField
        control={form.control}
        name="admin.name"
        label={t('platform.adminName')}
        required
      />
      <FormTextField
        control={form.control}
        name="admin.surname"
        label={t('platform.adminSurname')}
      />
    </FormDialog>
  );
}
