// The customer's coupons (issue 9, issue 15; SPEC §2 coupons, §3 coupon customer): a page at a
// time (its page in the address), those still usable first and the expired and used ones apart
// after them. Each is compact, three to a phone's screen: a thumbnail, its name, description and
// validity ("Scaduto il …" once past it), and its code, drawn as a barcode the counter scans while
// it can be redeemed. Offline, the last known coupons show with their time: a coupon seen once is
// shown at a counter with no signal. A coupon is deleted after a confirmation.
import Delete from '@mui/icons-material/Delete';
import LocalOffer from '@mui/icons-material/LocalOffer';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type CouponCustomer, formatDate } from '@tessera/domain';
import { useId } from 'react';
import { CardSkeletons } from '../../../components/CardSkeletons.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { PagedCards } from '../../../components/PagedCards.tsx';
import { usePageTitle } from '../../../components/TopBar.tsx';
import { useConfirm } from '../../../components/useConfirm.tsx';
import { useCouponCustomers } from '../../../lib/api/coupon-customers.ts';
import { useDeleteCouponCustomer } from '../../../lib/api/delete-coupon-customer.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { usePageParams } from '../../../lib/usePageParams.ts';
import { OfferCode } from '../components/OfferCode.tsx';
import { validityText } from '../validity.ts';

const usable = (c: CouponCustomer) => !c.expired && !c.redeemedAt;

function Coupon({ coupon, onDelete }: { coupon: CouponCustomer; onDelete(): void }) {
  const { t } = useTranslation();
  const titleId = `coupon-${coupon.id}`;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid="coupon"
      sx={{ p: 1.5 }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        {coupon.imageUrl && (
          // Decorative: the name beside it says what it is.
          <Box
            component="img"
            src={coupon.imageUrl}
            alt=""
            loading="lazy"
            decoding="async"
            sx={{
              width: 56,
              height: 56,
              flexShrink: 0,
              borderRadius: 1,
              objectFit: 'cover',
              bgcolor: 'action.hover',
            }}
          />
        )}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            id={titleId}
            variant="subtitle1"
            component="h3"
            sx={{ fontWeight: 600, lineHeight: 1.4, overflowWrap: 'anywhere' }}
          >
            {coupon.name}
          </Typography>
          {coupon.description && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              {coupon.description}
            </Typography>
          )}
          <Typography
            variant="body2"
            data-testid="coupon-validity"
            sx={{ fontWeight: usable(coupon) ? 500 : 400 }}
          >
            {coupon.redeemedAt
              ? t('offers.coupons.used', { date: formatDate(new Date(coupon.redeemedAt)) })
              : validityText(t, coupon)}
          </Typography>
        </Box>
        <IconButton
          edge="end"
          aria-label={t('offers.coupons.delete', { name: coupon.name })}
          onClick={onDelete}
          sx={{ mt: -1 }}
        >
          <Delete />
        </IconButton>
      </Stack>
      <Box sx={{ mt: 1 }}>
        <OfferCode code={coupon.code} usable={usable(coupon)} />
      </Box>
    </Paper>
  );
}

/** The coupons of one part of the list (usable, or expired and used) under their heading. */
function CouponSection(p: {
  title: string;
  testId: string;
  coupons: CouponCustomer[];
  onDelete(c: CouponCustomer): void;
}) {
  const id = useId();
  if (p.coupons.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby={id} data-testid={p.testId} spacing={1}>
      <Typography id={id} variant="subtitle2" component="h2" color="text.secondary">
        {p.title}
      </Typography>
      {p.coupons.map((c) => (
        <Coupon key={c.id} coupon={c} onDelete={() => p.onDelete(c)} />
      ))}
    </Stack>
  );
}

export default function CouponsPage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.coupons'));
  const [paging, setPaging] = usePageParams();
  const coupons = useCouponCustomers(paging);
  const remove = useDeleteCouponCustomer();
  const [confirm, confirmDialog] = useConfirm();

  const askDelete = async (c: CouponCustomer) => {
    const yes = await confirm({
      title: t('offers.coupons.deleteTitle'),
      message: t('offers.coupons.deleteMessage', { name: c.name }),
      cancelLabel: t('offers.cancel'),
      confirmLabel: t('offers.confirmDelete'),
    });
    if (yes) remove.mutate(c.id, { onSuccess: () => notify.success(t('offers.coupons.deleted')) });
  };

  return (
    <Box sx={{ maxWidth: 560, mx: 'auto' }}>
      <PagedCards
        query={coupons}
        paging={paging}
        onPaging={setPaging}
        label={t('offers.coupons.label')}
        gap={2}
        empty={<EmptyState icon={<LocalOffer />}>{t('offers.coupons.empty')}</EmptyState>}
        skeleton={<CardSkeletons height={200} testId="coupon-skeleton" />}
      >
        {(rows) => (
          <>
            <CouponSection
              title={t('offers.coupons.usable')}
              testId="coupons-usable"
              coupons={rows.filter(usable)}
              onDelete={askDelete}
            />
            <CouponSection
              title={t('offers.coupons.past')}
              testId="coupons-past"
              coupons={rows.filter((c) => !usable(c))}
              onDelete={askDelete}
            />
          </>
        )}
      </PagedCards>
      {confirmDialog}
    </Box>
  );
}
