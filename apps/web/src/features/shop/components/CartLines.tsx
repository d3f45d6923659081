// The cart's lines (SPEC §3 Item cart): picture, name, colour, size, the unit price (the discount
// price with the full price struck) and the line's total, from the server; a quantity stepper
// that sends only quantities above 0 (SPEC §5: at 1 the minus removes the line instead) and stops
// at the stock left, and a remove button. readOnly shows an order's lines as they were ordered.
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Remove from '@mui/icons-material/Remove';
import ShoppingBag from '@mui/icons-material/ShoppingBagOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type CartLine, formatPrice, MAX_LINE_QUANTITY } from '@tessera/domain';
import { useTranslation } from '../../../lib/i18n.ts';
import { useCartQuantity, useRemoveCartLine } from '../api/cart.ts';
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

const stepButton = { border: 1, borderColor: 'divider', width: 40, height: 40 } as const;

function CartLineItem({ line, readOnly }: { line: CartLine; readOnly: boolean }) {
  const { t } = useTranslation();
  const quantity = useCartQuantity();
  const remove = useRemoveCartLine();
  const busy = quantity.isPending || remove.isPending;
  const name = line.name;
  const removeLabel = t('shop.cart.remove', { name });
  const max = Math.min(MAX_LINE_QUANTITY, line.stock ?? MAX_LINE_QUANTITY);
  const setQuantity = (n: number) => quantity.mutate({ id: line.id, quantity: n });
  const removeLine = () => remove.mutate(line.id);

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
              aria-label={removeLabel}
              onClick={removeLine}
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
        {!line.available && (
          <Typography variant="body2" color="error" sx={{ fontWeight: 600 }}>
            {t('shop.cart.unavailable')}
          </Typography>
        )}
        {line.available && line.stock !== null && line.stock < line.quantity && (
          <Typography variant="body2" color="error" sx={{ fontWeight: 600 }}>
            {t('shop.cart.stockLeft', { count: line.stock })}
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
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            {!readOnly &&
              (line.quantity > 1 ? (
                <IconButton
                  aria-label={t('shop.cart.decrease', { name })}
                  onClick={() => setQuantity(line.quantity - 1)}
                  disabled={busy}
                  sx={stepButton}
                >
                  <Remove />
                </IconButton>
              ) : (
                <IconButton
                  aria-label={removeLabel}
                  onClick={removeLine}
                  disabled={busy}
                  sx={stepButton}
                >
                  <DeleteOutline />
                </IconButton>
              ))}
            <Typography
              component="output"
              aria-label={t('shop.cart.quantityOf', { name })}
              aria-live="polite"
              sx={{ minWidth: 28, textAlign: 'center', fontWeight: 700 }}
            >
              {line.quantity}
            </Typography>
            {!readOnly && (
              <IconButton
                aria-label={t('shop.cart.increase', { name })}
                onClick={() => setQuantity(line.quantity + 1)}
                disabled={busy || line.quantity >= max || !line.available}
                sx={stepButton}
              >
                <Add />
              </IconButton>
            )}
          </Box>
          <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
            {t('shop.cart.lineTotal', { price: formatPrice(line.lineTotal) })}
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}
