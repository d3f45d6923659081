// My orders (SPEC §2 shop/order/orders; issue 17): the customer's orders a page at a time (the
// page in the address), newest first, each with its status in words; its lines in a dialog;
// re-order (to the cart, telling what was skipped); archive after a question ('Ordine
// archiviato', the list read again). Offline, the last known list with its time.
// Issue 22: only a finished order (collected or delivered, or cancelled) is archived, as the
// server insists (422 order_not_finished, whose message the snackbar shows); asked for another,
// the page says why instead of asking. "Mostra gli ordini archiviati" lists the archived ones
// instead (?archived=1 in the address, so Back and a reload keep it).
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { Order } from '@tessera/domain';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CardSkeletons } from '../../../components/CardSkeletons.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { PagedCards } from '../../../components/PagedCards.tsx';
import { usePageTitle } from '../../../components/TopBar.tsx';
import { useConfirm } from '../../../components/useConfirm.tsx';
import { useConfiguration } from '../../../lib/api/configuration.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { usePageParams } from '../../../lib/usePageParams.ts';
import { useArchiveOrder, useMyOrders } from '../api/orders.ts';
import { OrderCard, useReorderAndGo } from '../components/OrderCard.tsx';
import { OrderLinesDialog } from '../components/OrderLinesDialog.tsx';

export default function OrdersPage() {
  const { t } = useTranslation();
  const { to } = useLanguage();
  usePageTitle(t('checkout.orders.title'));
  const [paging, setPaging] = usePageParams();
  const [params, setParams] = useSearchParams();
  const archived = params.get('archived') === '1';
  const orders = useMyOrders({ ...paging, archived });
  const timeZone = useConfiguration().data?.timeZone ?? 'Europe/Rome';
  const archive = useArchiveOrder();
  const reorder = useReorderAndGo();
  const [open, setOpen] = useState<Order | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const busy = reorder.pending || archive.isPending;

  const showArchived = (on: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('page');
        if (on) next.set('archived', '1');
        else next.delete('archived');
        return next;
      },
      { replace: true },
    );

  /** Asks before archiving a finished order (only those offer it: OrderCard). */
  const askArchive = async (o: Order) => {
    const yes = await confirm({
      title: t('checkout.orders.archiveTitle'),
      message: t('checkout.orders.archiveMessage', { id: o.id }),
      cancelLabel: t('checkout.orders.keep'),
      confirmLabel: t('checkout.orders.archive'),
    });
    if (yes)
      archive.mutate(o.id, { onSuccess: () => notify.success(t('checkout.orders.archived')) });
  };

  return (
    <>
      <FormControlLabel
        control={<Switch checked={archived} onChange={(e) => showArchived(e.target.checked)} />}
        label={t('checkout.orders.showArchived')}
        sx={{ mb: 1 }}
      />
      <PagedCards
        query={orders}
        paging={paging}
        onPaging={setPaging}
        label={t('checkout.orders.label')}
        empty={
          archived ? (
            <EmptyState icon={<ReceiptLong />}>{t('checkout.orders.emptyArchived')}</EmptyState>
          ) : (
            <EmptyState
              icon={<ReceiptLong />}
              action={
                <Button component={Link} to={to('/shop/shops')} variant="outlined">
                  {t('checkout.goShop')}
                </Button>
              }
            >
              {t('checkout.orders.empty')}
            </EmptyState>
          )
        }
        skeleton={<CardSkeletons height={150} testId="order-skeleton" />}
      >
        {(rows) =>
          rows.map((o) => (
            <OrderCard
              key={o.id}
              order={o}
              timeZone={timeZone}
              busy={busy}
              onDetails={() => setOpen(o)}
              onReorder={() => reorder.go(o.id)}
              onArchive={() => askArchive(o)}
            />
          ))
        }
      </PagedCards>
      <OrderLinesDialog
        order={open}
        onClose={() => setOpen(null)}
        onReorder={() => open && reorder.go(open.id)}
        busy={busy}
      />
      {confirmDialog}
    </>
  );
}
