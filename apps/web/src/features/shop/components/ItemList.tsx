// The items of a category or a search: cards in a grid (two across a phone) for clothing, a list
// of dishes with their add buttons for a restaurant.
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { Item } from '@tessera/domain';
import { useSession } from '../../../lib/session.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { useAddToCart } from '../api/cart.ts';
import type { ShopStyle } from '../shopStyle.ts';
import { DishRow } from './DishRow.tsx';
import { ItemCard } from './ItemCard.tsx';

const grid = {
  display: 'grid',
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(3, minmax(0, 1fr))',
    md: 'repeat(4, minmax(0, 1fr))',
  },
  gap: 1.5,
  listStyle: 'none',
  p: 0,
  m: 0,
} as const;

export interface ItemListProps {
  items: readonly Item[];
  dishes: boolean;
  style: ShopStyle;
}

export function ItemList({ items, dishes, style }: ItemListProps) {
  const { to } = useLanguage();
  const activityId = useSession().activityId;
  const add = useAddToCart();
  const page = (i: Item) => to(`/shop/item/${i.itemColorId}`);
  if (dishes) {
    return (
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((d) => (
          <DishRow
            key={d.id}
            dish={d}
            to={page(d)}
            style={style}
            busy={add.isPending && add.variables?.itemId === d.id}
            // One of the dish: its one colour and size are the server's to find.
            onAdd={() => activityId && add.mutate({ activityId, itemId: d.id, quantity: 1 })}
          />
        ))}
      </Box>
    );
  }
  return (
    <Box component="ul" sx={grid}>
      {items.map((i) => (
        <ItemCard key={i.id} item={i} to={page(i)} style={style} />
      ))}
    </Box>
  );
}

export function ItemListSkeleton({ dishes }: { dishes: boolean }) {
  return (
    <Box sx={dishes ? { display: 'grid', gap: 1 } : grid} aria-busy="true">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton
          key={i}
          variant="rounded"
          sx={dishes ? { height: 96 } : { height: 'auto', aspectRatio: '3 / 4' }}
        />
      ))}
    </Box>
  );
}
