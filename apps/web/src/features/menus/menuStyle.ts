// How the menu looks, from the activity's configuration (SPEC §3 menu fields): its colours
// (hex without '#', ignored when malformed) and whether prices carry the currency.
import { formatPrice } from '@tessera/domain';

const HEX = /^[0-9a-f]{6}$/i;

/** '#RRGGBB' for a configured colour, or undefined when none or malformed. */
export const menuColor = (hex: string | null | undefined) =>
  hex && HEX.test(hex) ? `#${hex}` : undefined;

/** The price as the menu shows it: "1.234,50 €", or without the euro sign (showCurrency off). */
export const menuPrice = (euros: number, showCurrency: boolean) =>
  showCurrency ? formatPrice(euros) : formatPrice(euros).replace(/\s*€$/, '');
