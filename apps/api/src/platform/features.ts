// Feature gates (DESIGN §5): a customer route of a feature of the activity's app (the shop,
// booking, coupons, …: SPEC §2's menu switches) declares it as `config.feature`; the platform
// refuses it, right after the tenancy, with the 404 of "nothing there" while the activity has the
// feature off. Each module names its features and says how its switch is read
// (`registerFeature`); a route gated by a feature no module registered stops the start-up.
import type { Role } from '@tessera/domain';
import type { Db } from './db.ts';

/**
 * The features a route can be gated by: each module adds its own (declaration merging, next to
 * its `registerFeature`), e.g. `interface Features { shop: true }`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the modules' declarations
export interface Features {}
export type FeatureName = keyof Features;

/**
 * A route's gate. The name alone: refused to everyone while the feature is off (its staff too:
 * they have routes of their own). `staff: 'bypass'`: the activity's staff (ROLE_ADMIN,
 * ROLE_STORE, or a super admin) pass, so their screens read it whatever the switch.
 */
export type FeatureGate = FeatureName | { name: FeatureName; staff: 'bypass' };

/** Whether the feature is on for the activity. */
export type FeatureSwitch = (db: Db, activityId: number) => Promise<boolean>;

/**
 * The activity's staff: its admins and counter staff. They pass a gate declared with
 * `staff: 'bypass'`; a staff route declares them as its roles (`roles: STAFF_ROLES`).
 */
export const STAFF_ROLES: readonly Role[] = ['ROLE_ADMIN', 'ROLE_STORE'];

export const featureOf = (gate: FeatureGate): FeatureName =>
  typeof gate === 'string' ? gate : gate.name;
export const staffBypass = (gate: FeatureGate) => typeof gate !== 'string';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The feature of the activity's app this route belongs to: refused while it is off. */
    feature?: FeatureGate;
  }
  interface FastifyInstance {
    /** A module says how its feature's switch is read, for the routes that declare it. */
    registerFeature(name: FeatureName, isOn: FeatureSwitch): void;
    /** Whether a registered feature is on for the activity (the console's set-up steps). */
    featureOn(name: FeatureName, activityId: number): Promise<boolean>;
    /** The gated routes, by `METHOD url` (the abuse suite switches each feature off). */
    featureGates: ReadonlyMap<string, FeatureGate>;
  }
}
