// A client generated at run time from the live OpenAPI document (issue 24 §2) calls SPEC routes on
// the app listening on a port: a list with filters and pagination, a read by id, the profile (a
// nullable enum) and refusals. openapi-client-axios builds each request from the document, each
// query parameter serialized in its documented style, so a `filters` parameter without
// `style: deepObject` is sent as activityId=… and refused. (Its axios call would re-serialize the
// query its own way, with brackets whatever the document says: the request it builds is sent with
// fetch.) Every answer is checked against the document's schema for its status (JSON Schema 2020-12).
import { Ajv2020 } from 'ajv/dist/2020.js';
import { OpenAPIClientAxios } from 'openapi-client-axios';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorResponse } from './platform/envelope.ts';
import {
  createActivity,
  createAdmin,
  createCustomer,
  createStore,
} from './test-support/factories.ts';
import { useTestApp } from './test-support/harness.ts';

const t = useTestApp({
  env: { API_DOCS: 'on' },
  // A route that answers what it declares, or a status it does not.
  extend: (app) =>
    app.get(
      '/public/answers/:status',
      {
        config: { tenancy: { from: 'none', reason: 'a test route' } },
        schema: {
          params: z.object({ status: z.coerce.number().int() }),
          response: { 200: z.object({ ok: z.boolean() }), 418: errorResponse },
        },
      },
      async (req, reply) => {
        const { status } = req.params as { status: number };
        if (status === 200) return { ok: true };
        return reply.code(status as 418).send({ message: 'as asked', code: 'asked' });
      },
    ),
});

interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}
interface Operation {
  operationId: string;
  parameters?: { name: string; in: string; style?: string; explode?: boolean }[];
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}

let document: Document;
let baseURL: string;

beforeAll(async () => {
  const res = await t.call({ url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  document = res.json();
  baseURL = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

/** An answer: its status, its JSON body and the URL the client sent. */
interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the body of whatever route was called
  data: any;
  url: string;
}

/** Calls an operation of the document by its operationId with its params. */
type Call = (operationId: string, params?: Record<string, unknown>) => Promise<Answer>;

/** A client of the document, sending as the given token. */
async function clientOf(token?: string): Promise<Call> {
  const api = await new OpenAPIClientAxios({
    definition: structuredClone(document) as never,
  }).init();
  return async (operationId, params) => {
    const request = api.api.getRequestConfigForOperation(operationId, [params as never]);
    const url = `${baseURL}${request.path}${request.queryString ? `?${request.queryString}` : ''}`;
    const res = await fetch(url, {
      method: request.method.toUpperCase(),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: res.status, data: await res.json(), url };
  };
}

/** The operation of the document an operationId names, with its path and method. */
function operation(operationId: string) {
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (op.operationId === operationId) return { path, method, op };
    }
  }
  throw new Error(`no operation ${operationId}`);
}

/** Checks an answer against the schema the document gives its operation and status. */
function expectDocumented(operationId: string, res: Answer) {
  const { op } = operation(operationId);
  const answer = op.responses[String(res.status)];
  expect(answer, `${operationId} documents ${res.status}`).toBeDefined();
  const schema = answer?.content?.['application/json']?.schema;
  expect(schema, `${operationId} ${res.status} has a JSON schema`).toBeDefined();
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  for (const [name, component] of Object.entries(document.components.schemas)) {
    ajv.addSchema(component as object, `#/components/schemas/${name}`);
  }
  const validate = ajv.compile(schema as object);
  expect(validate(res.data), JSON.stringify(validate.errors)).toBe(true);
}

describe('a client generated from the OpenAPI document', () => {
  it('documents every object query parameter as deepObject, exploded', () => {
    const objects = Object.values(document.paths)
      .flatMap((methods) => Object.values(methods))
      .flatMap((op) => op.parameters ?? [])
      .filter((p) => p.in === 'query' && p.name === 'filters');
    expect(objects.length).toBeGreaterThanOrEqual(18);
    for (const p of objects) expect(p).toMatchObject({ style: 'deepObject', explode: true });
  });

  it('lists stores with filters and pagination, and reads one by id', async () => {
    const activity = await createActivity(t);
    await createStore(t, activity.id, { name: 'B visible' });
    await createStore(t, activity.id, { name: 'C visible' });
    await createStore(t, activity.id, { name: 'A hidden', visible: false });
    const customer = await createCustomer(t, activity.id);
    const api = await clientOf(await customer.token());

    const page = await api('getApiStores', {
      filters: { activityId: activity.id, visible: 'true' },
      sortBy: 'name',
      page: 1,
      rowsPerPage: 2,
    });
    expect(page.url).toContain(`filters[activityId]=${activity.id}`);
    expect(page.status).toBe(200);
    expectDocumented('getApiStores', page);
    expect(page.data.totalRows).toBe(3);
    const names = page.data.data.map((s: { name: string }) => s.name);
    expect(names).toHaveLength(2);
    expect(names).not.toContain('A hidden');

    const [first] = page.data.data as { id: number; name: string }[];
    const one = await api('getApiStoresById', { id: first?.id });
    expect(one.status).toBe(200);
    expectDocumented('getApiStoresById', one);
    expect(one.data.data).toMatchObject({ id: first?.id, name: first?.name });
  });

  it('reads the profile, whose gender may be null', async () => {
    const activity = await createActivity(t);
    const customer = await createCustomer(t, activity.id);
    const api = await clientOf(await customer.token());
    const res = await api('getApiAppUsers');
    expect(res.status).toBe(200);
    expect(res.data.data.gender).toBeNull();
    expectDocumented('getApiAppUsers', res);
  });

  it('gets the documented error bodies: 404 for another activity’s store, 400 for bad input', async () => {
    const mine = await createActivity(t);
    const other = await createActivity(t);
    const foreign = await createStore(t, other.id);
    const customer = await createCustomer(t, mine.id);
    const api = await clientOf(await customer.token());

    const missing = await api('getApiStoresById', { id: foreign.id });
    expect(missing.status).toBe(404);
    expect(missing.data).toMatchObject({ code: 'not_found', message: expect.any(String) });
    expectDocumented('getApiStoresById', missing);

    const bad = await api('getApiStores', { filters: { activityId: mine.id }, rowsPerPage: 0 });
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({ code: 'invalid_input' });
    expectDocumented('getApiStores', bad);

    const anonymous = await (await clientOf())('getApiStores', {
      filters: { activityId: mine.id },
    });
    expect(anonymous.status).toBe(401);
    expectDocumented('getApiStores', anonymous);
  });

  it('lists an admin’s users by filters[search]', async () => {
    const activity = await createActivity(t);
    const admin = await createAdmin(t, activity.id);
    await createCustomer(t, activity.id);
    const api = await clientOf(await admin.token());
    const res = await api('getApiUsers', {
      filters: { activityId: activity.id, search: 'Test' },
      page: 1,
    });
    expect(res.status).toBe(200);
    expect(res.data.totalRows).toBe(2);
    expectDocumented('getApiUsers', res);
  });
});

describe('an answer the document does not list, in tests', () => {
  it('becomes a 500 naming the route and the status; documented ones pass unchanged', async () => {
    expect((await t.call({ url: '/public/answers/200' })).json()).toEqual({ ok: true });
    expect((await t.call({ url: '/public/answers/418' })).statusCode).toBe(418);
    const res = await t.call({ url: '/public/answers/409' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({
      code: 'undocumented_answer',
      message: expect.stringContaining('GET /public/answers/:status answered 409'),
    });
  });
});
