// Tenancy (DESIGN §2, §5): every route *declares* where its activity comes from and which roles
// it needs there, which owned objects its ids name, and the feature of the activity's app it
// belongs to (features.ts); the platform enforces the declaration before the handler runs and
// hands it the resolved membership and the loaded objects. A route without a declaration
// stops the server at start-up. Roles are those the caller holds in *that* activity: read from the
// database, or from the instance's cache, which forgets them on any change (session-cache.ts).
import { type AccessClaims, ROLES, type Role } from '@tessera/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { needsAccessToken } from './auth.ts';
import type { Db, Tx } from './db.ts';
import { idParam } from './envelope.ts';
import { forbidden, invalidInput, notFound } from './errors.ts';
import {
  type FeatureGate,
  type FeatureName,
  type FeatureSwitch,
  featureOf,
  STAFF_ROLES,
  staffBypass,
} from './features.ts';
import { activities, activityCustomers } from './tables.ts';

/** Where a route's activity comes from. */
export type Tenancy =
  /** A path param holds the activity id. */
  | { from: 'param'; param: string; roles?: readonly Role[] }
  /** `activityId` of the body; `optional` when the route also works without an activity. */
  | { from: 'body'; optional?: boolean; roles?: readonly Role[] }
  /** `filters[activityId]` of the query (or a plain `activityId`). */
  | { from: 'query'; roles?: readonly Role[] }
  /** No activity: say why (open call, the caller's own data, …); roles: global ones only. */
  | { from: 'none'; reason: string; roles?: readonly Role[] };

/** A staff call (the activity's admins and counter staff) about the activity `:activityId` names. */
export const staffTenancy: Tenancy = { from: 'param', param: 'activityId', roles: STAFF_ROLES };
/** An admin's call (settings, the console) about the activity `:activityId` names. */
export const adminTenancy: Tenancy = { from: 'param', param: 'activityId', roles: ['ROLE_ADMIN'] };
/** The platform's call (onboarding, every activity): the super admin's only. */
export const platformTenancy: Tenancy = {
  from: 'none',
  reason: "the platform's: every activity, for the super admin",
  roles: ['ROLE_SUPER_ADMIN'],
};

/**
 * Checks a route's gate against its tenancy at start-up: the gate needs an activity, from the
 * route (param, body or query) or from the object it names; staff pass only where the route's
 * own activity says who is staff.
 */
function checkGate(route: RouteOptions, tenancy: Tenancy, gate: FeatureGate) {
  const where = `${route.method} ${route.url}`;
  const named = tenancy.from !== 'none' && !(tenancy.from === 'body' && tenancy.optional);
  const owns = Object.values(route.config?.owns ?? {}).some((k) => k !== 'me' && k !== 'client');
  if (!named && !owns) {
    throw new Error(`${where}: a feature gate needs an activity (tenancy or an owned object)`);
  }
  if (staffBypass(gate) && !named) {
    throw new Error(`${where}: staff bypass a gate only on a route naming its activity`);
  }
  if ('roles' in tenancy && tenancy.roles) {
    throw new Error(`${where}: a route for roles (staff) is not gated by a feature`);
  }
}

/**
 * What an id names, by kind, with the type of the object loaded for it: each module adds the kinds
 * it loads (declaration merging, next to its `registerOwned`). Two are the platform's, with nothing
 * to load: `me`, the caller's own user id, and `client`, an id the caller makes up for a thing of
 * theirs (a device id).
 */
export interface OwnedKinds {
  me: undefined;
  client: undefined;
}
export type OwnedKind = keyof OwnedKinds;
/** The kinds a module loads. */
export type LoadedKind = Exclude<OwnedKind, 'me' | 'client'>;

/** What a loader function gives when it finds the object: the type of its kind. */
export type Loaded<F extends (...args: never[]) => Promise<unknown>> = NonNullable<
  Awaited<ReturnType<F>>
>;

/** The objects a route's `owns` names, by param (`req.owned`): typed from its declaration. */
export type OwnedOf<Config> = Config extends { owns: infer O extends Record<string, OwnedKind> }
  ? { readonly [P in keyof O]: OwnedKinds[O[P]] }
  : Record<never, never>;

/**
 * Loads the object an id names, scoped to the caller; undefined is a 404. An object of an activity
 * carries its `activityId`: the platform then also requires the caller's active membership of that
 * active activity (a customer switched off, removed or of a switched-off activity gets a 404).
 */
export type OwnedLoader<T> = (ctx: {
  db: Db;
  user: AccessClaims;
  membership: Membership | undefined;
  id: number;
  /** The param as sent, for kinds named by a code rather than an id (a card's code). */
  key: string;
}) => Promise<T | undefined>;

/** A valid request for the route, from its zod contract: the abuse suite varies one thing. */
export interface RouteExample {
  body?: Record<string, unknown>;
  query?: Record<string, unknown>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    tenancy?: Tenancy;
    example?: RouteExample;
    /** The owned objects the path params name, by param. */
    owns?: Record<string, OwnedKind>;
  }
  interface FastifyRequest<
    RouteGeneric,
    RawServer,
    RawRequest,
    SchemaCompiler,
    TypeProvider,
    ContextConfig,
    Logger,
    RequestType,
  > {
    /** The caller's membership of the route's activity, resolved by the platform. */
    membership?: Membership;
    /** The owned objects the path params name, loaded by the platform, typed by the route's `owns`. */
    owned: OwnedOf<ContextConfig>;
  }
  interface FastifyInstance {
    /** A module makes the objects of a kind loadable for routes that declare `owns`. */
    registerOwned<K extends LoadedKind>(kind: K, loader: OwnedLoader<OwnedKinds[K]>): void;
  }
}

/** The one global role; `user.roles` holds only global roles. */
export const isSuperAdmin = (user: Pick<AccessClaims, 'roles'>) =>
  user.roles.includes('ROLE_SUPER_ADMIN');

export interface Membership {
  activityId: number;
  /** The caller's roles in the activity (a super admin holds them all). */
  roles: Role[];
}

/** Resolves when the activity exists and is active; otherwise a 404. */
export async function requireActiveActivity(db: Db | Tx, activityId: number) {
  const [row] = await db
    .select({ id: activities.id })
    .from(activities)
    .where(and(eq(activities.id, activityId), eq(activities.active, true)));
  if (!row) throw notFound();
}

/** The caller's active membership of the active activity; anything else is a 404. */
export async function requireMember(
  db: Db | Tx,
  user: AccessClaims,
  activityId: number,
): Promise<Membership> {
  if (isSuperAdmin(user)) {
    await requireActiveActivity(db, activityId);
    return { activityId, roles: [...ROLES] };
  }
  const [row] = await db
    .select({ roles: activityCustomers.roles })
    .from(activityCustomers)
    .innerJoin(activities, eq(activities.id, activityCustomers.activityId))
    .where(
      and(
        eq(activityCustomers.activityId, activityId),
        eq(activityCustomers.userId, user.id),
        eq(activityCustomers.active, true),
        eq(activities.active, true),
      ),
    );
  if (!row) throw notFound();
  return { activityId, roles: row.roles as Role[] };
}

/** The membership when it holds one of the roles; else a 403. */
function withRole(membership: Membership, roles: readonly Role[]) {
  if (!membership.roles.some((r) => roles.includes(r))) throw forbidden();
  return membership;
}

/** The membership the platform resolved for a route declared with an activity. */
export function membershipOf(req: FastifyRequest): Membership {
  if (!req.membership) throw new Error(`${req.routeOptions.url} declares no activity`);
  return req.membership;
}

/** Where the API lives; every other path is the web app's. */
export const API_PREFIXES = ['/api/', '/app/', '/public/', '/images/', '/healthz'];
export const isApiRoute = (url: string) => API_PREFIXES.some((p) => url.startsWith(p));

/** Routes the platform itself serves, declared here: public files. */
const PLATFORM_ROUTES: Record<string, Tenancy> = {
  '/images/*': { from: 'none', reason: 'public images of activities, items and offers' },
};
const UNDECLARED_OK = (url: string) => url.startsWith('/api/docs');

/** An activity id as a client sent it: digits only, like every id; anything else is a 400. */
function sentId(value: unknown, field: string): number | undefined {
  if (value === undefined || value === null) return undefined;
  const parsed = idParam.safeParse(value);
  if (!parsed.success) throw invalidInput(field);
  return parsed.data;
}

const fieldsOf = (value: unknown) =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;

/**
 * The activity ids a client sent, parsed strictly on every route whatever its contract: in the
 * body, and in the query as `filters[activityId]` (DESIGN §4) or a plain `activityId` (SPEC §7).
 */
function sentActivityIds(req: FastifyRequest) {
  const query = fieldsOf(req.query);
  const filters = sentId(fieldsOf(query?.filters)?.activityId, 'filters.activityId');
  const plain = sentId(query?.activityId, 'activityId');
  return { body: sentId(fieldsOf(req.body)?.activityId, 'activityId'), query: filters ?? plain };
}

/** The activity the route names, from where it declares it. */
function activityIdOf(req: FastifyRequest, tenancy: Tenancy): number | undefined {
  const sent = sentActivityIds(req);
  switch (tenancy.from) {
    case 'param':
      return (req.params as Record<string, number>)[tenancy.param];
    case 'body':
      return sent.body;
    case 'query':
      return sent.query;
    default:
      // DESIGN §4: an activityId a client sends is never trusted, whatever the declaration.
      return sent.body ?? sent.query;
  }
}

/** The activity an owned object belongs to, when it names one. */
function activityOfOwned(object: unknown): number | undefined {
  const activityId = (object as { activityId?: unknown } | null)?.activityId;
  return typeof activityId === 'number' ? activityId : undefined;
}

/** Checks a declaration against the route at start-up. */
function declarationOf(route: RouteOptions): Tenancy | undefined {
  const tenancy = route.config?.tenancy ?? PLATFORM_ROUTES[route.url];
  if (!tenancy) {
    if (UNDECLARED_OK(route.url)) return undefined;
    throw new Error(`${route.method} ${route.url}: declare config.tenancy (DESIGN §2)`);
  }
  const isProtected = needsAccessToken(route.url);
  if (!isProtected && (tenancy.from !== 'none' || route.config?.owns)) {
    throw new Error(`${route.method} ${route.url}: an open route has no activity or owned ids`);
  }
  if (tenancy.from === 'param' && !route.url.includes(`:${tenancy.param}`)) {
    throw new Error(`${route.method} ${route.url}: no path param :${tenancy.param}`);
  }
  for (const param of Object.keys(route.config?.owns ?? {})) {
    if (!route.url.includes(`:${param}`)) {
      throw new Error(`${route.method} ${route.url}: owns an unknown param :${param}`);
    }
  }
  return tenancy;
}

export const tenancyPlugin = fp(
  async (app: FastifyInstance) => {
    const loaders = new Map<OwnedKind, OwnedLoader<unknown>>();
    app.decorate('registerOwned', (kind: OwnedKind, loader: OwnedLoader<unknown>) => {
      loaders.set(kind, loader);
    });
    const switches = new Map<FeatureName, FeatureSwitch>();
    app.decorate('registerFeature', (name: FeatureName, isOn: FeatureSwitch) => {
      switches.set(name, isOn);
    });
    const switchOf = (name: FeatureName) => {
      const isOn = switches.get(name);
      if (!isOn) throw new Error(`no switch registered for feature '${name}'`);
      return isOn;
    };
    app.decorate('featureOn', (name: FeatureName, activityId: number) =>
      switchOf(name)(app.db, activityId),
    );
    const gates = new Map<string, FeatureGate>();
    app.decorate('featureGates', gates);
    const wanted = new Set<OwnedKind>();
    const cache = app.sessionCache;
    /** `requireMember`, remembered per instance until a change of the user or activity. */
    const memberOf = async (user: AccessClaims, activityId: number): Promise<Membership> => {
      const known = cache.membership(user.id, activityId);
      if (known) return { activityId, roles: known };
      const mark = cache.mark();
      const membership = await requireMember(app.db, user, activityId);
      cache.setMembership(user.id, activityId, membership.roles, mark);
      return membership;
    };
    /** 404 while the feature is off for the activity, unless the gate lets the caller's staff by. */
    const passGate = async (gate: FeatureGate, activityId: number, membership?: Membership) => {
      if (staffBypass(gate) && membership?.roles.some((r) => STAFF_ROLES.includes(r))) return;
      if (!(await switchOf(featureOf(gate))(app.db, activityId))) throw notFound();
    };

    app.addHook('onRoute', (route) => {
      if (route.method === 'HEAD' || !isApiRoute(route.url)) return;
      const tenancy = declarationOf(route);
      const gate = route.config?.feature;
      if (tenancy && gate) {
        checkGate(route, tenancy, gate);
        for (const method of [route.method].flat()) gates.set(`${method} ${route.url}`, gate);
      }
      if (!tenancy || !needsAccessToken(route.url)) return;
      const owns = Object.entries(route.config?.owns ?? {});
      for (const [, kind] of owns) wanted.add(kind);
      const enforce = async (req: FastifyRequest) => {
        const given = activityIdOf(req, tenancy);
        if (given !== undefined) {
          const roles = 'roles' in tenancy ? tenancy.roles : undefined;
          const membership = await memberOf(req.user, given);
          req.membership = roles ? withRole(membership, roles) : membership;
        } else if (tenancy.from !== 'none' && !(tenancy.from === 'body' && tenancy.optional)) {
          throw notFound();
        } else if ('roles' in tenancy && tenancy.roles && !isSuperAdmin(req.user)) {
          // Roles without an activity: only the global role can hold them.
          throw forbidden();
        }
        /** The activity of the objects the ids name, for a gate on a route without one. */
        let objectsActivity: number | undefined;
        if (owns.length) {
          const owned: Record<string, unknown> = {};
          req.owned = owned;
          for (const [param, kind] of owns) {
            const id = (req.params as Record<string, number | string>)[param];
            if (kind === 'client') continue;
            if (kind === 'me') {
              if (id !== req.user.id) throw notFound();
              continue;
            }
            const loader = loaders.get(kind);
            if (!loader) throw new Error(`no loader registered for owned kind '${kind}'`);
            const object = await loader({
              db: app.db,
              user: req.user,
              membership: req.membership,
              id: id as number,
              key: String(id),
            });
            if (object === undefined) throw notFound();
            const activityId = activityOfOwned(object);
            if (activityId !== undefined && activityId !== req.membership?.activityId) {
              await memberOf(req.user, activityId);
            }
            objectsActivity ??= activityId;
            owned[param] = object;
          }
        }
        if (gate) {
          const activityId = req.membership?.activityId ?? objectsActivity;
          if (activityId === undefined) {
            throw new Error(`${route.url}: its feature gate found no activity`);
          }
          await passGate(gate, activityId, req.membership);
        }
      };
      const preHandler = route.preHandler ? [route.preHandler].flat() : [];
      route.preHandler = [enforce, ...preHandler];
    });

    app.addHook('onReady', async () => {
      const missing = [...wanted].filter((k) => k !== 'me' && k !== 'client' && !loaders.has(k));
      if (missing.length) throw new Error(`no loader registered for owned kinds: ${missing}`);
      const unswitched = [...new Set([...gates.values()].map(featureOf))].filter(
        (f) => !switches.has(f),
      );
      if (unswitched.length) throw new Error(`no switch registered for features: ${unswitched}`);
    });
  },
  { name: 'tenancy', dependencies: ['auth'] },
);
