// The checkout's summary: subtotal, shipping ("Gratis" when it costs nothing), card credit and
// total, and what the order earns (SPEC §9), each as the domain computed it (checkout.ts), then
// why it cannot be sent yet.
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type CashBackType, type Earned, formatCents, type OrderTotals } from '@tessera/domain';
import type { TFunction } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** "Con questo ordine guadagni 1,25 € / 12 punti", by the activity's cashBackType; null: nothing. */
export function earnedText(t: TFunction, earned: Earned, type: CashBackType): string | null {
  const amount = type !== 'P' && earned.amountCents > 0 ? formatCents(earned.amountCents) : null;
  const points = type !== 'E' && earned.points > 0 ? earned.points : null;
  if (amount && points) return t('checkout.summary.earnBoth', { amount, count: points });
  if (amount) return t('checkout.summary.earnAmount', { amount });
  if (points) return t('checkout.summary.earnPoints', { count: points });
  return null;
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  const variant = strong ? 'subtitle1' : 'body1';
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography variant={variant} component="dt" sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography variant={variant} component="dd" sx={{ m: 0, fontWeight: strong ? 700 : 400 }}>
        {value}
      </Typography>
    </Stack>
  );
}

export function CheckoutSummary({
  totals,
  cashBackType,
  showShipping,
  refusals,
}: {
  totals: OrderTotals;
  cashBackType: CashBackType;
  showShipping: boolean;
  /** Why the order cannot be sent yet. */
  refusals: string[];
}) {
  const { t } = useTranslation();
  const earned = earnedText(t, totals.earned, cashBackType);
  return (
    <Stack component="section" aria-labelledby="checkout-summary" spacing={1}>
      <Typography id="checkout-summary" variant="h6" component="h2">
        {t('checkout.summary.title')}
      </Typography>
      <Stack component="dl" spacing={0.5} sx={{ m: 0 }} data-testid="checkout-summary">
        <Row label={t('checkout.summary.subtotal')} value={formatCents(totals.subtotalCents)} />
        {showShipping && (
          <Row
            label={t('checkout.summary.shipping')}
            value={
              totals.shippingCents === 0
                ? t('checkout.shipping.free')
                : formatCents(totals.shippingCents)
            }
          />
        )}
        {totals.creditCents > 0 && (
          <Row label={t('checkout.summary.credit')} value={formatCents(-totals.creditCents)} />
        )}
        <Row label={t('checkout.summary.total')} value={formatCents(totals.totalCents)} strong />
      </Stack>
      {earned && (
        <Typography color="success.dark" sx={{ fontWeight: 600 }} data-testid="checkout-earned">
          {earned}
        </Typography>
      )}
      {refusals.length > 0 && (
        <Alert severity="info" id="checkout-refusals">
          {refusals.map((r) => (
            <div key={r}>{r}</div>
          ))}
        </Alert>
      )}
    </Stack>
  );
}
