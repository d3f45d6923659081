// The roles the signed-in user holds where they are (DESIGN §5): the token's global roles
// (ROLE_SUPER_ADMIN) and those of their membership of the current activity.
import { NAV_ENTRIES, type NavKey, type Role } from '@tessera/domain';
import { useMemo } from 'react';
import { type Session, useSession } from './session.ts';

export function rolesOf(s: Pick<Session, 'claims' | 'activities' | 'activityId'>): Role[] {
  const membership = s.activities.find((a) => a.activityId === s.activityId);
  // Activities stored by an older version have no roles until they are read again.
  return [...new Set([...(s.claims?.roles ?? []), ...(membership?.roles ?? [])])];
}

export function useRoles(): Role[] {
  const { claims, activities, activityId } = useSession();
  return useMemo(
    () => rolesOf({ claims, activities, activityId }),
    [claims, activities, activityId],
  );
}

/** Whether the roles here open the screen of a navigation entry (SPEC §2, §6). */
export function useEntryAllowed(key: NavKey): boolean {
  const roles = useRoles();
  const entry = NAV_ENTRIES.find((e) => e.key === key);
  return Boolean(entry?.roles.some((r) => roles.includes(r)));
}
