// The menu in the owner's console (issue 25 item 3, /console/menu): its categories in order
// (added, renamed, hidden, moved, deleted after a question; one that lists entries is refused by
// the server, whose words are shown), and each category's entries (name, description, price
// typed "8,50", SPEC §3 allergens and typologies, a picture, visibility, order). Admins and super
// admins only (the route's guard, the API's adminTenancy).
import Add from '@mui/icons-material/Add';
import MenuBook from '@mui/icons-material/MenuBook';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { EmptyState } from '../../../../components/EmptyState.tsx';
import { LastKnownList } from '../../../../components/LastKnownList.tsx';
import { usePageTitle } from '../../../../components/TopBar.tsx';
import { useConfirm } from '../../../../components/useConfirm.tsx';
import { HttpError } from '../../../../lib/http.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { notify } from '../../../../lib/notify.ts';
import { CategoryDialog } from '../../components/CategoryDialog.tsx';
import { type MenuCategory, type MenuEntry, useMenuCategories } from '../api/get-menu-admin.ts';
import {
  useDeleteMenuCategory,
  useDeleteMenuEntry,
  useOrderMenuCategories,
  useOrderMenuEntries,
  useSaveMenuCategory,
} from '../api/menu-writes.ts';
import { CategorySection } from '../components/CategorySection.tsx';
import { EntryDialog } from '../components/EntryDialog.tsx';
import { categorySchema, movedIds } from '../menuForm.ts';

type Editing =
  | { kind: 'category'; category: MenuCategory | null }
  | { kind: 'entry'; entry: MenuEntry | null; categoryId: number };

function MenuSkeleton() {
  return (
    <Stack spacing={2} aria-busy="true" data-testid="menu-admin-skeleton">
      <Skeleton variant="rounded" height={160} />
      <Skeleton variant="rounded" height={160} />
    </Stack>
  );
}

export default function MenuAdminPage() {
  const { t } = useTranslation();
  const saveCategory = useSaveMenuCategory();
  usePageTitle(t('menuAdmin.title'));
  const categories = useMenuCategories();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const removeCategory = useDeleteMenuCategory();
  const removeEntry = useDeleteMenuEntry();
  const orderCategories = useOrderMenuCategories();
  const orderEntries = useOrderMenuEntries();
  const moving = orderCategories.isPending || orderEntries.isPending;

  const refused = (error: Error) =>
    notify.error((error instanceof HttpError && error.message) || t('menuAdmin.failed'));
  const moved = { onSuccess: () => notify.success(t('menuAdmin.moved')), onError: refused };

  const askDeleteCategory = async (c: MenuCategory) => {
    const yes = await confirm({
      title: t('menuAdmin.categories.deleteTitle'),
      message: t('menuAdmin.categories.deleteMessage', { name: c.name }),
      cancelLabel: t('menuAdmin.cancel'),
      confirmLabel: t('menuAdmin.delete'),
    });
    if (!yes) return;
    removeCategory.mutate(c.id, {
      onSuccess: () => notify.success(t('menuAdmin.categories.deleted', { name: c.name })),
      onError: refused,
    });
  };

  const askDeleteEntry = async (e: MenuEntry) => {
    const yes = await confirm({
      title: t('menuAdmin.entries.deleteTitle'),
      message: t('menuAdmin.entries.deleteMessage', { name: e.name }),
      cancelLabel: t('menuAdmin.cancel'),
      confirmLabel: t('menuAdmin.delete'),
    });
    if (!yes) return;
    removeEntry.mutate(e.id, {
      onSuccess: () => notify.success(t('menuAdmin.entries.deleted', { name: e.name })),
      onError: refused,
    });
  };

  const addCategory = (
    <Button
      variant="contained"
      startIcon={<Add />}
      onClick={() => setEditing({ kind: 'category', category: null })}
      sx={{ minHeight: 48 }}
    >
      {t('menuAdmin.categories.add')}
    </Button>
  );

  const list = categories.data?.rows ?? [];

  return (
    <Box sx={{ maxWidth: 880, mx: 'auto', display: 'grid', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {t('menuAdmin.intro')}
      </Typography>
      <LastKnownList
        query={categories}
        isEmpty={(page) => page.totalRows === 0}
        empty={
          <EmptyState icon={<MenuBook />} action={addCategory}>
            {t('menuAdmin.empty')}
          </EmptyState>
        }
        skeleton={<MenuSkeleton />}
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
                  onAddEntry={() => setEditing({ kind: 'entry', entry: null, categoryId: c.id })}
                  onEditEntry={(entry) =>
                    setEditing({ kind: 'entry', entry, categoryId: entry.categoryId })
                  }
                  onDeleteEntry={askDeleteEntry}
                  onOrderEntries={(next) =>
                    orderEntries.mutate({ categoryId: c.id, ids: next }, moved)
                  }
                />
              ))}
              <Box>{addCategory}</Box>
            </Stack>
          );
        }}
      </LastKnownList>
      {editing?.kind === 'category' && (
        <CategoryDialog
          category={editing.category}
          onClose={() => setEditing(null)}
          texts="menuAdmin"
          schema={categorySchema}
          save={saveCategory}
        />
      )}
      {editing?.kind === 'entry' && (
        <EntryDialog
          entry={editing.entry}
          categoryId={editing.categoryId}
          categories={list}
          onClose={() => setEditing(null)}
        />
      )}
      {confirmDialog}
    </Box>
  );
}
