// A menu category in the console: its name, whether customers see it and how many entries it
// lists; renamed or hidden in a dialog, moved, deleted after a question; its entries in order,
// each with its picture, price and allergens, edited, moved and deleted the same way.
import Add from '@mui/icons-material/Add';
import Edit from '@mui/icons-material/Edit';
import HideImageOutlined from '@mui/icons-material/HideImageOutlined';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPrice } from '@tessera/domain';
import { hasText, useTranslation } from '../../../../lib/i18n.ts';
import { RowActions } from '../../components/RowActions.tsx';
import { type MenuCategory, type MenuEntry, useMenuEntries } from '../api/get-menu-admin.ts';
import { movedIds } from '../menuForm.ts';

export interface CategorySectionProps {
  category: MenuCategory;
  /** Moves the category; null at the list's end. */
  onUp: (() => void) | null;
  onDown: (() => void) | null;
  onEdit(): void;
  onDelete(): void;
  onAddEntry(): void;
  onEditEntry(entry: MenuEntry): void;
  onDeleteEntry(entry: MenuEntry): void;
  /** Sends the category's entries in their new order. */
  onOrderEntries(ids: number[]): void;
  /** An order is being saved: no other move meanwhile. */
  moving: boolean;
}

export function CategorySection(p: CategorySectionProps) {
  const { t } = useTranslation();
  const c = p.category;
  const entries = useMenuEntries(c.id);
  const rows = entries.data?.rows ?? [];
  // Every entry must be known to send the category's order.
  const all = entries.data !== undefined && rows.length === entries.data.totalRows;
  const ids = rows.map((e) => e.id);
  const move = (index: number, step: -1 | 1) => {
    const next = all && !p.moving ? movedIds(ids, index, step) : null;
    return next ? () => p.onOrderEntries(next) : null;
  };
  const headingId = `menu-category-${c.id}`;

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={headingId} variant="h6" component="h2">
            {c.name}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Typography variant="body2" color="text.secondary">
              {t('menuAdmin.categories.entries', { count: c.entries })}
            </Typography>
            {!c.visible && (
              <Chip
                size="small"
                icon={<VisibilityOff />}
                label={t('menuAdmin.categories.hidden')}
              />
            )}
          </Box>
        </Box>
        <IconButton
          aria-label={t('menuAdmin.categories.edit', { name: c.name })}
          onClick={p.onEdit}
          sx={{ width: 48, height: 48 }}
        >
          <Edit />
        </IconButton>
        <RowActions
          texts="menuAdmin"
          label={t('menuAdmin.categories.actions', { name: c.name })}
          onUp={p.moving ? null : p.onUp}
          onDown={p.moving ? null : p.onDown}
          onDelete={p.onDelete}
        />
      </Box>
      {entries.data === undefined ? (
        <Stack spacing={1} sx={{ mt: 1 }} aria-busy="true">
          <Skeleton variant="rounded" height={56} data-testid="menu-entry-skeleton" />
        </Stack>
      ) : rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('menuAdmin.entries.empty')}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={t('menuAdmin.entries.listOf', { name: c.name })}
          sx={{ listStyle: 'none', m: 0, p: 0, mt: 1 }}
        >
          {rows.map((e, i) => (
            <EntryRow
              key={e.id}
              entry={e}
              onEdit={() => p.onEditEntry(e)}
              onDelete={() => p.onDeleteEntry(e)}
              onUp={move(i, -1)}
              onDown={move(i, 1)}
            />
          ))}
        </Box>
      )}
      <Button
        startIcon={<Add />}
        onClick={p.onAddEntry}
        aria-label={t('menuAdmin.entries.addTo', { name: c.name })}
        sx={{ mt: 1, minHeight: 48 }}
      >
        {t('menuAdmin.entries.add')}
      </Button>
    </Paper>
  );
}

function EntryRow(p: {
  entry: MenuEntry;
  onEdit(): void;
  onDelete(): void;
  onUp: (() => void) | null;
  onDown: (() => void) | null;
}) {
  const { t } = useTranslation();
  const e = p.entry;
  const allergens = e.allergens
    .map((a) => {
      const key = `menus.allergen.${a}`;
      return hasText(key) ? t(key) : t('menus.allergen.unknown');
    })
    .join(', ');
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
        opacity: e.visible ? 1 : 0.85,
      }}
    >
      <Box
        sx={{
          width: 48,
          height: 48,
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'action.hover',
          display: 'grid',
          placeItems: 'center',
          flex: 'none',
        }}
      >
        {e.imageUrl ? (
          <Box
            component="img"
            src={e.imageUrl}
            alt=""
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <HideImageOutlined fontSize="small" color="disabled" aria-hidden="true" />
        )}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography variant="body1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {e.name}
          </Typography>
          <Typography variant="body2">{formatPrice(e.price)}</Typography>
          {!e.visible && (
            <Chip size="small" icon={<VisibilityOff />} label={t('menuAdmin.entries.hidden')} />
          )}
        </Box>
        {allergens && (
          <Typography variant="body2" color="text.secondary">
            {t('menuAdmin.entries.allergensList', { list: allergens })}
          </Typography>
        )}
      </Box>
      <IconButton
        aria-label={t('menuAdmin.entries.edit', { name: e.name })}
        onClick={p.onEdit}
        sx={{ width: 48, height: 48 }}
      >
        <Edit />
      </IconButton>
      <RowActions
        texts="menuAdmin"
        label={t('menuAdmin.entries.actions', { name: e.name })}
        onUp={p.onUp}
        onDown={p.onDown}
        onDelete={p.onDelete}
      />
    </Box>
  );
}
