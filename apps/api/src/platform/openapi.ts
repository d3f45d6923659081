// The OpenAPI document (/api/docs/json, issue 24 §2): OpenAPI 3.1 from the routes' zod schemas,
// so a nullable is a real `null` type. What the platform itself may answer for a route is derived
// here, in one place, from the route's declaration (input schemas, token, tenancy, owned ids,
// feature gate, idempotency, rate limit, database); a route declares its own refusals in
// `schema.response`. Object query parameters (`filters`) are `style: deepObject`, as the server
// reads them (`filters[name]=value`, pagination.ts). In tests an answer a route does not document
// fails the request (checkAnswers), so the document stays true.
import { errorBody } from '@tessera/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { needsAccessToken } from './auth.ts';
import { isKeyed, isWrite } from './idempotency.ts';
import { countsAgainstLimit } from './rate-limit.ts';
import { isApiRoute } from './tenancy.ts';

/** The error body's component: every error answer refers to it. */
if (!z.globalRegistry.has(errorBody)) z.globalRegistry.add(errorBody, { id: 'ErrorBody' });

/** What the platform answers for a route, from its declaration. */
type Declared = Pick<RouteOptions, 'method' | 'url' | 'schema' | 'config'>;

/** The error answers the platform may give a route, by status: their descriptions. */
export function platformAnswers(route: Declared): Record<number, string> {
  const answers: Record<number, string> = {};
  const schema = route.schema ?? {};
  const config = route.config ?? {};
  const isProtected = needsAccessToken(route.url);
  // Fastify reads the body of every write, whether the route wants one or not.
  const takesBody = Boolean(schema.body) || isWrite(route.method);
  const keyed = isKeyed(route);
  const gated = config.feature !== undefined;
  const tenancy = config.tenancy;
  const invalid: string[] = [];
  if (schema.params) invalid.push('path');
  if (schema.querystring) invalid.push('query');
  if (takesBody) invalid.push('body (invalid_json when it is no JSON)');
  // Every protected route parses an activityId the client sends, whatever its contract.
  if (isProtected) invalid.push('a sent activityId');
  if (keyed) invalid.push('Idempotency-Key');
  if (invalid.length) answers[400] = `invalid_input: ${invalid.join(', ')}`;
  if (isProtected) answers[401] = 'unauthorized: no valid access token, or the session ended';
  if (tenancy && 'roles' in tenancy && tenancy.roles) {
    answers[403] = `forbidden: the caller holds none of ${tenancy.roles.join(', ')}`;
  }
  // A protected route checks the membership of any activity a client sends.
  if (isProtected || gated || Object.keys(config.owns ?? {}).length) {
    answers[404] =
      'not_found: the activity, or what the path names, is not the caller’s, or the feature is off';
  }
  if (keyed) {
    answers[409] = 'idempotency_in_flight: a request with this Idempotency-Key is still running';
    answers[422] = 'idempotency_key_reused: this Idempotency-Key was sent with another request';
  }
  if (takesBody) {
    answers[413] = 'payload_too_large: the body is over 1 MiB';
    answers[415] = 'unsupported_media_type: the body is not application/json';
  }
  if (countsAgainstLimit(route.url)) answers[429] = 'rate_limited: wait Retry-After seconds';
  answers[503] = 'database_unavailable or busy: retry after Retry-After seconds';
  return answers;
}

/** The statuses a route's document lists: its schema's and the platform's. */
export function documentedStatuses(route: Declared): Set<number> {
  const declared = Object.keys((route.schema?.response as object | undefined) ?? {});
  return new Set([...declared, ...Object.keys(platformAnswers(route))].map(Number));
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & { route: RouteOptions };

/** Per route: the platform's error answers and the route's security join its schema. */
export function routeTransform(input: TransformInput) {
  const { schema, route, url } = input;
  if (!schema || schema.hide || !isApiRoute(url)) return jsonSchemaTransform(input);
  const declared = (schema.response as Record<string, unknown> | undefined) ?? {};
  const response: Record<string, unknown> = { ...declared };
  for (const [status, description] of Object.entries(platformAnswers(route))) {
    response[status] ??= errorBody.describe(description);
  }
  return jsonSchemaTransform({
    ...input,
    schema: {
      operationId: operationIdOf(route),
      // Open routes take no token.
      ...(needsAccessToken(url) ? {} : { security: [] }),
      ...schema,
      response,
    },
  });
}

/** A stable operation name from the method and path: GET /api/cards/:id → getApiCardsById. */
export function operationIdOf(route: Pick<RouteOptions, 'method' | 'url'>): string {
  const words = route.url
    .split('/')
    .flatMap((segment) =>
      segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[^A-Za-z0-9]+/),
    )
    .filter(Boolean);
  const method = String([route.method].flat()[0]).toLowerCase();
  return method + words.map((w) => w[0]?.toUpperCase() + w.slice(1)).join('');
}

interface Operation {
  parameters?: {
    in: string;
    name: string;
    schema?: { type?: unknown };
    style?: string;
    explode?: boolean;
  }[];
  responses?: Record<string, { headers?: Record<string, unknown>; content?: unknown }>;
}
type Paths = Record<string, Record<string, Operation>>;

const PATH_PARAM = /\{([^}]+)\}/g;
const paramsOf = (path: string) => [...path.matchAll(PATH_PARAM)].map((m) => m[1] as string);

/**
 * Paths that differ only by a param's name (GET /x/:id, POST /x/:activityId) are one path in
 * OpenAPI: the later methods join the first path under its names (names are not on the wire).
 */
function mergeIdenticalPaths(paths: Paths) {
  const first = new Map<string, string>();
  for (const path of Object.keys(paths)) {
    const template = path.replace(PATH_PARAM, '{}');
    const kept = first.get(template);
    if (!kept) {
      first.set(template, path);
      continue;
    }
    const rename = new Map(paramsOf(path).map((name, i) => [name, paramsOf(kept)[i] as string]));
    for (const [method, operation] of Object.entries(paths[path] ?? {})) {
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in === 'path') parameter.name = rename.get(parameter.name) ?? parameter.name;
      }
      (paths[kept] as Record<string, Operation>)[method] = operation;
    }
    delete paths[path];
  }
}

/** Drops the components nothing refers to (the type provider adds an input twin of each). */
function dropUnused(document: {
  paths?: Paths;
  components?: { schemas?: Record<string, unknown> };
}) {
  const schemas = document.components?.schemas ?? {};
  for (const name of Object.keys(schemas)) {
    const others = Object.entries(schemas).filter(([other]) => other !== name);
    const ref = `"#/components/schemas/${name}"`;
    if (!JSON.stringify([document.paths, others]).includes(ref)) delete schemas[name];
  }
}

const RETRY_AFTER = {
  'Retry-After': {
    description: 'Seconds to wait before retrying',
    schema: { type: 'integer', minimum: 1 },
  },
};

const LOCATION = {
  Location: { description: 'Where the browser goes', schema: { type: 'string' } },
};

const isObjectSchema = (schema: { type?: unknown } | undefined) =>
  [schema?.type].flat().includes('object');

/**
 * The whole document: the registered components (ErrorBody), one path per template, object query
 * parameters as deepObject, and the Retry-After header of the 429 and 503 answers.
 */
export function documentTransform(input: Parameters<typeof jsonSchemaTransformObject>[0]) {
  const document = jsonSchemaTransformObject(input) as {
    paths?: Paths;
    components?: { schemas?: Record<string, unknown> };
  };
  mergeIdenticalPaths(document.paths ?? {});
  dropUnused(document);
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in === 'query' && isObjectSchema(parameter.schema)) {
          parameter.style = 'deepObject';
          parameter.explode = true;
        }
      }
      for (const [status, answer] of Object.entries(operation.responses ?? {})) {
        if (status === '429' || status === '503') answer.headers = RETRY_AFTER;
        if (status.startsWith('3')) {
          delete answer.content;
          answer.headers = LOCATION;
        }
      }
    }
  }
  return document;
}

/**
 * Tests: every answer of a route with a response schema must be one its document lists. An
 * undocumented one becomes a 500 that names it, so the test that provoked it fails. A 500 is
 * a fault, never documented: tests of faults provoke it on purpose.
 */
export function checkAnswers(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!route.schema?.response || route.schema.hide || !isApiRoute(route.url)) return;
    const documented = documentedStatuses(route);
    const check = async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const status = reply.statusCode;
      if (documented.has(status) || status === 500) return payload;
      const message = `${req.method} ${route.url} answered ${status}, which its OpenAPI document does not list: add it to schema.response (platform/openapi.ts)`;
      // On the test's own output, whatever the log level.
      console.error(message);
      reply.code(500).type('application/json; charset=utf-8');
      return JSON.stringify({ message, code: 'undocumented_answer' });
    };
    route.onSend = [...(route.onSend ? [route.onSend].flat() : []), check];
  });
}
