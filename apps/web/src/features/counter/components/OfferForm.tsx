// A coupon redeemed or a pack's use taken at the counter (issue 9), by the code under its
// barcode, typed or scanned. The Idempotency-Key lives until the operation succeeds or the code
// changes, so a retry after a lost answer is not counted twice; a second redemption is the
// server's 409. What was done is the page's to confirm (issue 15: at the top).
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
import { ScanButton, type ScanProblem } from './ScanButton.tsx';

export function OfferForm({ onDone }: { onDone(redeemed: Redeemed): void }) {
  const { t } = useTranslation();
  const redeem = useRedeemOffer();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [scanProblem, setScanProblem] = useState<ScanProblem | null>(null);
  const key = useRef<string | null>(null);

  const type = (value: string) => {
    key.current = null;
    setInvalid(false);
    setCode(value);
  };

  const send = (kind: OfferKind) => {
    const value = code.replace(/\s/g, '');
    setProblem(null);
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
          onDone(result);
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
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          id="counter-offer-code"
          label={t('counter.offers.code')}
          value={code}
          onChange={(e) => type(e.target.value)}
          error={invalid}
          helperText={invalid ? t('counter.codeFormat') : undefined}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
          fullWidth
        />
        <ScanButton label={t('counter.scan.offer')} onCode={type} onProblem={setScanProblem} />
      </Stack>
      {scanProblem && <Alert severity="warning">{t(`counter.scan.${scanProblem}`)}</Alert>}
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={() => send('coupon')} disabled={redeem.isPending}>
          {t('counter.offers.coupon')}
        </Button>
        <Button variant="outlined" onClick={() => send('pack')} disabled={redeem.isPending}>
          {t('counter.offers.pack')}
        </Button>
      </Stack>
      {problem && <Alert severity="error">{problem}</Alert>}
    </Stack>
  );
}
