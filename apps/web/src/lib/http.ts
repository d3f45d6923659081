// The HTTP client of SPEC §7–§8: bearer token, activityId on every call, envelope unwrapped,
// server messages in the error snackbar (never a read that got no answer: offline or on a
// dropping connection the screen shows its last known data). The token is refreshed shortly
// before it expires, once for every request and every tab; a 401 still refreshes (the fallback)
// or ends only the session its request went out in: after a logout the old tokens are not used.
// Identical reads close together are one request (READ_SHARE_MS).
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

/** The server's clock minus this device's, from the Date header of the last answer. */
let serverOffset = 0;

/**
 * Whether the stored token is in its last 30 s (its last quarter, for a shorter-lived one) by
 * the server's clock: it is refreshed before the request goes. A token without `exp` is sent.
 */
function expiresSoon() {
  const expiry = session.expiry();
  if (!expiry) return false;
  const ahead = Math.min(30_000, (expiry.lifetime || 900_000) / 4);
  return expiry.expiresAt - (Date.now() + serverOffset) < ahead;
}

/** How a refresh went: a new pair stored, the server's refusal (the session has ended), or no answer. */
type Refresh = 'refreshed' | HttpError | 'failed';

let refreshing: Promise<Refresh> | null = null;

/**
 * One refresh for every request of this tab, and one at a time across tabs (Web Locks, where the
 * browser has them): a tab that waited finds the pair another tab stored and takes it.
 */
function refreshOnce(): Promise<Refresh> {
  if (!refreshing) {
    const wanted = session.refreshToken();
    const run = async (): Promise<Refresh> => {
      const refreshToken = session.refreshToken();
      if (!refreshToken) return 'failed';
      if (refreshToken !== wanted) {
        session.setTokens(session.token() ?? '', refreshToken);
        return 'refreshed';
      }
      session.setStatus('refreshing');
      const result = await exchangeRefresh(refreshToken);
      // No answer: the session stands as it was (a refusal ends it, by the caller's hand).
      if (result === 'failed' && session.refreshToken() === refreshToken) {
        session.setStatus('authenticated');
      }
      return result;
    };
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    refreshing = (locks ? locks.request('tessera-token-refresh', run) : run()).finally(() => {
      refreshing = null;
    });
  }
  return refreshing;
}

/** Trades the refresh token for a new pair and stores it (unless the session changed meanwhile). */
async function exchangeRefresh(refreshToken: string): Promise<Refresh> {
  try {
    const res = await fetch('/api/token/refresh', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': currentLanguage() },
      body: JSON.stringify({ refresh_token: refreshToken }),
    });
    if (!res.ok) return res.status === 401 ? await errorOf(res) : 'failed';
    const { data } = (await res.json()) as { data: { token: string; refresh_token: string } };
    // Logged out (or in as someone else) meanwhile: the new pair is not this session's.
    if (session.refreshToken() !== refreshToken) return 'failed';
    session.setTokens(data.token, data.refresh_token);
    return 'refreshed';
  } catch {
    return 'failed';
  }
}

/**
 * The access token to send, refreshed first when it is about to expire: for requests this client
 * does not send (the board's event stream).
 */
export async function freshToken(): Promise<string | null> {
  if (expiresSoon()) await refreshOnce();
  return session.token();
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
  const res = await fetch(buildUrl(path, method, opts), { method, headers, body });
  const date = Date.parse(res.headers.get('date') ?? '');
  if (Number.isFinite(date)) serverOffset = date - Date.now();
  return res;
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

/**
 * Sends a request and returns the text of its JSON body; throws an HttpError for an error answer
 * (shown unless silent), a TypeError when the network fails.
 */
async function exchange(method: string, path: string, opts: RequestOptions): Promise<string> {
  const sentIn = session.key();
  const current = () => session.key() === sentIn;
  if (!NO_REFRESH.has(path) && expiresSoon()) {
    // Refused: the session has ended (no answer: the request goes, the 401 path decides).
    const early = await refreshOnce();
    if (early instanceof HttpError) {
      if (current()) session.clear();
      throw early;
    }
  }
  let res = await send(method, path, opts);
  if (res.status === 401 && !NO_REFRESH.has(path)) {
    if (current() && (await refreshOnce()) === 'refreshed') res = await send(method, path, opts);
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
  return res.text();
}

/**
 * How long an answered read is shared: different screens (or features of one screen) asking
 * for the same address at once make one request. Writes and forgetReads() end it early.
 */
export const READ_SHARE_MS = 1000;

/** Reads in flight (`until` Infinity) or answered within READ_SHARE_MS, by address and session. */
const reads = new Map<string, { answer: Promise<string>; until: number }>();

/** The next read of every address goes to the server (the data may have changed). */
export function forgetReads() {
  reads.clear();
}

function sharedRead(path: string, opts: RequestOptions): Promise<string> {
  // A monotonic clock: a device (or a test) that sets its date does not stretch the window.
  const now = performance.now();
  for (const [k, read] of reads) if (read.until <= now) reads.delete(k);
  const key = [
    session.key(),
    currentLanguage(),
    opts.silent ? 'silent' : '',
    buildUrl(path, 'GET', opts),
  ].join(' ');
  const known = reads.get(key);
  if (known) return known.answer;
  const read = { answer: exchange('GET', path, opts), until: Number.POSITIVE_INFINITY };
  reads.set(key, read);
  read.answer.then(
    () => {
      read.until = performance.now() + READ_SHARE_MS;
    },
    () => {
      if (reads.get(key) === read) reads.delete(key);
    },
  );
  return read.answer;
}

/** Sends a request and returns the whole JSON body ({ data } or { data, totalRows }). */
async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
  if (!isOnline()) throw offline(method, opts);
  const write = method !== 'GET';
  if (write) forgetReads();
  loading.start();
  try {
    // Each caller parses its own copy: a shared read's answer is never changed under another.
    return JSON.parse(write ? await exchange(method, path, opts) : await sharedRead(path, opts));
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // The connection dropped while the request was out.
    if (!isOnline()) throw offline(method, opts);
    // No answer to a read is the screen's to say (its last known data with their time, or its
    // own message): a snackbar would shout over a connection that comes and goes (issue 15).
    if (!opts.silent && method !== 'GET') notify.error();
    throw new HttpError(0, 'network', '');
  } finally {
    // What a read fetched while this write was out may be from before it.
    if (write) forgetReads();
    loading.stop();
  }
}

export const http = {
  async get<T>(path: string, opts?: RequestOptions) {
    return (await request<{ data: T }>('GET', path, opts)).data;
  },
  async list<T>(path: string, opts?: RequestOptions) {
    // What else the envelope carries beside the page (the agenda's `open`) is kept.
    const { data, totalRows, ...rest } = await request<
      { data: T[]; totalRows: number } & Record<string, unknown>
    >('GET', path, opts);
    return { ...rest, rows: data, totalRows };
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
