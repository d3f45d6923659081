// A shipping (S store pick-up, C courier, H home delivery): its switch and, while on, its prices
// (standard; the offer above a threshold, said in words as typed) and its delivery days.
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { ShopSettingsBody } from '@tessera/domain';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { FormTextField } from '../../../../components/FormTextField.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';
import { priceText, type ShopSettingsForm } from '../shopSettingsForm.ts';

type Form = Control<ShopSettingsForm, unknown, ShopSettingsBody>;
type Money = 'standardPrice' | 'priceMin' | 'offerPrice';
type Days = 'shippingDaysFrom' | 'shippingDaysTo';

const LABEL = {
  standardPrice: 'standard',
  priceMin: 'priceMin',
  offerPrice: 'offer',
  shippingDaysFrom: 'daysFrom',
  shippingDaysTo: 'daysTo',
} as const;

const isMoney = (key: Money | Days): key is Money => !key.startsWith('shippingDays');

export function ShippingFields({ control, index }: { control: Form; index: number }) {
  const { t } = useTranslation();
  const shipping = useWatch({ control, name: `shippings.${index}` });
  const { type, active } = shipping;
  const name = t(`shopSettings.shipping.${type}`);
  const id = `shop-shipping-${type}`;
  const price = active ? priceText(t, shipping) : null;

  const field = (key: Money | Days) => (
    <FormTextField
      control={control}
      name={`shippings.${index}.${key}`}
      id={`${id}-${key}`}
      label={t(`shopSettings.shipping.${LABEL[key]}`)}
      required
      fullWidth
      slotProps={{
        htmlInput: { inputMode: isMoney(key) ? 'decimal' : 'numeric' },
        input: isMoney(key)
          ? { endAdornment: <InputAdornment position="end">€</InputAdornment> }
          : undefined,
      }}
    />
  );

  return (
    <Box role="group" aria-labelledby={`${id}-name`} sx={{ minWidth: 0 }}>
      <Controller
        control={control}
        name={`shippings.${index}.active`}
        render={({ field: f }) => (
          <FormControlLabel
            sx={{ minHeight: 48, mr: 0 }}
            label={
              <Typography id={`${id}-name`} sx={{ fontWeight: 600 }}>
                {name}
              </Typography>
            }
            control={
              <Switch
                checked={f.value}
                onChange={(e) => f.onChange(e.target.checked)}
                slotProps={{ input: { ref: f.ref } }}
              />
            }
          />
        )}
      />
      {active ? (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            mt: 1,
            // Two fields a row where both labels fit whole (German's are long), else one.
            gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 13rem), 1fr))',
          }}
        >
          <Box sx={{ gridColumn: '1 / -1' }}>{field('standardPrice')}</Box>
          {field('priceMin')}
          {field('offerPrice')}
          {price && (
            <Typography
              variant="body2"
              color="text.secondary"
              aria-live="polite"
              sx={{ gridColumn: '1 / -1' }}
            >
              {price}
            </Typography>
          )}
          {field('shippingDaysFrom')}
          {field('shippingDaysTo')}
          <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1', mt: -1 }}>
            {t('shopSettings.shipping.daysHelp')}
          </Typography>
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('shopSettings.shipping.off')}
        </Typography>
      )}
    </Box>
  );
}
