// The card terms' form (issue 25 item 2): what customers accumulate (E, P, EP), the cashback
// rate, a point's value, the welcome and refer-a-friend rewards and how long a credit lasts; the
// worked example under the fields follows what is typed. A save that changes anything asks first
// (a change applies only to later movements) and sends one keyed PUT; the server's refusal of a
// field shows on that field.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { CASH_BACK_TYPES, type CardTermsView, type CashBackType } from '@tessera/domain';
import { useRef } from 'react';
import { Controller } from 'react-hook-form';
import { FormTextField } from '../../../../components/FormTextField.tsx';
import { useConfirm } from '../../../../components/useConfirm.tsx';
import { SERVER, useZodForm } from '../../../../lib/forms.ts';
import { HttpError } from '../../../../lib/http.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { notify } from '../../../../lib/notify.ts';
import { useSaveCardTerms } from '../api/save-card-terms.ts';
import { changeLines, fieldsNamedIn, formOf, KINDS, termsSchema } from '../cardTermsForm.ts';
import { WorkedExample } from './WorkedExample.tsx';

type NumberField = keyof typeof KINDS;

const UNIT = { percent: '%', euros: '€', points: null } as const;

/** Mounted with the terms as saved; after a save it starts again from the server's answer. */
export function CardTermsForm({ terms }: { terms: CardTermsView }) {
  const { t } = useTranslation();
  const save = useSaveCardTerms();
  const [confirm, confirmDialog] = useConfirm();
  /** One key per body sent: a retry of the same terms after a lost answer is saved once. */
  const key = useRef<{ body: string; key: string } | null>(null);
  const form = useZodForm(termsSchema, { defaultValues: formOf(terms) });
  const { control } = form;
  const expires = form.watch('expires');

  const submit = form.handleSubmit(async (body) => {
    if (save.isPending) return;
    const lines = changeLines(t, terms, body);
    if (lines.length === 0) {
      notify.success(t('cardTerms.unchanged'));
      return;
    }
    const yes = await confirm({
      title: t('cardTerms.confirm.title'),
      message: t('cardTerms.confirm.message', { changes: lines.join('; ') }),
      cancelLabel: t('cardTerms.confirm.cancel'),
      confirmLabel: t('cardTerms.confirm.confirm'),
    });
    if (!yes) return;
    const sent = JSON.stringify(body);
    if (key.current?.body !== sent) key.current = { body: sent, key: crypto.randomUUID() };
    save.mutate(
      { body, idempotencyKey: key.current.key },
      {
        onSuccess: (saved) => {
          key.current = null;
          form.reset(formOf(saved));
          notify.success(t('cardTerms.saved'));
        },
        onError: (error) => {
          const text = (error instanceof HttpError && error.message) || t('cardTerms.failed');
          const named =
            error instanceof HttpError && error.status === 400
              ? fieldsNamedIn(text).filter(
                  (f) => f !== 'cashBackExpiration' || form.getValues('expires'),
                )
              : [];
          if (named.length === 0) notify.error(text);
          named.forEach((field, i) => {
            form.setError(field, { type: SERVER, message: text }, { shouldFocus: i === 0 });
          });
        },
      },
    );
  });

  const numberField = (name: NumberField) => {
    const unit = UNIT[KINDS[name]];
    return (
      <FormTextField
        control={control}
        name={name}
        id={`card-terms-${name}`}
        label={t(`cardTerms.terms.${name}`)}
        helperText={
          name === 'valueBasisPoints' || name === 'pointValue'
            ? t(`cardTerms.help.${name}`)
            : undefined
        }
        required
        fullWidth
        slotProps={{
          htmlInput: { inputMode: KINDS[name] === 'points' ? 'numeric' : 'decimal' },
          input: unit
            ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> }
            : undefined,
        }}
      />
    );
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={3}>
        <Controller
          control={control}
          name="cashBackType"
          render={({ field }) => (
            <FormControl component="fieldset">
              <FormLabel component="legend">{t('cardTerms.types.legend')}</FormLabel>
              <RadioGroup
                name={field.name}
                value={field.value}
                onChange={(_, v) => field.onChange(v as CashBackType)}
              >
                {CASH_BACK_TYPES.map((type) => (
                  <Box key={type} sx={{ py: 0.5 }}>
                    <FormControlLabel
                      value={type}
                      label={t(`cardTerms.types.${type}.label`)}
                      control={
                        <Radio
                          slotProps={{
                            input: { 'aria-describedby': `card-terms-type-${type}` },
                          }}
                        />
                      }
                    />
                    <FormHelperText id={`card-terms-type-${type}`} sx={{ mt: 0, ml: 4 }}>
                      {t(`cardTerms.types.${type}.description`)}
                    </FormHelperText>
                  </Box>
                ))}
              </RadioGroup>
            </FormControl>
          )}
        />
        <Stack spacing={2}>
          {numberField('valueBasisPoints')}
          {numberField('pointValue')}
        </Stack>
        <Stack spacing={2} component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
          <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, p: 0 }}>
            {t('cardTerms.rewardsTitle')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('cardTerms.help.rewards')}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            {numberField('welcome')}
            {numberField('welcomePoints')}
            {numberField('referral')}
            {numberField('referralPoints')}
          </Box>
        </Stack>
        <Stack spacing={1} component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
          <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, p: 0 }}>
            {t('cardTerms.expiryTitle')}
          </Typography>
          <Controller
            control={control}
            name="expires"
            render={({ field }) => (
              <FormControlLabel
                label={t('cardTerms.help.expires')}
                control={
                  <Switch
                    checked={field.value}
                    onChange={(e) => field.onChange(e.target.checked)}
                    slotProps={{ input: { 'aria-describedby': 'card-terms-expires-note' } }}
                  />
                }
              />
            )}
          />
          <FormHelperText id="card-terms-expires-note" sx={{ mt: 0 }}>
            {t('cardTerms.help.expiresNote')}
          </FormHelperText>
          {expires && (
            <FormTextField
              control={control}
              name="cashBackExpiration"
              id="card-terms-days"
              label={t('cardTerms.help.days')}
              required
              fullWidth
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          )}
        </Stack>
        <WorkedExample control={control} />
        <Box>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t('cardTerms.save')}
          </Button>
        </Box>
      </Stack>
      {confirmDialog}
    </Box>
  );
}
