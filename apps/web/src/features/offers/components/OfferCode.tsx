// A coupon's or pack's code for the counter (issue 9): while it can be used, a Code 128 barcode
// (the card's lazy JsBarcode drawing, never in /login's code) in black on white with the code
// printed under it, low enough that a phone shows three coupons at once (issue 15); once it
// cannot (expired, used, used up), the code alone, quieter.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CardBarcode } from '../../../components/card/CardBarcode.tsx';
import { groupedCode } from '../../../components/card/cardText.ts';
import { useTranslation } from '../../../lib/i18n.ts';

export interface OfferCodeProps {
  code: string;
  /** False once the counter would refuse it: no barcode to scan. */
  usable: boolean;
}

export function OfferCode({ code, usable }: OfferCodeProps) {
  const { t } = useTranslation();
  if (!usable) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="offer-code">
        {t('offers.code')}{' '}
        <Box component="span" sx={{ fontFamily: 'monospace', letterSpacing: '0.08em' }}>
          {groupedCode(code)}
        </Box>
      </Typography>
    );
  }
  return (
    <Box
      sx={{
        px: 2,
        pt: 1,
        pb: 0.5,
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        bgcolor: '#ffffff',
        color: '#000000',
      }}
    >
      <CardBarcode code={code} label={t('offers.barcode', { code })} height={56} />
      <Typography
        data-testid="offer-code"
        variant="subtitle1"
        component="p"
        sx={{ textAlign: 'center', fontFamily: 'monospace', letterSpacing: '0.08em' }}
      >
        {groupedCode(code)}
      </Typography>
    </Box>
  );
}
