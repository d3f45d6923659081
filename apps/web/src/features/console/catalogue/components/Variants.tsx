// An item's colours and their sizes, each saved at once (issue 25 item 4): a colour's swatch, name
// and picture; its sizes in order with their stock (blank unlimited, 0 sold out) set against the
// figure read or changed by pieces; added, renamed, moved and deleted (after a question; one that
// past orders name is refused by the server, whose words are shown). Customers see the item once
// one of its colours has a size.
import Add from '@mui/icons-material/Add';
import Edit from '@mui/icons-material/Edit';
import Inventory from '@mui/icons-material/Inventory2Outlined';
import Palette from '@mui/icons-material/PaletteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ItemAdminDetail, ItemColorAdmin, ItemSizeAdmin } from '@tessera/domain';
import { useState } from 'react';
import { useConfirm } from '../../../../components/useConfirm.tsx';
import { HttpError } from '../../../../lib/http.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { RowActions } from '../../components/RowActions.tsx';
import {
  useDeleteColor,
  useDeleteSize,
  useOrderColors,
  useOrderSizes,
  useSaveColor,
} from '../api/catalogue-writes.ts';
import { movedIds } from '../catalogueForm.ts';
import { ColorDialog } from './ColorDialog.tsx';
import { useSay } from './EditorStatus.tsx';
import { Thumbnail } from './PictureUpload.tsx';
import { SizeDialog } from './SizeDialog.tsx';
import { StockDialog } from './StockDialog.tsx';
import { colorName, sizeName, stockWords } from './variantWords.ts';

type Open =
  | { kind: 'color'; color: ItemColorAdmin | null }
  | { kind: 'size'; colorId: number; size: ItemSizeAdmin | null }
  | { kind: 'stock'; sizeId: number };

export function Variants({ item }: { item: ItemAdminDetail }) {
  const { t } = useTranslation();
  const say = useSay();
  const [open, setOpen] = useState<Open | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const addColor = useSaveColor();
  const removeColor = useDeleteColor();
  const removeSize = useDeleteSize();
  const orderColors = useOrderColors();
  const orderSizes = useOrderSizes();
  const moving = orderColors.isPending || orderSizes.isPending;

  const refused = (error: Error) =>
    say((error instanceof HttpError && error.message) || t('catalogueAdmin.failed'), 'error');
  const moved = { onSuccess: () => say(t('catalogueAdmin.moved')), onError: refused };

  const oneColor = () =>
    addColor.mutate(
      {
        id: null,
        itemId: item.id,
        body: { name: null, hex: null, imageFileName: null },
        idempotencyKey: crypto.randomUUID(),
      },
      { onError: refused },
    );

  const askDeleteColor = async (c: ItemColorAdmin) => {
    const name = colorName(t, c);
    const yes = await confirm({
      title: t('catalogueAdmin.variants.deleteColorTitle'),
      message: t('catalogueAdmin.variants.deleteColorMessage', { name }),
      cancelLabel: t('catalogueAdmin.cancel'),
      confirmLabel: t('catalogueAdmin.delete'),
    });
    if (!yes) return;
    removeColor.mutate(c.id, {
      onSuccess: () => say(t('catalogueAdmin.variants.colorDeleted', { name })),
      onError: refused,
    });
  };

  const askDeleteSize = async (s: ItemSizeAdmin) => {
    const name = sizeName(t, s);
    const yes = await confirm({
      title: t('catalogueAdmin.variants.deleteSizeTitle'),
      message: t('catalogueAdmin.variants.deleteSizeMessage', { name }),
      cancelLabel: t('catalogueAdmin.cancel'),
      confirmLabel: t('catalogueAdmin.delete'),
    });
    if (!yes) return;
    removeSize.mutate(s.id, {
      onSuccess: () => say(t('catalogueAdmin.variants.sizeDeleted', { name })),
      onError: refused,
    });
  };

  const colorIds = item.colors.map((c) => c.id);
  const moveColor = (i: number, step: -1 | 1) => {
    const next = moving ? null : movedIds(colorIds, i, step);
    return next ? () => orderColors.mutate({ itemId: item.id, ids: next }, moved) : null;
  };
  const stockSize = open?.kind === 'stock' ? findSize(item, open.sizeId) : undefined;
  const sellable = item.colors.some((c) => c.sizes.length > 0);

  return (
    <Box component="section" aria-labelledby="catalogue-variants-title">
      <Typography id="catalogue-variants-title" variant="h6" component="h3">
        {t('catalogueAdmin.variants.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('catalogueAdmin.variants.intro')}
      </Typography>
      {!sellable && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('catalogueAdmin.variants.notSellable')}
        </Alert>
      )}
      <Stack spacing={2}>
        {item.colors.map((c, i) => (
          <ColorCard
            key={c.id}
            color={c}
            itemName={item.name}
            moving={moving}
            onEdit={() => setOpen({ kind: 'color', color: c })}
            onDelete={() => askDeleteColor(c)}
            onUp={moveColor(i, -1)}
            onDown={moveColor(i, 1)}
            onAddSize={() => setOpen({ kind: 'size', colorId: c.id, size: null })}
            onRenameSize={(s) => setOpen({ kind: 'size', colorId: c.id, size: s })}
            onDeleteSize={askDeleteSize}
            onStock={(s) => setOpen({ kind: 'stock', sizeId: s.id })}
            onOrderSizes={(ids) => orderSizes.mutate({ colorId: c.id, ids }, moved)}
          />
        ))}
      </Stack>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
        {item.colors.length === 0 && (
          <Button
            variant="contained"
            startIcon={<Inventory />}
            onClick={oneColor}
            disabled={addColor.isPending}
            sx={{ minHeight: 48 }}
          >
            {t('catalogueAdmin.variants.addOneColor')}
          </Button>
        )}
        <Button
          variant="outlined"
          startIcon={<Palette />}
          onClick={() => setOpen({ kind: 'color', color: null })}
          sx={{ minHeight: 48 }}
        >
          {t('catalogueAdmin.variants.addColor')}
        </Button>
      </Box>
      {open?.kind === 'color' && (
        <ColorDialog itemId={item.id} color={open.color} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'size' && (
        <SizeDialog colorId={open.colorId} size={open.size} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'stock' && stockSize && (
        <StockDialog size={stockSize} onClose={() => setOpen(null)} />
      )}
      {confirmDialog}
    </Box>
  );
}

function findSize(item: ItemAdminDetail, id: number) {
  for (const c of item.colors) {
    const size = c.sizes.find((s) => s.id === id);
    if (size) return size;
  }
  return undefined;
}

function ColorCard(p: {
  color: ItemColorAdmin;
  itemName: string;
  moving: boolean;
  onEdit(): void;
  onDelete(): void;
  onUp: (() => void) | null;
  onDown: (() => void) | null;
  onAddSize(): void;
  onRenameSize(size: ItemSizeAdmin): void;
  onDeleteSize(size: ItemSizeAdmin): void;
  onStock(size: ItemSizeAdmin): void;
  onOrderSizes(ids: number[]): void;
}) {
  const { t } = useTranslation();
  const c = p.color;
  const name = colorName(t, c);
  const headingId = `catalogue-color-${c.id}`;
  const ids = c.sizes.map((s) => s.id);
  const move = (i: number, step: -1 | 1) => {
    const next = p.moving ? null : movedIds(ids, i, step);
    return next ? () => p.onOrderSizes(next) : null;
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Thumbnail
          url={c.imageUrl}
          alt={t('catalogueAdmin.variants.colorPictureAlt', { name, item: p.itemName })}
          size={48}
          icon={
            <Box
              aria-hidden="true"
              sx={{
                width: 28,
                height: 28,
                borderRadius: '50%',
                border: 1,
                borderColor: 'divider',
                bgcolor: c.hex ? `#${c.hex}` : 'transparent',
              }}
            />
          }
        />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={headingId} variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
            {name}
          </Typography>
          {c.hex && (
            <Typography variant="caption" color="text.secondary">
              #{c.hex}
            </Typography>
          )}
        </Box>
        <IconButton
          aria-label={t('catalogueAdmin.variants.editColor', { name })}
          onClick={p.onEdit}
          sx={{ width: 48, height: 48 }}
        >
          <Edit />
        </IconButton>
        <RowActions
          texts="catalogueAdmin"
          label={t('catalogueAdmin.variants.colorActions', { name })}
          onUp={p.onUp}
          onDown={p.onDown}
          onDelete={p.onDelete}
        />
      </Box>
      {c.sizes.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('catalogueAdmin.variants.noSizes')}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={t('catalogueAdmin.variants.sizesOf', { name })}
          sx={{ listStyle: 'none', m: 0, p: 0, mt: 1 }}
        >
          {c.sizes.map((s, i) => {
            const label = sizeName(t, s);
            return (
              <Box
                component="li"
                key={s.id}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1,
                  py: 0.5,
                  borderTop: 1,
                  borderColor: 'divider',
                }}
              >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="body1">{label}</Typography>
                  {s.soldOut ? (
                    <Chip size="small" color="error" label={t('catalogueAdmin.stock.soldOut')} />
                  ) : (
                    <Typography variant="body2" color="text.secondary">
                      {stockWords(t, s.stock)}
                    </Typography>
                  )}
                </Box>
                <Button
                  onClick={() => p.onStock(s)}
                  aria-label={t('catalogueAdmin.stock.openFor', { name: label })}
                  sx={{ minHeight: 48 }}
                >
                  {t('catalogueAdmin.stock.open')}
                </Button>
                <RowActions
                  texts="catalogueAdmin"
                  label={t('catalogueAdmin.variants.sizeActions', { name: label })}
                  onRename={() => p.onRenameSize(s)}
                  onUp={move(i, -1)}
                  onDown={move(i, 1)}
                  onDelete={() => p.onDeleteSize(s)}
                />
              </Box>
            );
          })}
        </Box>
      )}
      <Button
        startIcon={<Add />}
        onClick={p.onAddSize}
        aria-label={t('catalogueAdmin.variants.addSizeTo', { name })}
        sx={{ mt: 1, minHeight: 48 }}
      >
        {t('catalogueAdmin.variants.addSize')}
      </Button>
    </Paper>
  );
}
