// The top bar's cart button (SPEC §2): only while the shop is on and the cart has items, with
// their number (the sum of the quantities) in its badge and in its name; it goes to /shop/cart.
// The app shell places it: keep it light (no shop screen code), /login never loads it.
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import { badgeColors, stripLanguagePrefix } from '@tessera/domain';
import { Link, useLocation } from 'react-router';
import { useMenu } from '../../../lib/api/menu.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { cartItemCount, useCart } from '../api/cart.ts';

const CART_PATH = '/shop/cart';

export function CartButton() {
  const { t } = useTranslation();
  const { to } = useLanguage();
  const { pathname } = useLocation();
  const shopOn = useMenu().data?.showShopApp === true;
  const count = cartItemCount(useCart(useSession().activityId, shopOn).data?.rows);
  const badge = badgeColors(useTheme().palette.primary.main);
  // On the cart itself it would lead nowhere.
  if (!shopOn || count === 0 || stripLanguagePrefix(pathname) === CART_PATH) return null;
  return (
    <IconButton
      component={Link}
      to={to(CART_PATH)}
      color="inherit"
      aria-label={t('shop.cart.button', { count })}
    >
      <Badge
        badgeContent={count}
        max={99}
        sx={{ '& .MuiBadge-badge': { bgcolor: badge.background, color: badge.color } }}
      >
        <ShoppingCart />
      </Badge>
    </IconButton>
  );
}
