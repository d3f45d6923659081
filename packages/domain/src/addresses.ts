// Delivery addresses couriers accept (issue 22): the postal code each nation writes, and the key
// towns are searched by. Both sides use them; the server re-checks.

/** Postal codes by nation (ISO 3166-1 alpha-2); a nation not listed takes 2–10 letters and digits. */
const POSTAL_CODES: Record<string, RegExp> = {
  IT: /^\d{5}$/,
  ES: /^\d{5}$/,
  FR: /^\d{5}$/,
  DE: /^\d{5}$/,
  CH: /^\d{4}$/,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
};
const ANY_POSTAL_CODE = /^[A-Z\d][A-Z\d -]{1,9}$/i;

/** Whether `cap` is a postal code of the nation (Italy: 5 digits). */
export const isPostalCode = (nationCode: string | null | undefined, cap: string) =>
  (POSTAL_CODES[nationCode?.toUpperCase() ?? ''] ?? ANY_POSTAL_CODE).test(cap.trim());

/** How many digits the nation's postal codes have, when they are only digits (IT 5, CH 4). */
export function postalCodeDigits(nationCode: string | null | undefined): number | null {
  const rule = POSTAL_CODES[nationCode?.toUpperCase() ?? '']?.source.match(/^\^\\d\{(\d+)\}\$$/);
  return rule ? Number(rule[1]) : null;
}

/** A town's name as it is searched: lower case, without accents ("Forlì" → "forli"). */
export const townSearchKey = (name: string) =>
  name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** The search keys of a town: its name's, and its other name's where it has two ("A/B"). */
export function townSearchKeys(name: string): { searchName: string; searchAlt: string } {
  const [first = name, ...others] = name.split('/');
  return {
    searchName: townSearchKey(first),
    searchAlt: others.length > 0 ? townSearchKey(others.join('/')) : '',
  };
}
