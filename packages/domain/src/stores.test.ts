import { describe, expect, it } from 'vitest';
import { isOpenAt, localDayTime, openingByDay, storeMapUrl, telUrl } from './stores.ts';

describe('stores', () => {
  it('groups opening intervals by ISO day, in order of time, every day present', () => {
    const byDay = openingByDay([
      { day: 2, from: '14:30', to: '19:00' },
      { day: 2, from: '09:00', to: '12:30' },
      { day: 7, from: '12:00', to: '15:00' },
    ]);
    expect([...byDay.keys()]).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(byDay.get(2)?.map((h) => h.from)).toEqual(['09:00', '14:30']);
    expect(byDay.get(1)).toEqual([]);
  });

  it('tells the day and time in the activity time zone, and whether the store is open', () => {
    // Sunday 2026-11-22 23:30 UTC is Monday 00:30 in Rome.
    expect(localDayTime(new Date('2026-11-22T23:30:00Z'), 'Europe/Rome')).toEqual({
      day: 1,
      time: '00:30',
    });
    const hours = [{ day: 2, from: '09:00', to: '12:30' }];
    // Tuesday 2026-11-24: 09:00 Rome is 08:00 UTC; the end is not open any more.
    expect(isOpenAt(hours, new Date('2026-11-24T08:00:00Z'), 'Europe/Rome')).toBe(true);
    expect(isOpenAt(hours, new Date('2026-11-24T07:59:00Z'), 'Europe/Rome')).toBe(false);
    expect(isOpenAt(hours, new Date('2026-11-24T11:30:00Z'), 'Europe/Rome')).toBe(false);
    expect(isOpenAt(hours, new Date('2026-11-24T08:00:00Z'), 'America/New_York')).toBe(false);
  });

  it('links a map search by name, address and city, and none without an address', () => {
    expect(storeMapUrl({ name: 'Da Rita', address: 'Piazza Maggiore 3', city: 'Bologna' })).toBe(
      'https://www.google.com/maps/search/?api=1&query=Da%20Rita%2C%20Piazza%20Maggiore%203%2C%20Bologna',
    );
    expect(storeMapUrl({ name: 'Da Rita', address: null, city: null })).toBeNull();
  });

  it('makes tel: links of phone numbers as people write them', () => {
    expect(telUrl('+39 051 234 5678')).toBe('tel:+390512345678');
    expect(telUrl('(051) 23-45')).toBe('tel:0512345');
    expect(telUrl('chiamaci')).toBeNull();
    expect(telUrl(null)).toBeNull();
  });
});
