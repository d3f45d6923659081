// The roles the signed-in user holds where they are (DESIGN §5): the token's global roles
// (ROLE_SUPER_ADMIN) and those of their membership of the current activity. `can` answers
// every role question of the screens from them; `<RequireRole>` guards a route with it.
import { landingPath, NAV_ENTRIES, type NavKey, type Role } from '@tessera/domain';
import { useCallback, useMemo } from 'react';
import { type Session, sessionStore, useSession } from './session.ts';

export function rolesOf(s: Pick<Session, 'claims' | 'activities' | 'activityId'>): Role[] {
  const membership = s.activities.find((a) => a.activityId === s.activityId);
  // Activities stored by an older version have no roles until they are read again.
  return [...new Set([...(s.claims?.roles ?? []), ...(membership?.roles ?? [])])];
}

/** Where sign-in and an activity switch lead, by the roles held where the user now is. */
export const landing = () => landingPath(rolesOf(sessionStore.get()));

export function useRoles(): Role[] {
  const { claims, activities, activityId } = useSession();
  return useMemo(
    () => rolesOf({ claims, activities, activityId }),
    [claims, activities, activityId],
  );
}

/** Actions beyond opening a screen, and who may do them. */
const ACTIONS = {
  /** A user's e-mail, name and password are the account's: a super admin's to change. */
  'users.editAccount': ['ROLE_SUPER_ADMIN'],
} as const satisfies Record<string, readonly Role[]>;

/** A navigation entry's screen (SPEC §2, §6), or one of the actions above. */
export type Permission = NavKey | keyof typeof ACTIONS;

function rolesFor(permission: Permission): readonly Role[] {
  if (permission in ACTIONS) return ACTIONS[permission as keyof typeof ACTIONS];
  return NAV_ENTRIES.find((e) => e.key === permission)?.roles ?? [];
}

/** Whether these roles allow the permission. */
export function can(roles: readonly Role[], permission: Permission): boolean {
  return rolesFor(permission).some((r) => roles.includes(r));
}

/** `can` for the roles here; follows an activity switch. */
export function useCan(): (permission: Permission) => boolean {
  const roles = useRoles();
  return useCallback((permission: Permission) => can(roles, permission), [roles]);
}
