import { describe, expect, it } from 'vitest';
import { BIRTH_YEARS, daysIn, joinBirthDate, splitBirthDate } from './birthDate.ts';

describe('birth date pickers', () => {
  it('offers the years 2021 down to 1900', () => {
    expect(BIRTH_YEARS[0]).toBe(2021);
    expect(BIRTH_YEARS.at(-1)).toBe(1900);
    expect(BIRTH_YEARS).toHaveLength(122);
  });

  it('knows the days of each month, before the month or the year is chosen too', () => {
    expect(daysIn(2, 2000)).toBe(29);
    expect(daysIn(2, 1900)).toBe(28);
    expect(daysIn(2, 2001)).toBe(28);
    expect(daysIn(2, null)).toBe(29);
    expect(daysIn(2, Number.NaN)).toBe(29);
    expect(daysIn(4, null)).toBe(30);
    expect(daysIn(12, 2001)).toBe(31);
    expect(daysIn(null, null)).toBe(31);
  });

  it('splits YYYY-MM-DD into day, month and year, and joins them back', () => {
    expect(splitBirthDate('1990-02-03')).toEqual({ day: '3', month: '2', year: '1990' });
    expect(splitBirthDate(null)).toEqual({ day: '', month: '', year: '' });
    expect(splitBirthDate('nonsense')).toEqual({ day: '', month: '', year: '' });
    expect(joinBirthDate({ day: '5', month: '3', year: '1990' })).toEqual({
      ok: true,
      value: '1990-03-05',
    });
    for (const v of ['1900-01-01', '2000-02-29', '2021-12-31']) {
      expect(joinBirthDate(splitBirthDate(v))).toEqual({ ok: true, value: v });
    }
  });

  it('joins three empty pickers to no date, and refuses partial or impossible dates', () => {
    expect(joinBirthDate({ day: '', month: '', year: '' })).toEqual({ ok: true, value: null });
    expect(joinBirthDate({ day: '3', month: '', year: '1990' }).ok).toBe(false);
    expect(joinBirthDate({ day: '5', month: '', year: '1990' }).ok).toBe(false);
    expect(joinBirthDate({ day: '29', month: '2', year: '2001' }).ok).toBe(false);
    expect(joinBirthDate({ day: '31', month: '4', year: '1990' }).ok).toBe(false);
    expect(joinBirthDate({ day: '1', month: '1', year: '1899' }).ok).toBe(false);
    expect(joinBirthDate({ day: '1', month: '1', year: '2022' }).ok).toBe(false);
  });
});
