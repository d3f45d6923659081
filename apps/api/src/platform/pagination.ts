// Pagination and filters of DESIGN §4: page (1-based), rowsPerPage, sortBy, descending/sortDesc,
// multiSort, and filters given as filters[name]=value or filters=<json>.
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@tessera/domain';
import { type AnyColumn, sql } from 'drizzle-orm';
import { z } from 'zod';

const FILTER_KEY = /^filters\[([A-Za-z0-9_]{1,64})\]$/;

/** Fastify querystring parser: turns the bracket and JSON filter forms into `filters: {}`. */
export function parseQuerystring(raw: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const filters: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const m = FILTER_KEY.exec(key);
    if (m?.[1]) {
      filters[m[1]] = value;
    } else if (key === 'filters') {
      try {
        const parsed: unknown = JSON.parse(value);
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
          Object.assign(filters, parsed);
        } else {
          out.filters = value;
        }
      } catch {
        out.filters = value;
      }
    } else if (key !== '__proto__' && key !== 'constructor' && key !== 'prototype') {
      out[key] = value;
    }
  }
  if (Object.keys(filters).length && out.filters === undefined) out.filters = filters;
  return out;
}

const bool = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

/**
 * SPEC §7 writes a list's activity as a plain `activityId` where DESIGN §4 writes
 * `filters[activityId]`: the plain one becomes the filter (both at once stay, and are refused).
 */
function activityIntoFilters(query: unknown) {
  if (!query || typeof query !== 'object') return query;
  const { activityId, ...rest } = query as Record<string, unknown>;
  const filters = rest.filters ?? {};
  if (activityId === undefined || typeof filters !== 'object' || 'activityId' in filters) {
    return query;
  }
  return { ...rest, filters: { ...filters, activityId } };
}

/** Query schema of a list route: pagination plus the route's own filters. */
export function listQuery<F extends z.ZodRawShape, S extends readonly [string, ...string[]]>(
  filters: F,
  sortable: S,
  pageSize = DEFAULT_PAGE_SIZE,
) {
  const query = z
    .object({
      page: z.coerce.number().int().min(1).max(1_000_000).default(1),
      rowsPerPage: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(pageSize),
      sortBy: z.enum(sortable).optional(),
      descending: bool.optional(),
      sortDesc: bool.optional(),
      multiSort: bool.optional(),
      filters: z
        .object(filters)
        .strict()
        .prefault({} as never),
    })
    .strict()
    .transform((q) => ({
      ...q,
      descending: q.descending ?? q.sortDesc ?? false,
      offset: (q.page - 1) * q.rowsPerPage,
    }));
  return 'activityId' in filters ? z.preprocess(activityIntoFilters, query) : query;
}

/**
 * A column giving each row of a page the number of rows the query matches before its limit and
 * offset (non-null values of `column` when given, for a left join), so a page and its total come
 * in one statement. A page past the end has no row to carry it: count apart then.
 */
export const totalOver = (column?: AnyColumn) =>
  sql<number>`count(${column ?? sql.raw('*')}) over ()`.mapWith(Number);
