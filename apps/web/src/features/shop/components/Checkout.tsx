// The checkout under the cart's lines (issue 17): shipping (S, C, H with its price and days),
// payment (store payment refused with courier, and why), the delivery address for C and H
// (chosen, or added here), a take-away shop's pick-up time, "Usa la mia carta", and the summary.
// Every figure is the domain's (checkout.ts). Sent with an Idempotency-Key kept for the same
// order until it is answered: a retry after a lost answer places nothing more. Bank transfer,
// store and all-credit orders are placed and shown on /shop/pay/success; P and S go to the
// provider's page. The server's refusals (sold out, balance changed) show in the snackbar, and
// the cart and the card are read again.
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type CartLine,
  type CustomerAddress,
  cardCreditCents,
  eurosToCents,
  formatCents,
  formatPrice,
  isTakeAway,
  type Order,
  type Payment,
  paymentAllowed,
  type Shipping,
  shippingCents,
} from '@tessera/domain';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { AddAddressDialog } from '../../../components/AddAddressDialog.tsx';
import { useCurrentActivity } from '../../../lib/activity.ts';
import { useAddresses } from '../../../lib/api/addresses.ts';
import { useCartValue } from '../../../lib/api/cart-value.ts';
import { useConfiguration } from '../../../lib/api/configuration.ts';
import { useStores } from '../../../lib/api/stores.ts';
import { useUserCardSimple } from '../../../lib/api/user-card-simple.ts';
import { type TFunction, useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import {
  browser,
  useCloseTimes,
  usePayments,
  usePlaceOrder,
  useShippings,
  useStartCheckout,
} from '../api/checkout.ts';
import {
  type Blocker,
  cartSubtotalCents,
  checkoutState,
  creditInputCents,
  keepChoices,
  keptChoices,
  needsAddress,
  shippingRule,
  todayPickUpTimes,
} from '../checkout.ts';
import { amountText, CheckoutCard } from './CheckoutCard.tsx';
import { CheckoutChoices } from './CheckoutChoices.tsx';
import { CheckoutSummary } from './CheckoutSummary.tsx';

/** The order placed, for /shop/pay/success (router state). */
export interface PlacedState {
  order: Order;
}

function shippingDetail(t: TFunction, s: Shipping, subtotal: number) {
  const rule = shippingRule(s);
  const price = shippingCents(rule, subtotal);
  const parts = [price === 0 ? t('checkout.shipping.free') : formatCents(price)];
  if (price > 0 && rule.offerCents === 0)
    parts.push(t('checkout.shipping.freeAbove', { price: formatCents(rule.priceMinCents) }));
  if (s.shippingDaysTo > 0)
    parts.push(
      s.shippingDaysFrom === s.shippingDaysTo
        ? t('checkout.shipping.daysExact', { count: s.shippingDaysTo })
        : t('checkout.shipping.days', { from: s.shippingDaysFrom, to: s.shippingDaysTo }),
    );
  return parts.join(' · ');
}

const addressLine = (a: CustomerAddress) => [a.address, a.streetNumber].filter(Boolean).join(', ');
const addressPlace = (a: CustomerAddress) =>
  [a.cap, a.town || a.country.name, a.country.province && `(${a.country.province})`]
    .filter(Boolean)
    .join(' ');

/** The one item a list holds, when it holds one: nothing to choose then. */
const onlyOne = <T,>(list: readonly T[]) => (list.length === 1 ? list[0] : undefined);

export function Checkout({ lines }: { lines: CartLine[] }) {
  const { t } = useTranslation();
  const { to } = useLanguage();
  const navigate = useNavigate();
  const activity = useCurrentActivity();
  const config = useConfiguration().data;
  const shippings = useShippings().data;
  const payments = usePayments().data;
  const card = useUserCardSimple();
  const cartValue = useCartValue().data;
  const takeAway = isTakeAway(config?.shopType);
  const closeTimes = useCloseTimes(takeAway);
  const place = usePlaceOrder();
  const start = useStartCheckout();

  // Back from an abandoned online payment, the choices made before it (checkout.ts).
  const { activityId } = useSession();
  const [kept] = useState(() => keptChoices(activityId));
  const [shippingId, setShippingId] = useState<number | null>(kept?.shippingId ?? null);
  const [paymentId, setPaymentId] = useState<number | null>(kept?.paymentId ?? null);
  const [addressId, setAddressId] = useState<number | null>(kept?.addressId ?? null);
  const [pickUpTime, setPickUpTime] = useState<string | null>(kept?.pickUpTime ?? null);
  const [storeId, setStoreId] = useState<number | null>(kept?.storeId ?? null);
  const [usedCard, setUsedCard] = useState(kept?.usedCard ?? false);
  const [amount, setAmount] = useState(kept?.amount ?? '');
  const [adding, setAdding] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const key = useRef<{ intent: string; value: string } | null>(null);

  const shippingList = shippings ?? [];
  const shipping = shippingList.find((s) => s.id === shippingId) ?? onlyOne(shippingList) ?? null;
  const allowed = (p: Payment) => !shipping || paymentAllowed(p.type, shipping.type);
  const paymentList = (payments ?? []).filter((p) => !p.disabled);
  const picked = paymentList.find((p) => p.id === paymentId) ?? onlyOne(paymentList) ?? null;
  // A payment the shipping now chosen refuses is no longer chosen.
  const payment = picked && allowed(picked) ? picked : null;
  const addresses = useAddresses(needsAddress(shipping)).data ?? [];
  const address = addresses.find((a) => a.id === addressId) ?? addresses[0] ?? null;
  // Store pick-up: the customer chooses the store when there is more than one (the main one first).
  const stores = useStores().data?.rows ?? [];
  const choosesStore = shipping?.type === 'S' && stores.length > 1;
  const store = stores.find((s) => s.id === storeId) ?? stores.find((s) => s.main) ?? stores[0];

  if (!activity || !config || !shippings || !payments || !cartValue) {
    return <Skeleton variant="rounded" height={240} aria-busy="true" />;
  }

  const times = takeAway
    ? todayPickUpTimes(
        closeTimes.data ?? [],
        config.shopTimePreparation,
        new Date(),
        config.timeZone,
      )
    : [];
  const balance = card.data?.balance ?? 0;
  const subtotal = cartSubtotalCents(lines);
  const balanceCents = eurosToCents(balance);
  const capCents = cardCreditCents(balanceCents, balanceCents, subtotal);
  const typed = creditInputCents(amount);
  const creditInvalid = usedCard && typed === null;
  const state = checkoutState({
    lines,
    shipping,
    payment,
    addressId: address?.id ?? null,
    pickUpTime,
    usedCard,
    creditCents: typed ?? 0,
    balance,
    cartValue,
    cashBackType: activity.activity.cashBackType,
    shopType: config.shopType,
    shopTotalMinPrice: config.shopTotalMinPrice,
    pickUpTimes: times,
  });

  const refusalOf = (b: Blocker) =>
    b === 'minimum'
      ? t('checkout.blocked.minimum', {
          price: formatPrice(config.shopTotalMinPrice),
          missing: formatCents(eurosToCents(config.shopTotalMinPrice) - subtotal),
        })
      : t(`checkout.blocked.${b}`);
  const refusals = state.blockers.map(refusalOf);
  const busy = place.isPending || start.isPending || leaving;

  const toggleCard = (on: boolean) => {
    setUsedCard(on);
    if (on) setAmount(amountText(capCents));
  };

  const send = () => {
    if (state.blockers.length > 0 || creditInvalid || busy) return;
    const body = {
      ...state.body(activity.activityId),
      ...(choosesStore && store ? { storeId: store.id } : {}),
    };
    const intent = JSON.stringify(body);
    if (key.current?.intent !== intent) key.current = { intent, value: crypto.randomUUID() };
    const sent = { body, idempotencyKey: key.current.value };
    if (state.send === 'order') {
      place.mutate(sent, {
        onSuccess: (order) => {
          key.current = null;
          notify.success(t('checkout.sent'));
          navigate(to('/shop/pay/success'), { state: { order } satisfies PlacedState });
        },
      });
    } else {
      start.mutate(sent, {
        onSuccess: (session) => {
          key.current = null;
          keepChoices(activity.activityId, session.sessionId, {
            shippingId: shipping?.id ?? null,
            paymentId: payment?.id ?? null,
            addressId: address?.id ?? null,
            pickUpTime,
            storeId: store?.id ?? null,
            usedCard,
            amount,
          });
          setLeaving(true);
          browser.assign(session.url);
        },
      });
    }
  };

  return (
    <Stack spacing={3}>
      <CheckoutChoices
        title={t('checkout.shipping.title')}
        choices={shippingList.map((s) => ({
          value: s.id,
          label: t(`checkout.shipping.${s.type}`),
          detail: shippingDetail(t, s, subtotal),
        }))}
        value={shipping?.id ?? null}
        onChange={setShippingId}
      />
      {needsAddress(shipping) && (
        <CheckoutChoices
          title={t('checkout.address.title')}
          choices={addresses.map((a) => ({
            value: a.id,
            label: addressLine(a),
            detail: [
              addressPlace(a),
              a.recipientName && t('profile.addresses.for', { name: a.recipientName }),
            ]
              .filter(Boolean)
              .join(' · '),
          }))}
          value={address?.id ?? null}
          onChange={setAddressId}
          empty={<Typography color="text.secondary">{t('checkout.address.none')}</Typography>}
          footer={
            <Button variant="outlined" onClick={() => setAdding(true)} sx={{ alignSelf: 'start' }}>
              {t('profile.addresses.add')}
            </Button>
          }
        />
      )}
      {choosesStore && (
        <CheckoutChoices
          title={t('checkout.store.title')}
          choices={stores.map((s) => ({
            value: s.id,
            label: s.name,
            detail:
              [s.address, s.city].filter(Boolean).join(', ') ||
              (s.main ? t('checkout.store.main') : undefined),
          }))}
          value={store?.id ?? null}
          onChange={setStoreId}
        />
      )}
      {takeAway && (
        <Stack component="section" spacing={1} aria-labelledby="checkout-pick-up">
          <Typography id="checkout-pick-up" variant="h6" component="h2">
            {t('checkout.pickUp.title')}
          </Typography>
          {times.length === 0 ? (
            <Typography color="text.secondary">{t('checkout.pickUp.none')}</Typography>
          ) : (
            <TextField
              select
              label={t('checkout.pickUp.label')}
              value={pickUpTime && times.includes(pickUpTime) ? pickUpTime : ''}
              onChange={(e) => setPickUpTime(e.target.value || null)}
            >
              {times.map((time) => (
                <MenuItem key={time} value={time}>
                  {time}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Stack>
      )}
      <CheckoutChoices
        title={t('checkout.payment.title')}
        choices={paymentList.map((p) => ({
          value: p.id,
          label: t(`checkout.payment.${p.type}`),
          refused: allowed(p) ? undefined : t('checkout.payment.storeWithCourier'),
        }))}
        value={payment?.id ?? null}
        onChange={setPaymentId}
      />
      {balance > 0 && (
        <CheckoutCard
          balance={balance}
          capCents={capCents}
          on={usedCard}
          amount={amount}
          appliedCents={state.totals.creditCents}
          invalid={creditInvalid}
          onToggle={toggleCard}
          onAmount={setAmount}
        />
      )}
      <CheckoutSummary
        totals={state.totals}
        cashBackType={activity.activity.cashBackType}
        showShipping={shipping !== null}
        refusals={refusals}
      />
      {state.send === 'checkout' && state.blockers.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('checkout.payment.online')}
        </Typography>
      )}
      <Button
        variant="contained"
        size="large"
        onClick={send}
        disabled={refusals.length > 0 || creditInvalid || busy}
        aria-describedby={refusals.length > 0 ? 'checkout-refusals' : undefined}
      >
        {state.send === 'order' ? t('checkout.send.order') : t('checkout.send.pay')}
      </Button>
      <AddAddressDialog
        id="checkout-address-title"
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={(a) => setAddressId(a.id)}
      />
    </Stack>
  );
}
