// The counter (issue 9), for staff of the current activity (ROLE_STORE or ROLE_ADMIN there, or a
// super admin): find the customer's card by the code under its barcode (typed, or read by a
// barcode scanner acting as a keyboard), see its balance, points and next expiry, and record an
// operation; the last one recorded can be reversed (SM). Coupons and packs are redeemed by
// their own code.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CARD_CODE, type CardMovementResult, formatDate, formatPrice } from '@tessera/domain';
import { type FormEvent, useRef, useState } from 'react';
import { usePageTitle } from '../../../components/TopBar.tsx';
import { HttpError } from '../../../lib/http.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useCounterCard } from '../api/get-counter-card.ts';
import { useRecordMovement } from '../api/record-movement.ts';
import { MovementForm } from '../components/MovementForm.tsx';
import { OfferForm } from '../components/OfferForm.tsx';

/** "+1,00 € · +10 punti": what a movement did, signed. */
function useMovementText() {
  const { t } = useTranslation();
  return (m: CardMovementResult['movement']) => {
    const parts = [];
    if (m.amount) parts.push(`${m.amount > 0 ? '+' : '−'}${formatPrice(Math.abs(m.amount))}`);
    if (m.points) {
      parts.push(
        `${m.points > 0 ? '+' : '−'}${t('counter.points', { count: Math.abs(m.points) })}`,
      );
    }
    return parts.join(' · ');
  };
}

export default function CounterPage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.counter'));
  const [typed, setTyped] = useState('');
  const [code, setCode] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const [last, setLast] = useState<CardMovementResult | null>(null);
  const card = useCounterCard(code);
  const reverse = useRecordMovement();
  const reverseKey = useRef<string | null>(null);
  const [reverseProblem, setReverseProblem] = useState<string | null>(null);
  const movementText = useMovementText();

  const find = (e: FormEvent) => {
    e.preventDefault();
    const value = typed.replace(/\s/g, '');
    setInvalid(!CARD_CODE.test(value));
    setLast(null);
    setReverseProblem(null);
    if (CARD_CODE.test(value)) setCode(value);
  };

  const undo = (movement: CardMovementResult['movement']) => {
    if (!code) return;
    reverseKey.current ??= crypto.randomUUID();
    reverse.mutate(
      {
        body: { cardCode: code, type: 'SM', reversalOf: movement.id },
        idempotencyKey: reverseKey.current,
      },
      {
        onSuccess: (result) => {
          reverseKey.current = null;
          setReverseProblem(null);
          setLast(result);
        },
        onError: (error) =>
          setReverseProblem(
            error instanceof HttpError && error.message ? error.message : t('snackbar.error'),
          ),
      },
    );
  };

  const notFound = card.error instanceof HttpError && card.error.status === 404;
  const found = card.data;
  return (
    <Stack spacing={3} sx={{ maxWidth: 560, mx: 'auto' }}>
      <Stack
        component="form"
        direction="row"
        spacing={1}
        onSubmit={find}
        noValidate
        sx={{ alignItems: 'flex-start' }}
      >
        <TextField
          id="counter-code"
          label={t('counter.cardCode')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          error={invalid}
          helperText={invalid ? t('counter.codeFormat') : t('counter.codeHint')}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
          autoFocus
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" sx={{ mt: 1 }}>
          {t('counter.find')}
        </Button>
      </Stack>

      {notFound && <Alert severity="warning">{t('counter.notFound')}</Alert>}
      {card.isError && !notFound && (
        <Alert severity="error">{card.error.message || t('snackbar.error')}</Alert>
      )}

      {found && code && (
        <>
          <Paper variant="outlined" sx={{ p: 2 }} aria-labelledby="counter-customer">
            <Typography id="counter-customer" variant="h6" component="h2">
              {`${found.customer.name} ${found.customer.surname}`.trim()}
            </Typography>
            <Typography color="text.secondary">{code}</Typography>
            <Stack direction="row" spacing={3} sx={{ mt: 1 }}>
              {found.cashBackType !== 'P' && (
                <Typography data-testid="counter-balance" variant="h5" component="p">
                  {formatPrice(found.balance)}
                </Typography>
              )}
              {found.cashBackType !== 'E' && (
                <Typography data-testid="counter-points" variant="h5" component="p">
                  {t('counter.points', { count: found.pointBalance })}
                </Typography>
              )}
            </Stack>
            {found.nextExpiry && (
              <Typography color="text.secondary">
                {t('counter.expiry', {
                  amount: formatPrice(found.nextExpiry.amount),
                  date: formatDate(found.nextExpiry.date),
                })}
              </Typography>
            )}
          </Paper>

          {last && (
            <Alert
              severity="success"
              action={
                last.movement.type !== 'SM' && (
                  <Button
                    color="inherit"
                    onClick={() => undo(last.movement)}
                    disabled={reverse.isPending}
                  >
                    {t('counter.reverse')}
                  </Button>
                )
              }
            >
              {t(last.movement.type === 'SM' ? 'counter.reversed' : 'counter.recorded', {
                movement: movementText(last.movement),
              })}
            </Alert>
          )}
          {reverseProblem && <Alert severity="error">{reverseProblem}</Alert>}

          <MovementForm
            key={code}
            cardCode={code}
            cashBackType={found.cashBackType}
            onRecorded={(result) => {
              setReverseProblem(null);
              setLast(result);
            }}
          />
        </>
      )}

      <OfferForm />
    </Stack>
  );
}
