// "Usa la mia carta" (SPEC §4 Cart: usedCard on or off with the balance): the switch, the
// balance, and the credit to use, first the most it may be (the domain's cap: the balance and
// the subtotal); what is typed above it is capped in the summary.
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatCents, formatPrice } from '@tessera/domain';
import { useTranslation } from '../../../lib/i18n.ts';

export interface CheckoutCardProps {
  /** In euros. */
  balance: number;
  /** The most that can be used now, in cents. */
  capCents: number;
  on: boolean;
  amount: string;
  /** The amount typed is no amount. */
  invalid: boolean;
  onToggle(on: boolean): void;
  onAmount(text: string): void;
}

/** Cents as the amount field shows them ("12,50"). */
export const amountText = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

export function CheckoutCard(p: CheckoutCardProps) {
  const { t } = useTranslation();
  return (
    <Stack component="section" spacing={1} aria-label={t('checkout.card.use')}>
      <FormControlLabel
        control={<Switch checked={p.on} onChange={(e) => p.onToggle(e.target.checked)} />}
        label={t('checkout.card.use')}
      />
      <Typography variant="body2">
        {t('checkout.card.balance', { balance: formatPrice(p.balance) })}
      </Typography>
      {p.on && (
        <TextField
          label={t('checkout.card.amount')}
          value={p.amount}
          onChange={(e) => p.onAmount(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          error={p.invalid}
          helperText={
            p.invalid
              ? t('checkout.card.invalid')
              : t('checkout.card.max', { max: formatCents(p.capCents) })
          }
        />
      )}
    </Stack>
  );
}
