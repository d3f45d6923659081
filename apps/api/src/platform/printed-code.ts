// The codes printed under a barcode (cards, coupons, packs): 12 random digits, the first not 0
// (domain CARD_CODE), from crypto randomInt; never a sequence. Unique columns decide collisions.
import { randomInt } from 'node:crypto';

export const newPrintedCode = () =>
  `${randomInt(1, 10)}${String(randomInt(0, 1e6)).padStart(6, '0')}${String(randomInt(0, 1e5)).padStart(5, '0')}`;
