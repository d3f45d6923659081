// The typed API client. Every call names a route of the contract (@tessera/domain/contract: the
// API's OpenAPI document and its types, generated from the routes' zod schemas by
// `npm run contract`); its path params, query, filters, body and answer are typed from it. The
// transport is lib/http.ts (token, activityId, envelope, refresh, offline). In development and in
// tests every answer is also checked against the document (contract-check.ts).
import type { paths } from '@tessera/domain/contract';
import { http, type RequestOptions } from '../http.ts';

type Method = 'get' | 'post' | 'put' | 'delete';
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;

/** The contract's routes that answer this method. */
export type Route<M extends Method> = {
  [P in keyof paths]: [NonNullable<paths[P][M]>] extends [never] ? never : P;
}[keyof paths];

type Responses<O> = O extends { responses: infer R } ? R : never;
type Json<R> = R extends { content: { 'application/json': infer J } } ? J : never;
type SuccessBody<O> = 200 extends keyof Responses<O>
  ? Json<Responses<O>[200]>
  : 201 extends keyof Responses<O>
    ? Json<Responses<O>[201]>
    : never;

/** What a route answers inside its envelope's `data`. */
export type Answer<P extends keyof paths, M extends Method> =
  SuccessBody<Operation<P, M>> extends { data: infer D } ? D : never;
/** One row of a list route's page. */
export type Row<P extends Route<'get'>> = Answer<P, 'get'> extends (infer T)[] ? T : never;

type Parameters<O> = O extends { parameters: infer X } ? X : never;
type PathParams<O> = Parameters<O> extends { path: infer A } ? A : never;
type QueryParams<O> = NonNullable<Parameters<O> extends { query?: infer Q } ? Q : never>;
/** The client adds the session's activity itself (lib/http.ts): callers may leave it out. */
type ActivityOptional<T> = T extends { activityId?: unknown }
  ? Omit<T, 'activityId'> & { activityId?: T['activityId'] }
  : T;
type RequestBody<O> = O extends { requestBody?: { content: infer C } }
  ? C extends { 'application/json': infer J }
    ? ActivityOptional<J>
    : C extends { 'multipart/form-data': unknown }
      ? FormData
      : never
  : never;

type PathPart<O> = [PathParams<O>] extends [never | undefined]
  ? { path?: undefined }
  : { path: PathParams<O> };
type QueryPart<O> = [QueryParams<O>] extends [never]
  ? { query?: undefined; filters?: undefined }
  : {
      query?: Omit<QueryParams<O>, 'filters'>;
      filters?: ActivityOptional<NonNullable<QueryParams<O>['filters' & keyof QueryParams<O>]>>;
    };
type BodyPart<O> = [RequestBody<O>] extends [never]
  ? { body?: undefined }
  : { body: RequestBody<O> };

/** Everything a call may say besides its route: typed from the contract, plus the transport's. */
export type CallOptions<O> = Omit<RequestOptions, 'query' | 'filters' | 'body'> &
  PathPart<O> &
  QueryPart<O> &
  BodyPart<O>;

type Needs<O> = [PathParams<O>] extends [never | undefined]
  ? [RequestBody<O>] extends [never]
    ? false
    : true
  : true;
type Args<O> = Needs<O> extends true ? [options: CallOptions<O>] : [options?: CallOptions<O>];

/** `/api/users/{id}` with `{ id: 3 }` → `/api/users/3`. */
export function fillPath(route: string, params: Record<string, unknown> | undefined) {
  return route.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${route}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}

type Untyped = {
  path?: Record<string, unknown>;
  query?: RequestOptions['query'];
  filters?: RequestOptions['filters'];
  body?: unknown;
} & Omit<RequestOptions, 'query' | 'filters' | 'body'>;

const checking = import.meta.env.DEV;

async function checked<T>(method: Method, route: string, envelope: Record<string, unknown>) {
  if (checking) {
    const { checkAnswer } = await import('./contract-check.ts');
    checkAnswer(method, route, envelope);
  }
  return envelope as T;
}

async function call(method: Method, route: string, options: Untyped = {}) {
  const { path, body, ...rest } = options;
  const url = fillPath(route, path);
  const data =
    method === 'get'
      ? await http.get<unknown>(url, rest)
      : method === 'delete'
        ? await http.delete<unknown>(url, rest)
        : await http[method]<unknown>(url, body, rest);
  return (await checked<{ data: unknown }>(method, route, { data })).data;
}

export const api = {
  get: <P extends Route<'get'>>(route: P, ...[options]: Args<Operation<P, 'get'>>) =>
    call('get', route, options as Untyped) as Promise<Answer<P, 'get'>>,
  /** A list route's page: its rows and the total count. */
  list: async <P extends Route<'get'>>(route: P, ...[options]: Args<Operation<P, 'get'>>) => {
    const { path, ...rest } = (options ?? {}) as Untyped;
    const { rows, ...page } = await http.list<unknown>(fillPath(route, path), rest);
    await checked('get', route, { ...page, data: rows });
    return { ...page, rows } as { rows: Row<P>[]; totalRows: number };
  },
  post: <P extends Route<'post'>>(route: P, ...[options]: Args<Operation<P, 'post'>>) =>
    call('post', route, options as Untyped) as Promise<Answer<P, 'post'>>,
  put: <P extends Route<'put'>>(route: P, ...[options]: Args<Operation<P, 'put'>>) =>
    call('put', route, options as Untyped) as Promise<Answer<P, 'put'>>,
  delete: <P extends Route<'delete'>>(route: P, ...[options]: Args<Operation<P, 'delete'>>) =>
    call('delete', route, options as Untyped) as Promise<Answer<P, 'delete'>>,
};
