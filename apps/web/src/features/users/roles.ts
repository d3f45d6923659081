// A role as the user management screens name it, in the user's language.
import { hasText, type TFunction } from '../../lib/i18n.ts';

/** A role's name; its code only for a role the product does not know. */
export function roleLabel(t: TFunction, role: string) {
  const key = `users.roleNames.${role}`;
  return hasText(key) ? t(key) : role;
}
