// A shop category in the console: its name, how many items it lists and whether customers see it
// (a switch shows or hides it at once), renamed in a dialog, moved, deleted after a question; its
// items in the customers' order, a page of MAX_PAGE_SIZE at a time, each edited, put on sale or
// taken off, moved (while the whole category is known) and deleted.
import Add from '@mui/icons-material/Add';
import Edit from '@mui/icons-material/Edit';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { MAX_PAGE_SIZE } from '@tessera/domain';
import { useState } from 'react';
import { ListPagination } from '../../../../components/ListPagination.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';
import { RowActions } from '../../components/RowActions.tsx';
import {
  type CatalogueCategory,
  type CatalogueItem,
  useCatalogueItems,
} from '../api/get-catalogue-admin.ts';
import { movedIds } from '../catalogueForm.ts';
import { ItemRow } from './ItemRow.tsx';

export interface CategorySectionProps {
  category: CatalogueCategory;
  /** Moves the category; null at the list's end. */
  onUp: (() => void) | null;
  onDown: (() => void) | null;
  onEdit(): void;
  onDelete(): void;
  onVisible(visible: boolean): void;
  onAddItem(): void;
  onEditItem(item: CatalogueItem): void;
  onDeleteItem(item: CatalogueItem): void;
  onActiveItem(item: CatalogueItem, active: boolean): void;
  /** The item whose switch is being saved, if any. */
  switchingItem: number | null;
  /** Sends the category's items in their new order. */
  onOrderItems(ids: number[]): void;
  /** An order or the category's switch is being saved: no other move meanwhile. */
  moving: boolean;
}

export function CategorySection(p: CategorySectionProps) {
  const { t } = useTranslation();
  const c = p.category;
  const [page, setPage] = useState(0);
  const items = useCatalogueItems({ categoryId: c.id, page, rowsPerPage: MAX_PAGE_SIZE });
  const rows = items.data?.rows ?? [];
  // Every item must be known to send the category's order.
  const all = items.data !== undefined && page === 0 && rows.length === items.data.totalRows;
  const ids = rows.map((e) => e.id);
  const move = (index: number, step: -1 | 1) => {
    const next = all && !p.moving ? movedIds(ids, index, step) : null;
    return next ? () => p.onOrderItems(next) : null;
  };
  const headingId = `catalogue-category-${c.id}`;

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={headingId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {c.name}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Typography variant="body2" color="text.secondary">
              {t('catalogueAdmin.categories.items', { count: c.items })}
            </Typography>
            {!c.visible && (
              <Chip
                size="small"
                icon={<VisibilityOff />}
                label={t('catalogueAdmin.categories.hidden')}
              />
            )}
          </Box>
          <FormControlLabel
            label={t('catalogueAdmin.categories.visibleShort')}
            sx={{ minHeight: 44, ml: -1 }}
            control={
              <Switch
                size="small"
                checked={c.visible}
                disabled={p.moving}
                onChange={(_, on) => p.onVisible(on)}
                slotProps={{
                  input: {
                    'aria-label': t('catalogueAdmin.categories.visibleOf', { name: c.name }),
                  },
                }}
              />
            }
          />
        </Box>
        <IconButton
          aria-label={t('catalogueAdmin.categories.edit', { name: c.name })}
          onClick={p.onEdit}
          sx={{ width: 48, height: 48 }}
        >
          <Edit />
        </IconButton>
        <RowActions
          texts="catalogueAdmin"
          label={t('catalogueAdmin.categories.actions', { name: c.name })}
          onUp={p.moving ? null : p.onUp}
          onDown={p.moving ? null : p.onDown}
          onDelete={p.onDelete}
        />
      </Box>
      {items.data === undefined ? (
        <Stack spacing={1} sx={{ mt: 1 }} aria-busy="true">
          <Skeleton variant="rounded" height={72} data-testid="catalogue-item-skeleton" />
        </Stack>
      ) : rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('catalogueAdmin.items.empty')}
        </Typography>
      ) : (
        <>
          <Box
            component="ul"
            aria-label={t('catalogueAdmin.items.listOf', { name: c.name })}
            aria-busy={items.isPlaceholderData || undefined}
            sx={{ listStyle: 'none', m: 0, p: 0, mt: 1 }}
          >
            {rows.map((item, i) => (
              <ItemRow
                key={item.id}
                item={item}
                onEdit={() => p.onEditItem(item)}
                onDelete={() => p.onDeleteItem(item)}
                onActive={(on) => p.onActiveItem(item, on)}
                switching={p.switchingItem === item.id}
                onUp={move(i, -1)}
                onDown={move(i, 1)}
              />
            ))}
          </Box>
          {items.data.totalRows > MAX_PAGE_SIZE && (
            <ListPagination
              count={items.data.totalRows}
              page={page}
              rowsPerPage={MAX_PAGE_SIZE}
              onPageChange={setPage}
            />
          )}
        </>
      )}
      <Button
        startIcon={<Add />}
        onClick={p.onAddItem}
        aria-label={t('catalogueAdmin.items.addTo', { name: c.name })}
        sx={{ mt: 1, minHeight: 48 }}
      >
        {t('catalogueAdmin.items.add')}
      </Button>
    </Paper>
  );
}
