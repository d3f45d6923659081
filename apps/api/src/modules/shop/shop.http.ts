// What the shop's calls declare alike (issue 24), for every part's routes: their OpenAPI tags and
// their config (their id path params are the platform's idParams, a staff call's tenancy its
// staffTenancy). A customer call is gated by the shop's switch (feature 'shop') and names its
// activity in its path or through an object of the caller's; a staff call (the orders board) names
// its activity in its path. Each route still says what it answers.
import type { OwnedKind } from '../../platform/tenancy.ts';

/** The customer's calls (catalogue, cart, orders, payments). */
export const shopTags = ['shop'];
/** The staff's calls (the orders board, its refunds and e-mail switch). */
export const boardTags = ['orders board'];

/** A customer call about the activity its path param names, while the shop is on. */
export const activityCall = <const P extends string>(param: P) => ({
  tenancy: { from: 'param' as const, param },
  feature: 'shop' as const,
});

/**
 * A customer call about an object of the caller's that names its activity (`reason`), while the
 * shop is on: the platform loads it as `req.owned[param]`.
 */
export const ownedCall = <const P extends string, const K extends OwnedKind>(
  param: P,
  kind: K,
  reason: string,
) => ({
  tenancy: { from: 'none' as const, reason },
  owns: { [param]: kind } as { [N in P]: K },
  feature: 'shop' as const,
});
