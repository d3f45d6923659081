// The simulated provider's checkout page (issue 17): a clearly labelled TEST checkout, used when
// the shop has no payment provider's keys, so the journey works on a fresh machine. "Paga" pays
// the session and returns to /shop/pay/success?session_id=<id>, as a provider would; "Annulla"
// cancels it and returns to /shop/cart?cancelled=<id>.
import Science from '@mui/icons-material/Science';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPrice } from '@tessera/domain';
import { Link, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { usePageTitle } from '../../../components/TopBar.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { useAnswerSimulatedCheckout, useSimulatedCheckout } from '../api/payment-session.ts';

export default function SimulatedPayPage() {
  const { t } = useTranslation();
  const { to } = useLanguage();
  const navigate = useNavigate();
  const sessionId = useParams().sessionId ?? '';
  usePageTitle(t('checkout.simulated.title'));
  const checkout = useSimulatedCheckout(sessionId);
  const answer = useAnswerSimulatedCheckout();
  const s = checkout.data;

  const reply = (kind: 'pay' | 'cancel') =>
    answer.mutate(
      { sessionId, answer: kind },
      {
        onSuccess: () => {
          const id = encodeURIComponent(sessionId);
          navigate(
            to(
              kind === 'pay' ? `/shop/pay/success?session_id=${id}` : `/shop/cart?cancelled=${id}`,
            ),
            { replace: true },
          );
        },
      },
    );

  if (!s) {
    if (checkout.isError)
      return (
        <EmptyState
          icon={<Science />}
          action={
            <Button component={Link} to={to('/shop/order/orders')} variant="outlined">
              {t('checkout.success.myOrders')}
            </Button>
          }
        >
          {t('checkout.simulated.notFound')}
        </EmptyState>
      );
    return <Skeleton variant="rounded" height={240} aria-busy="true" />;
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 550, mx: 'auto', width: '100%' }}>
      <Alert severity="warning" icon={<Science />}>
        <AlertTitle>{t('checkout.simulated.notice')}</AlertTitle>
        {t('checkout.simulated.explain')}
      </Alert>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={1}>
          <Typography variant="h6" component="h2">
            {t('checkout.simulated.order', { id: s.orderId })}
          </Typography>
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            <Typography>{t('checkout.simulated.amount')}</Typography>
            <Typography sx={{ fontWeight: 700 }} data-testid="simulated-amount">
              {formatPrice(s.amount)}
            </Typography>
          </Stack>
        </Stack>
      </Paper>
      {s.status === 'open' ? (
        <Stack spacing={1.5}>
          <Button
            variant="contained"
            size="large"
            onClick={() => reply('pay')}
            disabled={answer.isPending}
          >
            {t('checkout.simulated.pay')}
          </Button>
          <Button
            variant="outlined"
            size="large"
            onClick={() => reply('cancel')}
            disabled={answer.isPending}
          >
            {t('checkout.simulated.cancel')}
          </Button>
        </Stack>
      ) : (
        <Stack spacing={1.5}>
          <Typography>{t('checkout.simulated.closed')}</Typography>
          <Button component={Link} to={to('/shop/order/orders')} variant="outlined">
            {t('checkout.success.myOrders')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
