// The shop's catalogue in the owner's console (issue 25 item 4, /console/catalogue): its
// categories in order (added, renamed, shown or hidden, moved, deleted after a question; one that
// lists items is refused by the server, whose words are shown), each category's items (price and
// discount price, picture, sold out, put on sale or taken off, moved, edited in the item editor
// with its gallery, colours, sizes and stock, deleted or archived), a search over every item, the
// shop's own pictures, and items imported from a CSV file. Admins and super admins only (the
// route's guard, the API's adminTenancy); in the drawer while the shop is on.
import Add from '@mui/icons-material/Add';
import Search from '@mui/icons-material/Search';
import SearchOff from '@mui/icons-material/SearchOff';
import Storefront from '@mui/icons-material/StorefrontOutlined';
import UploadFile from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../../../components/DataTable.tsx';
import { EmptyState } from '../../../../components/EmptyState.tsx';
import { LastKnownList } from '../../../../components/LastKnownList.tsx';
import { ListPagination } from '../../../../components/ListPagination.tsx';
import { usePageTitle } from '../../../../components/TopBar.tsx';
import { useConfirm } from '../../../../components/useConfirm.tsx';
import { HttpError } from '../../../../lib/http.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { notify } from '../../../../lib/notify.ts';
import { CategoryDialog } from '../../components/CategoryDialog.tsx';
import {
  useDeleteCategory,
  useDeleteItem,
  useOrderCategories,
  useOrderItems,
  useSaveCategory,
  useShowItem,
} from '../api/catalogue-writes.ts';
import {
  type CatalogueCategory,
  type CatalogueItem,
  useCatalogueCategories,
  useCatalogueItems,
} from '../api/get-catalogue-admin.ts';
import { categorySchema, movedIds } from '../catalogueForm.ts';
import { CategorySection } from '../components/CategorySection.tsx';
import { CsvImportDialog } from '../components/CsvImport.tsx';
import { ItemEditor } from '../components/ItemEditor.tsx';
import { ItemRow } from '../components/ItemRow.tsx';
import { ShopImages } from '../components/ShopImages.tsx';

type Editing =
  | { kind: 'category'; category: CatalogueCategory | null }
  | { kind: 'item'; itemId: number | null; categoryId: number }
  | { kind: 'import' };

/** A search's page size (SPEC §9's first). */
const SEARCH_PAGE = 20;

function CatalogueSkeleton() {
  return (
    <Stack spacing={2} aria-busy="true" data-testid="catalogue-admin-skeleton">
      <Skeleton variant="rounded" height={160} />
      <Skeleton variant="rounded" height={160} />
    </Stack>
  );
}

/** The item actions every list shares: edit, delete (after a question), on sale or not. */
interface ItemActions {
  onEditItem(item: CatalogueItem): void;
  onDeleteItem(item: CatalogueItem): void;
  onActiveItem(item: CatalogueItem, active: boolean): void;
  switchingItem: number | null;
}

export default function CatalogueAdminPage() {
  const { t } = useTranslation();
  usePageTitle(t('catalogueAdmin.title'));
  const categories = useCatalogueCategories();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const [searchInput, setSearchInput] = useState('');
  const [search, setSearch] = useState('');
  const saveCategory = useSaveCategory();
  const removeCategory = useDeleteCategory();
  const removeItem = useDeleteItem();
  const showItem = useShowItem();
  const orderCategories = useOrderCategories();
  const orderItems = useOrderItems();
  const moving = orderCategories.isPending || orderItems.isPending || saveCategory.isPending;

  // One search a word, not one a key.
  useEffect(() => {
    const timer = setTimeout(() => setSearch(searchInput.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchInput]);

  const refused = (error: Error) =>
    notify.error((error instanceof HttpError && error.message) || t('catalogueAdmin.failed'));
  const moved = { onSuccess: () => notify.success(t('catalogueAdmin.moved')), onError: refused };

  const askDeleteCategory = async (c: CatalogueCategory) => {
    const yes = await confirm({
      title: t('catalogueAdmin.categories.deleteTitle'),
      message: t('catalogueAdmin.categories.deleteMessage', { name: c.name }),
      cancelLabel: t('catalogueAdmin.cancel'),
      confirmLabel: t('catalogueAdmin.delete'),
    });
    if (!yes) return;
    removeCategory.mutate(c.id, {
      onSuccess: () => notify.success(t('catalogueAdmin.categories.deleted', { name: c.name })),
      onError: refused,
    });
  };

  const showCategory = (c: CatalogueCategory, visible: boolean) =>
    saveCategory.mutate(
      { id: c.id, body: { name: c.name, visible }, idempotencyKey: crypto.randomUUID() },
      {
        onSuccess: () =>
          notify.success(
            t(visible ? 'catalogueAdmin.categories.shown' : 'catalogueAdmin.categories.hiddenNow', {
              name: c.name,
            }),
          ),
        onError: refused,
      },
    );

  const items: ItemActions = {
    onEditItem: (item) =>
      setEditing({ kind: 'item', itemId: item.id, categoryId: item.categoryId }),
    onDeleteItem: async (item) => {
      const yes = await confirm({
        title: t('catalogueAdmin.items.deleteTitle'),
        message: t('catalogueAdmin.items.deleteMessage', { name: item.name }),
        cancelLabel: t('catalogueAdmin.cancel'),
        confirmLabel: t('catalogueAdmin.delete'),
      });
      if (!yes) return;
      removeItem.mutate(item.id, {
        onSuccess: ({ archived }) =>
          notify.success(
            t(archived ? 'catalogueAdmin.items.archived' : 'catalogueAdmin.items.deleted', {
              name: item.name,
            }),
          ),
        onError: refused,
      });
    },
    onActiveItem: (item, active) =>
      showItem.mutate(
        { id: item.id, body: { active }, idempotencyKey: crypto.randomUUID() },
        {
          onSuccess: () =>
            notify.success(
              t(active ? 'catalogueAdmin.items.onSaleNow' : 'catalogueAdmin.items.offSaleNow', {
                name: item.name,
              }),
            ),
          onError: refused,
        },
      ),
    switchingItem: showItem.isPending ? (showItem.variables?.id ?? null) : null,
  };

  const addCategory = (
    <Button
      variant="contained"
      startIcon={<Add />}
      onClick={() => setEditing({ kind: 'category', category: null })}
      sx={{ minHeight: 48 }}
    >
      {t('catalogueAdmin.categories.add')}
    </Button>
  );

  const list = categories.data?.rows ?? [];

  return (
    // One column that never grows past the screen: a long name or chip wraps instead.
    <Box
      sx={{
        maxWidth: 960,
        mx: 'auto',
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 2,
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {t('catalogueAdmin.intro')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          type="search"
          label={t('catalogueAdmin.search')}
          size="small"
          value={searchInput}
          onChange={(e) => setSearchInput(e.target.value)}
          sx={{ flex: '1 1 14rem' }}
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
        <Button
          variant="outlined"
          startIcon={<UploadFile />}
          onClick={() => setEditing({ kind: 'import' })}
          sx={{ minHeight: 48 }}
        >
          {t('catalogueAdmin.import.open')}
        </Button>
      </Box>
      {search ? (
        <SearchResults q={search} actions={items} onClear={() => setSearchInput('')} />
      ) : (
        <LastKnownList
          query={categories}
          isEmpty={(page) => page.totalRows === 0}
          empty={
            <EmptyState icon={<Storefront />} action={addCategory}>
              {t('catalogueAdmin.empty')}
            </EmptyState>
          }
          skeleton={<CatalogueSkeleton />}
        >
          {(page) => {
            const ids = page.rows.map((c) => c.id);
            const move = (index: number, step: -1 | 1) => {
              const next = movedIds(ids, index, step);
              return next ? () => orderCategories.mutate(next, moved) : null;
            };
            return (
              <Stack spacing={2}>
                {page.rows.map((c, i) => (
                  <CategorySection
                    key={c.id}
                    category={c}
                    moving={moving}
                    onUp={move(i, -1)}
                    onDown={move(i, 1)}
                    onEdit={() => setEditing({ kind: 'category', category: c })}
                    onDelete={() => askDeleteCategory(c)}
                    onVisible={(on) => showCategory(c, on)}
                    onAddItem={() => setEditing({ kind: 'item', itemId: null, categoryId: c.id })}
                    onOrderItems={(next) =>
                      orderItems.mutate({ categoryId: c.id, ids: next }, moved)
                    }
                    {...items}
                  />
                ))}
                <Box>{addCategory}</Box>
              </Stack>
            );
          }}
        </LastKnownList>
      )}
      <ShopImages />
      {editing?.kind === 'category' && (
        <CategoryDialog
          category={editing.category}
          onClose={() => setEditing(null)}
          texts="catalogueAdmin"
          schema={categorySchema}
          save={saveCategory}
        />
      )}
      {editing?.kind === 'item' && (
        <ItemEditor
          itemId={editing.itemId}
          categoryId={editing.categoryId}
          categories={list}
          onClose={() => setEditing(null)}
        />
      )}
      {editing?.kind === 'import' && <CsvImportDialog onClose={() => setEditing(null)} />}
      {confirmDialog}
    </Box>
  );
}

/** Items found by name, code or description over every category, a page at a time. */
function SearchResults(p: { q: string; actions: ItemActions; onClear(): void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const [q, setQ] = useState(p.q);
  // A new word starts from the first page.
  if (q !== p.q) {
    setQ(p.q);
    setPage(0);
  }
  const found = useCatalogueItems({ q: p.q, page, rowsPerPage: SEARCH_PAGE });
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="catalogue-search-title"
      sx={{ p: 2 }}
    >
      <Typography id="catalogue-search-title" variant="h6" component="h2">
        {t('catalogueAdmin.found', { q: p.q })}
      </Typography>
      <LastKnownList
        query={found}
        isEmpty={(data) => data.totalRows === 0}
        empty={
          <EmptyState
            icon={<SearchOff />}
            action={
              <Button variant="outlined" onClick={p.onClear}>
                {t('catalogueAdmin.clearSearch')}
              </Button>
            }
          >
            {t('catalogueAdmin.notFound')}
          </EmptyState>
        }
        skeleton={<Skeleton variant="rounded" height={120} aria-busy="true" />}
      >
        {(data) => (
          <>
            <Box
              component="ul"
              aria-label={t('catalogueAdmin.foundList')}
              aria-busy={found.isPlaceholderData || undefined}
              sx={{ listStyle: 'none', m: 0, p: 0 }}
            >
              {data.rows.map((item) => (
                <ItemRow
                  key={item.id}
                  item={item}
                  showCategory
                  onEdit={() => p.actions.onEditItem(item)}
                  onDelete={() => p.actions.onDeleteItem(item)}
                  onActive={(on) => p.actions.onActiveItem(item, on)}
                  switching={p.actions.switchingItem === item.id}
                />
              ))}
            </Box>
            {data.totalRows > SEARCH_PAGE && (
              <ListPagination
                count={data.totalRows}
                page={page}
                rowsPerPage={SEARCH_PAGE}
                onPageChange={setPage}
              />
            )}
          </>
        )}
      </LastKnownList>
    </Paper>
  );
}
