// The customer's coupons (issue 9; SPEC §2 coupons, §3 coupon customer): a page at a time, each
// with its picture, name, description, validity (DD-MM-YYYY), table field and state (valid,
// expired, used), and its code as a barcode the counter scans while it can be redeemed. A coupon
// is deleted from the list after a confirmation.
import Delete from '@mui/icons-material/Delete';
import LocalOffer from '@mui/icons-material/LocalOffer';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type CouponCustomer, DEFAULT_PAGE_SIZE, formatDate } from '@tessera/domain';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { ListPagination } from '../../../components/ListPagination.tsx';
import { usePageTitle } from '../../../components/TopBar.tsx';
import {
  type CouponsPage as PageQuery,
  useCouponCustomers,
} from '../../../lib/api/coupon-customers.ts';
import { useDeleteCouponCustomer } from '../../../lib/api/delete-coupon-customer.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { OfferCode } from '../components/OfferCode.tsx';
import { OfferPicture } from '../components/OfferPicture.tsx';

/** The coupon's state as a chip: used, expired, or valid. */
function CouponState({ coupon }: { coupon: CouponCustomer }) {
  const { t } = useTranslation();
  if (coupon.redeemedAt) {
    return (
      <Chip
        size="small"
        label={t('offers.coupons.used', { date: formatDate(new Date(coupon.redeemedAt)) })}
      />
    );
  }
  if (coupon.expired) return <Chip size="small" color="error" label={t('offers.expired')} />;
  return <Chip size="small" color="success" label={t('offers.valid')} />;
}

function Coupon({ coupon, onDelete }: { coupon: CouponCustomer; onDelete(): void }) {
  const { t } = useTranslation();
  const usable = !coupon.expired && !coupon.redeemedAt;
  const titleId = `coupon-${coupon.id}`;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid="coupon"
      sx={{ overflow: 'hidden' }}
    >
      <OfferPicture src={coupon.imageUrl} />
      <Stack spacing={1.5} sx={{ p: 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography id={titleId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {coupon.name}
            </Typography>
            {coupon.description && (
              <Typography color="text.secondary">{coupon.description}</Typography>
            )}
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
        <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <CouponState coupon={coupon} />
          <Chip
            size="small"
            variant="outlined"
            label={t('offers.coupons.table', { table: coupon.table })}
          />
        </Stack>
        <Typography variant="body2" data-testid="coupon-validity">
          {coupon.validTo
            ? t('offers.validTo', { date: formatDate(coupon.validTo) })
            : t('offers.noEnd')}
        </Typography>
        <OfferCode code={coupon.code} usable={usable} />
      </Stack>
    </Paper>
  );
}

export default function CouponsPage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.coupons'));
  const [query, setQuery] = useState<PageQuery>({ page: 0, rowsPerPage: DEFAULT_PAGE_SIZE });
  const coupons = useCouponCustomers(query);
  const remove = useDeleteCouponCustomer();
  const [deleting, setDeleting] = useState<CouponCustomer | null>(null);
  const page = coupons.data;
  const rows = page?.rows ?? [];

  // The last coupon of a later page deleted: the page before shows.
  useEffect(() => {
    if (page && rows.length === 0 && page.totalRows > 0 && query.page > 0) {
      setQuery((q) => ({ ...q, page: Math.ceil(page.totalRows / q.rowsPerPage) - 1 }));
    }
  }, [page, rows.length, query.page]);

  const confirmDelete = () => {
    const target = deleting;
    setDeleting(null);
    if (target) {
      remove.mutate(target.id, { onSuccess: () => notify.success(t('offers.coupons.deleted')) });
    }
  };

  if (page && page.totalRows === 0) {
    return <EmptyState icon={<LocalOffer />}>{t('offers.coupons.empty')}</EmptyState>;
  }
  return (
    <Stack spacing={2} sx={{ maxWidth: 560, mx: 'auto' }}>
      <Stack
        component="section"
        aria-label={t('offers.coupons.label')}
        aria-busy={coupons.isPlaceholderData || !page || undefined}
        spacing={2}
        sx={{ opacity: coupons.isPlaceholderData ? 0.6 : 1 }}
      >
        {page
          ? rows.map((c) => <Coupon key={c.id} coupon={c} onDelete={() => setDeleting(c)} />)
          : [0, 1].map((i) => (
              <Skeleton key={i} variant="rounded" height={320} data-testid="coupon-skeleton" />
            ))}
      </Stack>
      {page && (
        <ListPagination
          count={page.totalRows}
          page={query.page}
          rowsPerPage={query.rowsPerPage}
          onPageChange={(p) => setQuery((q) => ({ ...q, page: p }))}
          onRowsPerPageChange={(n) => setQuery({ page: 0, rowsPerPage: n })}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('offers.coupons.deleteTitle')}
        message={t('offers.coupons.deleteMessage', { name: deleting?.name ?? '' })}
        cancelLabel={t('offers.cancel')}
        confirmLabel={t('offers.confirmDelete')}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}
