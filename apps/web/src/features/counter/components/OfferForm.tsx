// A coupon redeemed or a pack's use taken at the counter (issue 9), by the code under its
// barcode. The Idempotency-Key lives until the operation succeeds or the code changes, so a
// retry after a lost answer is not counted twice; a second redemption is the server's 409.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CARD_CODE } from '@tessera/domain';
import { useRef, useState } from 'react';
import { HttpError } from '../../../lib/http.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { type OfferKind, type Redeemed, useRedeemOffer } from '../api/redeem-offer.ts';

export function OfferForm() {
  const { t } = useTranslation();
  const redeem = useRedeemOffer();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<Redeemed | null>(null);
  const key = useRef<string | null>(null);

  const send = (kind: OfferKind) => {
    const value = code.replace(/\s/g, '');
    setProblem(null);
    setDone(null);
    if (!CARD_CODE.test(value)) {
      setInvalid(true);
      return;
    }
    key.current ??= crypto.randomUUID();
    redeem.mutate(
      { kind, code: value, idempotencyKey: key.current },
      {
        onSuccess: (result) => {
          key.current = null;
          setCode('');
          setDone(result);
        },
        onError: (error) =>
          setProblem(
            error instanceof HttpError && error.message ? error.message : t('snackbar.error'),
          ),
      },
    );
  };

  return (
    <Stack spacing={2} component="section" aria-labelledby="counter-offers">
      <Typography id="counter-offers" variant="h6" component="h2">
        {t('counter.offers.title')}
      </Typography>
      <TextField
        id="counter-offer-code"
        label={t('counter.offers.code')}
        value={code}
        onChange={(e) => {
          key.current = null;
          setInvalid(false);
          setCode(e.target.value);
        }}
        error={invalid}
        helperText={invalid ? t('counter.codeFormat') : undefined}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        fullWidth
      />
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={() => send('coupon')} disabled={redeem.isPending}>
          {t('counter.offers.coupon')}
        </Button>
        <Button variant="outlined" onClick={() => send('pack')} disabled={redeem.isPending}>
          {t('counter.offers.pack')}
        </Button>
      </Stack>
      {problem && <Alert severity="error">{problem}</Alert>}
      {done?.kind === 'coupon' && (
        <Alert severity="success">
          {t('counter.offers.couponDone', { name: done.coupon.name })}
        </Alert>
      )}
      {done?.kind === 'pack' && (
        <Alert severity="success">
          {t('counter.offers.packDone', {
            name: done.pack.name,
            left: done.pack.usesLeft,
            uses: done.pack.uses,
          })}
        </Alert>
      )}
    </Stack>
  );
}
