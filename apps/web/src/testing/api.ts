// The API as component tests see it: Mock Service Worker answers the contract's routes with
// typed data (a fixture that does not fit the contract does not compile, and the client checks
// every answer at run time too), and records every call the screen sent.
//
//   const api = serveApi();                       // in the test file: starts and stops the server
//   api.answer('get', '/api/activities/{id}/usercard', userCard());
//   api.answer('post', '/api/app/bookings', ({ body }) => bookingFrom(body));
//   api.list('/api/users', [user()], 1);
//   api.refuse('put', '/api/users/{id}', 422, 'Email già in uso');
//   expect(api.calls()).toEqual([...]);
import type { paths } from '@tessera/domain/contract';
import { HttpResponse, type JsonBodyType, http as msw } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Answer, Route, Row } from '../lib/api/client.ts';
import { forgetReads } from '../lib/http.ts';

type Method = 'get' | 'post' | 'put' | 'delete';

/** A call the screen sent: method, path with its query (decoded), JSON body, Idempotency-Key. */
export interface SentCall {
  method: string;
  url: string;
  body: unknown;
  /** Absent (undefined, which `toEqual` ignores) when the call was sent without one. */
  idempotencyKey: string | undefined;
}

/** What a handler is given to build its answer. */
export interface Received {
  params: Record<string, string>;
  query: URLSearchParams;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: the body is whatever the screen sent
  body: any;
}

type Make<T> = T | ((call: Received) => T);

const server = setupServer();
let sent: SentCall[] = [];

/** `/api/users/{id}` → `/api/users/:id` (msw's path syntax). */
const mswPath = (route: string) => route.replace(/\{(\w+)\}/g, ':$1');

async function receive(request: Request, params: Record<string, unknown>): Promise<Received> {
  const url = new URL(request.url);
  const text = request.method === 'GET' ? '' : await request.clone().text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }
  sent.push({
    method: request.method,
    url: decodeURIComponent(url.pathname + url.search),
    body,
    idempotencyKey: request.headers.get('idempotency-key') ?? undefined,
  });
  return {
    params: params as Record<string, string>,
    query: url.searchParams,
    headers: request.headers,
    body,
  };
}

const run = <T>(make: Make<T>, call: Received) =>
  typeof make === 'function' ? (make as (c: Received) => T)(call) : make;

function handle(
  method: Method,
  route: string,
  reply: (call: Received) => Response | Promise<Response>,
) {
  server.use(
    msw[method](mswPath(route), async ({ request, params }) =>
      reply(await receive(request, params)),
    ),
  );
}

export const api = {
  /** The route answers `{ data }` (200, or 201 when given). */
  answer<M extends Method, P extends Route<M>>(
    method: M,
    route: P,
    data: Make<Answer<P, M>>,
    status = 200,
  ) {
    handle(method, route, (call) =>
      HttpResponse.json({ data: run(data, call) } as JsonBodyType, { status }),
    );
  },
  /** A list route answers one page: its rows and the total. */
  list<P extends Route<'get'>>(route: P, rows: Make<Row<P>[]>, totalRows?: number) {
    handle('get', route, (call) => {
      const data = run(rows, call);
      return HttpResponse.json({ data, totalRows: totalRows ?? data.length } as JsonBodyType);
    });
  },
  /** The route refuses with the API's error body. */
  refuse<M extends Method>(
    method: M,
    route: Route<M>,
    status: number,
    message: string,
    code = 'error',
  ) {
    handle(method, route, () => HttpResponse.json({ message, code }, { status }));
  },
  /** The route answers with whatever the test builds: a stream, a late answer, by headers. */
  respond<M extends Method>(
    method: M,
    route: Route<M>,
    reply: (call: Received) => Response | Promise<Response>,
  ) {
    handle(method, route, reply);
  },
  /** The route gives no answer: the connection drops. */
  drop<M extends Method>(method: M, route: Route<M>) {
    handle(method, route, () => HttpResponse.error());
  },
  /** Every call sent since the test began, in order. */
  calls: (): SentCall[] => [...sent],
};

/** Starts the API stand-in for this test file; each test starts with no route answered. */
export function serveApi() {
  beforeAll(async () => {
    // The answers' check (the document and ajv) loads here, not inside the file's first test.
    await import('../lib/api/contract-check.ts');
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    server.resetHandlers();
    sent = [];
    // The transport shares identical reads for a second: the next test's reads go out again.
    forgetReads();
  });
  afterAll(() => server.close());
  return api;
}

export type { paths };
