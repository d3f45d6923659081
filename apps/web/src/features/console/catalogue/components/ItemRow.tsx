// An item in the console's lists: its picture, name and code, price (a discount shown with the
// price struck through), how many pieces are left, whether customers can buy it (on sale, sold
// out, no sizes yet) with a switch to put it on sale or take it off, and its actions.
import Edit from '@mui/icons-material/Edit';
import Inventory2 from '@mui/icons-material/Inventory2Outlined';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { formatPrice } from '@tessera/domain';
import { useTranslation } from '../../../../lib/i18n.ts';
import { RowActions } from '../../components/RowActions.tsx';
import type { CatalogueItem } from '../api/get-catalogue-admin.ts';
import { Thumbnail } from './PictureUpload.tsx';

/** A chip whose words wrap on a narrow phone instead of widening the row. */
const WRAPPING = {
  height: 'auto',
  maxWidth: '100%',
  '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
} as const;

export interface ItemRowProps {
  item: CatalogueItem;
  /** Shown in a search over every category. */
  showCategory?: boolean;
  onEdit(): void;
  onDelete(): void;
  onActive(active: boolean): void;
  /** Moves; null (or absent) at the list's end, while the list is not all known, in a search. */
  onUp?: (() => void) | null;
  onDown?: (() => void) | null;
  /** A switch is being saved. */
  switching?: boolean;
}

export function ItemRow(p: ItemRowProps) {
  const { t } = useTranslation();
  const i = p.item;
  const noSizes = i.colorCount === 0;
  return (
    <Box
      component="li"
      data-testid="catalogue-item"
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1.5,
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Thumbnail
        url={i.imageUrl}
        alt=""
        icon={<Inventory2 fontSize="small" color="disabled" aria-hidden="true" />}
      />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {i.name}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
          {i.discountPrice === null ? (
            <Typography variant="body2">{formatPrice(i.price)}</Typography>
          ) : (
            <>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {formatPrice(i.discountPrice)}
              </Typography>
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ textDecoration: 'line-through' }}
                aria-label={t('catalogueAdmin.items.wasPrice', { price: formatPrice(i.price) })}
              >
                {formatPrice(i.price)}
              </Typography>
            </>
          )}
          {i.sku && (
            <Typography variant="caption" color="text.secondary">
              {t('catalogueAdmin.items.skuShort', { sku: i.sku })}
            </Typography>
          )}
          {p.showCategory && (
            <Typography variant="caption" color="text.secondary">
              {i.categoryName}
            </Typography>
          )}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
          {noSizes ? (
            <Chip
              size="small"
              variant="outlined"
              icon={<WarningAmber color="warning" />}
              label={t('catalogueAdmin.items.noSizes')}
              sx={WRAPPING}
            />
          ) : i.soldOut ? (
            <Chip size="small" color="error" label={t('catalogueAdmin.items.soldOut')} />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {i.stock === null
                ? t('catalogueAdmin.items.unlimited')
                : t('catalogueAdmin.items.pieces', { count: i.stock })}
            </Typography>
          )}
        </Box>
        <FormControlLabel
          label={t('catalogueAdmin.items.onSale')}
          sx={{ minHeight: 44, ml: -1 }}
          control={
            <Switch
              size="small"
              checked={i.active}
              disabled={p.switching}
              onChange={(_, on) => p.onActive(on)}
              slotProps={{
                input: { 'aria-label': t('catalogueAdmin.items.onSaleOf', { name: i.name }) },
              }}
            />
          }
        />
      </Box>
      <IconButton
        aria-label={t('catalogueAdmin.items.edit', { name: i.name })}
        onClick={p.onEdit}
        sx={{ width: 48, height: 48, flex: 'none' }}
      >
        <Edit />
      </IconButton>
      <RowActions
        texts="catalogueAdmin"
        label={t('catalogueAdmin.items.actions', { name: i.name })}
        onUp={p.onUp ?? null}
        onDown={p.onDown ?? null}
        onDelete={p.onDelete}
      />
    </Box>
  );
}
