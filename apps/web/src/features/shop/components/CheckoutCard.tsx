// "Usa la mia carta" (SPEC §4 Cart: usedCard on or off with the balance): the switch, the
// balance, and the credit to use, first the most it may be (the domain's cap: the balance and
// the subtotal). The field shows the credit actually applied (the summary's figure): what is
// typed above the cap becomes the cap when the field is left, and a cart that shrinks under the
// credit asked shows the smaller credit; only while typing does it show what is typed.
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatCents, formatPrice } from '@tessera/domain';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';

export interface CheckoutCardProps {
  /** In euros. */
  balance: number;
  /** The most that can be used now, in cents. */
  capCents: number;
  on: boolean;
  amount: string;
  /** The credit the order uses now (the amount asked, capped), in cents. */
  appliedCents: number;
  /** The amount typed is no amount. */
  invalid: boolean;
  onToggle(on: boolean): void;
  onAmount(text: string): void;
}

/** Cents as the amount field shows them ("12,50"). */
export const amountText = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

export function CheckoutCard(p: CheckoutCardProps) {
  const { t } = useTranslation();
  const [typing, setTyping] = useState(false);
  const applied = amountText(p.appliedCents);
  // Left as what is applied, so that the field, the summary and the order agree.
  const settle = () => {
    if (!p.invalid && p.amount !== applied) p.onAmount(applied);
  };
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
          value={typing || p.invalid ? p.amount : applied}
          onChange={(e) => p.onAmount(e.target.value)}
          onFocus={() => {
            settle();
            setTyping(true);
          }}
          onBlur={() => {
            setTyping(false);
            settle();
          }}
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
