// The HTTP client of SPEC §7–§8: bearer token, activityId on every call, envelope unwrapped,
// one shared token refresh on 401, server messages in the error snackbar (never a read that got
// no answer: offline or on a dropping connection the screen shows its last known data). A 401 refreshes or
// ends only the session its request went out in: after a logout the old tokens are not used.
import type { ErrorBody } from '@tessera/domain';
import { translate } from './i18n.ts';
import { currentLanguage } from './language.ts';
import { loading, notify } from './notify.ts';
import { isOnline, offlineAttempt } from './online.ts';
import { session } from './session.ts';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

type Query = Record<string, string | number | boolean | undefined>;

export interface RequestOptions {
  query?: Query;
  /** Filters, sent as filters[name]=value. */
  filters?: Query;
  body?: unknown;
  /** Leave activityId out of the call. */
  noActivity?: boolean;
  /** Errors are the caller's to show (the login form shows its own). */
  silent?: boolean;
  /** Sent as Idempotency-Key: a retry of the same action with the same key is not done twice. */
  idempotencyKey?: string;
}

const NO_REFRESH = new Set(['/api/login_check', '/api/token/refresh']);

let refreshing: Promise<boolean> | null = null;

/** One refresh for every request that got a 401 meanwhile. */
function refreshOnce(): Promise<boolean> {
  if (!refreshing) {
    refreshing = (async () => {
      const refreshToken = session.refreshToken();
      if (!refreshToken) return false;
      session.setStatus('refreshing');
      try {
        const res = await fetch('/api/token/refresh', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'accept-language': currentLanguage() },
          body: JSON.stringify({ refresh_token: refreshToken }),
        });
        if (!res.ok) return false;
        const { data } = (await res.json()) as { data: { token: string; refresh_token: string } };
        // Logged out (or in as someone else) meanwhile: the new pair is not this session's.
        if (session.refreshToken() !== refreshToken) return false;
        session.setTokens(data.token, data.refresh_token);
        return true;
      } catch {
        return false;
      }
    })().finally(() => {
      refreshing = null;
    });
  }
  return refreshing;
}

function buildUrl(path: string, method: string, opts: RequestOptions) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(opts.query ?? {}))
    if (v !== undefined) params.set(k, String(v));
  const filters: Query = { ...opts.filters };
  const activityId = session.activityId();
  if (
    (method === 'GET' || method === 'DELETE') &&
    !opts.noActivity &&
    activityId &&
    filters.activityId === undefined
  ) {
    filters.activityId = activityId;
  }
  for (const [k, v] of Object.entries(filters))
    if (v !== undefined) params.set(`filters[${k}]`, String(v));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

function buildBody(method: string, opts: RequestOptions): BodyInit | undefined {
  if (method !== 'POST' && method !== 'PUT' && method !== 'PATCH') return undefined;
  const activityId = session.activityId();
  if (opts.body instanceof FormData) {
    if (!opts.noActivity && activityId && !opts.body.has('activityId')) {
      opts.body.set('activityId', String(activityId));
    }
    return opts.body;
  }
  const body = (opts.body ?? {}) as Record<string, unknown>;
  const withActivity =
    !opts.noActivity && activityId && body.activityId === undefined
      ? { ...body, activityId }
      : body;
  return JSON.stringify(withActivity);
}

async function send(method: string, path: string, opts: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { 'accept-language': currentLanguage() };
  const token = session.token();
  if (token && !NO_REFRESH.has(path)) headers.authorization = `Bearer ${token}`;
  if (opts.idempotencyKey) headers['idempotency-key'] = opts.idempotencyKey;
  const body = buildBody(method, opts);
  if (typeof body === 'string') headers['content-type'] = 'application/json';
  return fetch(buildUrl(path, method, opts), { method, headers, body });
}

async function errorOf(res: Response): Promise<HttpError> {
  const body = (await res.json().catch(() => null)) as Partial<ErrorBody> | null;
  return new HttpError(res.status, body?.code ?? 'error', body?.message ?? '');
}

/**
 * Offline, nothing is sent: the error says so in its message (a form that shows its own errors
 * shows it), and an action that is not silent turns the offline banner into an alert. A read
 * needs no message: the banner already says the connection is down.
 */
function offline(method: string, opts: RequestOptions): HttpError {
  if (method !== 'GET' && !opts.silent) offlineAttempt();
  return new HttpError(0, 'offline', translate(currentLanguage(), 'error.offline.action'));
}

/** Sends a request and returns the whole JSON body ({ data } or { data, totalRows }). */
async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
  if (!isOnline()) throw offline(method, opts);
  loading.start();
  try {
    const sentIn = session.key();
    let res = await send(method, path, opts);
    if (res.status === 401 && !NO_REFRESH.has(path)) {
      const current = () => session.key() === sentIn;
      if (current() && (await refreshOnce())) res = await send(method, path, opts);
      if (res.status === 401) {
        // A failed refresh logs out (the route guard then sends the user to /login); a late
        // answer from a session that already ended here is only this request's error.
        if (current()) session.clear();
        throw await errorOf(res);
      }
    }
    if (!res.ok) {
      const error = await errorOf(res);
      if (!opts.silent) notify.error(error.message || undefined);
      throw error;
    }
    return (await res.json()) as T;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // The connection dropped while the request was out.
    if (!isOnline()) throw offline(method, opts);
    // No answer to a read is the screen's to say (its last known data with their time, or its
    // own message): a snackbar would shout over a connection that comes and goes (issue 15).
    if (!opts.silent && method !== 'GET') notify.error();
    throw new HttpError(0, 'network', '');
  } finally {
    loading.stop();
  }
}

export const http = {
  async get<T>(path: string, opts?: RequestOptions) {
    return (await request<{ data: T }>('GET', path, opts)).data;
  },
  async list<T>(path: string, opts?: RequestOptions) {
    const body = await request<{ data: T[]; totalRows: number }>('GET', path, opts);
    return { rows: body.data, totalRows: body.totalRows };
  },
  async post<T>(path: string, body?: unknown, opts?: RequestOptions) {
    return (await request<{ data: T }>('POST', path, { ...opts, body })).data;
  },
  async put<T>(path: string, body?: unknown, opts?: RequestOptions) {
    return (await request<{ data: T }>('PUT', path, { ...opts, body })).data;
  },
  async delete<T>(path: string, opts?: RequestOptions) {
    return (await request<{ data: T }>('DELETE', path, opts)).data;
  },
};
