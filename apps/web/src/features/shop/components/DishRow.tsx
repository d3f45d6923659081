// A dish in a restaurant's shop (shopType R): picture, name (to its page), description, price,
// allergens and typologies, and an add button that puts one in the cart at once.
import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Item } from '@tessera/domain';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';
import type { ShopStyle } from '../shopStyle.ts';
import { DishTags } from './DishTags.tsx';
import { ShopPrice } from './ShopPrice.tsx';

export interface DishRowProps {
  dish: Item;
  to: string;
  style: ShopStyle;
  onAdd(): void;
  busy: boolean;
}

export function DishRow({ dish, to, style, onAdd, busy }: DishRowProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="li"
      data-testid="shop-item"
      sx={{ display: 'flex', gap: 1.5, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
    >
      {dish.imageUrl && (
        <Box
          component="img"
          src={dish.imageUrl}
          alt=""
          loading="lazy"
          width={72}
          height={72}
          sx={{ flex: 'none', width: 72, height: 72, objectFit: 'cover', borderRadius: 2 }}
        />
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography
          component="h2"
          sx={{ fontWeight: 600, lineHeight: 1.3, fontSize: style.size ?? '1rem' }}
        >
          <Link
            component={RouterLink}
            to={to}
            underline="hover"
            sx={{ color: style.color ?? 'inherit' }}
          >
            {dish.name}
          </Link>
        </Typography>
        {dish.description && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
            {dish.description}
          </Typography>
        )}
        <DishTags name={dish.name} allergens={dish.allergens} typologies={dish.typologies} />
        <Box
          sx={{
            mt: 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
          }}
        >
          <ShopPrice price={dish.price} discountPrice={dish.discountPrice} />
          <Button
            variant={dish.soldOut ? 'text' : 'contained'}
            size="small"
            startIcon={dish.soldOut ? undefined : <AddShoppingCart />}
            disabled={dish.soldOut || busy}
            onClick={onAdd}
            aria-label={t('shop.catalogue.addName', { name: dish.name })}
            sx={{ flex: 'none' }}
          >
            {dish.soldOut ? t('shop.catalogue.soldOut') : t('shop.catalogue.add')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
