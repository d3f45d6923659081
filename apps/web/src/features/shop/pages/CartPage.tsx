// /shop/cart (SPEC §2; issue 17): the cart's lines, then the checkout. Back from a cancelled
// online payment (?cancelled=<sessionId>) the session is abandoned once (DELETE
// /api/itemorders/paid/session/<id>: the order is cancelled, its lines back in the cart and its
// card credit given back), and the customer is told so, and the checkout shows the choices made
// before leaving (shipping, address, payment, card credit: checkout.ts keeps them for that
// session; any other visit forgets them). After a re-order, the items that could not go back in
// the cart are named.
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { formatPrice, type Order, type ReorderResult } from '@tessera/domain';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { LastKnownList } from '../../../components/LastKnownList.tsx';
import { usePageTitle } from '../../../components/TopBar.tsx';
import { type TFunction, useTranslation } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { useCart } from '../api/cart.ts';
import { useCancelSession } from '../api/payment-session.ts';
import { settleKeptChoices } from '../checkout.ts';
import { CartLines } from '../components/CartLines.tsx';
import { Checkout } from '../components/Checkout.tsx';
import type { ReorderedState } from '../components/OrderCard.tsx';

/** "Maglia (esaurito), Felpa (non più in vendita)". */
const skippedText = (t: TFunction, r: ReorderResult) =>
  r.skipped.map((s) => t(`checkout.orders.reason.${s.reason}`, { name: s.name })).join(', ');

/** Abandons the payment named in ?cancelled= once, then takes it out of the address. */
function useCancelledPayment() {
  const [params, setParams] = useSearchParams();
  const sessionId = params.get('cancelled');
  const { activityId } = useSession();
  // Before the checkout first reads them: kept for this session's return, else forgotten.
  useState(() => activityId && settleKeptChoices(activityId, sessionId));
  const { mutate: cancel } = useCancelSession();
  const handled = useRef<string | null>(null);
  const [cancelled, setCancelled] = useState<Order | null>(null);
  useEffect(() => {
    if (!sessionId || handled.current === sessionId) return;
    handled.current = sessionId;
    cancel(sessionId, {
      onSuccess: setCancelled,
      onSettled: () =>
        setParams(
          (p) => {
            const next = new URLSearchParams(p);
            next.delete('cancelled');
            return next;
          },
          { replace: true },
        ),
    });
  }, [sessionId, cancel, setParams]);
  return cancelled;
}

export default function CartPage() {
  const { t } = useTranslation();
  const { to } = useLanguage();
  usePageTitle(t('checkout.title'));
  const cart = useCart(useSession().activityId);
  const cancelled = useCancelledPayment();
  const reordered = (useLocation().state as ReorderedState | null)?.reorder;

  return (
    <Stack spacing={2}>
      {cancelled && (
        <Alert severity="info">
          <AlertTitle>{t('checkout.cancelled.title')}</AlertTitle>
          {t('checkout.cancelled.message')}
          {cancelled.usedCredit > 0 &&
            ` ${t('checkout.cancelled.credit', { amount: formatPrice(cancelled.usedCredit) })}`}
        </Alert>
      )}
      {reordered && reordered.skipped.length > 0 && (
        <Alert severity="warning">
          {t('checkout.orders.skipped', { items: skippedText(t, reordered) })}
        </Alert>
      )}
      <LastKnownList
        query={cart}
        isEmpty={(c) => c.rows.length === 0}
        empty={
          <EmptyState
            icon={<ShoppingCart />}
            action={
              <Button component={Link} to={to('/shop/shops')} variant="outlined">
                {t('checkout.goShop')}
              </Button>
            }
          >
            {t('checkout.empty')}
          </EmptyState>
        }
        skeleton={<Skeleton variant="rounded" height={160} aria-busy="true" />}
      >
        {(c) => (
          <Stack spacing={3}>
            <CartLines lines={c.rows} />
            <Divider />
            <Checkout lines={c.rows} />
          </Stack>
        )}
      </LastKnownList>
    </Stack>
  );
}
