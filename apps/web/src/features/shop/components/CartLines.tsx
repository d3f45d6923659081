// The cart's lines (SPEC §3 Item cart): picture, name, colour, size, the unit price (the discount
// price with the full price struck) and the line's total, from the server; a quantity stepper
// that sends only quantities above 0 (SPEC §5: the minus stops at 1) and stops at the stock left,
// and one remove button. A line sold out says "Esaurito"; one with fewer left than in the cart
// says how many are left. readOnly shows an order's lines as they were ordered.
//
// Remove with undo (issue 22): the line is deleted at once (DELETE /api/itemcarts/{id}) and the
// snackbar offers Annulla, which adds the same item, size and quantity again (POST
// /api/itemcarts). Deleting at once rather than when the snackbar closes keeps the server's cart
// the one truth: an order sent, a reload, another tab or a closed tab in those seconds all see
// the line gone, as the customer asked; a delayed delete would let a line the customer removed
// be ordered and paid. The price of that choice: an undo asks the stock again (a piece sold in
// between is said, as any add), and the line comes back with a new id.
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import ShoppingBag from '@mui/icons-material/ShoppingBagOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CartLine, formatPrice, MAX_LINE_QUANTITY } from '@tessera/domain';
import { cartKeys } from '../../../lib/api/shop-keys.ts';
import { type TFunction, useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';
import { addToCart, removeCartLine, useCartQuantity } from '../api/cart.ts';
import { QuantityStepper } from './QuantityStepper.tsx';
import { ShopPrice } from './ShopPrice.tsx';

export interface CartLinesProps {
  lines: readonly CartLine[];
  /** No stepper and no remove button: an order's lines. */
  readOnly?: boolean;
}

export function CartLines({ lines, readOnly = false }: CartLinesProps) {
  const { t } = useTranslation();
  return (
    <Box component="ul" aria-label={t('shop.cart.lines')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {lines.map((l) => (
        <CartLineItem key={l.id} line={l} readOnly={readOnly} />
      ))}
    </Box>
  );
}

/**
 * Deletes a line, then offers to put it back while the snackbar shows. The callbacks are the
 * mutation's own, so they run after the line (or the whole list) has left the screen.
 */
function useRemoveWithUndo() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { activityId } = useSession();
  const refresh = () => queryClient.invalidateQueries({ queryKey: cartKeys.all });
  const putBack = (line: CartLine) => {
    if (!activityId) return;
    addToCart({
      activityId,
      itemId: line.itemId,
      itemColorSizeId: line.itemColorSizeId,
      quantity: line.quantity,
    })
      // A refusal (sold out meanwhile) is said by the http client.
      .then(
        () => notify.success(t('shop.cart.updated')),
        () => undefined,
      )
      .finally(refresh);
  };
  return useMutation({
    mutationFn: (line: CartLine) => removeCartLine(line.id),
    onSuccess: (_removed, line) =>
      notify.undoable(t('shop.cart.removed', { name: line.name }), () => putBack(line)),
    onSettled: refresh,
  });
}

/** Why the line cannot be ordered as it is, or null. */
function stockNote(t: TFunction, line: CartLine): string | null {
  if (!line.available) return t('shop.cart.unavailable');
  if (line.stock === 0) return t('shop.catalogue.soldOut');
  if (line.stock !== null && line.stock < line.quantity)
    return t('shop.cart.stockLeft', { count: line.stock });
  return null;
}

function CartLineItem({ line, readOnly }: { line: CartLine; readOnly: boolean }) {
  const { t } = useTranslation();
  const quantity = useCartQuantity();
  const remove = useRemoveWithUndo();
  const busy = quantity.isPending || remove.isPending;
  const name = line.name;
  const max = line.available ? Math.min(MAX_LINE_QUANTITY, line.stock ?? MAX_LINE_QUANTITY) : 0;
  const note = stockNote(t, line);

  return (
    <Box
      component="li"
      data-testid="cart-line"
      sx={{ display: 'flex', gap: 1.5, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
    >
      {line.imageUrl ? (
        <Box
          component="img"
          src={line.imageUrl}
          alt=""
          loading="lazy"
          width={72}
          height={72}
          sx={{ flex: 'none', width: 72, height: 72, objectFit: 'cover', borderRadius: 2 }}
        />
      ) : (
        <Box
          aria-hidden
          sx={{
            flex: 'none',
            width: 72,
            height: 72,
            borderRadius: 2,
            bgcolor: 'action.hover',
            display: 'grid',
            placeItems: 'center',
            color: 'text.secondary',
          }}
        >
          <ShoppingBag />
        </Box>
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <Typography sx={{ flex: 1, fontWeight: 600, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          {!readOnly && (
            <IconButton
              aria-label={t('shop.cart.remove', { name })}
              onClick={() => remove.mutate(line)}
              disabled={busy}
              size="small"
              sx={{ mt: -0.5, mr: -0.5 }}
            >
              <DeleteOutline />
            </IconButton>
          )}
        </Box>
        {(line.colorName || line.size) && (
          <Typography variant="body2" color="text.secondary">
            {line.colorName && <span>{t('shop.cart.colour', { name: line.colorName })}</span>}
            {line.colorName && line.size && ' · '}
            {line.size && <span>{t('shop.cart.size', { size: line.size })}</span>}
          </Typography>
        )}
        <Box sx={{ mt: 0.25 }}>
          <ShopPrice price={line.price} discountPrice={line.discountPrice} size="0.9375rem" />
        </Box>
        {note && (
          <Typography variant="body2" color="error" sx={{ fontWeight: 600 }}>
            {note}
          </Typography>
        )}
        <Box
          sx={{
            mt: 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            gap: 1,
          }}
        >
          {readOnly ? (
            <Typography
              component="output"
              aria-label={t('shop.cart.quantityOf', { name })}
              sx={{ minWidth: 28, textAlign: 'center', fontWeight: 700 }}
            >
              {line.quantity}
            </Typography>
          ) : (
            <QuantityStepper
              name={name}
              value={line.quantity}
              max={max}
              onChange={(n) => quantity.mutate({ id: line.id, quantity: n })}
              disabled={busy}
            />
          )}
          <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
            {t('shop.cart.lineTotal', { price: formatPrice(line.lineTotal) })}
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}
