// The payments (P PayPal, S card, BT bank transfer, ST in store), a switch each. A type that
// cannot work says why (no provider keys on this server; no payee and IBAN yet) and cannot be
// switched on; one already on can still be switched off. The bank details sit under bank transfer.
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { ShopSettingsBody } from '@tessera/domain';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { FormTextField } from '../../../../components/FormTextField.tsx';
import { errorText } from '../../../../lib/forms.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { paymentBlock, type ShopSettingsForm } from '../shopSettingsForm.ts';

type Form = Control<ShopSettingsForm, unknown, ShopSettingsBody>;

function PaymentSwitch({ control, index }: { control: Form; index: number }) {
  const { t } = useTranslation();
  const payment = useWatch({ control, name: `payments.${index}` });
  const bank = useWatch({ control, name: 'bank' });
  const block = paymentBlock(payment, bank);
  const why = block && t(`shopSettings.payments.blocked.${block}`);
  const id = `shop-payment-${payment.type}`;
  return (
    <Controller
      control={control}
      name={`payments.${index}.active`}
      render={({ field, fieldState }) => {
        const error = errorText(t, fieldState.error);
        const note =
          error ?? (why && field.value ? t('shopSettings.payments.blockedOn', { why }) : why);
        return (
          <Box>
            <FormControlLabel
              sx={{ minHeight: 48, mr: 0 }}
              label={t(`shopSettings.payments.${payment.type}`)}
              disabled={Boolean(block) && !field.value && !payment.wasActive}
              control={
                <Switch
                  checked={field.value}
                  onChange={(e) => field.onChange(e.target.checked)}
                  slotProps={{
                    input: {
                      ref: field.ref,
                      'aria-describedby': note ? `${id}-why` : undefined,
                      'aria-invalid': error ? true : undefined,
                    },
                  }}
                />
              }
            />
            {note && (
              <FormHelperText id={`${id}-why`} error={Boolean(error)} sx={{ mt: 0, ml: 0 }}>
                {note}
              </FormHelperText>
            )}
          </Box>
        );
      }}
    />
  );
}

export function PaymentSwitches({ control }: { control: Form }) {
  const { t } = useTranslation();
  const payments = useWatch({ control, name: 'payments' });
  return (
    <Stack spacing={1}>
      {payments.map((p, i) => (
        <Box key={p.type}>
          <PaymentSwitch control={control} index={i} />
          {p.type === 'BT' && (
            <Box
              role="group"
              aria-labelledby="shop-bank-title"
              aria-describedby="shop-bank-help"
              sx={{
                mt: 1,
                pl: { xs: 0, sm: 2 },
                borderLeft: { sm: 2 },
                borderColor: { sm: 'divider' },
              }}
            >
              <Typography id="shop-bank-title" variant="subtitle2">
                {t('shopSettings.payments.bank')}
              </Typography>
              <Typography
                id="shop-bank-help"
                variant="body2"
                color="text.secondary"
                sx={{ mb: 1.5 }}
              >
                {t('shopSettings.payments.bankHelp')}
              </Typography>
              <Box
                sx={{
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
                }}
              >
                <FormTextField
                  control={control}
                  name="bank.payee"
                  id="shop-bank-payee"
                  label={t('shopSettings.payments.payee')}
                  autoComplete="off"
                  fullWidth
                />
                <FormTextField
                  control={control}
                  name="bank.iban"
                  id="shop-bank-iban"
                  label={t('shopSettings.payments.iban')}
                  autoComplete="off"
                  fullWidth
                  slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
                />
              </Box>
            </Box>
          )}
        </Box>
      ))}
    </Stack>
  );
}
