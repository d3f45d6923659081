// An item (issue 17, /shop/item/:id, id = an item colour id): its pictures, price and discount,
// description; for clothing (shopType A) the colour and the size, both asked before adding (a
// sold-out size cannot be chosen, few left says how many); a dish (R) has one plain size and
// shows its allergens. "Aggiungi al carrello" says 'Prodotto aggiornato al carrello'; "Aggiungi e
// vai al carrello" goes on to /shop/cart.
import RemoveShoppingCart from '@mui/icons-material/RemoveShoppingCart';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ItemColor, ItemColorSize, ItemColorsView, ShopImage } from '@tessera/domain';
import { isTakeAway, MAX_LINE_QUANTITY } from '@tessera/domain';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { usePageTitle } from '../../../components/TopBar.tsx';
import { useConfiguration } from '../../../lib/api/configuration.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { useAddToCart } from '../api/cart.ts';
import { useItemColors, useItemImages } from '../api/catalogue.ts';
import { ColourSwatches } from '../components/ColourSwatches.tsx';
import { DishTags } from '../components/DishTags.tsx';
import { ItemPictures } from '../components/ItemPictures.tsx';
import { QuantityStepper } from '../components/QuantityStepper.tsx';
import { ShopPrice } from '../components/ShopPrice.tsx';
import { onSale, SizeButtons } from '../components/SizeButtons.tsx';

export default function ItemPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const query = useItemColors(id);
  const shopType = useConfiguration().data?.shopType;
  const view = query.data;
  // The shop's name in the top bar: an item's (often long) beside the cart and the bell would
  // not fit a 360 px phone's bar; the item's name heads the page.
  usePageTitle(t('nav.shops'));

  if (!view) {
    if (query.isError || !Number.isInteger(id) || id <= 0) {
      return <EmptyState icon={<RemoveShoppingCart />}>{t('shop.item.notFound')}</EmptyState>;
    }
    return null;
  }
  if (!shopType) return null;
  // A new item (or colour opened) starts its choice afresh.
  return <ItemDetail key={view.itemColor.id} view={view} dish={isTakeAway(shopType)} />;
}

/** The colour to start from: the only one, or none (the customer chooses) when there are more. */
const firstColour = (v: ItemColorsView, dish: boolean) =>
  dish || v.itemColors.length <= 1 ? (v.itemColors[0] ?? v.itemColor) : null;

/** The size to start from: a lone size on sale is chosen already (a dish's plain size). */
const loneSize = (c: ItemColor | null) =>
  c && c.itemColorSizes.length === 1 && onSale(c.itemColorSizes[0] as ItemColorSize)
    ? (c.itemColorSizes[0]?.id ?? null)
    : null;

function ItemDetail({ view, dish }: { view: ItemColorsView; dish: boolean }) {
  const { t } = useTranslation();
  const { to } = useLanguage();
  const navigate = useNavigate();
  const activityId = useSession().activityId;
  const images = useItemImages().data;
  const add = useAddToCart();
  const { item } = view;

  const [colourId, setColourId] = useState<number | null>(
    () => firstColour(view, dish)?.id ?? null,
  );
  const colour = view.itemColors.find((c) => c.id === colourId) ?? null;
  const [sizeId, setSizeId] = useState<number | null>(() => loneSize(colour));
  const size = colour?.itemColorSizes.find((s) => s.id === sizeId) ?? null;
  const [quantity, setQuantity] = useState(1);
  const [tried, setTried] = useState(false);

  const soldOut = item.soldOut || !view.itemColors.some((c) => c.itemColorSizes.some(onSale));
  const max = Math.min(MAX_LINE_QUANTITY, size?.stock ?? MAX_LINE_QUANTITY);
  const shown = quantity > max ? max : quantity;

  const chooseColour = (id: number) => {
    const next = view.itemColors.find((c) => c.id === id) ?? null;
    // The same size stays chosen where the new colour has it on sale.
    const same = next?.itemColorSizes.find((s) => s.size === size?.size && onSale(s));
    setColourId(id);
    setSizeId(same?.id ?? loneSize(next));
  };

  const pictures = picturesOf(colour ?? view.itemColor, item.imageUrl, item.id, images);

  const submit = async (goToCart: boolean) => {
    if (!colour || !size || !activityId) {
      setTried(true);
      return;
    }
    try {
      await add.mutateAsync({
        activityId,
        itemId: item.id,
        itemColorSizeId: size.id,
        quantity: shown,
      });
    } catch {
      return; // The server's refusal (sold out meanwhile, say) is in the snackbar.
    }
    if (goToCart) navigate(to('/shop/cart'));
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <ItemPictures name={item.name} urls={pictures} />
      <Stack spacing={2.5}>
        <Box>
          <Typography variant="h5" component="h2" sx={{ fontWeight: 600, mb: 0.5 }}>
            {item.name}
          </Typography>
          <ShopPrice price={item.price} discountPrice={item.discountPrice} size="1.375rem" />
          {item.description && (
            <Typography sx={{ mt: 1, whiteSpace: 'pre-line' }}>{item.description}</Typography>
          )}
          {dish && (
            <DishTags name={item.name} allergens={item.allergens} typologies={item.typologies} />
          )}
        </Box>
        {soldOut ? (
          <Typography role="status" color="error" sx={{ fontWeight: 600 }}>
            {t('shop.item.soldOut')}
          </Typography>
        ) : (
          !dish && (
            <>
              <ColourSwatches
                colours={view.itemColors}
                value={colourId}
                onChange={chooseColour}
                error={tried && !colour ? t('shop.item.chooseColour') : undefined}
              />
              <SizeButtons
                sizes={(colour ?? view.itemColor).itemColorSizes}
                value={sizeId}
                onChange={setSizeId}
                error={tried && !size ? t('shop.item.chooseSize') : undefined}
              />
            </>
          )
        )}
        {!soldOut && (
          <QuantityStepper
            value={shown}
            max={max}
            onChange={setQuantity}
            disabled={add.isPending}
          />
        )}
        <Stack spacing={1}>
          <Button
            variant="contained"
            size="large"
            disabled={soldOut || add.isPending}
            onClick={() => submit(false)}
          >
            {t('shop.item.add')}
          </Button>
          <Button
            variant="outlined"
            size="large"
            disabled={soldOut || add.isPending}
            onClick={() => submit(true)}
          >
            {t('shop.item.addAndGo')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

/** The colour's picture (or the item's), then the item's other pictures, each once. */
function picturesOf(
  colour: ItemColor,
  itemImage: string | null,
  itemId: number,
  images: readonly ShopImage[] | undefined,
) {
  const extra = (images ?? [])
    .filter((i) => i.itemId === itemId)
    .sort((a, b) => a.sort - b.sort)
    .map((i) => i.url);
  return [...new Set([colour.imageUrl ?? itemImage, ...extra].filter((u): u is string => !!u))];
}
