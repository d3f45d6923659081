// The counter (issue 9), for staff of the current activity (ROLE_STORE or ROLE_ADMIN there, or a
// super admin): find the customer's card by the code under its barcode (typed, read by a
// barcode scanner that types it and Enter, or by the camera), see its balance, points and next
// expiry, and record an operation; coupons and packs are redeemed by their own code.
// Issue 15, money at stake: the card on screen is the code field's, so changing the field
// unloads it; each operation names its card; once recorded, the screen is cleared for the next
// customer (card, code, amount, type) with the focus in the code field, and the confirmation
// shows at the top, announced, keeping Storna (which asks first) for what was just recorded.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CARD_CODE, formatDate, formatPrice } from '@tessera/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { usePageTitle } from '../../../components/TopBar.tsx';
import { HttpError } from '../../../lib/http.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useCounterCard } from '../api/get-counter-card.ts';
import type { Failed, Recorded } from '../api/record-movement.ts';
import { Confirmation, type Done } from '../components/Confirmation.tsx';
import { MovementForm } from '../components/MovementForm.tsx';
import { OfferForm } from '../components/OfferForm.tsx';
import { ScanButton, type ScanProblem } from '../components/ScanButton.tsx';

export default function CounterPage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.counter'));
  const field = useRef<HTMLInputElement>(null);
  const status = useRef<HTMLDivElement>(null);
  const [typed, setTyped] = useState('');
  const [code, setCode] = useState<string | null>(null);
  // The card on screen, for an answer that arrives after the staff moved on.
  const loaded = useRef<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const [scanProblem, setScanProblem] = useState<ScanProblem | null>(null);
  // The confirmation, and how many there were: each new one starts afresh (its Storna dialog).
  const [done, setDone] = useState<{ n: number; what: Done } | null>(null);
  const [reverseProblem, setReverseProblem] = useState<string | null>(null);
  // An operation that failed once its card had left the screen (its form shows the others).
  const [lost, setLost] = useState<string | null>(null);
  const card = useCounterCard(code);

  const show = (value: string | null) => {
    loaded.current = value;
    setCode(value);
  };

  /** Another code typed (or scanned into the field): the card on screen is no longer its. */
  const type = (value: string) => {
    setTyped(value);
    setInvalid(false);
    show(null);
  };

  const load = (value: string) => {
    const clean = value.replace(/\s/g, '');
    setInvalid(!CARD_CODE.test(clean));
    show(CARD_CODE.test(clean) ? clean : null);
  };

  const find = (e: FormEvent) => {
    e.preventDefault();
    load(typed);
  };

  const scanned = (value: string) => {
    setTyped(value);
    load(value);
  };

  const confirm = (what: Done) => {
    setReverseProblem(null);
    setLost(null);
    setDone((d) => ({ n: (d?.n ?? 0) + 1, what }));
  };

  const recorded = (r: Recorded) => {
    confirm({ kind: 'movement', ...r });
    // A reversal leaves the screen as it is; an operation on the card on screen clears it.
    if (r.result.movement.type === 'SM' || loaded.current !== r.cardCode) return;
    setTyped('');
    setInvalid(false);
    show(null);
    field.current?.focus();
  };

  const failed = ({ error, cardCode, customer }: Failed) => {
    if (loaded.current === cardCode) return;
    const reason =
      error instanceof HttpError && error.message ? error.message : t('snackbar.error');
    setLost(t('counter.notRecorded', { customer, reason }));
  };

  // A new confirmation comes into view, wherever the staff had scrolled to.
  useEffect(() => {
    if (done || lost) status.current?.scrollIntoView?.({ block: 'nearest' });
  }, [done, lost]);

  const notFound = card.error instanceof HttpError && card.error.status === 404;
  const found = card.data;
  const customer = found ? `${found.customer.name} ${found.customer.surname}`.trim() : '';
  return (
    <Stack spacing={3} sx={{ maxWidth: 560, mx: 'auto' }}>
      <Stack spacing={1}>
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
            inputRef={field}
            label={t('counter.cardCode')}
            value={typed}
            onChange={(e) => type(e.target.value)}
            // A scanner's code replaces the previous one instead of adding to it.
            onFocus={(e) => e.target.select()}
            error={invalid}
            helperText={invalid ? t('counter.codeFormat') : t('counter.codeHint')}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
            autoFocus
            fullWidth
          />
          <Button type="submit" variant="contained" size="large" sx={{ mt: 1 }}>
            {t('counter.find')}
          </Button>
          <ScanButton label={t('counter.scan.card')} onCode={scanned} onProblem={setScanProblem} />
        </Stack>
        {scanProblem && <Alert severity="warning">{t(`counter.scan.${scanProblem}`)}</Alert>}
      </Stack>

      <Box ref={status} role="status" sx={{ scrollMarginTop: 72, '&:empty': { display: 'none' } }}>
        {lost && <Alert severity="error">{lost}</Alert>}
        {done && (
          <Confirmation
            key={done.n}
            done={done.what}
            onRecorded={recorded}
            onProblem={setReverseProblem}
          />
        )}
      </Box>
      {reverseProblem && <Alert severity="error">{reverseProblem}</Alert>}

      {notFound && <Alert severity="warning">{t('counter.notFound')}</Alert>}
      {card.isError && !notFound && (
        <Alert severity="error">{card.error.message || t('snackbar.error')}</Alert>
      )}

      {found && code && (
        <>
          <Paper variant="outlined" sx={{ p: 2 }} aria-labelledby="counter-customer">
            <Typography id="counter-customer" variant="h6" component="h2">
              {customer}
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

          <MovementForm
            key={code}
            cardCode={code}
            customer={customer}
            cashBackType={found.cashBackType}
            onRecorded={recorded}
            onFailed={failed}
          />
        </>
      )}

      <OfferForm onDone={(redeemed) => confirm(redeemed)} />
    </Stack>
  );
}
