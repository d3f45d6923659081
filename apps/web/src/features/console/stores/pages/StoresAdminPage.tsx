// The activity's stores in the owner's console (issue 25 item 3, /console/stores): every store,
// hidden ones too, main first; added and edited in a dialog (address, phone, visibility, the
// main flag, opening hours per weekday), deleted after a question, the server's refusal shown
// (the main store, or one customers' history names). Admins and super admins only (the route's
// guard, the API's adminTenancy).
import Search from '@mui/icons-material/Search';
import Storefront from '@mui/icons-material/Storefront';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { CardSkeletons } from '../../../../components/CardSkeletons.tsx';
import { EmptyState } from '../../../../components/EmptyState.tsx';
import { PagedCards } from '../../../../components/PagedCards.tsx';
import { usePageTitle } from '../../../../components/TopBar.tsx';
import { useConfirm } from '../../../../components/useConfirm.tsx';
import { HttpError } from '../../../../lib/http.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { notify } from '../../../../lib/notify.ts';
import { usePageParams } from '../../../../lib/usePageParams.ts';
import { useDeleteStore } from '../api/delete-store.ts';
import { type AdminStore, useAdminStores } from '../api/get-admin-stores.ts';
import { StoreCard } from '../components/StoreCard.tsx';
import { StoreDialog } from '../components/StoreDialog.tsx';

/** The search waits for the typing to pause. */
const SEARCH_PAUSE_MS = 300;

export default function StoresAdminPage() {
  const { t } = useTranslation();
  usePageTitle(t('storesAdmin.title'));
  const [paging, setPaging] = usePageParams();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    if (typed === q) return;
    const timer = setTimeout(() => {
      setQ(typed);
      setPaging({ page: 0 });
    }, SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, q, setPaging]);
  const stores = useAdminStores({ ...paging, q });
  const none = !q && stores.data?.totalRows === 0;
  const remove = useDeleteStore();
  const [confirm, confirmDialog] = useConfirm();
  const [editing, setEditing] = useState<{ store: AdminStore | null } | null>(null);

  const askDelete = async (s: AdminStore) => {
    const yes = await confirm({
      title: t('storesAdmin.deleteTitle'),
      message: t('storesAdmin.deleteMessage', { name: s.name }),
      cancelLabel: t('storesAdmin.cancel'),
      confirmLabel: t('storesAdmin.confirmDelete'),
    });
    if (!yes) return;
    remove.mutate(s.id, {
      onSuccess: () => notify.success(t('storesAdmin.deleted', { name: s.name })),
      onError: (error) =>
        notify.error((error instanceof HttpError && error.message) || t('storesAdmin.failed')),
    });
  };

  const addButton = (
    <Button
      variant="contained"
      startIcon={<Storefront />}
      onClick={() => setEditing({ store: null })}
      sx={{ minHeight: 48 }}
    >
      {t('storesAdmin.add')}
    </Button>
  );

  return (
    <Box sx={{ maxWidth: 880, mx: 'auto', display: 'grid', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {t('storesAdmin.intro')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          type="search"
          size="small"
          label={t('storesAdmin.search')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          sx={{ flex: '1 1 220px', '& .MuiInputBase-root': { minHeight: 48 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search />
                </InputAdornment>
              ),
            },
          }}
        />
        {!none && addButton}
      </Box>
      <PagedCards
        query={stores}
        paging={paging}
        onPaging={setPaging}
        label={t('storesAdmin.listLabel')}
        empty={
          <EmptyState icon={<Storefront />} action={q ? undefined : addButton}>
            {t(q ? 'storesAdmin.noMatch' : 'storesAdmin.empty')}
          </EmptyState>
        }
        skeleton={<CardSkeletons height={160} testId="store-skeleton" />}
      >
        {(rows) =>
          rows.map((s) => (
            <StoreCard
              key={s.id}
              store={s}
              onEdit={() => setEditing({ store: s })}
              onDelete={() => askDelete(s)}
            />
          ))
        }
      </PagedCards>
      {editing && (
        <StoreDialog
          store={editing.store}
          first={none && editing.store === null}
          onClose={() => setEditing(null)}
        />
      )}
      {confirmDialog}
    </Box>
  );
}
