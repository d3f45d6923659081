// How the shop's text looks, from the activity's configuration (SPEC §3: shopTextColor,
// shopTextSize, shopTextSelectedSize): a colour (hex without '#', ignored when malformed) and
// two font sizes in px (the selected category's and the others'), kept readable.
import type { ActivityConfiguration } from '@tessera/domain';

const HEX = /^[0-9a-f]{6}$/i;
const MIN_PX = 12;
const MAX_PX = 32;

const px = (n: number | null | undefined) =>
  typeof n === 'number' && n > 0 ? `${Math.min(MAX_PX, Math.max(MIN_PX, n))}px` : undefined;

export interface ShopStyle {
  color: string | undefined;
  size: string | undefined;
  selectedSize: string | undefined;
}

export function shopStyleOf(c: ActivityConfiguration | undefined): ShopStyle {
  return {
    color: c?.shopTextColor && HEX.test(c.shopTextColor) ? `#${c.shopTextColor}` : undefined,
    size: px(c?.shopTextSize),
    selectedSize: px(c?.shopTextSelectedSize),
  };
}
