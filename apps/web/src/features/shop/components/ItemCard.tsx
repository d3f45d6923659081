// An item in the catalogue (shopType A): its picture, name, price and discount, and a sold-out
// badge; the whole card goes to the item colour's page.
import Checkroom from '@mui/icons-material/Checkroom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import type { Item } from '@tessera/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';
import type { ShopStyle } from '../shopStyle.ts';
import { ShopPrice } from './ShopPrice.tsx';

export interface ItemCardProps {
  item: Item;
  /** The item colour's page, with the language prefix. */
  to: string;
  style: ShopStyle;
}

export function ItemCard({ item, to, style }: ItemCardProps) {
  const { t } = useTranslation();
  return (
    <Card component="li" variant="outlined" data-testid="shop-item" sx={{ borderRadius: 2 }}>
      <CardActionArea component={Link} to={to} sx={{ height: '100%', alignItems: 'stretch' }}>
        <Box sx={{ position: 'relative' }}>
          {item.imageUrl ? (
            <Box
              component="img"
              src={item.imageUrl}
              alt=""
              loading="lazy"
              sx={{
                display: 'block',
                width: '100%',
                aspectRatio: '1 / 1',
                objectFit: 'cover',
                opacity: item.soldOut ? 0.55 : 1,
              }}
            />
          ) : (
            <Box
              aria-hidden
              sx={{
                aspectRatio: '1 / 1',
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'action.hover',
                color: 'text.secondary',
              }}
            >
              <Checkroom fontSize="large" />
            </Box>
          )}
          {item.soldOut && (
            <Box
              component="span"
              sx={{
                position: 'absolute',
                top: 8,
                left: 8,
                px: 1,
                py: 0.25,
                borderRadius: 1,
                bgcolor: 'grey.900',
                color: 'common.white',
                fontSize: '0.75rem',
                fontWeight: 700,
              }}
            >
              {t('shop.catalogue.soldOut')}
            </Box>
          )}
        </Box>
        <Box sx={{ p: 1.25 }}>
          <Typography
            component="h2"
            sx={{
              fontWeight: 600,
              lineHeight: 1.3,
              color: style.color,
              fontSize: style.size ?? '0.9375rem',
              overflowWrap: 'anywhere',
            }}
          >
            {item.name}
          </Typography>
          <Box sx={{ mt: 0.5 }}>
            <ShopPrice price={item.price} discountPrice={item.discountPrice} size="0.9375rem" />
          </Box>
        </Box>
      </CardActionArea>
    </Card>
  );
}
