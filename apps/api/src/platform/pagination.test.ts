import { describe, expect, it } from 'vitest';
import { idParam } from './envelope.ts';
import { listQuery, parseQuerystring } from './pagination.ts';

describe('parseQuerystring', () => {
  it('reads filters in bracket form and in JSON form', () => {
    expect(parseQuerystring('filters[activityId]=3&page=2')).toEqual({
      filters: { activityId: '3' },
      page: '2',
    });
    expect(parseQuerystring(`filters=${encodeURIComponent('{"activityId":3}')}`)).toEqual({
      filters: { activityId: 3 },
    });
  });

  it('keeps malformed filters as they are so validation can refuse them', () => {
    expect(parseQuerystring('filters=nonsense')).toEqual({ filters: 'nonsense' });
    expect(parseQuerystring('filters=[1]')).toEqual({ filters: '[1]' });
  });

  it('drops prototype-polluting keys', () => {
    const q = parseQuerystring('__proto__=x&constructor=y&a=1');
    expect(q).toEqual({ a: '1' });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});

describe('listQuery', () => {
  const schema = listQuery({ activityId: idParam }, ['name']);

  it('defaults to the first page of 15 rows', () => {
    expect(schema.parse({ filters: { activityId: '2' } })).toMatchObject({
      page: 1,
      rowsPerPage: 15,
      descending: false,
      offset: 0,
      filters: { activityId: 2 },
    });
  });

  it('accepts sortDesc as descending and computes the offset', () => {
    expect(
      schema.parse({ page: '3', rowsPerPage: '20', sortDesc: 'true', filters: { activityId: 1 } }),
    ).toMatchObject({
      descending: true,
      offset: 40,
    });
  });

  it('refuses unknown sort keys, unknown params and out-of-range numbers', () => {
    expect(schema.safeParse({ sortBy: 'password', filters: { activityId: 1 } }).success).toBe(
      false,
    );
    expect(schema.safeParse({ evil: '1', filters: { activityId: 1 } }).success).toBe(false);
    expect(schema.safeParse({ rowsPerPage: '1000', filters: { activityId: 1 } }).success).toBe(
      false,
    );
    expect(schema.safeParse({ filters: { activityId: '99999999999' } }).success).toBe(false);
  });
});
