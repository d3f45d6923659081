// The shop settings' form (issue 25 item 5): the minimum order and preparation time, the three
// shippings, the four payments with the bank details, a take-away shop's pick-up windows. The
// contract refuses on the field before anything is sent; a save sends one keyed PUT (a retry of
// the same body reuses its key); the server's refusal shows on its field, or by the save button.
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { isTakeAway, SHIPPING_TYPES, type ShopSettingsView } from '@tessera/domain';
import { useRef, useState } from 'react';
import { Controller, type FieldPath } from 'react-hook-form';
import { FormTextField } from '../../../../components/FormTextField.tsx';
import { useConfiguration } from '../../../../lib/api/configuration.ts';
import { errorText, SERVER, useZodForm } from '../../../../lib/forms.ts';
import { HttpError } from '../../../../lib/http.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { notify } from '../../../../lib/notify.ts';
import { SaveBar } from '../../components/SaveBar.tsx';
import { useSaveShopSettings } from '../api/save-shop-settings.ts';
import {
  bodyOf,
  type ShopSettingsForm as Form,
  fieldsNamedIn,
  formOf,
  settingsSchema,
} from '../shopSettingsForm.ts';
import { PaymentSwitches } from './PaymentSwitches.tsx';
import { PickUpWindows } from './PickUpWindows.tsx';
import { SettingsSection } from './SettingsSection.tsx';
import { ShippingFields } from './ShippingFields.tsx';

/** Mounted with the settings as saved; after a save it starts again from the server's answer. */
export function ShopSettingsForm({ settings }: { settings: ShopSettingsView }) {
  const { t } = useTranslation();
  const save = useSaveShopSettings();
  const takeAway = isTakeAway(useConfiguration().data?.shopType);
  const form = useZodForm(settingsSchema, { defaultValues: formOf(settings) });
  const { control } = form;
  const [problem, setProblem] = useState<string | null>(null);
  /** One key per body sent: a retry of the same settings after a lost answer is saved once. */
  const key = useRef<{ body: string; key: string } | null>(null);
  const saved = useRef(JSON.stringify(bodyOf(formOf(settings))));

  const submit = form.handleSubmit(
    (body) => {
      if (save.isPending) return;
      setProblem(null);
      const sent = JSON.stringify(body);
      if (sent === saved.current) {
        notify.success(t('shopSettings.unchanged'));
        return;
      }
      if (key.current?.body !== sent) key.current = { body: sent, key: crypto.randomUUID() };
      save.mutate(
        { body, idempotencyKey: key.current.key },
        {
          onSuccess: (answer) => {
            key.current = null;
            saved.current = JSON.stringify(bodyOf(formOf(answer)));
            form.reset(formOf(answer));
            notify.success(t('shopSettings.saved'));
          },
          onError: (error) => {
            const text = (error instanceof HttpError && error.message) || t('shopSettings.failed');
            const named =
              error instanceof HttpError && error.code === 'invalid_iban'
                ? ['bank.iban']
                : error instanceof HttpError && error.status === 400
                  ? fieldsNamedIn(text, form.getValues())
                  : [];
            named.forEach((field, i) => {
              form.setError(
                field as FieldPath<Form>,
                { type: SERVER, message: text },
                { shouldFocus: i === 0 },
              );
            });
            setProblem(named.length ? t('shopSettings.checks.fix') : text);
          },
        },
      );
    },
    () => setProblem(t('shopSettings.checks.fix')),
  );

  const windowError = (i: number) => {
    const e = form.formState.errors.closeTimes?.[i];
    return errorText(t, e?.endTime ?? e?.startTime ?? e?.day);
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2}>
        <SettingsSection id="shop-settings-order" title={t('shopSettings.order.title')}>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            <FormTextField
              control={control}
              name="shopTotalMinPrice"
              id="shop-min-total"
              label={t('shopSettings.order.minTotal')}
              helperText={t('shopSettings.order.minTotalHelp')}
              required
              fullWidth
              slotProps={{
                htmlInput: { inputMode: 'decimal' },
                input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
              }}
            />
            <FormTextField
              control={control}
              name="preparationMinutes"
              id="shop-preparation"
              label={t('shopSettings.order.preparation')}
              helperText={t('shopSettings.order.preparationHelp')}
              required
              fullWidth
              slotProps={{
                htmlInput: { inputMode: 'numeric' },
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      {t('shopSettings.order.minutes')}
                    </InputAdornment>
                  ),
                },
              }}
            />
          </Box>
        </SettingsSection>

        <SettingsSection
          id="shop-settings-shipping"
          title={t('shopSettings.shipping.title')}
          intro={t('shopSettings.shipping.intro')}
        >
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(3, minmax(0, 1fr))' },
            }}
          >
            {SHIPPING_TYPES.map((type, i) => (
              <ShippingFields key={type} control={control} index={i} />
            ))}
          </Box>
        </SettingsSection>

        <SettingsSection
          id="shop-settings-payments"
          title={t('shopSettings.payments.title')}
          intro={t('shopSettings.payments.intro')}
        >
          <PaymentSwitches control={control} />
        </SettingsSection>

        {/* Only a take-away shop (shopType R) asks for a pick-up time at checkout. */}
        {takeAway && (
          <SettingsSection
            id="shop-settings-pickup"
            title={t('shopSettings.pickUp.title')}
            intro={t('shopSettings.pickUp.intro')}
          >
            <Controller
              control={control}
              name="closeTimes"
              render={({ field }) => (
                <PickUpWindows
                  value={field.value}
                  onChange={field.onChange}
                  errorOf={windowError}
                />
              )}
            />
          </SettingsSection>
        )}

        <SaveBar problem={problem} saveLabel={t('shopSettings.save')} saving={save.isPending} />
      </Stack>
    </Box>
  );
}
