import { describe, expect, it } from 'vitest';
import { jwt, membership } from '../test-support.tsx';
import { can, rolesOf } from './roles.ts';
import { decodeClaims } from './session.ts';

describe('roles where the user is', () => {
  const activities = [membership(1, ['ROLE_ADMIN']), membership(2, ['ROLE_USER'])];

  it("are the current membership's roles, not another activity's", () => {
    const claims = decodeClaims(jwt(5));
    expect(rolesOf({ claims, activities, activityId: 1 })).toEqual(['ROLE_ADMIN']);
    expect(rolesOf({ claims, activities, activityId: 2 })).toEqual(['ROLE_USER']);
    expect(rolesOf({ claims, activities, activityId: null })).toEqual([]);
  });

  it('add the global roles of the token', () => {
    const claims = decodeClaims(jwt(5, ['ROLE_SUPER_ADMIN']));
    expect(rolesOf({ claims, activities, activityId: 2 })).toEqual([
      'ROLE_SUPER_ADMIN',
      'ROLE_USER',
    ]);
    expect(rolesOf({ claims, activities: [], activityId: null })).toEqual(['ROLE_SUPER_ADMIN']);
  });

  it('answer can() for screens by their navigation entry and for actions', () => {
    expect(can(['ROLE_USER'], 'profile')).toBe(true);
    expect(can(['ROLE_USER'], 'users')).toBe(false);
    expect(can(['ROLE_ADMIN'], 'users')).toBe(true);
    expect(can(['ROLE_ADMIN'], 'version')).toBe(true);
    expect(can(['ROLE_ADMIN'], 'devices')).toBe(false);
    expect(can(['ROLE_SUPER_ADMIN'], 'devices')).toBe(true);
    expect(can(['ROLE_ADMIN'], 'users.editAccount')).toBe(false);
    expect(can(['ROLE_SUPER_ADMIN', 'ROLE_USER'], 'users.editAccount')).toBe(true);
    expect(can([], 'home')).toBe(false);
  });

  it('are none for a membership stored without roles by an older version', () => {
    const stored = [{ ...membership(1), roles: undefined }] as never;
    expect(rolesOf({ claims: decodeClaims(jwt(5)), activities: stored, activityId: 1 })).toEqual(
      [],
    );
  });
});
